import { describe, expect, it } from 'vitest';
import { extractToolOptions, optionsFromHelp } from '../../scripts/shellFlags/shellFlags';

describe('extractToolOptions', () => {
  const doc = [
    '---',
    'title: t',
    '---',
    '```bash',
    'pg_dump --format=directory --jobs=8 \\',
    '  --file=/backups/db mydb  # --not-an-option in a comment',
    'PGAPPNAME=x psql --no-psqlrc -c "select 1" | grep --color x',
    '/usr/lib/postgresql/16/bin/pg_restore --no-such-flag -d db dump',
    '```',
    '```sql',
    'select 1; -- pg_dump --ignored',
    '```',
  ].join('\n');

  it('finds long options of PostgreSQL tools in shell blocks, with continued lines', () => {
    expect(extractToolOptions(doc)).toEqual([
      { tool: 'pg_dump', option: '--format', line: 5 },
      { tool: 'pg_dump', option: '--jobs', line: 5 },
      { tool: 'pg_dump', option: '--file', line: 5 },
      { tool: 'psql', option: '--no-psqlrc', line: 7 },
      { tool: 'pg_restore', option: '--no-such-flag', line: 8 },
    ]);
  });
});

describe('optionsFromHelp', () => {
  it('reads the options a --help text lists', () => {
    const options = optionsFromHelp('  -j, --jobs=NUM    use this many jobs\n  --no-sync   do not wait\n');
    expect([...options]).toEqual(['--jobs', '--no-sync']);
  });
});

describe('check-shell-flags', () => {
  it('fails on an option the tool does not have, naming file and line', async () => {
    const { spawnSync } = await import('node:child_process');
    const path = await import('node:path');
    const root = path.resolve(__dirname, '../..');
    const result = spawnSync(
      path.join(root, 'node_modules', '.bin', 'jiti'),
      ['scripts/check-shell-flags.ts', 'tests/fixtures/shell-flags/bad.md'],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('tests/fixtures/shell-flags/bad.md:7: pg_restore has no option --parallel-magic');
    expect(result.stdout).toMatch(/^4 passed, 1 failed$/m);
  });
});
