/**
 * Finds the ```sql blocks of a Markdown/MDX file and reads what their meta
 * string says about running them:
 *   norun="reason"  not executed (a replica, a newer PostgreSQL, a second session...)
 *   output          shows output, not SQL to run
 *   expect-error    must fail
 *   rows=N          the last statement must return N rows
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

export class SqlMetaError extends Error {}

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
      throw new SqlMetaError(`line ${line}: rows= needs a whole number, got "${String(rows)}"`);
    }
    expectation = { kind: 'rows', rows: count };
  }
  return { line, code, meta, skipReason, expectation };
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

/** Null when the result meets the expectation, else what went wrong. */
export function judge(block: SqlBlock, result: PsqlResult): string | null {
  const { expectation } = block;
  if (expectation.kind === 'error') {
    return result.exitCode === 0 ? 'expected an error, but the block succeeded' : null;
  }
  if (result.exitCode !== 0) {
    return (result.stderr.trim() || result.stdout.trim() || `psql exited with ${result.exitCode}`)
      .split('\n')
      .slice(0, 4)
      .join(' | ');
  }
  if (expectation.kind === 'rows') {
    const rows = lastRowCount(result.stdout);
    if (rows !== expectation.rows) return `expected ${expectation.rows} rows, got ${rows ?? 'no result'}`;
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
