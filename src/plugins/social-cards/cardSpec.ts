/**
 * What a social card shows and where it is published. Shared by the build
 * (which draws the cards) and the pages (which name them in their head tags),
 * so both arrive at the same file name without any list shipped to the
 * browser: the name is a hash of what the card shows.
 */
import { cardSections, routesWithoutCard, type CardSection } from '../../data/socialCards';

/** Raise when the drawing changes, so every card is drawn again and gets a new URL. */
export const cardTemplateVersion = 1;
export const cardSize = { width: 1200, height: 630 } as const;
/** Folder of the cards in the build, without the base URL. */
export const cardsFolder = 'img/cards';

export type CardSpec = {
  title: string;
  /** Printed above the title; empty for pages outside any section. */
  section: string;
  /** ISO date of a blog post, printed at the bottom; empty otherwise. */
  date: string;
};

const fnvOffset = BigInt('0xcbf29ce484222325');
const fnvPrime = BigInt('0x100000001b3');
const sixtyFourBits = BigInt('0xffffffffffffffff');

/** 64-bit FNV-1a of the UTF-8 bytes, as 16 hex digits. Not for security: it names files. */
export function fnv1a64(text: string): string {
  let hash = fnvOffset;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * fnvPrime) & sixtyFourBits;
  }
  return hash.toString(16).padStart(16, '0');
}

/** Whitespace runs become one space, so a title reads the same in the page and on the card. */
export function normalizeTitle(title: string): string {
  return title.replace(/\s+/g, ' ').trim();
}

/** The card's file name: changes whenever anything printed on it, or the template, changes. */
export function cardFileName(spec: CardSpec): string {
  return `${fnv1a64(JSON.stringify([cardTemplateVersion, spec.section, normalizeTitle(spec.title), spec.date]))}.png`;
}

/** `/site/docs/x` → `/docs/x` for base URL `/site/`. */
export function routeWithoutBaseUrl(pathname: string, baseUrl: string): string {
  return baseUrl !== '/' && pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : pathname;
}

/** Routes compared with a trailing slash, so `/pricing` and `/pricing/` are one page. */
function withTrailingSlash(route: string): string {
  return route.endsWith('/') ? route : `${route}/`;
}

/** Whether a page (route without the base URL) gets a generated card. */
export function routeHasCard(route: string): boolean {
  const key = withTrailingSlash(route);
  if (routesWithoutCard.exact.some((exact) => withTrailingSlash(exact) === key)) return false;
  return !routesWithoutCard.prefixes.some((prefix) => key.startsWith(prefix));
}

/** The section label printed on a page's card, from its route (without the base URL). */
export function sectionForRoute(route: string, sections: readonly CardSection[] = cardSections): string {
  const key = withTrailingSlash(route);
  return sections.find((section) => key.startsWith(section.prefix))?.label ?? '';
}

/** Front matter images the cards do not replace: hand-made pictures in a format every app shows. */
export function isRasterImage(image: unknown): image is string {
  return typeof image === 'string' && /\.(png|jpe?g|webp)(\?.*)?$/i.test(image);
}
