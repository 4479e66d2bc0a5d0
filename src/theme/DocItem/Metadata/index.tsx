import React, { type ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import SocialCardMetadata from '@site/src/plugins/social-cards/SocialCardMetadata';

type Props = WrapperProps<typeof MetadataType>;

// Docs, how-tos and rules pages name their generated card (or their own raster image).
export default function MetadataWrapper(props: Props): ReactNode {
  const { metadata, frontMatter, assets } = useDoc();
  return (
    <>
      <Metadata {...props} />
      <SocialCardMetadata
        title={metadata.title}
        pathname={metadata.permalink}
        image={frontMatter.image}
        imageUrl={assets.image ?? frontMatter.image}
      />
    </>
  );
}
