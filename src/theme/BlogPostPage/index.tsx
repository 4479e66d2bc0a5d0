import React, { type ReactNode } from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type { WrapperProps } from '@docusaurus/types';
import { TranslationStatusProvider } from '@site/src/components/FallbackNote/TranslationStatus';
import { isTranslatedSource } from '@site/src/data/translatedPages';

type Props = WrapperProps<typeof BlogPostPageType>;

// Wrapped so that a post reads full width: no category sidebar on post pages
// (the layout drops the sidebar when it has no items). And to tell the layout
// whether the post's text comes from a translation.
export default function BlogPostPageWrapper(props: Props): ReactNode {
  return (
    <TranslationStatusProvider translated={isTranslatedSource(props.content.metadata.source)}>
      <BlogPostPage {...props} sidebar={{ ...props.sidebar, items: [] }} />
    </TranslationStatusProvider>
  );
}
