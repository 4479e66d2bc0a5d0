import React, { type ReactNode } from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useThemeConfig } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import type { SocialCardsGlobalData } from '@site/src/plugins/social-cards';
import { ImageTags } from '@site/src/plugins/social-cards/SocialCardMetadata';

// The site-wide image (`themeConfig.image`), with its size and text, for
// pages without a card of their own; a page's card, rendered later, wins.
export default function SiteMetadataWrapper(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { image } = useThemeConfig();
  const { withBaseUrl } = useBaseUrlUtils();
  const { imageSizes } = usePluginData('social-cards') as SocialCardsGlobalData;
  const alt = translate(
    {
      id: 'socialCards.siteImageAlt',
      message: '{siteTitle}: {tagline}',
      description: 'Text of the site-wide link preview image',
    },
    { siteTitle: siteConfig.title, tagline: siteConfig.tagline },
  );
  return (
    <>
      <SiteMetadata />
      {image ? <ImageTags url={withBaseUrl(image, { absolute: true })} alt={alt} {...imageSizes[image]} /> : null}
    </>
  );
}
