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

/**
 * Light stemming, shared by the engine and the indexer: a term's stem is the
 * same for its common word forms, so "vacuumed" reaches "vacuum", "indexes"
 * "index", and «клона», «клонов» reach «клон». It only strips frequent
 * endings and never produces a stem shorter than three letters; it is not a
 * full morphological analysis. Terms with digits or underscores (identifiers,
 * versions) are left as they are. Works on normalized terms (see
 * `normalizeTerm`, which turns «й» into «и» and «ё» into «е»).
 */
export function stem(term: string): string {
  if (!/^[\p{L}]+$/u.test(term)) return term;
  return /[а-я]/.test(term) ? stemRussian(term) : stemEnglish(term);
}

const minimumStem = 3;

function cut(term: string, ending: string, replacement = ''): string | null {
  if (!term.endsWith(ending)) return null;
  const base = term.slice(0, term.length - ending.length) + replacement;
  return Array.from(base).length >= minimumStem ? base : null;
}

function stemEnglish(term: string): string {
  if (term.length <= minimumStem) return term;
  let word =
    cut(term, 'ies', 'y') ??
    cut(term, 'sses', 'ss') ??
    (/(?:x|ch|sh|z)es$/.test(term) ? cut(term, 'es') : null) ??
    (/[^su]s$/.test(term) ? cut(term, 's') : null) ??
    cut(term, 'ing') ??
    cut(term, 'ed') ??
    term;
  // "dropped" and "drop", "running" and "run".
  if (word !== term && /([bdfgmnprt])\1$/.test(word)) word = word.slice(0, -1);
  // "cache" and "caches", "use" and "used".
  word = cut(word, 'e') ?? word;
  return word;
}

/** Russian noun and adjective endings, longest first. */
const russianEndings = (
  'иями ями ами ого его ому ему ыми ими ах ях ов ев ои еи ии ыи ом ем ам ям ую юю ая яя ое ее ые ие ых их ' +
  'а я ы и у ю е о ь'
).split(' ');

function stemRussian(term: string): string {
  for (const ending of russianEndings) {
    const base = cut(term, ending);
    if (base !== null) return base;
  }
  return term;
}

/**
 * Question words and fillers (English and Russian), and the labels of a
 * pasted PostgreSQL message. In a query with other words they are optional: they add to a hit's score when they match, and a
 * hit need not contain them. A query made only of them keeps them all.
 */
export const fillerWords: ReadonlySet<string> = new Set(
  [
    'a an the how what why when where which who whom whose do does did i me my we our you your it its is are was be',
    'can could should would to of in on for with and or so there this that these those get make way best please any some',
    // The severity and labels of a pasted PostgreSQL message.
    'error fatal panic warning detail hint',
    'как что почему зачем где когда какои какая какие ли мне я мы в во на с со и или для по не это можно нужно сделать',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The query a hosted engine gets: its words in order, with the fillers moved
 * to the end. Typesense drops words from the right when nothing matches them
 * all (`drop_tokens_mode: right_to_left`), so it drops the fillers first, as
 * the offline engine does. A query of fillers alone is left as it is.
 */
export function fillersLast(query: string): string {
  const words = query.split(/\s+/).filter((word) => word !== '');
  const isFiller = (word: string) => {
    const terms = queryTerms(word);
    return terms.length > 0 && terms.every((term) => fillerWords.has(term));
  };
  const kept = words.filter((word) => !isFiller(word));
  if (kept.length === 0 || kept.length === words.length) return query;
  return [...kept, ...words.filter(isFiller)].join(' ');
}
