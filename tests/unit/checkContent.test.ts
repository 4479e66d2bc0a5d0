// `npm run check:content -- <paths>`: the writing rules and the SQL of only the given files, in sentences.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
// A how-to with deliberate mistakes, as a translated copy of an unused locale (so that the
// tests reading docs/ at the same time never see it), removed afterwards.
const localeDir = `i18n/zz-fixture-${process.pid}`;
const file = `${localeDir}/docusaurus-plugin-content-docs/current/postgres-howtos/count-rows.md`;
const words = Array.from({ length: 260 }, (_, index) => `word${index}`).join(' ');

function checkContent(...args: string[]) {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'jiti'), ['scripts/check-content.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, INIT_CWD: root },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

afterAll(() => fs.rmSync(path.join(root, localeDir), { recursive: true, force: true }));

describe('check:content', () => {
  it('reports each mistake of the given file as a sentence, with the time taken', () => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(
      path.join(root, file),
      [
        '---',
        'title: How to count rows',
        'sidebar_label: Count rows',
        'keywords: [count]',
        'tags: [beginner]',
        '---',
        '',
        words,
        '',
        '## Count',
        '',
        '#### Details',
        '',
        '```sql',
        'select count(*) from generate_series(1, 3);',
        '```',
        '',
        '```text',
        ' total',
        '-------',
        '     3',
        '(1 row)',
        '```',
        '',
        '```mermaid',
        'flowchart LR',
        '  A --> B',
        '```',
        '',
        '```bash',
        'pg_dump --no-such-option -d app',
        '```',
        '',
      ].join('\n'),
    );
    const { code, output } = checkContent(file);
    expect(code).toBe(1);
    expect(output).toContain('Writing rules: 1 file, 3 problems');
    expect(output).toContain(`${file}:25: a Mermaid diagram has no accTitle and no accDescr of at least 8 words.`);
    expect(output).toMatch(new RegExp(`${file}:3\\d: pg_dump has no option --no-such-option in psql`));
    expect(output).toContain(`${file}: front matter has no "description". Add \`description:\``);
    expect(output).toContain(`${file}:12: heading "Details" is h4 (####) right after an h2, skipping a level.`);
    expect(output).toContain('SQL: 1 of 1 sql blocks run, 1 output compared, 1 problem');
    expect(output).toContain(`${file}:14: the output at line 18 shows the columns total, but the query returns count.`);
    expect(output).toMatch(/^5 problems in \d+\.\d s\. Fix them and run the same command again\.$/m);
  }, 120_000);

  it('says which path does not exist', () => {
    const { code, output } = checkContent('docs/no-such-page.md');
    expect(code).toBe(1);
    expect(output).toContain('No such file or folder: docs/no-such-page.md');
  }, 120_000);
});
