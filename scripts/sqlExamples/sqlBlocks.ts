/**
 * Finds the ```sql blocks of a Markdown/MDX file and reads what their meta
 * string says about running them:
 *   norun="reason"  not executed (a replica, a newer PostgreSQL, a second session...)
 *   output          shows output, not SQL to run
 *   expect-error    must fail
 *   rows=N          the last statement must return N rows
 *   min=16          needs PostgreSQL 16 or later (also written versions="16+"):
 *                   it must fail on older majors with the error of a missing
 *                   feature, or with below-error="text" when given, and pass
 *                   from 16 up
 *   max=16          runs up to PostgreSQL 16 only (versions="14-16"): it must
 *                   fail on newer majors as a removed feature makes it fail,
 *                   or with above-error="text"
 */
import { fromMarkdown } from 'mdast-util-from-markdown';

export type SqlExpectation = { kind: 'success' } | { kind: 'error' } | { kind: 'rows'; rows: number };

export type SqlBlock = {
  line: number;
  code: string;
  meta: string;
  /** Why the block is not executed; null when it runs. */
  skipReason: string | null;
  expectation: SqlExpectation;
  /** The oldest major the block runs on (min=16); null when it runs on every major. */
  minMajor: number | null;
  /** What its error on older majors contains (below-error="..."); null for any missing-feature error. */
  belowError: string | null;
  /** The newest major it runs on (max=16), for what a newer major removed; null when none. */
  maxMajor: number | null;
  /** What its error on newer majors contains (above-error="..."). */
  aboveError: string | null;
};

const metaToken = /([\w-]+)(?:=(?:"([^"]*)"|(\S+)))?/g;

export function parseMeta(meta: string): Map<string, string | true> {
  const tokens = new Map<string, string | true>();
  for (const match of meta.matchAll(metaToken)) {
    const [, key, quoted, bare] = match;
    if (key) tokens.set(key, quoted ?? bare ?? true);
  }
  return tokens;
}

/** A fence's meta string that cannot be read; `line` is the fence's line. */
export class SqlMetaError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export function blockFromMeta(code: string, meta: string, line: number): SqlBlock {
  const tokens = parseMeta(meta);
  let skipReason: string | null = null;
  const norun = tokens.get('norun');
  if (norun !== undefined) skipReason = norun === true ? 'marked norun' : norun;
  if (tokens.has('output')) skipReason = 'shows output';
  let expectation: SqlExpectation = { kind: 'success' };
  if (tokens.has('expect-error')) expectation = { kind: 'error' };
  const rows = tokens.get('rows');
  if (rows !== undefined) {
    const count = typeof rows === 'string' ? Number(rows) : Number.NaN;
    if (!Number.isInteger(count) || count < 0) {
      throw new SqlMetaError(
        line,
        `rows= needs a whole number, got "${String(rows)}". Write the number of rows the last statement returns, e.g. rows=3.`,
      );
    }
    expectation = { kind: 'rows', rows: count };
  }
  const { min: minMajor, max: maxMajor } = readVersionRange(tokens, line);
  const below = tokens.get('below-error');
  if (below !== undefined && minMajor === null) {
    throw new SqlMetaError(line, 'below-error= needs min= (the major the block needs), e.g. min=16 below-error="...".');
  }
  const above = tokens.get('above-error');
  if (above !== undefined && maxMajor === null) {
    throw new SqlMetaError(
      line,
      'above-error= needs max= (the newest major it runs on), e.g. max=16 above-error="...".',
    );
  }
  const belowError = typeof below === 'string' ? below : null;
  const aboveError = typeof above === 'string' ? above : null;
  return { line, code, meta, skipReason, expectation, minMajor, belowError, maxMajor, aboveError };
}

const wholeNumber = (value: string | true | undefined): number | null =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;

/** min=16 / max=16, or versions="16+", "14-16"; nulls without them. */
function readVersionRange(
  tokens: Map<string, string | true>,
  line: number,
): { min: number | null; max: number | null } {
  const min = tokens.get('min');
  const max = tokens.get('max');
  const versions = tokens.get('versions');
  if (versions !== undefined && (min !== undefined || max !== undefined)) {
    throw new SqlMetaError(line, 'write either min=/max= or versions=, not both.');
  }
  if (versions !== undefined) {
    const match = typeof versions === 'string' ? /^(\d+)(?:(\+)|-(\d+))$/.exec(versions) : null;
    if (!match) {
      throw new SqlMetaError(
        line,
        `versions= needs a range of majors, got "${String(versions)}". Write e.g. versions="16+" or versions="14-16".`,
      );
    }
    return { min: Number(match[1]), max: match[3] === undefined ? null : Number(match[3]) };
  }
  const range = { min: wholeNumber(min), max: wholeNumber(max) };
  if (min !== undefined && range.min === null) {
    throw new SqlMetaError(line, `min= needs a major version, got "${String(min)}". Write e.g. min=16.`);
  }
  if (max !== undefined && range.max === null) {
    throw new SqlMetaError(line, `max= needs a major version, got "${String(max)}". Write e.g. max=16.`);
  }
  if (range.min !== null && range.max !== null && range.min > range.max) {
    throw new SqlMetaError(line, `min=${range.min} is above max=${range.max}: the block would run on no major.`);
  }
  return range;
}

/** Whether a major is outside the block's min=/max= range. */
export function outsideRange(block: SqlBlock, major: number): boolean {
  return (block.minMajor !== null && major < block.minMajor) || (block.maxMajor !== null && major > block.maxMajor);
}

/** Errors PostgreSQL gives for what an older major does not have: syntax, functions, settings, options. */
const missingFeature =
  /syntax error|does not exist|unrecognized|not recognized|not supported|invalid value for parameter|invalid input syntax/i;

/**
 * On a major outside the block's min=/max= range: null when the block failed
 * as a missing (or removed) feature makes it fail, else what is wrong and
 * what to change.
 */
export function judgeOutsideRange(block: SqlBlock, major: number, result: PsqlResult): string | null {
  const below = block.minMajor !== null && major < block.minMajor;
  const mark = below ? `min=${block.minMajor}` : `max=${block.maxMajor}`;
  const [errorToken, expected] = below ? ['below-error', block.belowError] : ['above-error', block.aboveError];
  if (result.exitCode === 0) {
    return below
      ? `the block is marked ${mark}, but it ran on PostgreSQL ${major}. Lower min= to the oldest major it needs, or remove it if it runs on every major.`
      : `the block is marked ${mark}, but it ran on PostgreSQL ${major}. Raise max= to the newest major it runs on, or remove it if it runs on every major.`;
  }
  const message = postgresMessage(result.stderr) || result.stdout.trim();
  if (expected !== null ? message.includes(expected) : missingFeature.test(message)) return null;
  return expected !== null
    ? `the block is marked ${mark} ${errorToken}="${expected}", but on PostgreSQL ${major} it failed with "${message}". Fix ${errorToken}= or the SQL.`
    : `the block is marked ${mark}, but on PostgreSQL ${major} it failed with "${message}", which is not the error of a missing feature. Fix the SQL, or write the error it should fail with as ${errorToken}="...".`;
}

/** Drops front matter so that YAML is not read as Markdown. */
function withoutFrontMatter(source: string): { body: string; offset: number } {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  if (!match) return { body: source, offset: 0 };
  return { body: source.slice(match[0].length), offset: match[0].split('\n').length - 1 };
}

type MdNode = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  position?: { start: { line: number } };
};

export function extractSqlBlocks(source: string): SqlBlock[] {
  const { body, offset } = withoutFrontMatter(source);
  const blocks: SqlBlock[] = [];
  const visit = (node: MdNode) => {
    if (node.type === 'code' && node.lang?.toLowerCase() === 'sql') {
      blocks.push(blockFromMeta(node.value ?? '', node.meta ?? '', (node.position?.start.line ?? 0) + offset));
    }
    node.children?.forEach(visit);
  };
  visit(fromMarkdown(body) as MdNode);
  return blocks;
}

export type PsqlResult = { exitCode: number; stdout: string; stderr: string };

/** Row count of the last result psql printed in aligned mode: "(3 rows)". */
export function lastRowCount(stdout: string): number | null {
  const counts = [...stdout.matchAll(/^\((\d+) rows?\)$/gm)];
  const last = counts[counts.length - 1];
  return last?.[1] === undefined ? null : Number(last[1]);
}

/**
 * What PostgreSQL said about a failed block, as one line: its ERROR, DETAIL
 * and HINT, without psql's `psql:<stdin>:N:` prefixes, the `LINE n:` excerpt
 * with its caret, the statement psql echoes (`-b`) or PL/pgSQL's CONTEXT.
 */
export function postgresMessage(stderr: string): string {
  const kept: string[] = [];
  let echoing = false;
  for (const raw of stderr.replace(/\r/g, '').split('\n')) {
    const line = raw.replace(/^psql:[^:]*:\d+: /, '');
    if (line !== raw) echoing = false;
    if (/^STATEMENT: /.test(line)) echoing = true;
    if (echoing || line.trim() === '' || /^(LINE \d+:|CONTEXT: |QUERY: )/.test(line) || /^\s*\^\s*$/.test(line)) {
      continue;
    }
    // Continuation lines of a CONTEXT or the caret line's indentation are not the message.
    if (/^\s/.test(raw) && kept.length > 0) continue;
    kept.push(line.replace(/^(ERROR|DETAIL|HINT|WARNING|FATAL|error):\s+/, '$1: ').trim());
  }
  return kept.join(' ');
}

/**
 * The line of the block's code (1-based) where the failing statement starts,
 * from psql's `psql:<stdin>:N:` (the line where the statement ended) and the
 * statement it echoes with `-b`; null when psql names no line. psql drops
 * blank lines and leading comments from the statement it sends, so the
 * statement's first line is looked up in the code rather than counted.
 */
export function failingStatementLine(code: string, stderr: string): number | null {
  const lines = stderr.replace(/\r/g, '').split('\n');
  const located = lines.map((line) => /^psql:[^:]*:(\d+): /.exec(line)).find(Boolean);
  if (!located?.[1]) return null;
  const end = Math.min(Number(located[1]), code.split('\n').length);
  const statementAt = lines.findIndex((line) => /^psql:[^:]*:\d+: STATEMENT: /.test(line));
  if (statementAt < 0) return end;
  const statement = [lines[statementAt]!.replace(/^psql:[^:]*:\d+: STATEMENT:\s+/, ''), ...lines.slice(statementAt + 1)]
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^(--|\/\*.*\*\/$)/.test(line));
  const first = statement[0];
  if (!first) return end;
  const codeLines = code.split('\n');
  for (let index = end - 1; index >= 0; index -= 1) {
    if ((codeLines[index] ?? '').includes(first)) return index + 1;
  }
  return end;
}

function sqlFix(message: string): string {
  if (/ does not exist/.test(message)) {
    return 'Each file starts with an empty database: create what it uses in an earlier block of the same file (one that runs, not marked norun), or fix the name.';
  }
  if (/syntax error/.test(message)) return 'Fix the SQL of that statement.';
  return 'Fix the SQL; if the example is meant to fail, mark the block ```sql expect-error, and if it cannot run on a fresh server, mark it ```sql norun="the reason".';
}

/** Null when the result meets the expectation, else what went wrong and what to change. */
export function judge(block: SqlBlock, result: PsqlResult): string | null {
  const { expectation } = block;
  if (expectation.kind === 'error') {
    return result.exitCode === 0
      ? 'the block is marked expect-error, but it succeeded. Remove expect-error, or change the example so that it fails as the text says.'
      : null;
  }
  if (result.exitCode !== 0) {
    const message = postgresMessage(result.stderr) || result.stdout.trim() || `psql exited with ${result.exitCode}`;
    return `${message.replace(/[.\s]+$/, '')}. ${sqlFix(message)}`;
  }
  if (expectation.kind === 'rows') {
    const rows = lastRowCount(result.stdout);
    if (rows !== expectation.rows) {
      return rows === null
        ? `the block is marked rows=${expectation.rows}, but its last statement returns no rows. Remove rows=, or end the block with the query whose rows it counts.`
        : `the block is marked rows=${expectation.rows}, but its last statement returns ${rows}. Change it to rows=${rows} if that is right, or fix the query.`;
    }
  }
  return null;
}

/**
 * Why a block that the SQL check runs cannot run in the reader's browser
 * (PGlite: one session, no server-wide settings, no preloaded libraries), as
 * its `browser="reason"` token says; null when it can. Blocks the SQL check
 * does not run never run in the browser either.
 */
export function browserSkipReason(block: SqlBlock): string | null {
  if (block.skipReason !== null) return block.skipReason;
  const reason = parseMeta(block.meta).get('browser');
  if (reason === undefined) return null;
  return reason === true ? 'does not run in the browser' : reason;
}
