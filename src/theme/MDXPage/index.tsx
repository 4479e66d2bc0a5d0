import React, { type ReactNode } from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type { WrapperProps } from '@docusaurus/types';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import SocialCardMetadata from '@site/src/plugins/social-cards/SocialCardMetadata';
import { TranslationStatusProvider } from '@site/src/components/FallbackNote/TranslationStatus';
import { isTranslatedSource } from '@site/src/data/translatedPages';

type Props = WrapperProps<typeof MDXPageType>;

/**
 * `layout: marketing` in the front matter: the page composes its own
 * full-width sections (PageHero, PageSection…), so it gets the same frame as
 * a React page: the layout with its title and description, and a bare
 * `<main>` without the text column, table of contents or article wrapper.
 */
function MarketingMDXPage({ content: Content }: Props): ReactNode {
  const { title, description } = Content.metadata;
  return (
    <Layout title={title} description={description}>
      <main>
        <MDXContent>
          <Content />
        </MDXContent>
      </main>
    </Layout>
  );
}

// Markdown pages (terms, privacy, consulting) name their generated card;
// marketing-layout pages name it through the layout, as React pages do. Both
// tell the layout whether their text comes from a translation.
export default function MDXPageWrapper(props: Props): ReactNode {
  const { metadata, assets } = props.content;
  const translated = isTranslatedSource(metadata.source);
  if (metadata.frontMatter.layout === 'marketing') {
    return (
      <TranslationStatusProvider translated={translated}>
        <MarketingMDXPage {...props} />
      </TranslationStatusProvider>
    );
  }
  return (
    <TranslationStatusProvider translated={translated}>
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
