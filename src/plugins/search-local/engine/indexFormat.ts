/**
 * The files of the offline search index. The browser loads the small
 * manifest first, then only the term shards a query needs and the small
 * record files its hits are in, so bytes grow with the query, not with the site.
 */

export const indexFormatVersion = 2;

/**
 * Records per record file. A hit needs its own record only: files of 16 records
 * cut what the first results of "vacuum" fetch from 40 KiB (a file per page)
 * to 17 KiB, in about 1,200 files for the English site.
 */
export const recordsPerFile = 16;

/** Field bits of a posting: where in the record the term occurs. */
export const Field = {
  lvl0: 1,
  lvl1: 2,
  lvl2: 4,
  lvl3: 8,
  /** lvl4 to lvl6 */
  deep: 16,
  content: 32,
} as const;

/** One page: `[path, lvl0, lvl1, tag index, language index, first record id, record count, page rank]`. */
export type ManifestPage = [string, string, string, number, number, number, number, number];

export type SearchManifest = {
  version: typeof indexFormatVersion;
  pages: ManifestPage[];
  tags: string[];
  languages: string[];
  /**
   * For each record, how many records its section covers (itself included):
   * a heading's span runs to the next heading of the same or a higher level;
   * a paragraph's span is 1. Lets a paragraph match words of its headings.
   */
  spans: number[];
  /** Level of each record: 1-6 for headings, 7 for content. */
  levels: number[];
  /** Shard keys that exist, so a query never asks for a missing file. */
  shards: string[];
};

/**
 * A term shard: each term maps to a flat list of `[record id delta, field bits]`
 * pairs, record ids ascending.
 */
export type TermShard = Record<string, number[]>;

/** One record: `[type level, anchor, lvl2, lvl3, lvl4, lvl5, lvl6, content]`. */
export type PageRecord = [
  number,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

/** A record file: records `n * recordsPerFile` onwards, in id order, across page boundaries. */
export type RecordFile = PageRecord[];

export const indexPaths = {
  manifest: 'manifest.json',
  shard: (key: string) => `t/${key}.json`,
  /** The file that holds record `id`, at place `id % recordsPerFile`. */
  records: (id: number) => `r/${Math.floor(id / recordsPerFile)}.json`,
};
