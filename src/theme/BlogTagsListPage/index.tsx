import React, { type ReactNode } from 'react';
import Original from '@theme-original/BlogTagsListPage';
import type OriginalType from '@theme/BlogTagsListPage';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';

type Props = WrapperProps<typeof OriginalType>;

// Wrapped to give the page a meta description; the theme sets only a title.
export default function BlogTagsListWrapper(props: Props): ReactNode {
  return (
    <>
      <Original {...props} />
      <PageMetadata
        description={translate({
          id: 'site.meta.blogTagsList.description',
          message:
            'Every topic the PostgresAI blog writes about, from DBLab Engine releases to PostgreSQL internals, with the number of posts for each.',
        })}
      />
    </>
  );
}
