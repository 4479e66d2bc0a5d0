/**
 * How search ranks, shared by the offline engine and the Typesense mode so
 * both order results the same way: where in a page a word matched (field
 * weights), and what kind of page it is (page rank).
 *
 * The offline engine scores every record itself: the field weights of the
 * words it matched, times `rankFactor` of its page (`rankedScore`). Typesense
 * cannot multiply by a document field (its `sort_by` only breaks ties, up to
 * three keys), so its client asks for the first pages in one wider window,
 * rebuilds a comparable text score from each hit's `text_match_info` (the
 * weight of the best field and the number of words matched, with the same
 * weights and the same share for heading words) and reorders the window with
 * the same `rankedScore`; later pages keep the server's order
 * (typesenseRerank.ts).
 */
import { Field } from './indexFormat';
import { fillerWords } from './tokenize';

/** Weight of a word matched in a record's own field, by field bit, strongest first (offline engine). */
export const fieldWeights: ReadonlyArray<[number, number]> = [
  [Field.lvl1, 10],
  [Field.lvl2, 7],
  [Field.lvl3, 6],
  [Field.deep, 5],
  [Field.content, 3],
  [Field.lvl0, 1],
];

/**
 * The same weights by the field names of a search record, strongest first:
 * Typesense's `query_by` / `query_by_weights`, and how its client reads a
 * hit's `best_field_weight` back into a field. Typesense keeps weights as
 * given only when they are at most 15 and never rise along `query_by`
 * (otherwise it renumbers them 15, 14, …), so they stay in that range and order.
 */
export const fieldWeightsByName: Record<string, number> = {
  'hierarchy.lvl1': 10,
  'hierarchy.lvl2': 7,
  'hierarchy.lvl3': 6,
  'hierarchy.lvl4': 5,
  'hierarchy.lvl5': 5,
  'hierarchy.lvl6': 5,
  content: 3,
  'hierarchy.lvl0': 1,
};

/** Rank of documentation, how-tos, rules and product pages. */
export const referencePageRank = 100;
/**
 * Rank of the generated DBLab API reference's overview, tag pages and schemas:
 * they list the words of the guides (clone, snapshot, branch) for many
 * operations at once, so a guide comes first on an equal text match.
 */
export const apiReferencePageRank = 85;
/**
 * Rank of a DBLab API operation page (`dblab-api/<tag>/<operation>`): one
 * operation, titled by what it does. Just above the guides, so on an equal text
 * match ("reset clone" in the title of the operation and of the how-to) the
 * operation comes first and the guide right after it; a guide that matches the
 * query better still wins, since 101 scales a score by only 0.3% more than 100.
 */
export const apiOperationPageRank = 101;
const apiReferencePath = /^\/(?:[a-z]{2}\/)?docs\/reference-guides\/dblab-api\//;
const apiOperationPath = /^\/(?:[a-z]{2}\/)?docs\/reference-guides\/dblab-api\/[^/]+\/[^/]+\/?$/;
/** Blog posts rank from this (the oldest) ... */
const oldestPostRank = 60;
/** ... to this (the newest), one step a quarter from 2019 on. */
const newestPostRank = 90;
const firstPostYear = 2019;

/**
 * A page's rank, 0 to 100 (101 for an API operation page): documentation
 * first, then blog posts, newer posts above older ones. `published` is the
 * post's date (ISO 8601).
 */
export function pageRank(pathname: string, published: string | null): number {
  if (apiOperationPath.test(pathname)) return apiOperationPageRank;
  if (apiReferencePath.test(pathname)) return apiReferencePageRank;
  if (!/^\/(?:[a-z]{2}\/)?blog\//.test(pathname)) return referencePageRank;
  const date = published ? new Date(published) : null;
  if (!date || Number.isNaN(date.getTime())) return oldestPostRank;
  const quarters = (date.getUTCFullYear() - firstPostYear) * 4 + Math.floor(date.getUTCMonth() / 3);
  return Math.max(oldestPostRank, Math.min(newestPostRank, oldestPostRank + quarters));
}

/** How much a page's rank scales a text-match score: at rank 100 not at all, at 0 by 0.7. */
export function rankFactor(rank: number): number {
  return 0.7 + (0.3 * rank) / referencePageRank;
}

/** A word matched in a heading counts for the records under it, at this share of the heading's weight. */
export const inheritedShare = 0.4;

/**
 * The score both modes sort hits by: the text score (field weights of the
 * matched words) scaled by the page's rank; at equal score a heading (level
 * 1-6) reads better as a hit than the paragraph (level 7) under it.
 */
export function rankedScore(textScore: number, pageRank: number, level: number): number {
  return textScore * rankFactor(pageRank) + (7 - level) * 0.01;
}

/** Among the first hits a reader sees, at most this many come from one page. */
export const sectionsPerPageOnTop = 2;
export const topHits = 5;

/**
 * The ranked hits with at most `sectionsPerPageOnTop` sections of one page
 * among the first `topHits`; the sections moved down follow right after them.
 * Both modes apply it: the offline engine to its whole ranking, the
 * Typesense client to its reordered window of the first pages.
 */
export function diversified<T, K>(ranked: readonly T[], pageOf: (hit: T) => K): T[] {
  const top: T[] = [];
  const later: T[] = [];
  const perPage = new Map<K, number>();
  let index = 0;
  for (; index < ranked.length && top.length < topHits; index++) {
    const hit = ranked[index]!;
    const page = pageOf(hit);
    const seen = perPage.get(page) ?? 0;
    if (seen >= sectionsPerPageOnTop) later.push(hit);
    else {
      perPage.set(page, seen + 1);
      top.push(hit);
    }
  }
  return [...top, ...later, ...ranked.slice(index)];
}

/**
 * Typesense's own order: by text match alone, so the window the client
 * reorders holds the strongest matches whatever their page; exact ties go to
 * higher-ranked pages, then to titles over body text. Page rank is not a
 * bucketed sort key here: within a bucket it would outweigh any difference in
 * text match, where the offline engine lets it shift a score by at most 30%.
 */
export const typesenseSortBy = '_text_match:desc,page_rank:desc,item_priority:desc';

/**
 * Typesense scores a hit by its highest-weighted matching field
 * (`max_weight`), as the offline engine counts each word in its strongest
 * field; `best_field_weight` then names that field.
 */
export const typesenseTextMatchType = 'max_weight';

/** Typesense: the first this many pages of results are fetched as one window and reordered by `rankedScore`. */
export const typesenseWindowPages = 3;
/** Typesense's largest page (`per_page`). */
export const typesenseMaxPerPage = 250;

/**
 * While fewer than this many results match every word, the offline engine
 * drops words one at a time (localSearchEngine.ts) and lists what the
 * shorter queries find after them; Typesense does the same with its
 * `drop_tokens_threshold`.
 */
export const dropThreshold = topHits;

/**
 * Word dropping in the hosted modes, after the offline engine's order:
 * fillers first, then other words. Typesense gets the query with its fillers
 * moved to the end (`fillersLast`) and drops words from the right; it cannot
 * tell which word lets the others match best, so after the fillers it drops
 * the last word.
 */
export const typesenseWordDropping = {
  drop_tokens_threshold: dropThreshold,
  drop_tokens_mode: 'right_to_left',
} as const;

/**
 * The same for Algolia DocSearch (`themeConfig.algolia.searchParameters`):
 * fillers optional, then the last words dropped one at a time.
 */
export const algoliaWordDropping = {
  optionalWords: [...fillerWords],
  removeWordsIfNoResults: 'lastWords',
} as const;
