import React, { type ReactNode } from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type { WrapperProps } from '@docusaurus/types';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import SocialCardMetadata from '@site/src/plugins/social-cards/SocialCardMetadata';

type Props = WrapperProps<typeof MDXPageType>;

/**
 * Markdown pages (terms, privacy, consulting) render in the theme's text
 * column and name their generated card. Pages whose front matter sets
 * `full_width: true` (product pages, the Customer Advisory Group) compose
 * their own full-width bands instead: they get the same frame as a page
 * written in React, `<Layout title description>` around one `<main>`, with
 * no text column and no table of contents.
 */
export default function MDXPageWrapper(props: Props): ReactNode {
  const { content: Content } = props;
  const { metadata, assets } = Content;
  const frontMatter = metadata.frontMatter as typeof metadata.frontMatter & { full_width?: boolean };
  if (frontMatter.full_width === true) {
    // The layout names the social card of a page that passes a title.
    return (
      <Layout title={metadata.title} description={metadata.description}>
        <main>
          <MDXContent>
            <Content />
          </MDXContent>
        </main>
      </Layout>
    );
  }
  return (
    <>
      <MDXPage {...props} />
      <SocialCardMetadata
        title={metadata.title ?? ''}
        pathname={metadata.permalink}
        image={frontMatter.image}
        imageUrl={assets.image ?? frontMatter.image}
      />
    </>
  );
}
