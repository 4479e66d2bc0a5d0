/**
 * Remark plugin: gives the ```sql blocks that the SQL check runs (see
 * scripts/sqlExamples/sqlBlocks.ts) their Run button, or the note saying why
 * PGlite cannot run them. Each such block becomes a `<SqlExample>` element
 * with the block's code and meta string, and the file imports the component:
 * pages without these blocks load nothing of the runner.
 *
 * A runnable block's meta gets `sql-run=N`, N counting such blocks in the
 * article from 0, and `sql-article=ID`, the same for every block of the
 * article. The Run button replays blocks 0..N-1, so the numbering must follow
 * the SQL check's own reading of the file: the build stops when the two
 * disagree.
 */
import { createHash } from 'node:crypto';
import type { Code, Root } from 'mdast';
import { runInfo } from '../../components/SqlRunner/runInfo';
import { blockFromMeta, browserSkipReason, extractSqlBlocks } from '../../../scripts/sqlExamples/sqlBlocks';
import { mdxDefaultImport } from './mdxImport';

/** The element name in the compiled page, and where it comes from. */
export const sqlExampleElement = 'SqlExample';
const sqlExampleModule = '@site/src/components/SqlRunner';

type Node = { type: string; children?: Node[] };
type Found = { node: Code; parent: Node };

function sqlBlocks(tree: Root): Found[] {
  const found: Found[] = [];
  const walk = (parent: Node) => {
    for (const child of parent.children ?? []) {
      if (child.type === 'code' && (child as unknown as Code).lang?.toLowerCase() === 'sql') {
        found.push({ node: child as unknown as Code, parent });
      } else if (Array.isArray(child.children)) walk(child);
    }
  };
  walk(tree as unknown as Node);
  return found;
}

export function articleId(filePath: string): string {
  return createHash('sha256').update(filePath).digest('hex').slice(0, 10);
}

/** `<SqlExample code="…" metastring="…" />` in place of the code block. */
function sqlExample(node: Code): Node {
  const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });
  return {
    type: 'mdxJsxFlowElement',
    name: sqlExampleElement,
    attributes: [attribute('code', node.value), attribute('metastring', node.meta ?? '')],
    children: [],
    position: node.position,
  } as Node;
}

export default function remarkSqlRunner() {
  return (tree: Root, file: { path?: string; value?: unknown }): void => {
    const found = sqlBlocks(tree);
    if (found.length === 0) return;
    const where = file.path ?? 'a Markdown file';
    const article = articleId(where);
    const runnable: string[] = [];
    let replaced = 0;
    for (const { node, parent } of found) {
      const meta = node.meta ?? '';
      let block;
      try {
        block = blockFromMeta(node.value, meta, node.position?.start.line ?? 0);
      } catch {
        // A malformed meta string is the SQL check's to report; the block just gets no button.
        continue;
      }
      if (browserSkipReason(block) === null) {
        node.meta = `${meta} sql-run=${runnable.length} sql-article=${article}`.trim();
        runnable.push(node.value);
      }
      if (!runInfo(node.meta ?? undefined)) continue;
      const children = parent.children ?? [];
      children.splice(children.indexOf(node as unknown as Node), 1, sqlExample(node));
      replaced += 1;
    }
    if (replaced > 0)
      (tree as unknown as Node).children?.unshift(mdxDefaultImport(sqlExampleElement, sqlExampleModule));
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
