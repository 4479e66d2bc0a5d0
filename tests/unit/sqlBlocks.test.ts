import { describe, expect, it } from 'vitest';
import {
  extractSqlBlocks,
  failingStatementLine,
  judge,
  lastRowCount,
  parseMeta,
  postgresMessage,
  SqlMetaError,
} from '../../scripts/sqlExamples/sqlBlocks';

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

  it('rejects a malformed row count, naming the fence line and what to write', () => {
    expect(() => extractSqlBlocks('```sql rows=many\nselect 1;\n```')).toThrowError(SqlMetaError);
    expect(() => extractSqlBlocks('Text.\n\n```sql rows=many\nselect 1;\n```')).toThrow(
      expect.objectContaining({
        line: 3,
        message: expect.stringMatching(/^rows= needs a whole number, got "many"\. Write/),
      }),
    );
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
    expect(judge(failing!, ok)).toBe(
      'the block is marked expect-error, but it succeeded. Remove expect-error, or change the example so that it fails as the text says.',
    );
  });

  it('checks the row count of the last result', () => {
    expect(judge(counted!, ok)).toBeNull();
    expect(judge(counted!, { ...ok, stdout: '(1 row)\n' })).toBe(
      'the block is marked rows=2, but its last statement returns 1. Change it to rows=1 if that is right, or fix the query.',
    );
    expect(lastRowCount('(3 rows)\n x \n(1 row)\n')).toBe(1);
  });
});

// What psql 15 prints with -b (echo failed statements) for a block that fails.
const syntaxError = [
  'psql:<stdin>:5: ERROR:  syntax error at or near "pg_settings"',
  'LINE 2: fron pg_settings;',
  '             ^',
  'psql:<stdin>:5: STATEMENT:  select name',
  'fron pg_settings;',
  '',
].join('\n');

describe('a failed block', () => {
  it("keeps PostgreSQL's message and drops psql's prefixes, the LINE excerpt and the echoed statement", () => {
    expect(postgresMessage(syntaxError)).toBe('ERROR: syntax error at or near "pg_settings"');
    expect(
      postgresMessage(
        'psql:<stdin>:3: ERROR:  boom\nCONTEXT:  PL/pgSQL function inline_code_block line 2 at RAISE\n' +
          "psql:<stdin>:3: STATEMENT:  do $$ begin\n  raise exception 'boom';\nend $$;\n",
      ),
    ).toBe('ERROR: boom');
    expect(
      postgresMessage('psql:<stdin>:1: ERROR:  function nope() does not exist\nHINT:  No function matches.\n'),
    ).toBe('ERROR: function nope() does not exist HINT: No function matches.');
  });

  it('is named by the line where the failing statement starts, not where psql read its end', () => {
    const code = '-- comment\nselect 1;\n\nselect name\nfron pg_settings;';
    expect(failingStatementLine(code, syntaxError)).toBe(4);
    // psql drops the blank lines inside a statement from what it echoes: the lines are found, not counted.
    expect(
      failingStatementLine(
        'select 1\n\n\n, nope;',
        'psql:<stdin>:4: ERROR:  column "nope" does not exist\nLINE 2: , nope;\n          ^\npsql:<stdin>:4: STATEMENT:  select 1\n, nope;\n',
      ),
    ).toBe(1);
    // A statement ended by \gx: psql names the \gx line.
    expect(
      failingStatementLine(
        'select 1 as x\n\\gx\nselect nope\n\\gx',
        'psql:<stdin>:4: ERROR:  column "nope" does not exist\nLINE 1: select nope\n               ^\npsql:<stdin>:4: STATEMENT:  select nope\n',
      ),
    ).toBe(3);
    // Without an echoed statement (a meta-command), the line psql names.
    expect(
      failingStatementLine(
        'select 1;\n\\d nosuch',
        'psql:<stdin>:2: error: Did not find any relation named "nosuch".\n',
      ),
    ).toBe(2);
    expect(failingStatementLine('select 1;', 'could not connect to server')).toBeNull();
  });

  it('says what PostgreSQL said and what to change', () => {
    const [plain] = extractSqlBlocks('```sql\nselect name\nfron pg_settings;\n```');
    expect(judge(plain!, { exitCode: 3, stdout: '', stderr: syntaxError })).toBe(
      'ERROR: syntax error at or near "pg_settings". Fix the SQL of that statement.',
    );
    expect(
      judge(plain!, {
        exitCode: 3,
        stdout: '',
        stderr: 'psql:<stdin>:1: ERROR:  relation "orders" does not exist\nLINE 1: select * from orders;\n',
      }),
    ).toMatch(
      /^ERROR: relation "orders" does not exist\. Each file starts with an empty database: create what it uses in an earlier block/,
    );
  });
});
