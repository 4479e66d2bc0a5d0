import React, { type ReactNode } from 'react';
import Original from '@theme-original/DocTagsListPage';
import type OriginalType from '@theme/DocTagsListPage';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';

type Props = WrapperProps<typeof OriginalType>;

// Wrapped to give the page a meta description; the theme sets only a title.
export default function DocTagsListWrapper(props: Props): ReactNode {
  return (
    <>
      <Original {...props} />
      <PageMetadata
        description={translate({
          id: 'site.meta.docTagsList.description',
          message:
            'Browse the PostgresAI documentation and how-to guides by topic and difficulty, from beginner setup to advanced internals.',
        })}
      />
    </>
  );
}
