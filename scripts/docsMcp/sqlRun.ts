/**
 * run_sql_example's database: PGlite from the package the Run buttons load,
 * started once (on the first run) and copied fresh from a snapshot for each
 * run. A run does what a page's first click on a Run button does: on a fresh
 * database it replays the article's earlier runnable blocks, stopping at one
 * that fails unexpectedly, then runs the block (src/components/SqlRunner/
 * runner.worker.ts), and the result is written as text.
 */
import {
  runBlock,
  type BlockResult,
  type SqlError,
  type StatementResult,
} from '../../src/components/SqlRunner/engine/runBlock';
import { formatCell } from '../../src/components/SqlRunner/engine/formatCell';
import type { FreshDatabase } from '../sqlExamples/pgliteNode';

export type SqlRunRequest = {
  pageUrl: string;
  /** The block's number on the page, from 1, as its Run button's label says. */
  number: number;
  earlier: ReadonlyArray<{ code: string; expectError: boolean }>;
  code: string;
};

export type SqlExampleRunner = { run: (request: SqlRunRequest) => Promise<string>; close: () => Promise<void> };

/** Rows shown per result set; the count says how many there were. */
export const shownRows = 50;

function errorText(error: SqlError): string {
  const where = error.line !== null ? ` (line ${error.line}, column ${error.column})` : '';
  return [
    `${error.severity}:  ${error.message}${error.code ? ` [${error.code}]` : ''}${where}`,
    error.detail ? `DETAIL:  ${error.detail}` : '',
    error.hint ? `HINT:  ${error.hint}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function cellText(value: string | null, typeOid: number): string {
  const view = formatCell(value, typeOid);
  if (view.kind === 'null') return 'NULL';
  const text = view.text.replace(/\|/g, '\\|').replace(/\r?\n/g, '↵');
  return view.omitted > 0 ? `${text}… (${view.omitted} more characters)` : text;
}

function statementText(statement: StatementResult, position: number): string {
  const firstLine = statement.sql.split('\n').find((line) => line.trim() !== '') ?? '';
  const parts = [`Statement ${position}: ${firstLine.length > 100 ? `${firstLine.slice(0, 100)}…` : firstLine}`];
  for (const notice of statement.notices) parts.push(`${notice.severity}:  ${notice.message}`);
  if (statement.columns) {
    const columns = statement.columns;
    const rows = statement.rows.slice(0, shownRows);
    parts.push(
      [
        `| ${columns.map((column) => column.name || '?column?').join(' | ')} |`,
        `| ${columns.map(() => '---').join(' | ')} |`,
        ...rows.map(
          (row) => `| ${row.map((value, index) => cellText(value, columns[index]?.typeOid ?? 0)).join(' | ')} |`,
        ),
      ].join('\n'),
    );
    const shown = rows.length < statement.rowCount ? ` (${rows.length} shown)` : '';
    parts.push(`(${statement.rowCount} ${statement.rowCount === 1 ? 'row' : 'rows'})${shown}`);
  } else if (statement.tag) {
    parts.push(statement.tag);
  }
  if (statement.error) parts.push(errorText(statement.error));
  return parts.join('\n');
}

/** An earlier example that ended with an error while replayed, as an example meant to fail does. */
export type ReplayError = { number: number; error: SqlError };

/** The result of a block as text: each statement's result set or command tag, notices and the error. */
export function resultText(
  request: SqlRunRequest,
  result: BlockResult,
  replayed: number,
  replayErrors: readonly ReplayError[] = [],
): string {
  const before =
    replayed === 0
      ? 'It is the first example, so it ran on a fresh database.'
      : `${replayed === 1 ? 'Example 1' : `Examples 1 to ${replayed}`} ran first, on a fresh database, as the page's Run button replays the examples before it.`;
  const outcome = result.error ? 'It stopped at an error.' : 'It ran without error.';
  const statements = result.statements.map((statement, index) => statementText(statement, index + 1));
  const failedEarlier = replayErrors.map(
    ({ number, error }) =>
      `Example ${number} ended with an error while replayed, and the replay went on, as it does past an example meant to fail: ${error.message}`,
  );
  return [
    `SQL example ${request.number} of ${request.pageUrl}, in PGlite (PostgreSQL in WebAssembly). ${before} ${outcome}`,
    ...failedEarlier,
    ...statements,
  ].join('\n\n');
}

/** A runner over a factory of fresh databases (scripts/sqlExamples/pgliteNode.ts); runs one at a time. */
export function createSqlExampleRunner(factory: () => Promise<() => Promise<FreshDatabase>>): SqlExampleRunner {
  let fresh: Promise<() => Promise<FreshDatabase>> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function runNow(request: SqlRunRequest): Promise<string> {
    if (!fresh) {
      fresh = factory();
      fresh.catch(() => {
        fresh = null;
      });
    }
    const database = await (await fresh)();
    try {
      const replayErrors: ReplayError[] = [];
      for (const [position, item] of request.earlier.entries()) {
        const replayed = await runBlock(database.exec, item.code, { rowLimit: 0 });
        if (replayed.error && item.expectError) replayErrors.push({ number: position + 1, error: replayed.error });
        if (replayed.error && !item.expectError) {
          return [
            `SQL example ${request.number} of ${request.pageUrl} did not run: example ${position + 1}, which the page's Run button replays first, failed in PGlite.`,
            errorText(replayed.error),
          ].join('\n\n');
        }
      }
      const result = await runBlock(database.exec, request.code);
      return resultText(request, result, request.earlier.length, replayErrors);
    } finally {
      // A database that stopped on a fatal error may fail to close; it is dropped either way.
      await database.close().catch(() => undefined);
    }
  }

  return {
    run(request) {
      const next = queue.then(() => runNow(request));
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      await queue;
    },
  };
}
