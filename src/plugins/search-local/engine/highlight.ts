/**
 * Highlighting and snippets in the shape Algolia returns. Text is always
 * HTML-escaped first; only the highlight tags are added as markup, because
 * the DocSearch dialog inserts these values as HTML.
 */
import { textWords } from './tokenize';

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = { value: string; matchLevel: MatchLevel };

/** Returns the query term a text word matches, or null. */
export type WordMatcher = (term: string) => string | null;

export type HighlightTags = { pre: string; post: string };

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

function markRange(
  text: string,
  from: number,
  to: number,
  matcher: WordMatcher,
  tags: HighlightTags,
): { value: string; matched: Set<string>; words: number; marked: number } {
  const matched = new Set<string>();
  let value = '';
  let cursor = from;
  let words = 0;
  let marked = 0;
  for (const word of textWords(text)) {
    if (word.start < from || word.end > to) continue;
    words++;
    const term = matcher(word.term);
    if (!term) continue;
    matched.add(term);
    marked++;
    value +=
      escapeHtml(text.slice(cursor, word.start)) + tags.pre + escapeHtml(text.slice(word.start, word.end)) + tags.post;
    cursor = word.end;
  }
  value += escapeHtml(text.slice(cursor, to));
  return { value, matched, words, marked };
}

function levelOf(matched: number, queryTermCount: number): MatchLevel {
  if (matched === 0) return 'none';
  return matched >= queryTermCount ? 'full' : 'partial';
}

export function highlight(
  text: string,
  matcher: WordMatcher,
  queryTermCount: number,
  tags: HighlightTags,
): HighlightResult {
  const { value, matched, words, marked } = markRange(text, 0, text.length, matcher, tags);
  return {
    value,
    matchLevel: levelOf(matched.size, queryTermCount),
    matchedWords: [...matched],
    fullyHighlighted: words > 0 && marked === words,
  };
}

/** A window of `wordCount` words around the first match, with ellipses where text was cut. */
export function snippet(
  text: string,
  matcher: WordMatcher,
  queryTermCount: number,
  wordCount: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const words = textWords(text);
  if (words.length <= wordCount) {
    const whole = markRange(text, 0, text.length, matcher, tags);
    return { value: whole.value, matchLevel: levelOf(whole.matched.size, queryTermCount) };
  }
  const firstMatch = Math.max(
    0,
    words.findIndex((word) => matcher(word.term) !== null),
  );
  // Keep a little context before the match, as Algolia does.
  const lead = Math.min(2, Math.floor(wordCount / 3));
  const start = Math.max(0, Math.min(firstMatch - lead, words.length - wordCount));
  const end = Math.min(words.length, start + wordCount);
  const from = start === 0 ? 0 : words[start]!.start;
  const to = end === words.length ? text.length : words[end - 1]!.end;
  const window = markRange(text, from, to, matcher, tags);
  const value = (start > 0 ? ellipsis : '') + window.value + (end < words.length ? ellipsis : '');
  return { value, matchLevel: levelOf(window.matched.size, queryTermCount) };
}
