import React, { type ReactNode } from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type { WrapperProps } from '@docusaurus/types';
import SocialCardMetadata from '@site/src/plugins/social-cards/SocialCardMetadata';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

// Category pages (the how-to groups) name their generated card.
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const { title, permalink, image } = props.categoryGeneratedIndex;
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <SocialCardMetadata title={title} pathname={permalink} image={image} />
    </>
  );
}
