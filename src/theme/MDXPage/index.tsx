import React, { type ReactNode } from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type { WrapperProps } from '@docusaurus/types';
import SocialCardMetadata from '@site/src/plugins/social-cards/SocialCardMetadata';
import { TranslationStatusProvider } from '@site/src/components/FallbackNote/TranslationStatus';
import { isTranslatedSource } from '@site/src/data/translatedPages';

type Props = WrapperProps<typeof MDXPageType>;

// Markdown pages (terms, privacy, consulting) name their generated card, and
// tell the layout whether their text comes from a translation.
export default function MDXPageWrapper(props: Props): ReactNode {
  const { metadata, assets } = props.content;
  return (
    <TranslationStatusProvider translated={isTranslatedSource(metadata.source)}>
      <MDXPage {...props} />
      <SocialCardMetadata
        title={metadata.title ?? ''}
        pathname={metadata.permalink}
        image={metadata.frontMatter.image}
        imageUrl={assets.image ?? metadata.frontMatter.image}
      />
    </TranslationStatusProvider>
  );
}
