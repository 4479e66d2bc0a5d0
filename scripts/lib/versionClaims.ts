/**
 * Finds the sentences of a Markdown/MDX page that tie a feature or a
 * behaviour to a PostgreSQL major version: "since PostgreSQL 16", "in 17 and
 * later", "added in 13", "PostgreSQL 15+", "before PostgreSQL 14", "starting
 * with 12", "PostgreSQL 18 adds…". tests/unit/versionClaims.test.ts checks
 * each one against the page's SQL blocks (a block with min=16 proves "since
 * 16") or against the reviewed list in src/data/versionClaims.ts.
 *
 * Code blocks, inline code, front matter, JSX/HTML tags and link targets are
 * not prose and are left out. Each table row counts as one sentence.
 */

import fs from 'node:fs';
import path from 'node:path';
import type { ReviewedClaim } from '../../src/data/versionClaims';
import { extractSqlBlocks } from '../sqlExamples/sqlBlocks';
import { markdownFiles } from './markdownFiles';

export type VersionClaim = {
  /** 1-based line of the file where the sentence starts. */
  line: number;
  /** The sentence, whitespace collapsed, as the reviewed list quotes it. */
  sentence: string;
  /** The majors the sentence ties something to, e.g. [16] or [11, 17]. */
  majors: number[];
};

/** A major as prose writes it: 10 to 19, or 8.x/9.x; an optional minor (18.0) is dropped. */
const major = String.raw`(?<![\d.])(?:1\d|[89]\.\d)(?:\.\d+)?(?![\d])`;
const name = String.raw`(?:PostgreSQL|Postgres|PG)`;
const optName = String.raw`(?:${name}\s*)?`;

/**
 * Phrasings the site's prose uses for "this needs version N" or "this changed
 * in N". Each captures the major(s) in named groups n (and m for a range).
 */
const claimPatterns: RegExp[] = [
  // since PostgreSQL 16, starting with 12, as of 13, beginning with 15
  new RegExp(
    String.raw`\b(?:since|starting (?:with|from|in)|as of|beginning with)\s+${optName}(?:version\s+)?(?<n>${major})\b`,
    'gi',
  ),
  // PostgreSQL 15+, Postgres 11+
  new RegExp(String.raw`\b${name}\s*(?<n>${major})\s*\+`, 'gi'),
  // 17 and later, PostgreSQL 11 and older, Postgres 12 or newer, 13 and up
  new RegExp(
    String.raw`\b${optName}(?<n>${major})\s+(?:and|or)\s+(?:later|newer|above|up|higher|older|earlier|below|lower)\b`,
    'gi',
  ),
  // added in 13, introduced in PostgreSQL 12, removed in 17, new in 18
  new RegExp(
    String.raw`\b(?:added|introduced|new|removed|deprecated|appeared|arrived|dropped|renamed|released|accepted|became|become|changed|relaxed|fixed)\s+in\s+${optName}(?:version\s+)?(?<n>${major})\b`,
    'gi',
  ),
  // before PostgreSQL 14, until Postgres 18, prior to PG 12, up to PostgreSQL 16
  new RegExp(String.raw`\b(?:before|until|prior to|up to)\s+${name}\s*(?:version\s+)?(?<n>${major})\b`, 'gi'),
  // from PostgreSQL 17 on, from 12 onwards
  new RegExp(String.raw`\bfrom\s+${optName}(?:version\s+)?(?<n>${major})\s+(?:on|onwards?|up)\b`, 'gi'),
  // PostgreSQL 18 adds / added / introduces / removed / changes / replaces …
  new RegExp(
    String.raw`\b${name}\s*(?<n>${major})\s+(?:\([^)]*\)\s+)?(?:also\s+|finally\s+)?(?:adds|added|introduces|introduced|removes|removed|changes|changed|replaces|replaced|relaxed|relaxes|brings|brought|allows|allowed|lets|gains|gained|drops|dropped|deprecates|deprecated|renames|renamed|split|splits|moved|moves|made|makes)\b`,
    'gi',
  ),
  // PostgreSQL 14 to 16, versions 9.2 through 17, from 11 to 17
  new RegExp(
    String.raw`\b(?:(?:on|in|from)\s+${optName}|${name}\s*|versions\s+)(?<n>${major})\s*(?:to|through|–|-)\s*(?<m>${major})\b`,
    'gi',
  ),
];

/** "before 14", "until 18": only in a sentence that names PostgreSQL, since such words precede other numbers too. */
const nameless = new RegExp(
  String.raw`\b(?:before|until|prior to)\s+(?:version\s+)?(?<n>1\d)\b(?![.,]\d|\s*(?:%|ms|s\b|seconds|minutes|hours|days|GiB|MiB|TiB|GB|MB|rows|bytes|am|pm))`,
  'gi',
);
const mentionsPostgres = /\b(?:PostgreSQL|Postgres|PG)\b/i;

/**
 * A version number right after one of these names is that tool's or product's
 * version (Node.js 18, DBLab Engine 4.0), not PostgreSQL's.
 */
const otherProduct =
  /(?:Node\.js|\bGo|\bJoe|Engine|\bDBLab|\bDLE|Ubuntu|Debian|Python|pg_dump|pg_restore|psql|clients?)\s*$/i;

/** "9.6" → 9.6 (a major before 10 has two parts), "16" → 16, "18.0" → 18. */
function majorOf(text: string): number {
  const [first = '', second = ''] = text.split('.');
  return Number(first) < 10 ? Number(`${first}.${second}`) : Number(first);
}

/** The majors a sentence ties something to; empty when it makes no version claim. */
export function claimedMajors(sentence: string): number[] {
  const found = new Set<number>();
  const patterns = mentionsPostgres.test(sentence) ? [...claimPatterns, nameless] : claimPatterns;
  for (const pattern of patterns) {
    for (const match of sentence.matchAll(pattern)) {
      if (otherProduct.test(sentence.slice(Math.max(0, (match.index ?? 0) - 20), match.index ?? 0))) continue;
      const { n, m } = match.groups ?? {};
      if (n) found.add(majorOf(n));
      if (m) found.add(majorOf(m));
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** Prose of one line: JSX/HTML tags, link targets and Markdown emphasis removed; inline code kept. */
function proseOf(line: string): string {
  return line
    .replace(/\{\/\*.*?\*\/\}/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\*{1,2}([^*]+)\*{1,2}/g, '$1');
}

/** Splits running text into sentences, keeping the offset each starts at; never inside inline code. */
function sentences(text: string): { start: number; text: string }[] {
  const result: { start: number; text: string }[] = [];
  // Blank out code spans (same length) so that "ADD COLUMN ... DEFAULT" or "oldest xmin: N" does not end a sentence.
  const masked = text.replace(/`[^`]*`/g, (code) => `\`${'x'.repeat(code.length - 2)}\``);
  const boundary = /(?<=[.!?:;])\s+(?=[A-Z"'(`[*])/g;
  let start = 0;
  for (const match of masked.matchAll(boundary)) {
    const end = match.index ?? 0;
    result.push({ start, text: text.slice(start, end) });
    start = end + match[0].length;
  }
  result.push({ start, text: text.slice(start) });
  return result;
}

/** The version claims of a page, in the order they appear. */
export function findVersionClaims(source: string): VersionClaim[] {
  const lines = source.split('\n');
  const claims: VersionClaim[] = [];
  let index = 0;
  // Front matter is metadata, not prose the reader follows.
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) index = end + 1;
  }
  let fence: string | null = null;
  let paragraph: { line: number; text: string }[] = [];
  const flush = () => {
    if (paragraph.length === 0) return;
    // Join the lines, remembering where each starts, to map sentences back to lines.
    let text = '';
    const starts: { offset: number; line: number }[] = [];
    for (const part of paragraph) {
      starts.push({ offset: text.length, line: part.line });
      text += `${part.text} `;
    }
    for (const sentence of sentences(text)) {
      const clean = sentence.text.replace(/\s+/g, ' ').trim();
      // Versions inside inline code (a file name, a setting's value) are not prose claims.
      const majors = claimedMajors(clean.replace(/`[^`]*`/g, '`…`'));
      if (majors.length === 0) continue;
      const line = [...starts].reverse().find((start) => start.offset <= sentence.start)?.line ?? paragraph[0]!.line;
      claims.push({ line, sentence: clean, majors });
    }
    paragraph = [];
  };
  for (; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(raw);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence) && raw.trim() === fenceMatch[1]) fence = null;
      continue;
    }
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1]!;
      continue;
    }
    const trimmed = raw.trim();
    const lineNumber = index + 1;
    if (trimmed === '' || /^(?:import|export)\s/.test(trimmed)) {
      flush();
      continue;
    }
    // A heading, a list item or a table row starts a sentence group of its own.
    if (/^(?:#{1,6}\s|[-*+]\s|\d+\.\s|\|)/.test(trimmed)) flush();
    paragraph.push({ line: lineNumber, text: proseOf(trimmed.replace(/^(?:#{1,6}|[-*+]|\d+\.|>)\s+/, '')) });
    if (/^(?:#{1,6}\s|\|)/.test(trimmed)) flush();
  }
  flush();
  return claims;
}

/** A runnable block's version range, as the proof of a claim needs it. */
export type VersionedBlock = { line: number; minMajor: number | null; maxMajor: number | null };

export type ClaimStatus =
  { kind: 'proven'; blockLine: number } | { kind: 'reviewed'; entry: ReviewedClaim } | { kind: 'unchecked' };

/**
 * A claim is proven by the page's own SQL when every major it names can be
 * tested on the majors the examples run on (above the oldest, since nothing
 * runs below it) and a runnable block marks that major: min=16 for "since
 * 16", max=16 (or max=15) for "up to 16" or "before 16".
 */
export function provingBlock(claim: VersionClaim, blocks: VersionedBlock[], oldestMajor: number): number | null {
  let line: number | null = null;
  for (const claimed of claim.majors) {
    if (!Number.isInteger(claimed) || claimed <= oldestMajor) return null;
    const block = blocks.find((b) => b.minMajor === claimed || b.maxMajor === claimed || b.maxMajor === claimed - 1);
    if (!block) return null;
    line ??= block.line;
  }
  return line;
}

export function claimStatus(
  file: string,
  claim: VersionClaim,
  blocks: VersionedBlock[],
  reviewed: readonly ReviewedClaim[],
  oldestMajor: number,
): ClaimStatus {
  const blockLine = provingBlock(claim, blocks, oldestMajor);
  if (blockLine !== null) return { kind: 'proven', blockLine };
  const entry = reviewed.find((r) => r.file === file && r.sentence === claim.sentence);
  return entry ? { kind: 'reviewed', entry } : { kind: 'unchecked' };
}

/** What to do about a claim nothing backs. */
export function uncheckedMessage(file: string, claim: VersionClaim): string {
  const majors = claim.majors.join(', ');
  return (
    `${file}:${claim.line}: "${claim.sentence}" ties something to PostgreSQL ${majors}, but nothing checks it. ` +
    `Add a runnable SQL block that shows it with min=${claim.majors[claim.majors.length - 1]} (or max=) on this page, ` +
    `or, when no block can show it (a major older than the ones the examples run on, a server setting, a tool), ` +
    `add {file, sentence, source, note} to src/data/versionClaims.ts with the release-notes section it rests on. ` +
    `If the claim is wrong, fix the sentence.`
  );
}

export type PageClaim = { file: string; claim: VersionClaim; status: ClaimStatus };

/**
 * Every version claim of the English pages under `folders` (docs/, blog/,
 * rules/; the translations follow their English page), with what backs it,
 * and the reviewed entries whose sentence is no longer on its page.
 */
export function auditVersionClaims(
  folders: readonly string[],
  reviewed: readonly ReviewedClaim[],
  oldestMajor: number,
): { claims: PageClaim[]; stale: ReviewedClaim[] } {
  const claims: PageClaim[] = [];
  for (const folder of folders) {
    for (const file of markdownFiles(folder)) {
      const source = fs.readFileSync(file, 'utf8');
      const blocks = extractSqlBlocks(source).filter((block) => block.skipReason === null);
      const key = file.split(path.sep).join('/');
      for (const claim of findVersionClaims(source)) {
        claims.push({ file: key, claim, status: claimStatus(key, claim, blocks, reviewed, oldestMajor) });
      }
    }
  }
  const found = new Set(claims.map(({ file, claim }) => `${file}\n${claim.sentence}`));
  const stale = reviewed.filter((entry) => !found.has(`${entry.file}\n${entry.sentence}`));
  return { claims, stale };
}

/** What to do about a reviewed entry whose sentence is gone. */
export function staleMessage(entry: ReviewedClaim): string {
  return (
    `src/data/versionClaims.ts: the entry for ${entry.file} quotes "${entry.sentence}", ` +
    `which is no longer a version claim on that page. If the sentence changed, copy the new one into the entry ` +
    `(and check it again against ${entry.source}); if it was removed, delete the entry.`
  );
}
