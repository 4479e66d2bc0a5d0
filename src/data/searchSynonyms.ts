/**
 * Words readers type for what our pages call by another name. Each group is
 * two-way: a query word (or two-word phrase) from a group also finds pages
 * that use any other entry of it, at a lower score than the word itself.
 * Entries are compared by their stems (see `stem` in the search tokenizer),
 * so "remove" also covers "removing" and "removed". Every group needs a test
 * in tests/unit/search/searchSynonyms.test.ts: a query with one entry that
 * should find a page using another.
 *
 * Keep groups to words that mean the same thing in our pages' context; a
 * loose group pulls unrelated pages into every query that uses it.
 */
export type SynonymGroup = {
  /** Words or two-word phrases, lower case. */
  readonly words: readonly string[];
};

export const searchSynonyms: readonly SynonymGroup[] = [
  { words: ['faster', 'speed up', 'quicker', 'quickly'] },
  { words: ['too slow', 'speed up'] },
  { words: ['less', 'reduce', 'fewer'] },
  { words: ['remove', 'drop', 'delete'] },
  { words: ['disk', 'storage'] },
  { words: ['restart', 'reboot'] },
  { words: ['slow', 'too slow'] },
  { words: ['duplicate', 'redundant'] },
  { words: ['bigint', 'int8'] },
  { words: ['integer', 'int', 'int4'] },
  { words: ['row', 'tuple'] },
  { words: ['space', 'storage'] },
  { words: ['setting', 'parameter'] },
  { words: ['replica', 'standby'] },
  { words: ['lag', 'delay'] },
  { words: ['clear', 'flush'] },
  { words: ['test data', 'fake data'] },
  { words: ['rebuild', 'reindex'] },
  { words: ['unused', 'nobody uses'] },
  { words: ['cpu profile', 'flame graph'] },
  { words: ['stats', 'statistics'] },
  { words: ['postgres', 'postgresql'] },
];
