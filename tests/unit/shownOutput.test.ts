import { describe, expect, it } from 'vitest';
import { compareShownOutput, extractShownOutputs, parseResultTables } from '../../scripts/sqlExamples/shownOutput';

const table = ` id | value\n----+-------\n  1 |     1\n  2 |     2\n(2 rows)\n`;

describe('psql result tables', () => {
  it('reads columns and rows of aligned output, with or without the footer', () => {
    expect(parseResultTables(`CREATE TABLE\nINSERT 0 2\n${table}`)).toEqual([{ columns: ['id', 'value'], rows: 2 }]);
    expect(parseResultTables(' n\n---\n 1\n 2\n 3\n')).toEqual([{ columns: ['n'], rows: 3 }]);
  });

  it('counts a value with line breaks as one row', () => {
    expect(parseResultTables(' id | note\n----+------\n  1 | a   +\n    | b\n  2 | c\n(2 rows)\n')).toEqual([
      { columns: ['id', 'note'], rows: 2 },
    ]);
  });

  it('reads expanded output', () => {
    const expanded = '-[ RECORD 1 ]-\nid    | 1\nvalue | 1\n-[ RECORD 2 ]-\nid    | 2\nvalue | 2\n\n';
    expect(parseResultTables(expanded)).toEqual([{ columns: ['id', 'value'], rows: 2 }]);
  });
});

describe('comparing shown output with the result', () => {
  it('passes when the columns and row count agree', () => {
    expect(compareShownOutput(table, table)).toBeNull();
  });

  it('names the columns or the rows that differ, and the fix', () => {
    expect(compareShownOutput(table.replace('value', 'amount'), table)).toMatch(
      /^shows the columns id, amount, but the query returns id, value\. Paste what the query returns, or mark the block ```text illustrative/,
    );
    expect(compareShownOutput(table.replace('(2 rows)', '(5 rows)'), table)).toMatch(
      /^shows 5 rows, but the query returns 2\./,
    );
    expect(compareShownOutput('Time: 1.2 ms', table)).toMatch(/^shows no result table/);
  });

  it('accepts the result of any statement of the block with the same columns', () => {
    expect(compareShownOutput(' n\n---\n 1\n(1 row)\n', ` n\n---\n 1\n(1 row)\n\n${table}`)).toBeNull();
  });
});

describe('finding shown output', () => {
  it('pairs a text block with the runnable query right before it, or after a lead-in ending with a colon', () => {
    const source = [
      '```sql',
      'select 1;',
      '```',
      '',
      '```text',
      'a',
      '```',
      '',
      'The result:',
      '',
      '```sql',
      'select 2;',
      '```',
      '',
      'The result:',
      '',
      '```text illustrative',
      'b',
      '```',
      '',
      '```sql norun="needs a replica"',
      'select 3;',
      '```',
      '',
      '```text',
      'c',
      '```',
    ].join('\n');
    expect(extractShownOutputs(source)).toEqual([
      { sqlLine: 1, line: 5, text: 'a', illustrative: false, majors: null },
      { sqlLine: 11, line: 17, text: 'b', illustrative: true, majors: null },
    ]);
  });
});
