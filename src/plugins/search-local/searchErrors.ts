/**
 * PostgreSQL error messages a page explains, listed in its front matter as
 * `search_errors`, become search records of their own, so a reader who
 * pastes the error finds the page. Each entry is a message in PostgreSQL's
 * wording, without the severity (`ERROR:`) and with `%s`, `%d`, `%u` where
 * the server fills in names and numbers, e.g.
 *
 *     search_errors: ['canceling statement due to lock timeout', 'duplicate key value violates unique constraint "%s"']
 *
 * `npm run check:content` requires the page to quote each message (with any
 * values in place of the placeholders), so the list names only errors the
 * page discusses. Used by the build's index (index.ts) and the unit tests'
 * index of the source pages (scripts/lib/sourceSearchRecords.ts).
 */
import type { AllContent } from '@docusaurus/types';
import type { SearchRecord } from './engine/types';

/** The front matter key. */
export const searchErrorsKey = 'search_errors';
/** At most this many per page: the messages the page is about, not every one it prints. */
export const maxSearchErrors = 6;

const placeholder = /%(?:ll|l)?[sdu]/g;

/** The `search_errors` of a page's front matter; anything that is not a list of strings gives none. */
export function searchErrorsOf(frontMatter: Record<string, unknown> | undefined): string[] {
  const value = frontMatter?.[searchErrorsKey];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** A message as a reader sees it: placeholders shown as an ellipsis. */
export function errorText(message: string): string {
  return message.replace(placeholder, '…').replace(/\s+/g, ' ').trim();
}

/** Whether a page's text quotes a message, any value standing for each placeholder. */
export function quotesError(text: string, message: string): boolean {
  const pattern = message
    .trim()
    .split(placeholder)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
    .join('[^\\n]*?');
  return new RegExp(pattern).test(text);
}

/**
 * The page's records with one content record per error message right after
 * the title record, so the messages belong to the page's opening section
 * (the hit links to the page itself) and not to its last heading.
 */
export function withErrorRecords(records: SearchRecord[], errors: readonly string[]): SearchRecord[] {
  const [title, ...rest] = records;
  if (!title || errors.length === 0) return records;
  const pathname = title.url.split('#')[0]!;
  const errorRecords = errors.map((message): SearchRecord => ({
    ...title,
    url: pathname,
    type: 'content',
    hierarchy: { ...title.hierarchy, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: errorText(message),
  }));
  // Record ids follow document order, as the extractor numbers them.
  return [title, ...errorRecords, ...rest].map((record, index) => ({ ...record, objectID: `${pathname}#${index}` }));
}

type WithFrontMatter = { permalink: string; frontMatter: Record<string, unknown> };

/** The `search_errors` of every doc and blog post, by permalink. */
export function searchErrorsByPermalink(allContent: AllContent): Map<string, string[]> {
  const docs = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as Array<
    { loadedVersions?: Array<{ docs: WithFrontMatter[] }> } | undefined
  >;
  const blogs = Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}) as Array<
    { blogPosts?: Array<{ metadata: WithFrontMatter }> } | undefined
  >;
  const sources = [
    ...docs.flatMap((content) => (content?.loadedVersions ?? []).flatMap((version) => version.docs)),
    ...blogs.flatMap((content) => (content?.blogPosts ?? []).map((post) => post.metadata)),
  ];
  const found = new Map<string, string[]>();
  for (const { permalink, frontMatter } of sources) {
    const errors = searchErrorsOf(frontMatter);
    if (errors.length > 0) found.set(permalink, errors);
  }
  return found;
}
