/**
 * Remark plugin: marks the ```sql blocks that a reader can run in the browser.
 * A block the SQL check runs (see scripts/sqlExamples/sqlBlocks.ts) and that
 * has no `browser="reason"` gets `sql-run=N` in its meta, N counting such
 * blocks in the article from 0, and `sql-article=ID`, the same for every block
 * of the article. The Run button replays blocks 0..N-1, so the numbering must
 * follow the SQL check's own reading of the file: the build stops when the two
 * disagree.
 */
import { createHash } from 'node:crypto';
import type { Code, Root } from 'mdast';
import { blockFromMeta, browserSkipReason, extractSqlBlocks } from '../../../scripts/sqlExamples/sqlBlocks';

type Parent = { children: unknown[] };

function sqlBlocks(tree: Root): Code[] {
  const found: Code[] = [];
  const walk = (parent: Parent) => {
    for (const child of parent.children as Array<{ type: string; children?: unknown[] }>) {
      if (child.type === 'code' && (child as unknown as Code).lang?.toLowerCase() === 'sql') {
        found.push(child as unknown as Code);
      } else if (Array.isArray(child.children)) walk(child as Parent);
    }
  };
  walk(tree as unknown as Parent);
  return found;
}

export function articleId(filePath: string): string {
  return createHash('sha256').update(filePath).digest('hex').slice(0, 10);
}

export default function remarkSqlRunner() {
  return (tree: Root, file: { path?: string; value?: unknown }): void => {
    const nodes = sqlBlocks(tree);
    if (nodes.length === 0) return;
    const where = file.path ?? 'a Markdown file';
    const article = articleId(where);
    const runnable: string[] = [];
    for (const node of nodes) {
      const meta = node.meta ?? '';
      let block;
      try {
        block = blockFromMeta(node.value, meta, node.position?.start.line ?? 0);
      } catch {
        // A malformed meta string is the SQL check's to report; the block just gets no button.
        continue;
      }
      if (browserSkipReason(block) !== null) continue;
      node.meta = `${meta} sql-run=${runnable.length} sql-article=${article}`.trim();
      runnable.push(node.value);
    }
    if (typeof file.value !== 'string') return;
    const expected = extractSqlBlocks(file.value)
      .filter((block) => browserSkipReason(block) === null)
      .map((block) => block.code);
    if (expected.join('\0') !== runnable.join('\0')) {
      throw new Error(
        `${where}: the SQL blocks found for the Run buttons (${runnable.length}) differ from those the SQL check reads (${expected.length}).`,
      );
    }
  };
}
