/**
 * Every built page writes out the end tags the minifier leaves out
 * (src/plugins/raw-markdown/explicitEndTags.ts), so light HTML parsers, which
 * many agents and checkers use, find the page's `<main>` and `<article>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { missingEndTags, optionalEndTags } from '@site/src/plugins/explicitEndTags';
import { assertBuildExists, buildDir, builtPageName } from '../support/buildOutput';

beforeAll(assertBuildExists);

/** Every HTML page of the build, as its path relative to build/. */
function builtPages(): string[] {
  if (!fs.existsSync(buildDir)) return [];
  return fs
    .readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith(`assets${path.sep}`))
    .sort();
}

/** Start and end tags of the elements whose end tag may be left out, counted outside scripts, styles and comments. */
function unbalancedTags(html: string): string[] {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<!--[\s\S]*?-->/gi, '');
  return [...optionalEndTags].flatMap((tag) => {
    const starts = markup.match(new RegExp(`<${tag}[\\s>]`, 'gi'))?.length ?? 0;
    const ends = markup.match(new RegExp(`</${tag}>`, 'gi'))?.length ?? 0;
    return starts > ends ? [`${starts - ends} of ${starts} <${tag}> without </${tag}>`] : [];
  });
}

describe('built pages', () => {
  const pages = builtPages();

  it('write out every end tag', () => {
    expect(pages.length, `only ${pages.length} HTML pages in build/: run "npm run build" again`).toBeGreaterThan(300);
    const problems = pages.flatMap((file) => {
      const found = unbalancedTags(fs.readFileSync(path.join(buildDir, file), 'utf8'));
      return found.length > 0 ? [`${builtPageName(file)}: ${found.join(', ')}`] : [];
    });
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });

  it('leave no element open, as a conforming parser reads them', () => {
    // A full parse is slower: a spread of pages, every twentieth.
    const sample = pages.filter((_, index) => index % 20 === 0);
    const problems = sample.flatMap((file) => {
      const open = missingEndTags(fs.readFileSync(path.join(buildDir, file), 'utf8'));
      return open.length > 0 ? [`${builtPageName(file)}: ${[...new Set(open.map((tag) => tag.tagName))].join(', ')}`] : [];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
