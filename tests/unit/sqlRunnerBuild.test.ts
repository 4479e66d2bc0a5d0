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

function sqlMetas(tree: Root): string[] {
  const metas: string[] = [];
  const walk = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'code' && (node as Code).lang === 'sql') metas.push((node as Code).meta ?? '');
    (node.children as Array<{ type: string }> | undefined)?.forEach(walk);
  };
  walk(tree);
  return metas;
}

describe('remarkSqlRunner', () => {
  it('numbers the blocks that run in the browser and leaves the others to say why not', () => {
    const tree = fromMarkdown(article);
    remarkSqlRunner()(tree, { path: 'docs/example.md', value: article });
    const infos = sqlMetas(tree).map(runInfo);
    expect(infos[0]).toMatchObject({ kind: 'runnable', index: 0, expectError: false });
    expect(infos[1]).toBeNull();
    expect(infos[2]).toEqual({ kind: 'unavailable', reason: 'needs pg_stat_statements' });
    expect(infos[3]).toMatchObject({ kind: 'runnable', index: 1, expectError: true });
    const ids = infos.flatMap((info) => (info?.kind === 'runnable' ? [info.article] : []));
    expect(new Set(ids).size).toBe(1);
  });

  it('stops the build when its blocks differ from those the SQL check reads', () => {
    const tree = fromMarkdown(article);
    const other = article.replace('create table t (a int);', 'create table u (a int);');
    expect(() => remarkSqlRunner()(tree, { path: 'docs/example.md', value: other })).toThrow(/differ/);
  });
});
