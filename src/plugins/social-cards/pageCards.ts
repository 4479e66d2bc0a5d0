/**
 * Reads, from a built page's head, which card the page names and what the
 * card must show. The page computed the card's file name from its title,
 * route and date; recomputing it here from the same facts proves the two
 * agree, so the build never publishes a page naming a card it did not draw.
 */
import { load } from 'cheerio';
import { cardFileName, sectionForRoute, type CardSpec } from './cardSpec';

export type PageCard = { route: string; fileName: string; spec: CardSpec };

export class CardMismatchError extends Error {
  constructor(route: string, named: string, expected: string) {
    super(
      `social-cards: ${route} names the card ${named}, but its title, section and date give ${expected}. ` +
        'The page and the build must compute the card from the same facts (see src/plugins/social-cards/cardSpec.ts).',
    );
    this.name = 'CardMismatchError';
  }
}

function headOf(html: string): string {
  const end = html.search(/<\/head>/i);
  return end === -1 ? html : html.slice(0, end);
}

/**
 * The card a page names, or null when its image is not a generated card.
 * `cardUrlPrefix` is the absolute URL of the cards folder, ending with `/`.
 */
export function readPageCard(html: string, route: string, cardUrlPrefix: string): PageCard | null {
  const $ = load(headOf(html));
  const content = (selector: string) => $(selector).last().attr('content') ?? '';
  const image = content('meta[property="og:image"]');
  if (!image.startsWith(cardUrlPrefix)) return null;
  const fileName = image.slice(cardUrlPrefix.length);
  const spec: CardSpec = {
    title: content('meta[property="og:image:alt"]'),
    section: sectionForRoute(route),
    date: content('meta[property="article:published_time"]'),
  };
  const expected = cardFileName(spec);
  if (expected !== fileName) throw new CardMismatchError(route, fileName, expected);
  return { route, fileName, spec };
}
