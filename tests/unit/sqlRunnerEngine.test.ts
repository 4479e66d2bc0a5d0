import { describe, expect, it } from 'vitest';
import { splitStatements } from '../../src/components/SqlRunner/engine/splitStatements';
import { formatCell, maxCellLength } from '../../src/components/SqlRunner/engine/formatCell';
import { planRun, type ReplayBlock } from '../../src/components/SqlRunner/engine/replayPlan';
import {
  asPsqlResult,
  lineAndColumn,
  runBlock,
  type Executor,
  type WireMessage,
} from '../../src/components/SqlRunner/engine/runBlock';
import { blockFromMeta, browserSkipReason, judge } from '../../scripts/sqlExamples/sqlBlocks';

const texts = (sql: string) => splitStatements(sql).map((statement) => statement.text);

describe('splitStatements', () => {
  it('splits at top-level semicolons and keeps a last statement without one', () => {
    expect(texts('select 1;\nselect 2;\n\nselect 3')).toEqual(['select 1;', 'select 2;', 'select 3']);
  });

  it('ignores semicolons in strings, quoted names, comments and dollar quotes', () => {
    const sql = [
      "select 'a;b', E'it\\'s;', \"x;y\" from t; -- c;d",
      '/* one; /* nested; */ still; */ select 2;',
      'do $body$ begin perform 1; end $body$;',
      'create function f() returns int language sql as $$ select 1; $$;',
    ].join('\n');
    expect(texts(sql)).toEqual([
      "select 'a;b', E'it\\'s;', \"x;y\" from t;",
      '-- c;d\n/* one; /* nested; */ still; */ select 2;',
      'do $body$ begin perform 1; end $body$;',
      'create function f() returns int language sql as $$ select 1; $$;',
    ]);
  });

  it('keeps semicolons inside parentheses and BEGIN ATOMIC bodies, as psql does', () => {
    expect(texts('create rule r as on insert to t do also (select 1; select 2);\nselect 3;')).toEqual([
      'create rule r as on insert to t do also (select 1; select 2);',
      'select 3;',
    ]);
    const atomic =
      'create function g(a int) returns int language sql begin atomic select case when a > 0 then 1 else 0 end; end;\nselect 4;';
    expect(texts(atomic)).toEqual([
      'create function g(a int) returns int language sql begin atomic select case when a > 0 then 1 else 0 end; end;',
      'select 4;',
    ]);
  });

  it('drops parts that hold only comments and records where each statement starts', () => {
    const sql = '-- setup\n  select 1;\n-- the end\n';
    expect(splitStatements(sql)).toEqual([{ text: '-- setup\n  select 1;', offset: 0 }]);
    expect(splitStatements('select 1;  select 2;')[1]?.offset).toBe(11);
  });
});

describe('psql meta-commands', () => {
  it('end the statement before them and are kept apart', () => {
    const [first, second] = splitStatements("select now() as started \\gset\nselect :'started';");
    expect(first).toEqual({ text: 'select now() as started', offset: 0, metaCommand: { text: '\\gset', offset: 24 } });
    expect(second?.text).toBe("select :'started';");
  });

  it('are not sent, and neither is COPY FROM STDIN: the reader learns why', async () => {
    const { sent, exec } = fakeBackend({});
    const meta = await runBlock(exec, 'set a = 1;\n\\pset null x\nselect 1;');
    expect(meta.error).toMatchObject({ message: expect.stringContaining('\\pset is a psql meta-command'), line: 2 });
    expect(sent).toEqual(['set a = 1;', 'discard all']);
    const copy = await runBlock(exec, 'copy t from stdin with (format csv);\n1,2\n\\.');
    expect(copy.error?.message).toContain('COPY FROM STDIN');
    expect(sent.slice(2)).toEqual(['discard all']);
  });
});

describe('formatCell', () => {
  it('tells NULL from an empty string', () => {
    expect(formatCell(null, 25)).toEqual({ kind: 'null' });
    expect(formatCell('', 25)).toEqual({ kind: 'value', text: '', numeric: false, omitted: 0 });
  });

  it('keeps numerics, timestamps, arrays and JSON exactly as PostgreSQL printed them', () => {
    expect(formatCell('1.50', 1700)).toMatchObject({ text: '1.50', numeric: true });
    expect(formatCell('9223372036854775807', 20)).toMatchObject({ text: '9223372036854775807', numeric: true });
    expect(formatCell('2026-11-25 22:24:17.951+00', 1184)).toMatchObject({
      text: '2026-11-25 22:24:17.951+00',
      numeric: false,
    });
    expect(formatCell('{1,NULL,"a b"}', 1009)).toMatchObject({ text: '{1,NULL,"a b"}', numeric: false });
    expect(formatCell('{"x": [1, 2]}', 3802)).toMatchObject({ text: '{"x": [1, 2]}', numeric: false });
  });

  it('cuts long text and says how many characters are left out', () => {
    const long = 'é'.repeat(maxCellLength + 5);
    const view = formatCell(long, 25);
    expect(view).toMatchObject({ omitted: 5 });
    expect(view.kind === 'value' && [...view.text].length).toBe(maxCellLength);
  });
});

describe('planRun', () => {
  const blocks: ReplayBlock[] = [
    { index: 0, code: 'create table t (a int);', expectError: false },
    { index: 1, code: 'insert into t values (1);', expectError: false },
    { index: 2, code: 'select 1/0;', expectError: true },
  ];

  it('replays every earlier block, in order, on a new database', () => {
    expect(planRun([], blocks)).toEqual({ fresh: false, replay: blocks });
  });

  it('replays only what is missing when the blocks so far ran as written', () => {
    expect(planRun([{ index: 0, code: blocks[0]!.code }], blocks)).toEqual({ fresh: false, replay: blocks.slice(1) });
  });

  it('starts again from a fresh database after an edited block, a repeat or a run out of order', () => {
    expect(planRun([{ index: 0, code: 'create table t (b text);' }], blocks)).toEqual({ fresh: true, replay: blocks });
    expect(planRun([{ index: 2, code: blocks[2]!.code }], blocks.slice(0, 2))).toEqual({
      fresh: true,
      replay: blocks.slice(0, 2),
    });
    expect(planRun([{ index: 1, code: blocks[1]!.code }], blocks)).toEqual({ fresh: true, replay: blocks });
  });
});

/** A fake backend: answers each statement from a table of replies and records what was sent. */
function fakeBackend(replies: Record<string, WireMessage[]>) {
  const sent: string[] = [];
  const exec: Executor = async (sql) => {
    sent.push(sql);
    return [...(replies[sql] ?? [{ name: 'commandComplete', text: 'SET' }]), { name: 'readyForQuery', status: 'I' }];
  };
  return { sent, exec };
}

describe('runBlock', () => {
  it('collects rows, command tags and notices statement by statement', async () => {
    const { exec } = fakeBackend({
      'insert into t values (1), (2), (3);': [{ name: 'commandComplete', text: 'INSERT 0 3' }],
      'select a, b from t;': [
        {
          name: 'rowDescription',
          fields: [
            { name: 'a', dataTypeID: 23 },
            { name: 'b', dataTypeID: 25 },
          ],
        },
        ...Array.from({ length: 5 }, (_, i) => ({ name: 'dataRow', fields: [String(i), i % 2 ? null : 'x'] })),
        { name: 'notice', severity: 'NOTICE', message: 'hello' },
        { name: 'commandComplete', text: 'SELECT 5' },
      ],
    });
    const result = await runBlock(exec, 'insert into t values (1), (2), (3);\nselect a, b from t;', { rowLimit: 3 });
    expect(result.error).toBeNull();
    expect(result.statements.map((s) => s.tag)).toEqual(['INSERT 0 3', 'SELECT 5']);
    const select = result.statements[1]!;
    expect(select.columns).toEqual([
      { name: 'a', typeOid: 23 },
      { name: 'b', typeOid: 25 },
    ]);
    expect(select.rows).toEqual([
      ['0', 'x'],
      ['1', null],
      ['2', 'x'],
    ]);
    expect(select.rowCount).toBe(5);
    expect(select.notices).toEqual([{ severity: 'NOTICE', message: 'hello', code: null, detail: null, hint: null }]);
  });

  it('stops at the first error, places it in the block and ends the session as psql would', async () => {
    const sent: string[] = [];
    const exec: Executor = async (sql) => {
      sent.push(sql);
      if (sql === 'begin;')
        return [
          { name: 'commandComplete', text: 'BEGIN' },
          { name: 'readyForQuery', status: 'T' },
        ];
      if (sql.startsWith('select nope'))
        return [
          { name: 'error', severity: 'ERROR', code: '42703', message: 'column "nope" does not exist', position: '8' },
          { name: 'readyForQuery', status: 'E' },
        ];
      return [
        { name: 'commandComplete', text: 'X' },
        { name: 'readyForQuery', status: 'I' },
      ];
    };
    const result = await runBlock(exec, 'begin;\n  select nope;\nselect 2;');
    expect(result.error).toMatchObject({ message: 'column "nope" does not exist', code: '42703', line: 2, column: 10 });
    expect(sent).toEqual(['begin;', 'select nope;', 'rollback', 'discard all']);
  });

  it('is judged by the SQL check’s own rules', async () => {
    const { exec } = fakeBackend({
      'select 1;': [
        { name: 'rowDescription', fields: [{ name: 'x', dataTypeID: 23 }] },
        { name: 'dataRow', fields: ['1'] },
        { name: 'commandComplete', text: 'SELECT 1' },
      ],
    });
    const result = asPsqlResult(await runBlock(exec, 'select 1;'));
    expect(judge(blockFromMeta('select 1;', 'rows=1', 1), result)).toBeNull();
    expect(judge(blockFromMeta('select 1;', 'rows=2', 1), result)).toBe(
      'the block is marked rows=2, but its last statement returns 1. Change it to rows=1 if that is right, or fix the query.',
    );
    expect(judge(blockFromMeta('select 1;', 'expect-error', 1), result)).not.toBeNull();
  });
});

describe('lineAndColumn and browserSkipReason', () => {
  it('counts lines and characters from 1', () => {
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it('reads the browser="reason" marker only for blocks the SQL check runs', () => {
    expect(browserSkipReason(blockFromMeta('x', 'browser="needs pg_stat_statements"', 1))).toBe(
      'needs pg_stat_statements',
    );
    expect(browserSkipReason(blockFromMeta('x', '', 1))).toBeNull();
    expect(browserSkipReason(blockFromMeta('x', 'norun="needs a replica"', 1))).toBe('needs a replica');
  });
});
