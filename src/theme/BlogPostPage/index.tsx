import React, { type ReactNode } from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof BlogPostPageType>;

// Wrapped so that a post reads full width: no category sidebar on post pages
// (the layout drops the sidebar when it has no items).
export default function BlogPostPageWrapper(props: Props): ReactNode {
  return <BlogPostPage {...props} sidebar={{ ...props.sidebar, items: [] }} />;
}
