import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Code, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { pgliteFileSizes } from '../../src/components/SqlRunner/protocol';
import { runInfo } from '../../src/components/SqlRunner/runInfo';
import remarkSqlRunner from '../../src/plugins/sql-runner/remarkSqlRunner';

const pgliteDist = path.dirname(require.resolve('@electric-sql/pglite'));

describe('PGlite files', () => {
  it('have the sizes the progress bar counts on', () => {
    for (const [name, bytes] of Object.entries(pgliteFileSizes)) {
      expect(fs.statSync(path.join(pgliteDist, name)).size, name).toBe(bytes);
    }
  });
});

const article = [
  '# Title',
  '',
  '```sql',
  'create table t (a int);',
  '```',
  '',
  '```sql norun="needs a replica"',
  'select pg_last_wal_replay_lsn();',
  '```',
  '',
  '```sql browser="needs pg_stat_statements"',
  'select * from pg_stat_statements;',
  '```',
  '',
  '- a list item',
  '',
  '  ```sql expect-error',
  '  select 1/0;',
  '  ```',
  '',
  '```bash',
  'psql -c "select 1"',
  '```',
  '',
].join('\n');

type Node = { type: string; name?: string; attributes?: Array<{ name: string; value: string }>; children?: Node[] };

/** The SQL blocks in reading order: what each is now, its code and its meta string. */
function sqlBlocksOf(tree: Root): Array<{ element: string; code: string; meta: string }> {
  const blocks: Array<{ element: string; code: string; meta: string }> = [];
  const walk = (node: Node) => {
    if (node.type === 'code' && (node as unknown as Code).lang === 'sql') {
      const code = node as unknown as Code;
      blocks.push({ element: 'code', code: code.value, meta: code.meta ?? '' });
    }
    if (node.type === 'mdxJsxFlowElement') {
      const attribute = (name: string) => node.attributes?.find((entry) => entry.name === name)?.value ?? '';
      blocks.push({ element: node.name ?? '', code: attribute('code'), meta: attribute('metastring') });
    }
    node.children?.forEach(walk);
  };
  walk(tree as unknown as Node);
  return blocks;
}

describe('remarkSqlRunner', () => {
  it('numbers the blocks that run in the browser and leaves the others to say why not', () => {
    const tree = fromMarkdown(article);
    remarkSqlRunner()(tree, { path: 'docs/example.md', value: article });
    const blocks = sqlBlocksOf(tree);
    // The blocks the SQL check runs become <SqlExample>; the norun block stays a plain code block.
    expect(blocks.map((block) => block.element)).toEqual(['SqlExample', 'code', 'SqlExample', 'SqlExample']);
    expect(blocks[3]?.code).toBe('select 1/0;');
    const infos = blocks.map((block) => runInfo(block.meta));
    expect(infos[0]).toMatchObject({ kind: 'runnable', index: 0, expectError: false });
    expect(infos[1]).toBeNull();
    expect(infos[2]).toEqual({ kind: 'unavailable', reason: 'needs pg_stat_statements' });
    expect(infos[3]).toMatchObject({ kind: 'runnable', index: 1, expectError: true });
    const ids = infos.flatMap((info) => (info?.kind === 'runnable' ? [info.article] : []));
    expect(new Set(ids).size).toBe(1);
  });

  it('imports the component once into a page that has such blocks, and nothing into one without', () => {
    const tree = fromMarkdown(article);
    remarkSqlRunner()(tree, { path: 'docs/example.md', value: article });
    const imports = (tree.children as unknown as Node[]).filter((node) => node.type === 'mdxjsEsm');
    expect(imports).toHaveLength(1);
    expect(JSON.stringify(imports[0])).toContain('@site/src/components/SqlRunner');
    const plain = '# Title\n\n```sql norun\nselect 1;\n```\n';
    const plainTree = fromMarkdown(plain);
    remarkSqlRunner()(plainTree, { path: 'docs/plain.md', value: plain });
    expect((plainTree.children as unknown as Node[]).some((node) => node.type === 'mdxjsEsm')).toBe(false);
  });

  it('stops the build when its blocks differ from those the SQL check reads', () => {
    const tree = fromMarkdown(article);
    const other = article.replace('create table t (a int);', 'create table u (a int);');
    expect(() => remarkSqlRunner()(tree, { path: 'docs/example.md', value: other })).toThrow(/differ/);
  });
});
