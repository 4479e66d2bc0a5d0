// Runs the SQL examples runner on fixtures against a real PostgreSQL server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join('tests', 'fixtures', 'sql-examples');

/** The fixtures run on one major unless a test names others: one server start, not five. */
const withVersions = (args: string[]) => (args.includes('--versions') ? args : [...args, '--versions', '15']);

function runner(...args: string[]) {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'jiti'),
    ['scripts/run-sql-examples.ts', ...withVersions(args)],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
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
  });

  it('passes examples that run, expect an error, count rows or are marked norun', () => {
    const { code, output } = runner(path.join(fixtures, 'good.md'), '--min-runnable', '0.7');
    expect(output).toMatch(/^3 passed, 0 failed$/m);
    expect(code).toBe(0);
  });

  it('fails when too few blocks run', () => {
    const { code, output } = runner(path.join(fixtures, 'good.md'), '--min-runnable', '0.9');
    expect(code).toBe(1);
    expect(output).toContain('at least 90% must run');
  });

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
  });

  it('runs a block marked min= on every major: it must fail as a missing feature below, and pass from there up', () => {
    const { code, output } = runner(path.join(fixtures, 'versions.md'), '--versions', '15,16');
    expect(code).toBe(1);
    // any_value() is 16's: it fails on 15 with "does not exist" and passes on 16, where its output is compared.
    expect(output).not.toContain('versions.md:12:');
    // MERGE runs on 15, so "16+" is wrong: caught on the major below.
    expect(output).toContain(
      'versions.md:26: the block is marked min=16, but it ran on PostgreSQL 15. Lower min= to the oldest major it needs',
    );
    expect(output).toContain(
      'versions.md:33: the block is marked min=16 below-error="function any_value(text) does not exist", but on PostgreSQL 15 it failed with "ERROR: function any_value(bigint) does not exist',
    );
    expect(output).toMatch(/\[PostgreSQL 15\]$/m);
    // The output marked version=16 is compared on 16 only, the other on both.
    expect(output).toMatch(/^Compared 2 output blocks with the query results on the majors they are from$/m);
    expect(output).toMatch(/^8 passed, 2 failed$/m);
  });

  it('runs the examples on a server without autovacuum, and lists the slowest blocks when asked', () => {
    const { code, output } = runner(path.join(fixtures, 'quiet.md'), '--slowest', '1');
    // A background vacuum would make a later block's short lock_timeout fail at random.
    expect(output, 'the servers of the SQL check must start with -c autovacuum=off').not.toContain('autovacuum is on');
    expect(output).toMatch(/^The 1 slowest blocks take [\d.]+ of [\d.]+ block-seconds over the majors:$/m);
    expect(output).toMatch(/^ +[\d.]+ s {2}tests\/fixtures\/sql-examples\/quiet\.md:\d+ \(longest [\d.]+ s on 15\)$/m);
    expect(output).toMatch(/^2 passed, 0 failed$/m);
    expect(code).toBe(0);
  });

  it('refuses a major it has no server for, naming the ones it has', () => {
    const { code, output } = runner(path.join(fixtures, 'good.md'), '--versions', '13');
    expect(code).toBe(1);
    expect(output).toContain(
      '--versions: PostgreSQL 13 is not one the SQL examples can run on; choose from 14, 15, 16, 17, 18',
    );
  });
});
