import React, { type ReactNode } from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type { WrapperProps } from '@docusaurus/types';
import SocialCardMetadata from '@site/src/plugins/social-cards/SocialCardMetadata';

type Props = WrapperProps<typeof MDXPageType>;

// Markdown pages (terms, privacy, consulting) name their generated card.
export default function MDXPageWrapper(props: Props): ReactNode {
  const { metadata, assets } = props.content;
  return (
    <>
      <MDXPage {...props} />
      <SocialCardMetadata
        title={metadata.title ?? ''}
        pathname={metadata.permalink}
        image={metadata.frontMatter.image}
        imageUrl={assets.image ?? metadata.frontMatter.image}
      />
    </>
  );
}
