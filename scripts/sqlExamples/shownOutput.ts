/**
 * Output a page shows for a query: a ```text block right after a runnable
 * ```sql block (or after one short lead-in paragraph ending with a colon).
 * The runner compares it with what PostgreSQL returns: the column names and
 * the row count of the last result. A block whose output depends on the
 * machine, the version or the data (plans, timings, sizes) carries the meta
 * token `illustrative` (```text illustrative) and is not compared; one that
 * holds for some majors only says which (```text version=17, version="14-17")
 * and is compared only on them.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { blockFromMeta, parseMeta, SqlMetaError } from './sqlBlocks';

export type ShownOutput = {
  /** Line of the ```sql block the output belongs to. */
  sqlLine: number;
  /** Line of the ```text block. */
  line: number;
  text: string;
  illustrative: boolean;
  /** The majors the output is from (```text version=17, version="14-17", version="16+"): compared only there; null on every major. */
  majors: { from: number; to: number } | null;
};

export type ResultTable = { columns: string[]; rows: number };

type MdNode = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  position?: { start: { line: number }; end: { line: number } };
};

function frontMatterLines(source: string): { body: string; offset: number } {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  if (!match) return { body: source, offset: 0 };
  return { body: source.slice(match[0].length), offset: match[0].split('\n').length - 1 };
}

function plainText(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

/** A short paragraph such as "Output:" or "The result:" may stand between a query and its output. */
function isLeadIn(node: MdNode): boolean {
  if (node.type !== 'paragraph') return false;
  const text = plainText(node).trim();
  return text.length <= 120 && text.endsWith(':');
}

/** ```text version=17 (or "14-17", "16+"): the output is from those majors, and compared only on them. */
function outputMajors(meta: string, line: number): { from: number; to: number } | null {
  const version = parseMeta(meta).get('version');
  if (version === undefined) return null;
  const match = typeof version === 'string' ? /^(\d+)(?:(\+)|-(\d+))?$/.exec(version) : null;
  if (!match) {
    throw new SqlMetaError(
      line,
      `version= on an output block needs the major(s) it is from, got "${String(version)}". Write e.g. version=17 or version="14-17".`,
    );
  }
  const from = Number(match[1]);
  return { from, to: match[2] ? Number.POSITIVE_INFINITY : match[3] !== undefined ? Number(match[3]) : from };
}

/** Output blocks that follow runnable ```sql blocks, keyed by nothing: each names its query's line. */
export function extractShownOutputs(source: string): ShownOutput[] {
  const { body, offset } = frontMatterLines(source);
  const outputs: ShownOutput[] = [];
  const visit = (node: MdNode) => {
    const children = node.children ?? [];
    children.forEach((child, index) => {
      if (child.type === 'code' && child.lang?.toLowerCase() === 'sql') {
        const sqlLine = (child.position?.start.line ?? 0) + offset;
        const block = blockFromMeta(child.value ?? '', child.meta ?? '', sqlLine);
        if (block.skipReason !== null || block.expectation.kind === 'error') return;
        let next = children[index + 1];
        if (next && isLeadIn(next)) next = children[index + 2];
        if (next?.type === 'code' && next.lang?.toLowerCase() === 'text') {
          outputs.push({
            sqlLine,
            line: (next.position?.start.line ?? 0) + offset,
            text: next.value ?? '',
            illustrative: parseMeta(next.meta ?? '').has('illustrative'),
            majors: outputMajors(next.meta ?? '', (next.position?.start.line ?? 0) + offset),
          });
        }
      }
      visit(child);
    });
  };
  visit(fromMarkdown(body) as MdNode);
  return outputs;
}

const separator = /^\s*-+(\+-+)*\s*$/;
const recordHeader = /^-\[ RECORD (\d+) \]/;
const footer = /^\((\d+) rows?\)$/;

function splitColumns(header: string): string[] {
  return header.split('|').map((name) => name.trim());
}

/**
 * Tables in psql's aligned output (header, dashes, rows, "(N rows)"), and
 * expanded output (-[ RECORD 1 ]-, one "name | value" line per column).
 * Lines of other output (command tags, notices) are ignored.
 */
export function parseResultTables(output: string): ResultTable[] {
  const lines = output.replace(/\r/g, '').split('\n');
  const tables: ResultTable[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const next = lines[index + 1] ?? '';
    if (recordHeader.test(line)) {
      const columns: string[] = [];
      let records = 0;
      let cursor = index;
      while (cursor < lines.length) {
        const current = lines[cursor] ?? '';
        if (recordHeader.test(current)) {
          records += 1;
        } else if (current.trim() === '' || footer.test(current.trim())) {
          break;
        } else if (current.includes('|')) {
          if (records === 1) columns.push(current.split('|')[0]?.trim() ?? '');
        }
        cursor += 1;
      }
      const counted = footer.exec((lines[cursor] ?? '').trim());
      tables.push({ columns: columns.filter((name) => name !== ''), rows: counted ? Number(counted[1]) : records });
      index = cursor;
      continue;
    }
    if (line.trim() !== '' && separator.test(next) && !separator.test(line)) {
      const columns = splitColumns(line);
      let rows = 0;
      let cursor = index + 2;
      let counted: number | null = null;
      while (cursor < lines.length) {
        const current = lines[cursor] ?? '';
        const total = footer.exec(current.trim());
        if (total) {
          counted = Number(total[1]);
          break;
        }
        if (current.trim() === '') break;
        // A value with a line break continues on the next line: the previous line ends with "+".
        const previous = lines[cursor - 1] ?? '';
        if (!(cursor > index + 2 && /\+\s*$/.test(previous))) rows += 1;
        cursor += 1;
      }
      tables.push({ columns, rows: counted ?? rows });
      index = cursor;
    }
  }
  return tables;
}

/**
 * Null when the shown output agrees with PostgreSQL's last result, else a
 * sentence starting "shows ..." that says what differs and how to fix it.
 */
export function compareShownOutput(shown: string, actualStdout: string): string | null {
  const shownTables = parseResultTables(shown);
  const actualTables = parseResultTables(actualStdout);
  const fix =
    'Paste what the query returns, or mark the block ```text illustrative when its output depends on the machine (plans, timings, sizes).';
  const expected = shownTables[shownTables.length - 1];
  const last = actualTables[actualTables.length - 1];
  if (!expected) {
    return `shows no result table (a header line, a line of dashes, then the rows), so it cannot be compared with the query's result. ${fix}`;
  }
  if (!last) return `shows a result table, but the query returns none. ${fix}`;
  // A block of several statements may show the result of any of them: match by columns.
  const sameColumns = actualTables.filter((table) => table.columns.join('|') === expected.columns.join('|'));
  if (sameColumns.length === 0) {
    return `shows the columns ${expected.columns.join(', ')}, but the query returns ${last.columns.join(', ')}. ${fix}`;
  }
  if (!sameColumns.some((table) => table.rows === expected.rows)) {
    const rows = sameColumns[sameColumns.length - 1]?.rows ?? 0;
    return `shows ${expected.rows} rows, but the query returns ${rows}. ${fix}`;
  }
  return null;
}
