// Product documentation pages: front matter, enough prose, no placeholder, every code block labelled.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proseWordCount } from '@site/src/plugins/raw-markdown/rawMarkdown';
import { placeholderPattern } from '../support/blogPosts';
import { readDocsTags } from '../support/docPages';
import { readMarkdownPages } from '../support/markdownPages';

const docsDir = path.resolve(__dirname, '../../docs');
const tags = readDocsTags();
const pages = readMarkdownPages(docsDir);

/** Opening fences of code blocks, with their info string. */
function codeFences(markdown: string): string[] {
  const fences: string[] = [];
  let open: string | null = null;
  for (const line of markdown.split('\n')) {
    const match = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (!match) continue;
    const [, marker = '', info = ''] = match;
    if (open === null) {
      open = marker;
      fences.push(info.trim());
    } else if (marker.startsWith(open[0] ?? '`') && marker.length >= open.length && info.trim() === '') {
      open = null;
    }
  }
  return fences;
}

describe('code fence reader', () => {
  it('finds an unlabelled block (the check can fail)', () => {
    expect(codeFences('```bash\nls\n```\n\n```\nplain\n```\n')).toEqual(['bash', '']);
  });
});

describe('documentation pages', () => {
  it('exist', () => {
    expect(pages.length).toBeGreaterThan(80);
  });
});

describe.each(pages.map((page) => [page.file, page] as const))('docs/%s', (file, page) => {
  const isIndex = path.basename(file).startsWith('index.');

  it('has title, description and tags from the tags file', () => {
    expect(String(page.frontMatter.title ?? '').length).toBeGreaterThan(3);
    expect(String(page.frontMatter.description ?? '').length).toBeGreaterThan(30);
    for (const tag of (page.frontMatter.tags as string[] | undefined) ?? []) expect(tags[tag], tag).toBeDefined();
  });

  it(`has ${isIndex ? 'an introduction' : 'at least 150 words of prose'} and no placeholder text`, () => {
    expect(proseWordCount(page.body)).toBeGreaterThanOrEqual(isIndex ? 60 : 150);
    expect(page.body).not.toMatch(placeholderPattern);
  });

  it('labels every code block with a language', () => {
    expect(codeFences(page.body).filter((info) => info === '')).toEqual([]);
  });
});
