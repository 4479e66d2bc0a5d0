/**
 * How search ranks, shared by the offline engine and the Typesense mode so
 * both order results the same way: where in a page a word matched (field
 * weights), and what kind of page it is (page rank).
 */
import { Field } from './indexFormat';

/** Weight of a word matched in a record's own field, by field bit, strongest first. */
export const fieldWeights: ReadonlyArray<[number, number]> = [
  [Field.lvl1, 10],
  [Field.lvl2, 7],
  [Field.lvl3, 6],
  [Field.deep, 5],
  [Field.content, 3],
  [Field.lvl0, 1],
];

/** The same weights by the field names of a search record, for Typesense's `query_by_weights`. */
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
/** Blog posts rank from this (the oldest) ... */
const oldestPostRank = 60;
/** ... to this (the newest), one step a quarter from 2019 on. */
const newestPostRank = 90;
const firstPostYear = 2019;

/**
 * A page's rank, 0 to 100: documentation first, then blog posts, newer
 * posts above older ones. `published` is the post's date (ISO 8601).
 */
export function pageRank(pathname: string, published: string | null): number {
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

/** Among the first hits a reader sees, at most this many come from one page. */
export const sectionsPerPageOnTop = 2;
export const topHits = 5;

/**
 * The ranked hits with at most `sectionsPerPageOnTop` sections of one page
 * among the first `topHits`; the sections moved down follow right after them.
 * Both modes apply it: the offline engine to its ranking, the Typesense
 * client to the first page of the server's answer.
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

/** Typesense: ties in text match go to higher-ranked pages, then to titles over body text. */
export const typesenseSortBy = '_text_match(buckets: 10):desc,page_rank:desc,item_priority:desc';
