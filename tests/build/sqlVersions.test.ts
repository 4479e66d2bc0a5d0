// The version line: every built page whose source has runnable SQL says, under its title, on which
// PostgreSQL majors the examples ran (src/data/sqlVersions.json), in the page's language; no other page does.
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, buildDir, sourceOfBuiltPage } from '../support/buildOutput';
import { readSqlVersions, sourceKey } from '../../src/plugins/sql-runner/remarkSqlVersions';
import { majorRangeText } from '../../src/data/sqlPageVersions';

beforeAll(assertBuildExists);

const siteDir = path.resolve(__dirname, '../..');

/** Built pages of docs, posts and rules (list pages of the blog and tags excluded), by source file. */
function contentPages(): { file: string; source: string }[] {
  if (!fs.existsSync(buildDir)) return [];
  return fs
    .readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !/(^|\/)blog\/(page|tags|archive|authors)\//.test(file))
    .flatMap((file) => {
      const source = sourceOfBuiltPage(file);
      return source && /^(docs|blog|rules|i18n)\//.test(source) ? [{ file, source }] : [];
    });
}

describe('the version line of pages with runnable SQL', () => {
  const data = readSqlVersions();
  const pages = contentPages();

  it('is under the title of each page with runnable SQL, with the majors of the last run, in its language', () => {
    const problems: string[] = [];
    let shown = 0;
    for (const { file, source } of pages) {
      const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
      const expected = data.pages[sourceKey(path.join(siteDir, source))];
      if (!expected) {
        if (html.includes('data-sql-versions')) {
          problems.push(`${file} (from ${source}) shows a version line, but its SQL did not run`);
        }
        continue;
      }
      // Only the pages that should show the line are parsed, with htmlparser2, which reads the
      // build's HTML several times faster than parse5: parsing all of them took a minute.
      const line = load(html, { xml: { xmlMode: false } })('article [data-sql-versions]');
      shown += 1;
      const range = majorRangeText(expected);
      const text = line.first().text();
      const words = file.startsWith('ru/') ? 'Примеры выполнены на PostgreSQL' : 'Examples run on PostgreSQL';
      if (line.length !== 1 || !text.startsWith(`${words} ${range}`)) {
        problems.push(`${file} (from ${source}) should say "${words} ${range}" once, says "${text}"`);
      }
    }
    expect(
      problems,
      'The version line comes from src/data/sqlVersions.json through src/plugins/sql-runner/remarkSqlVersions.ts: rebuild, or rerun "npm run test:sql"',
    ).toEqual([]);
    expect(shown, 'no built page shows a version line: is src/data/sqlVersions.json empty?').toBeGreaterThan(100);
  });
});
