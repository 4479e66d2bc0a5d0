import { describe, expect, it } from 'vitest';
import { extractSqlBlocks, judge, lastRowCount, parseMeta, SqlMetaError } from '../../scripts/sqlExamples/sqlBlocks';

const doc = [
  '---',
  'title: t',
  '---',
  '',
  '```sql',
  'select 1;',
  '```',
  '',
  '- item',
  '',
  '  ```sql norun="needs a replica"',
  '  select pg_last_wal_replay_lsn();',
  '  ```',
  '',
  '```bash',
  'psql -c "select 1"',
  '```',
  '',
  '```sql expect-error title="Division"',
  'select 1/0;',
  '```',
  '',
  '```sql rows=2',
  'select 1 union all select 2;',
  '```',
  '',
  '```sql output',
  ' ?column?',
  '```',
].join('\n');

describe('extractSqlBlocks', () => {
  const blocks = extractSqlBlocks(doc);

  it('finds only sql blocks, including those nested in lists, with their source line', () => {
    expect(blocks.map((block) => block.line)).toEqual([5, 11, 19, 23, 27]);
    expect(blocks[1]?.code).toBe('select pg_last_wal_replay_lsn();');
  });

  it('reads the meta string', () => {
    expect(blocks.map((block) => block.skipReason)).toEqual([null, 'needs a replica', null, null, 'shows output']);
    expect(blocks.map((block) => block.expectation.kind)).toEqual(['success', 'success', 'error', 'rows', 'success']);
  });

  it('rejects a malformed row count', () => {
    expect(() => extractSqlBlocks('```sql rows=many\nselect 1;\n```')).toThrowError(SqlMetaError);
  });
});

describe('parseMeta', () => {
  it('reads quoted, bare and flag tokens', () => {
    expect([...parseMeta('title="A b" norun rows=3')]).toEqual([
      ['title', 'A b'],
      ['norun', true],
      ['rows', '3'],
    ]);
  });
});

describe('judge', () => {
  const [plain, , failing, counted] = extractSqlBlocks(doc);
  const ok = { exitCode: 0, stdout: ' ?column? \n----------\n        1\n        2\n(2 rows)\n', stderr: '' };
  const error = { exitCode: 3, stdout: '', stderr: 'psql:<stdin>:1: ERROR:  division by zero' };

  it('passes a block that succeeds and fails one that errors', () => {
    expect(judge(plain!, ok)).toBeNull();
    expect(judge(plain!, error)).toContain('division by zero');
  });

  it('inverts the verdict for expect-error', () => {
    expect(judge(failing!, error)).toBeNull();
    expect(judge(failing!, ok)).toBe('expected an error, but the block succeeded');
  });

  it('checks the row count of the last result', () => {
    expect(judge(counted!, ok)).toBeNull();
    expect(judge(counted!, { ...ok, stdout: '(1 row)\n' })).toBe('expected 2 rows, got 1');
    expect(lastRowCount('(3 rows)\n x \n(1 row)\n')).toBe(1);
  });
});
