import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, buildDir, builtPageName } from '../support/buildOutput';
import { contentChecks } from '../support/contentChecks';

beforeAll(assertBuildExists);

/** What to change for each kind of problem, in the page's source. */
const fixes: Record<string, string> = {
  images:
    'Give each image alt text that says what it shows: ![What the chart shows](./chart.png), or alt="" only for decoration.',
  diagrams:
    'Give a Mermaid diagram "accTitle:" and "accDescr:" lines; an inline <svg> needs role="img" with <title> and <desc>, or aria-hidden="true".',
  tables: 'Give every table a header row whose cells name the columns.',
  headings: 'Make headings go down one level at a time below the page title: ## for sections, ### below them.',
  'ARIA names':
    'Remove aria-label or aria-labelledby from an element whose role cannot have a name, or use an element that can.',
};

/** Every HTML page of the build, as its path relative to build/. */
function builtPages(): string[] {
  if (!fs.existsSync(buildDir)) return [];
  return fs
    .readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

describe('content of every built page is accessible', () => {
  const pages = builtPages();
  const documents = new Map<string, cheerio.CheerioAPI>();
  beforeAll(() => {
    for (const file of pages) documents.set(file, cheerio.load(fs.readFileSync(path.join(buildDir, file), 'utf8')));
  }, 120_000);

  it('has pages to check', () => {
    expect(pages.length, `only ${pages.length} HTML pages in build/: run "npm run build" again`).toBeGreaterThan(300);
  });

  for (const [name, check] of Object.entries(contentChecks)) {
    it(`${name}`, () => {
      const problems = pages.flatMap((file) =>
        check(documents.get(file)!).map((problem) => `${builtPageName(file)}: ${problem}`),
      );
      // One line per problem, with the built page it is on and the file it comes from, and the fix.
      if (problems.length > 0) {
        throw new Error(`${problems.length} ${name} problems:\n  - ${problems.join('\n  - ')}\n${fixes[name] ?? ''}`);
      }
    });
  }
});
