/**
 * How the Typesense client ranks like the offline engine (ranking.ts).
 * Typesense sorts by text match and can only break ties with a document
 * field, never multiply by one, so the client asks for the first
 * `typesenseWindowPages` pages as one window, gives every hit in it the
 * offline engine's `rankedScore` (a text score rebuilt from the hit's
 * `text_match_info`, scaled by its page's rank), reorders the window and
 * spreads one page's sections out with `diversified`.
 *
 * Paging stays whole: the window is exactly the server's first
 * `pages × hitsPerPage` hits, a page inside it is cut from the reordered
 * window (the same request, so the adapter answers it from its cache), and a
 * page after it is the server's page of the same size, which starts where the
 * window ends. No hit shows twice and none is skipped.
 */
import {
  diversified,
  fieldWeightsByName,
  inheritedShare,
  rankedScore,
  referencePageRank,
  typesenseMaxPerPage,
  typesenseWindowPages,
} from './ranking';
import type { RecordType } from './types';

/** A hit's `text_match_info` as Typesense sends it; the two scores are strings, too large for JSON numbers. */
export type TextMatchInfo = {
  best_field_score?: string;
  best_field_weight?: number;
  fields_matched?: number;
  num_tokens_dropped?: number;
  score?: string;
  tokens_matched?: number;
  typo_prefix_score?: number;
};

/** The server request behind one page of results, and which of its hits make that page. */
export type WindowRequest = {
  /** 0-based, as the adapter takes it. */
  serverPage: number;
  perPage: number;
  /** Whether the answer is the window, to reorder before cutting. */
  reorder: boolean;
  start: number;
  end: number;
};

/**
 * The request behind page `page` of `hitsPerPage` hits: the first pages share
 * one window (at most Typesense's largest page), later pages are the server's own.
 */
export function windowRequest(page: number, hitsPerPage: number): WindowRequest {
  const size = Math.max(1, Math.min(typesenseMaxPerPage, Math.floor(hitsPerPage)));
  const pages = Math.max(1, Math.min(typesenseWindowPages, Math.floor(typesenseMaxPerPage / size)));
  const at = Math.max(0, Math.floor(page));
  if (at < pages) {
    return { serverPage: 0, perPage: pages * size, reorder: true, start: at * size, end: (at + 1) * size };
  }
  return { serverPage: at, perPage: size, reorder: false, start: 0, end: size };
}

/** 1-6 for headings, 7 for body text, as the offline index counts levels. */
function levelOf(type: RecordType): number {
  return type === 'content' ? 7 : Number(type.slice(3));
}

/** The levels (0-6 for `hierarchy.lvlN`, 7 for `content`) of the searched fields of each weight. */
const levelsByWeight = new Map<number, number[]>();
for (const [field, weight] of Object.entries(fieldWeightsByName)) {
  const level = field === 'content' ? 7 : Number(field.slice('hierarchy.lvl'.length));
  levelsByWeight.set(weight, [...(levelsByWeight.get(weight) ?? []), level]);
}

/**
 * The offline engine's text score for a hit, from what Typesense reports:
 * the weight of the best field (its own text at full weight, a heading above
 * it at `inheritedShare`, as offline) for each query word matched. `null` when
 * the hit has no usable `text_match_info`. Typos and prefixes are left out:
 * `typo_prefix_score` has no documented scale, and they already order the
 * server's answer, which breaks ties here.
 */
export function textScore(info: TextMatchInfo | undefined, type: RecordType): number | null {
  const weight = info?.best_field_weight;
  const words = info?.tokens_matched;
  if (typeof weight !== 'number' || typeof words !== 'number') return null;
  const levels = levelsByWeight.get(weight);
  // A weight we never sent: the server renumbered the weights, so the field is unknown.
  if (!levels) return null;
  const level = levelOf(type);
  // A page title record owns the section name (lvl0) too, as in the offline index.
  const own = levels.some((field) => field === level || (level === 1 && field === 0));
  return weight * (own ? 1 : inheritedShare) * Math.max(1, words);
}

/** What the reordering reads from a hit. */
export type RankedHitFacts = {
  info: TextMatchInfo | undefined;
  type: RecordType;
  pageRank: number | undefined;
  /** The page a hit belongs to (its URL without the anchor). */
  page: string;
};

/**
 * The window in the offline engine's order: by `rankedScore`, the server's
 * order breaking ties, then at most two sections of one page in the top five.
 * If any hit lacks usable match details, the server's order is kept (still
 * spread out): a mix of scored and unscored hits has no fair order.
 */
export function reorderWindow<T>(hits: readonly T[], factsOf: (hit: T) => RankedHitFacts): T[] {
  const scored = hits.map((hit, index) => {
    const facts = factsOf(hit);
    const text = textScore(facts.info, facts.type);
    const score = text === null ? null : rankedScore(text, facts.pageRank ?? referencePageRank, levelOf(facts.type));
    return { hit, index, page: facts.page, score };
  });
  const complete = scored.every((entry) => entry.score !== null);
  const ordered = complete ? [...scored].sort((a, b) => b.score! - a.score! || a.index - b.index) : scored;
  return diversified(ordered, (entry) => entry.page).map((entry) => entry.hit);
}
