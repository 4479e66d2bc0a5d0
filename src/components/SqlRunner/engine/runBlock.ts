/**
 * Runs one SQL block the way the site's SQL check runs it with psql: statement
 * by statement, each as a simple-protocol query, stopping at the first error
 * (ON_ERROR_STOP); afterwards the session ends as a psql session would: an open
 * transaction is rolled back and session state is discarded. Works with any
 * executor of wire-protocol queries, so the browser worker and the Node check
 * share it.
 */
import { splitStatements, type SqlStatement } from './splitStatements';

/** The parts of PGlite's parsed backend messages that are read here. */
export type WireMessage = {
  name: string;
  fields?: unknown[];
  text?: string;
  status?: string;
  message?: string;
  severity?: string;
  code?: string;
  position?: string;
  detail?: string;
  hint?: string;
  where?: string;
};

/** Sends one simple-protocol query and returns the backend's messages. */
export type Executor = (sql: string) => Promise<WireMessage[]>;

export type SqlColumn = { name: string; typeOid: number };

export type SqlMessage = {
  severity: string;
  message: string;
  code: string | null;
  detail: string | null;
  hint: string | null;
};

export type SqlError = SqlMessage & {
  /** 1-based line and column in the block, when PostgreSQL gave a position. */
  line: number | null;
  column: number | null;
};

export type StatementResult = {
  sql: string;
  columns: SqlColumn[] | null;
  /** At most `rowLimit` rows, as PostgreSQL's text output; null is SQL NULL. */
  rows: (string | null)[][];
  rowCount: number;
  tag: string | null;
  notices: SqlMessage[];
  error: SqlError | null;
};

export type BlockResult = {
  statements: StatementResult[];
  error: SqlError | null;
  ms: number;
};

export const defaultRowLimit = 200;

/** PGlite's error messages keep their text in Error's own, non-enumerable `message`. */
export function plainMessage(message: object): WireMessage {
  const plain = { ...(message as WireMessage) };
  if (message instanceof Error) plain.message = message.message;
  return plain;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function toMessage(message: WireMessage): SqlMessage {
  return {
    severity: message.severity ?? 'ERROR',
    message: message.message ?? '',
    code: text(message.code),
    detail: text(message.detail),
    hint: text(message.hint),
  };
}

/** Line and column (1-based) of a character offset in a text. */
export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  const before = [...source].slice(0, offset).join('');
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

function toError(message: WireMessage, block: string, statementOffset: number): SqlError {
  const position = Number(message.position);
  if (!Number.isInteger(position) || position < 1) return { ...toMessage(message), line: null, column: null };
  // PostgreSQL counts characters from 1 within the statement sent.
  const blockOffset = [...block.slice(0, statementOffset)].length + position - 1;
  return { ...toMessage(message), ...lineAndColumn(block, blockOffset) };
}

const copyFromStdin = /^(?:\s|--[^\n]*\n)*copy\b[^;]*\bfrom\s+stdin\b/i;

/**
 * Statements that need psql itself: its meta-commands, and COPY FROM STDIN,
 * whose rows psql reads from its input. They are not sent: PGlite would answer
 * a syntax error, or wait for rows that never come.
 */
function refuse(statement: SqlStatement): (SqlMessage & { offset: number }) | null {
  const base = { severity: 'ERROR', code: null, detail: null };
  if (copyFromStdin.test(statement.text)) {
    return {
      ...base,
      message: 'COPY FROM STDIN reads its rows from psql, which the browser does not have',
      hint: 'Use INSERT, or run this example in psql.',
      offset: statement.offset,
    };
  }
  if (statement.metaCommand) {
    const name = statement.metaCommand.text.split(/\s/)[0] ?? '\\';
    return {
      ...base,
      message: `${name} is a psql meta-command; the browser runs SQL only`,
      hint: 'Run this example in psql.',
      offset: statement.metaCommand.offset,
    };
  }
  return null;
}

export async function runBlock(
  exec: Executor,
  code: string,
  { rowLimit = defaultRowLimit, now = () => performance.now() }: { rowLimit?: number; now?: () => number } = {},
): Promise<BlockResult> {
  const started = now();
  const statements: StatementResult[] = [];
  let blockError: SqlError | null = null;
  let status = 'I';
  for (const statement of splitStatements(code)) {
    const result: StatementResult = {
      sql: statement.text,
      columns: null,
      rows: [],
      rowCount: 0,
      tag: null,
      notices: [],
      error: null,
    };
    const refusal = refuse(statement);
    if (refusal) {
      result.error = { ...refusal, ...lineAndColumn(code, [...code.slice(0, refusal.offset)].length) };
      statements.push(result);
      blockError = result.error;
      break;
    }
    const messages = statement.text === '' ? [] : await exec(statement.text);
    for (const message of messages) {
      if (message.name === 'rowDescription') {
        result.columns = (message.fields ?? []).map((field) => {
          const { name, dataTypeID } = field as { name: string; dataTypeID: number };
          return { name, typeOid: dataTypeID };
        });
      } else if (message.name === 'dataRow') {
        result.rowCount += 1;
        if (result.rows.length < rowLimit) result.rows.push((message.fields ?? []) as (string | null)[]);
      } else if (message.name === 'commandComplete') {
        result.tag = message.text ?? null;
      } else if (message.name === 'notice') {
        result.notices.push(toMessage(message));
      } else if (message.name === 'error') {
        result.error = toError(message, code, statement.offset);
      } else if (message.name === 'readyForQuery') {
        status = message.status ?? status;
      }
    }
    statements.push(result);
    if (result.error) {
      blockError = result.error;
      break;
    }
  }
  const ms = now() - started;
  // The psql session ends here: its open transaction and session state go.
  if (status !== 'I') await exec('rollback');
  await exec('discard all');
  return { statements, error: blockError, ms };
}

/**
 * The result as psql would have reported it, so that the SQL check's own
 * `judge()` decides whether a block passed: an exit code, a "(N rows)" line per
 * result set and the error text.
 */
export function asPsqlResult(result: BlockResult): { exitCode: number; stdout: string; stderr: string } {
  const stdout = result.statements
    .filter((statement) => statement.columns !== null && !statement.error)
    .map((statement) => `(${statement.rowCount} ${statement.rowCount === 1 ? 'row' : 'rows'})`)
    .join('\n');
  const error = result.error;
  return {
    exitCode: error ? 3 : 0,
    stdout,
    stderr: error ? `${error.severity}:  ${error.message}${error.code ? ` (${error.code})` : ''}` : '',
  };
}
