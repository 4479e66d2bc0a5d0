import React, { type ReactNode } from 'react';
import Original from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type OriginalType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';

type Props = WrapperProps<typeof OriginalType>;

// Wrapped to give the page a meta description; the theme sets only a title.
export default function BlogAuthorsListWrapper(props: Props): ReactNode {
  return (
    <>
      <Original {...props} />
      <PageMetadata
        description={translate({
          id: 'site.meta.blogAuthorsList.description',
          message:
            'The teams who write the PostgresAI blog: release notes from the DBLab Engine team, insights and guides from our engineers and consultants.',
        })}
      />
    </>
  );
}
