import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import SocialCardMetadata from '@site/src/plugins/social-cards/SocialCardMetadata';

type Props = WrapperProps<typeof MetadataType>;

// Wrapped to name the authors in `article:author`: the theme only adds it for
// authors with a profile URL, and ours are teams without one. And to name the
// post's generated card, dated, in place of its SVG cover, which most social
// apps do not show (a raster cover is kept).
export default function MetadataWrapper(props: Props): ReactNode {
  const { metadata, assets } = useBlogPost();
  const { frontMatter } = metadata;
  const names = metadata.authors.filter((author) => !author.url && author.name).map((author) => author.name);
  return (
    <>
      <Metadata {...props} />
      {names.length > 0 ? (
        <Head>
          <meta property="article:author" content={names.join(',')} />
        </Head>
      ) : null}
      <SocialCardMetadata
        title={frontMatter.title_meta ?? metadata.title}
        pathname={metadata.permalink}
        date={metadata.date}
        image={frontMatter.image}
        imageUrl={assets.image ?? frontMatter.image}
      />
    </>
  );
}
