// `npm run check:content -- <paths>`: the writing rules and the SQL of only the given files, in sentences.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
// A how-to with deliberate mistakes, as a translated copy of an unused locale (so that the
// tests reading docs/ at the same time never see it), removed afterwards.
const locale = `zz-fixture-${process.pid}`;
const localeDir = `i18n/${locale}`;
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
  it('reports each mistake of the given file as a sentence, then notices and what only the build checks, with the time taken', () => {
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
        'See [the setup](/docs/no-such-page) and [the price list](/pricing#plans).',
        '',
        '```sql',
        'select 1;',
        'select name',
        'fron pg_settings;',
        '```',
        '',
        '```text',
        ' name',
        '------',
        '(0 rows)',
        '```',
        '',
      ].join('\n'),
    );
    const { code, output } = checkContent(file);
    expect(code, output).toBe(1);
    expect(output).toContain('Writing rules: 1 file, 4 problems');
    expect(output).toContain(`${file}:25: a Mermaid diagram has no accTitle and no accDescr of at least 8 words.`);
    expect(output).toContain(`${file}:25: this Mermaid diagram has no drawn SVG in static/diagrams/ yet.`);
    expect(output).toMatch(new RegExp(`${file}:3\\d: pg_dump has no option --no-such-option in psql`));
    expect(output).toContain(`${file}: front matter has no "description". Add \`description:\``);
    expect(output).toContain(`${file}:12: heading "Details" is h4 (####) right after an h2, skipping a level.`);
    // Links resolve against the pages of the file's locale, here a made-up one.
    expect(output).toContain('Links, anchors and images: 1 file, 1 problem');
    expect(output).toContain(
      `${file}:34: the link /docs/no-such-page (/${locale}/docs/no-such-page) leads to no page of`,
    );
    // The failing statement is named by its own line, with PostgreSQL's message and no psql noise.
    expect(output).toContain(
      'SQL: 2 of 2 sql blocks run, 1 output compared (1 not compared because their blocks failed), 2 problems',
    );
    expect(output).toContain(`${file}:14: the output at line 18 shows the columns total, but the query returns count.`);
    expect(output).toContain(
      `${file}:38: ERROR: syntax error at or near "pg_settings". Fix the SQL of that statement. The output at line 42 was not compared because the block failed.`,
    );
    expect(output).not.toContain('<stdin>');
    // A translation without an English original is a notice; an anchor on a React page is left to the build.
    expect(output).toContain(`NOTICE ${file}: translates docs/postgres-howtos/count-rows.md, which does not exist`);
    expect(output).toContain(
      `Not checked here (the build checks it): ${file}:34: the anchor #plans on /pricing: src/pages/pricing/index.tsx is a React page`,
    );
    expect(output).toMatch(/^8 problems in \d+\.\d s\. Fix them and run the same command again\.$/m);
  });

  it('says which path does not exist', () => {
    const { code, output } = checkContent('docs/no-such-page.md');
    expect(code).toBe(1);
    expect(output).toContain('No such file or folder: docs/no-such-page.md');
  });
});
