// Runs the SQL examples runner on fixtures against a real PostgreSQL server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join('tests', 'fixtures', 'sql-examples');

function runner(...args: string[]) {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'jiti'), ['scripts/run-sql-examples.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('run-sql-examples', () => {
  it("fails on a broken example, naming the line of the failing statement and PostgreSQL's message", () => {
    const { code, output } = runner(path.join(fixtures, 'bad.md'));
    expect(code).toBe(1);
    expect(output).toContain(
      'bad.md:17: ERROR: relation "no_such_table" does not exist. Each file starts with an empty database',
    );
    expect(output).toContain('bad.md:20: the block is marked rows=5, but its last statement returns 2.');
    // The second statement of the block at line 26 fails; psql's own line numbers and excerpt are gone.
    expect(output).toContain(
      'bad.md:28: ERROR: syntax error at or near "item". Fix the SQL of that statement. The output at line 32 was not compared because the block failed.',
    );
    expect(output).not.toContain('<stdin>');
    expect(output).toMatch(
      /^Compared 0 output blocks with the query results \(1 not compared: their blocks failed\)$/m,
    );
    expect(output).toMatch(/^2 passed, 3 failed$/m);
  }, 120_000);

  it('passes examples that run, expect an error, count rows or are marked norun', () => {
    const { code, output } = runner(path.join(fixtures, 'good.md'), '--min-runnable', '0.7');
    expect(output).toMatch(/^3 passed, 0 failed$/m);
    expect(code).toBe(0);
  }, 120_000);

  it('fails when too few blocks run', () => {
    const { code, output } = runner(path.join(fixtures, 'good.md'), '--min-runnable', '0.9');
    expect(code).toBe(1);
    expect(output).toContain('at least 90% must run');
  }, 120_000);

  it('compares shown output with the result: columns and row count, unless marked illustrative', () => {
    const { code, output } = runner(path.join(fixtures, 'output.md'));
    expect(code).toBe(1);
    expect(output).toContain(
      'output.md:22: the output at line 28 shows 1 rows, but the query returns 2. Paste what the query returns',
    );
    expect(output).toContain(
      'output.md:35: the output at line 39 shows the columns count, but the query returns total.',
    );
    expect(output).toContain('output.md:53: the output at line 57 shows no result table');
    expect(output).toMatch(/^Compared 4 output blocks with the query results$/m);
    expect(output).toMatch(/^2 passed, 3 failed$/m);
  }, 120_000);
});
