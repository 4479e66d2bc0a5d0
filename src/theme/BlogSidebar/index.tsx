import React, { type ReactNode } from 'react';
import BlogSidebar from '@theme-original/BlogSidebar';
import type BlogSidebarType from '@theme/BlogSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { blogCategories } from '@site/src/data/blogCategories';
import { blogCategoryLabel } from './categoryLabels';

type Props = WrapperProps<typeof BlogSidebarType>;

// Wrapped to show the fixed category list instead of the most recent posts.
export default function BlogSidebarWrapper(props: Props): ReactNode {
  // No items means no sidebar (post pages drop it, see BlogPostPage).
  if (!props.sidebar || props.sidebar.items.length === 0) return <BlogSidebar {...props} />;
  const sidebar = {
    ...props.sidebar,
    // The configured title, as the blog plugin translated it for the locale.
    title: props.sidebar.title,
    items: blogCategories.map((category) => ({
      title: blogCategoryLabel(category.id),
      permalink: category.permalink,
      unlisted: false,
      date: '',
    })),
  };
  return <BlogSidebar {...props} sidebar={sidebar} />;
}
