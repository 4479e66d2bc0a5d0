/**
 * Every page of the sitemaps has its Markdown at its address plus `.md`:
 * under the size agents read, starting with the pointer to llms.txt, with
 * closed code fences, absolute links, no JSX, and the text the page shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentElement, mainFragment } from '@site/src/plugins/raw-markdown/htmlToMarkdown';
import { markdownPartPath, markdownPathFor, maxMarkdownChars } from '@site/src/plugins/raw-markdown/markdownPages';
import { assertBuildExists, buildDir, builtPageFor, builtPageName } from '../support/buildOutput';

beforeAll(assertBuildExists);

const site = 'https://postgres.ai';
/** Share of a page's words that its Markdown may lack (words split oddly by markup, mostly). */
const allowedMissingShare = 0.05;

type SitemapPage = { url: string; pathname: string; html: string; markdownParts: string[]; markdownFile: string };

function locales(): Array<{ prefix: string }> {
  const others = fs
    .readdirSync(buildDir)
    .filter((name) => fs.existsSync(path.join(buildDir, name, 'sitemap.xml')))
    .map((name) => ({ prefix: `/${name}` }));
  return [{ prefix: '' }, ...others];
}

function sitemapPages(): SitemapPage[] {
  return locales().flatMap(({ prefix }) => {
    const sitemap = fs.readFileSync(path.join(buildDir, prefix, 'sitemap.xml'), 'utf8');
    return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => {
      const pathname = decodeURI(new URL(url).pathname);
      const markdownFile = path.join(buildDir, prefix, markdownPathFor(pathname.slice(prefix.length) || '/'));
      const parts: string[] = [];
      for (let part = 1; ; part++) {
        const file = markdownPartPath(markdownFile, part);
        if (!fs.existsSync(file)) break;
        parts.push(fs.readFileSync(file, 'utf8'));
      }
      const page = builtPageFor(pathname);
      return { url, pathname, html: page ? fs.readFileSync(page, 'utf8') : '', markdownParts: parts, markdownFile };
    });
  });
}

const pages = sitemapPages();

function named(page: SitemapPage): string {
  const built = builtPageFor(page.pathname);
  return built ? `${page.pathname} (${builtPageName(path.relative(buildDir, built))})` : page.pathname;
}

/** The Markdown without its code blocks, for checks that concern prose. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
}

const blockTag = /<\/?(?:p|div|li|dt|dd|td|th|tr|h[1-6]|br|section|article|header|footer|aside|figure|figcaption|ul|ol|table|blockquote|pre|summary|details)\b/g;

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

describe('Markdown of every page', () => {
  it('exists for every sitemap page of every locale, under the size limit, starting with the pointer to llms.txt', () => {
    expect(pages.length, 'the sitemaps list too few pages: run "npm run build" again').toBeGreaterThan(400);
    const problems = pages.flatMap((page) => {
      const relative = path.relative(buildDir, page.markdownFile);
      if (page.markdownParts.length === 0) return [`${named(page)}: no ${relative}`];
      return page.markdownParts.flatMap((text, index) => {
        const label = `${relative}${index > 0 ? ` part ${index + 1}` : ''}`;
        const found: string[] = [];
        if (text.length > maxMarkdownChars) found.push(`${label}: ${text.length} characters, over ${maxMarkdownChars}`);
        if (!/^> .*\/llms\.txt\b/.test(text.split('\n', 1)[0] ?? '')) {
          found.push(`${label}: the first line is not the blockquote pointing to llms.txt`);
        }
        return found;
      });
    });
    expect(
      problems,
      `${problems.length} pages lack a good Markdown copy (the raw-markdown plugin writes them after the build):\n${problems.slice(0, 30).join('\n')}`,
    ).toEqual([]);
  });

  it('has closed code fences, absolute links and no JSX', () => {
    const problems = pages.flatMap((page) =>
      page.markdownParts.flatMap((text, index) => {
        const label = `${path.relative(buildDir, page.markdownFile)}${index > 0 ? ` part ${index + 1}` : ''}`;
        const found: string[] = [];
        let open: string | null = null;
        for (const line of text.split('\n')) {
          const fence = /^(`{3,}|~{3,})/.exec(line)?.[1];
          if (!fence) continue;
          if (open === null) open = fence;
          else if (fence.startsWith(open) && line.trim() === fence) open = null;
        }
        if (open !== null) found.push(`${label}: a code fence is left open`);
        const proseText = prose(text);
        const relative = [...proseText.matchAll(/\]\((?!https?:\/\/|mailto:)([^)\s]*)\)/g)].map((match) => match[1]);
        if (relative.length > 0) found.push(`${label}: relative links ${relative.slice(0, 3).join(', ')}`);
        const jsx = proseText.replace(/`[^`\n]*`/g, '').match(/<[A-Z][A-Za-z]*[\s/>]/g);
        if (jsx) found.push(`${label}: JSX ${jsx.slice(0, 3).join(', ')}`);
        return found;
      }),
    );
    expect(problems, `Markdown copies that agents would misread:\n${problems.slice(0, 30).join('\n')}`).toEqual([]);
  });

  it(`misses at most ${allowedMissingShare * 100}% of the words any page shows`, () => {
    const problems = pages.flatMap((page) => {
      const fragment = mainFragment(page.html);
      if (!fragment || page.markdownParts.length === 0) return [];
      // Block elements end words, as a browser shows them on separate lines.
      const $ = load(fragment.replace(blockTag, ' $&'), null, false);
      const root = contentElement($);
      if (!root) return [];
      const shown = words(root.text());
      if (shown.length === 0) return [];
      const available = new Map<string, number>();
      for (const word of words(page.markdownParts.join('\n'))) available.set(word, (available.get(word) ?? 0) + 1);
      const missing: string[] = [];
      for (const word of shown) {
        const left = available.get(word) ?? 0;
        if (left > 0) available.set(word, left - 1);
        else missing.push(word);
      }
      const share = missing.length / shown.length;
      return share > allowedMissingShare
        ? [
            `${named(page)}: ${(share * 100).toFixed(1)}% of its ${shown.length} words are missing from its Markdown, e.g. "${missing.slice(0, 12).join(' ')}"`,
          ]
        : [];
    });
    expect(
      problems,
      `these pages' Markdown leaves out text the page shows; teach src/plugins/raw-markdown/htmlToMarkdown.ts the element that holds it:\n${problems.slice(0, 30).join('\n')}`,
    ).toEqual([]);
  });

  it('writes the page address of a folder page as /folder.md, and links back to the page', () => {
    const docsHome = pages.find((page) => page.pathname === '/docs/');
    expect(docsHome?.markdownParts[0], 'build/docs.md is missing: the docs home (/docs/) has no Markdown').toContain(
      `${site}/docs/`,
    );
  });
});
