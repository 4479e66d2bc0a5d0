/**
 * Word splitting shared by the index builder and the browser, so a query is
 * cut into terms exactly the way the indexed text was.
 */

const wordPattern = /[\p{L}\p{N}_]+/gu;
const combiningMarks = /\p{M}+/gu;

/** Lower-cases and strips accents: "Café" and "cafe" are the same term. */
export function normalizeTerm(word: string): string {
  return word.normalize('NFKD').replace(combiningMarks, '').toLowerCase();
}

/**
 * The index terms of a text. Identifiers such as `pg_stat_activity` yield the
 * whole word and its parts, so both `pg_stat_activity` and `activity` find it.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const term = normalizeTerm(match[0]);
    terms.push(term);
    if (term.includes('_')) for (const part of term.split('_')) if (part) terms.push(part);
  }
  return terms;
}

/** The terms of a query, in order; underscores stay part of the word. */
export function queryTerms(query: string): string[] {
  return Array.from(query.matchAll(wordPattern), (match) => normalizeTerm(match[0])).filter(
    (term) => term.replace(/_/g, '') !== '',
  );
}

/** A word of a text with its position, for highlighting. */
export type TextWord = { start: number; end: number; term: string };

export function textWords(text: string): TextWord[] {
  return Array.from(text.matchAll(wordPattern), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
    term: normalizeTerm(match[0]),
  }));
}

/** Index shards are keyed by the first two characters of a term, written as a file-safe name. */
export function shardKey(term: string): string {
  return Array.from(term)
    .slice(0, 2)
    .map((char) => (char.codePointAt(0) ?? 0).toString(36))
    .join('-');
}
