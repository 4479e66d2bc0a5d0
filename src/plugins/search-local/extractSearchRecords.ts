/**
 * Turns one built HTML page into search records of the Algolia DocSearch
 * shape, so the same dialog can read a local index or a hosted one.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { SearchRecord, RecordType } from './engine/types';
import { pageRank } from './engine/ranking';

const headingLevels = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const contentSelector = 'p, li, td, th, dt, dd, blockquote';
/** Page kinds (the `docsearch:docusaurus_tag` meta) that are lists of other pages, not content. */
const listingTags =
  /^(blog_posts_list|blog_tags_posts|blog_tags_list|blog_authors_list|blog_authors_posts|doc_tag_doc_list|doc_tags_list|blog_archive)/;

export type PageSkipReason = 'not-found' | 'redirect' | 'listing' | 'search' | 'no-content';

export type ExtractedPage = { records: SearchRecord[] } | { skipped: PageSkipReason };

/** Sections named by URL for pages outside the docs sidebar and navbar. */
const sectionByPath: ReadonlyArray<[RegExp, string]> = [
  [/^\/products\//, 'Products'],
  [/^\/(pricing|console|signin)(\/|$)/, 'Pricing'],
  [/^\/careers(\/|$)/, 'Careers'],
  [/^\/resources(\/|$)/, 'Case studies'],
  [/^\/universe(\/|$)/, 'PostgreSQL Universe'],
  [/^\/rules(\/|$)/, 'Rules'],
  [/^\/blog(\/|$)/, 'Blog'],
  [/^\/docs\/postgres-howtos(\/|$)/, 'Postgres how-tos'],
  [/^\/docs(\/|$)/, 'Documentation'],
];

/** The section of a page outside the docs sidebar and navbar, by its URL path; null when none applies. */
export function sectionOfPath(pathname: string): string | null {
  for (const [pattern, name] of sectionByPath) if (pattern.test(pathname)) return name;
  return null;
}

/** Collapses whitespace (and zero-width spaces) to single spaces. */
export function squash(text: string): string {
  return text.replace(/[\u200b\s]+/g, ' ').trim();
}

function textOf($: CheerioAPI, element: AnyNode): string {
  const clone = $(element).clone();
  // Heading permalinks, copy buttons and screen-reader-only labels are not content.
  clone.find('.hash-link, button, .sr-only, script, style, svg').remove();
  return squash(clone.text());
}

function sectionName($: CheerioAPI, pathname: string): string {
  const crumbs = $('.breadcrumbs__item')
    .toArray()
    .map((item) => squash($(item).text()))
    .filter((text) => text !== '' && text !== 'Home page');
  if (crumbs.length > 1 && crumbs[0]) return crumbs[0];
  const byPath = sectionOfPath(pathname);
  if (byPath) return byPath;
  const active = squash($('.navbar__link--active').first().text());
  return active || 'PostgresAI';
}

/** What every record of one page shares. */
export type PageRecordFacts = { pathname: string; lvl0: string; language: string; tag: string; rank: number };

/**
 * Writes one page's records in document order, as the index expects them:
 * the title first, then each heading and the text under it, every record
 * carrying the headings above it. Used for built HTML here and for source
 * Markdown by the unit tests' index (scripts/lib/sourceSearchRecords.ts).
 */
export function pageRecordWriter({ pathname, lvl0, language, tag, rank }: PageRecordFacts) {
  const hierarchy: (string | null)[] = [lvl0, null, null, null, null, null, null];
  const records: SearchRecord[] = [];
  let anchor = '';
  const push = (type: RecordType, content: string | null): void => {
    records.push({
      objectID: `${pathname}#${records.length}`,
      url: anchor ? `${pathname}#${anchor}` : pathname,
      type,
      hierarchy: {
        lvl0,
        lvl1: hierarchy[1] ?? null,
        lvl2: hierarchy[2] ?? null,
        lvl3: hierarchy[3] ?? null,
        lvl4: hierarchy[4] ?? null,
        lvl5: hierarchy[5] ?? null,
        lvl6: hierarchy[6] ?? null,
      },
      content,
      language,
      docusaurus_tag: tag,
      page_rank: rank,
    });
  };
  return {
    records,
    title(text: string): void {
      hierarchy[1] = text;
      push('lvl1', null);
    },
    /** A heading of `level` 2-6; records after it link to `id`, or to the last anchor when it has none. */
    heading(level: number, text: string, id: string | undefined): void {
      if (!text) return;
      hierarchy[level] = text;
      for (let deeper = level + 1; deeper < hierarchy.length; deeper++) hierarchy[deeper] = null;
      anchor = id ?? anchor;
      push(`lvl${level}` as RecordType, null);
    },
    /** Body text; a single character is not worth a record. */
    content(text: string): void {
      if (text.length >= 2) push('content', text);
    },
  };
}

/**
 * Extracts records from one page. `pathname` is the page URL path
 * (`/docs/foo`), used for record URLs and to name the section.
 */
export function extractSearchRecords(html: string, pathname: string): ExtractedPage {
  const $ = load(html);
  if ($('meta[http-equiv="refresh"]').length > 0) return { skipped: 'redirect' };
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const rank = pageRank(pathname, $('meta[property="article:published_time"]').attr('content') ?? null);
  if (/^\/(search|404)(\/|\.html|$)/.test(pathname))
    return { skipped: pathname.startsWith('/404') ? 'not-found' : 'search' };
  if (listingTags.test(tag) || /\/page\/\d+\/?$/.test(pathname) || /\/tags(\/|$)/.test(pathname)) {
    return { skipped: 'listing' };
  }
  const root = $('article').first().length ? $('article').first() : $('main').first();
  if (!root.length) return { skipped: 'no-content' };
  // The blog post footer, edit links, pagers and tables of contents repeat on every page.
  root.find('nav, footer, .theme-doc-toc-mobile, .pagination-nav, .theme-doc-footer, [data-search-ignore]').remove();

  const page = pageRecordWriter({ pathname, lvl0: sectionName($, pathname), language, tag, rank });

  const h1 = root.find('h1').first();
  const title = h1.length ? textOf($, h1[0] as Element) : squash($('h1').first().text());
  if (!title) return { skipped: 'no-content' };
  page.title(title);

  const selector = [...headingLevels.slice(1), ...contentSelector.split(', ')].join(', ');
  root.find(selector).each((_, element) => {
    const name = (element as Element).tagName.toLowerCase();
    // h2 is lvl2 and so on; h1 was taken above.
    const level = headingLevels.indexOf(name as (typeof headingLevels)[number]) + 1;
    if (level > 1) {
      page.heading(level, textOf($, element), $(element).attr('id'));
      return;
    }
    // A list item or cell that contains a paragraph is indexed through that paragraph.
    if (name !== 'p' && $(element).find('p').length > 0) return;
    page.content(textOf($, element));
  });
  return { records: page.records };
}
