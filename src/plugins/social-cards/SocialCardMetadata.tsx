/**
 * The head tags naming a page's social card. The card's file name is a hash
 * of what it shows, computed here from the page's own title, route and date,
 * so the server render and the hydrated page agree without any card list
 * in the browser bundle. The build draws the card the page names.
 */
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { SocialCardsGlobalData } from './index';
import {
  cardFileName,
  cardSize,
  cardsFolder,
  isRasterImage,
  normalizeTitle,
  routeHasCard,
  routeWithoutBaseUrl,
  sectionForRoute,
} from './cardSpec';

type ImageTagsProps = { url: string; alt: string; width?: number; height?: number };

/** og:image and twitter:image with their size and text alternative. */
export function ImageTags({ url, alt, width, height }: ImageTagsProps): ReactNode {
  return (
    <Head>
      <meta property="og:image" content={url} />
      {width ? <meta property="og:image:width" content={String(width)} /> : null}
      {height ? <meta property="og:image:height" content={String(height)} /> : null}
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}

type Props = {
  title: string;
  /** The page's permalink or location pathname, with the base URL. */
  pathname: string;
  /** The front matter `image`; a raster one is a hand-made picture, kept instead of a card. */
  image?: unknown;
  /** Where the theme serves that image (a co-located one gets a bundled URL). */
  imageUrl?: string;
  /** ISO publication date of a blog post. */
  date?: string;
};

export default function SocialCardMetadata({ title, pathname, image, imageUrl, date }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { withBaseUrl } = useBaseUrlUtils();
  const { imageSizes } = usePluginData('social-cards') as SocialCardsGlobalData;
  const alt = normalizeTitle(title);
  if (isRasterImage(image)) {
    // A hand-made picture: named as the theme names it, with its size (measured at build time).
    return <ImageTags url={withBaseUrl(imageUrl ?? image, { absolute: true })} alt={alt} {...imageSizes[image]} />;
  }
  const route = routeWithoutBaseUrl(pathname, siteConfig.baseUrl);
  if (!alt || !routeHasCard(route)) return null;
  const file = cardFileName({ title: alt, section: sectionForRoute(route), date: date ?? '' });
  return <ImageTags url={withBaseUrl(`/${cardsFolder}/${file}`, { absolute: true })} alt={alt} {...cardSize} />;
}
