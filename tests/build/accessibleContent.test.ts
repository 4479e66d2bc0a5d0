import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, buildDir } from '../support/buildOutput';
import { contentChecks } from '../support/contentChecks';

beforeAll(assertBuildExists);

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
    expect(pages.length).toBeGreaterThan(300);
  });

  for (const [name, check] of Object.entries(contentChecks)) {
    it(`${name}`, () => {
      const problems = pages.flatMap((file) => check(documents.get(file)!).map((problem) => `${file}: ${problem}`));
      // One line per problem, with the built page it is on, rather than an array diff.
      if (problems.length > 0) throw new Error(`${problems.length} ${name} problems:\n  - ${problems.join('\n  - ')}`);
    });
  }
});
