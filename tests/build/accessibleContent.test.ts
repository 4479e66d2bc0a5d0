import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, buildDir, builtPageName } from '../support/buildOutput';
import { contentChecks } from '../support/contentChecks';

beforeAll(assertBuildExists);

/** What to change for each kind of problem, in the page's source. */
const fixes: Record<string, string> = {
  'title, h1 and description':
    'Give the page a title and a description of more than 20 characters (front matter title and description, or PageMetadata in a React page), and exactly one h1.',
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
  /** Problems by check, each line naming its built page; filled in one pass over the pages. */
  const found = new Map<string, string[]>(Object.keys(contentChecks).map((name) => [name, []]));
  beforeAll(() => {
    // One parse per page, every check on it, then the next page: the pages are not held in memory
    // together. htmlparser2 reads the build's well-formed HTML several times faster than parse5.
    for (const file of pages) {
      const $ = cheerio.load(fs.readFileSync(path.join(buildDir, file), 'utf8'), { xml: { xmlMode: false } });
      for (const [name, check] of Object.entries(contentChecks)) {
        found.get(name)!.push(...check($).map((problem) => `${builtPageName(file)}: ${problem}`));
      }
    }
  });

  it('has pages to check', () => {
    expect(pages.length, `only ${pages.length} HTML pages in build/: run "npm run build" again`).toBeGreaterThan(300);
  });

  for (const name of Object.keys(contentChecks)) {
    it(`${name}`, () => {
      const problems = found.get(name)!;
      // One line per problem, with the built page it is on and the file it comes from, and the fix.
      if (problems.length > 0) {
        throw new Error(`${problems.length} ${name} problems:\n  - ${problems.join('\n  - ')}\n${fixes[name] ?? ''}`);
      }
    });
  }
});
