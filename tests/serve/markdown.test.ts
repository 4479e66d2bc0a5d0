/**
 * What an agent gets from nginx: a page's Markdown at its address plus
 * `.md`, or at the page address itself when it asks for Markdown in
 * `Accept`; browsers keep getting HTML, and caches keep the two apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { markdownPathFor } from '../../src/plugins/raw-markdown/markdownPages';
import { buildDir } from '../support/buildOutput';
import { decoded, request } from './httpClient';

const origin = inject('nginxOrigin');

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

function varyOf(headers: Record<string, unknown>): string[] {
  return String(headers['vary'] ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
}

function markdownFile(urlPath: string): string {
  const locale = /^\/ru(\/|$)/.test(urlPath) ? '/ru' : '';
  return path.join(buildDir, locale, markdownPathFor(urlPath.slice(locale.length) || '/'));
}

const pages = [
  '/',
  '/docs/',
  '/docs',
  '/blog/',
  '/pricing',
  '/ru/',
  '/ru/docs/',
  // A dot in the page's name.
  '/docs/postgres-howtos/advanced-topics/misc/how-to-compile-postgres-on-ubuntu-22.04',
];

describe('Markdown for agents', () => {
  it.each(pages)('%s answers Accept: text/markdown with its Markdown, varying on Accept', async (urlPath) => {
    const expected = fs.readFileSync(markdownFile(urlPath));
    for (const accept of [
      'text/markdown',
      'text/markdown, text/html;q=0.9, */*;q=0.8',
      'text/plain',
      'text/x-markdown',
    ]) {
      const answer = await request(origin, urlPath, { headers: { Accept: accept, 'Accept-Encoding': 'gzip' } });
      const label = `${urlPath} with Accept: ${accept}`;
      expect(answer.status, label).toBe(200);
      expect(answer.headers['content-type'], `${label}: the Markdown's type`).toBe('text/markdown; charset=utf-8');
      expect(varyOf(answer.headers), `${label}: caches must keep HTML and Markdown apart`).toContain('accept');
      expect(
        decoded(answer).equals(expected),
        `${label}: the body is not ${path.relative(buildDir, markdownFile(urlPath))}`,
      ).toBe(true);
    }
  });

  it.each(pages)('%s still answers a browser (and no Accept at all) with HTML, varying on Accept', async (urlPath) => {
    const headerSets: Array<Record<string, string>> = [
      { Accept: browserAccept },
      { Accept: 'text/html, text/plain' },
      {},
    ];
    for (const headers of headerSets) {
      const answer = await request(origin, urlPath, { headers });
      const label = `${urlPath} with ${JSON.stringify(headers)}`;
      expect(answer.status, label).toBe(200);
      expect(answer.headers['content-type'], label).toBe('text/html; charset=utf-8');
      expect(varyOf(answer.headers), `${label}: caches must keep HTML and Markdown apart`).toContain('accept');
    }
  });

  it('serves /path.md as Markdown to anyone, revalidated like pages', async () => {
    for (const urlPath of ['/docs.md', '/index.md', '/ru/index.md']) {
      const answer = await request(origin, urlPath, { headers: { Accept: browserAccept } });
      expect(answer.status, urlPath).toBe(200);
      expect(answer.headers['content-type'], urlPath).toBe('text/markdown; charset=utf-8');
      expect(answer.headers['cache-control'], urlPath).toBe('no-cache');
    }
  });

  it('leaves files other than pages alone, and unknown pages are still 404', async () => {
    const image = await request(origin, '/img/favicon.svg', { headers: { Accept: 'text/markdown' } });
    expect(image.status, 'an image asked for with Accept: text/markdown').toBe(200);
    expect(image.headers['content-type'], 'an image keeps its type').toMatch(/^image\/svg\+xml/);
    const index = await request(origin, '/llms.txt', { headers: { Accept: 'text/markdown' } });
    expect(index.status, '/llms.txt asked for with Accept: text/markdown').toBe(200);
    expect(index.headers['content-type'], '/llms.txt keeps its type').toBe('text/plain; charset=utf-8');
    const unknown = await request(origin, '/docs/no-such-page', { headers: { Accept: 'text/markdown' } });
    expect(unknown.status, 'an unknown page asked for as Markdown').toBe(404);
  });
});

/** Every link of a locale's llms.txt and of the section indexes it links. */
function indexLinks(prefix: string): string[] {
  const linksOf = (text: string) =>
    [...text.matchAll(/^- \[(?:[^\]\\]|\\.)+\]\(([^)\s]+)\)/gm)].map(([, url = '']) => url);
  const root = linksOf(fs.readFileSync(path.join(buildDir, prefix, 'llms.txt'), 'utf8'));
  const nested = root
    .filter((url) => /\/llms(-[\w-]+)?\.txt$/.test(url) && !url.includes('full'))
    .flatMap((url) => {
      const file = path.join(buildDir, new URL(url).pathname);
      return fs.existsSync(file) ? linksOf(fs.readFileSync(file, 'utf8')) : [`${url}#missing`];
    });
  return [...new Set([...root, ...nested])];
}

describe('llms.txt', () => {
  it.each(['', '/ru'])('every link of %s/llms.txt and of its section indexes answers 200', async (prefix) => {
    const urls = indexLinks(prefix);
    expect(urls.length, `${prefix}/llms.txt and its indexes link too few pages`).toBeGreaterThan(400);
    const failed: string[] = [];
    for (const url of urls) {
      const answer = await request(origin, new URL(url).pathname, { method: 'HEAD' });
      if (answer.status !== 200) failed.push(`${url}: ${answer.status}`);
    }
    expect(failed, `links of llms.txt that do not answer 200:\n${failed.slice(0, 20).join('\n')}`).toEqual([]);
  });
});
