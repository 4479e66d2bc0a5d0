import React, { type ReactNode } from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import BlogPostShare from '@site/src/components/BlogPostShare';
import BlogCallToAction from '@site/src/components/BlogCallToAction';

type Props = WrapperProps<typeof FooterType>;

// Wrapped to end a post page (not the list excerpts) with share links and a call to action.
export default function FooterWrapper(props: Props): ReactNode {
  const { isBlogPostPage } = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage ? (
        <>
          <BlogPostShare />
          <BlogCallToAction />
        </>
      ) : null}
    </>
  );
}
