/**
 * Splits a block of SQL into the statements psql would send one by one: a
 * semicolon ends a statement unless it is inside a string, a quoted name, a
 * dollar-quoted body, a comment or parentheses (psql's own rules). Sending
 * them one by one, not as one multi-statement string, matters: a
 * multi-statement string runs as one implicit transaction, where VACUUM or
 * CREATE INDEX CONCURRENTLY fail and an error undoes the statements before it.
 *
 * A general-purpose splitter does not know psql's parenthesis rule or
 * `BEGIN ATOMIC` bodies, so the few rules are written out here.
 */
export type SqlStatement = {
  /** The statement as sent, without surrounding whitespace. */
  text: string;
  /** Offset of `text` in the block. */
  offset: number;
  /** A psql meta-command (`\gset`, `\d t`...) that ends the statement, if any. */
  metaCommand?: { text: string; offset: number };
};

const dollarTag = /^\$([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/;

/** True when the text holds nothing but whitespace and comments. */
function isBlank(text: string): boolean {
  return (
    text
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim() === ''
  );
}

function wordAt(sql: string, index: number): string {
  const match = /^[A-Za-z_]+/.exec(sql.slice(index));
  return match ? match[0].toLowerCase() : '';
}

export function splitStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let parens = 0;
  // Inside `BEGIN ATOMIC ... END` of a SQL-standard function body.
  let atomicDepth = 0;
  let previousWord = '';
  let i = 0;
  const push = (end: number, metaCommand?: SqlStatement['metaCommand']) => {
    const raw = sql.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    if (metaCommand) statements.push({ text: raw.trim(), offset: start + lead, metaCommand });
    else if (!isBlank(raw)) statements.push({ text: raw.trim(), offset: start + lead });
  };
  while (i < sql.length) {
    const ch = sql[i] as string;
    const next = sql[i + 1];
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (ch === '/' && next === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 1;
      i += 2;
      while (i < sql.length && depth > 0) {
        if (sql.startsWith('/*', i)) {
          depth += 1;
          i += 2;
        } else if (sql.startsWith('*/', i)) {
          depth -= 1;
          i += 2;
        } else i += 1;
      }
    } else if (ch === "'") {
      // E'...' strings allow backslash escapes; '' is a quote in both kinds.
      const escapes = i > 0 && /[eE]/.test(sql[i - 1] ?? '') && !/\w/.test(sql[i - 2] ?? '');
      i += 1;
      while (i < sql.length) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") break;
        else i += 1;
      }
      i += 1;
    } else if (ch === '"') {
      const end = sql.indexOf('"', i + 1);
      i = end < 0 ? sql.length : end + 1;
    } else if (ch === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const tag = dollarTag.exec(sql.slice(i));
      if (tag) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? sql.length : end + tag[0].length;
      } else i += 1;
    } else if (ch === '(') {
      parens += 1;
      i += 1;
    } else if (ch === ')') {
      parens = Math.max(0, parens - 1);
      i += 1;
    } else if (/[A-Za-z_]/.test(ch) && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const word = wordAt(sql, i);
      if (atomicDepth === 0 && word === 'atomic' && previousWord === 'begin') atomicDepth = 1;
      else if (atomicDepth > 0 && (word === 'case' || word === 'begin')) atomicDepth += 1;
      else if (atomicDepth > 0 && word === 'end') atomicDepth -= 1;
      previousWord = word;
      i += word.length;
    } else if (ch === '\\') {
      // psql reads a backslash outside quotes as a meta-command up to the end of the line.
      const lineEnd = sql.indexOf('\n', i);
      const end = lineEnd < 0 ? sql.length : lineEnd;
      push(i, { text: sql.slice(i, end).trim(), offset: i });
      start = end;
      i = end;
    } else if (ch === ';' && parens === 0 && atomicDepth === 0) {
      push(i + 1);
      start = i + 1;
      i += 1;
    } else {
      if (!/\s/.test(ch)) previousWord = '';
      i += 1;
    }
  }
  push(sql.length);
  return statements;
}
