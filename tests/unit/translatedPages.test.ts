// Every page of src/pages has a Russian version: an MDX page a copy under i18n/ru, a React page
// an entry in translatedReactPages (its strings are checked by interfaceTranslations.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatedReactPages } from '@site/src/data/translatedPages';

const siteDir = path.resolve(__dirname, '../..');
const pagesDir = path.join(siteDir, 'src/pages');

/** Page files of src/pages: folders and files starting with "_" are not routes. */
function pageFiles(folder = ''): string[] {
  return fs.readdirSync(path.join(pagesDir, folder), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('_')) return [];
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return pageFiles(relative);
    return /\.(mdx?|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [relative] : [];
  });
}

function routeOf(file: string): string {
  const withoutExtension = file.replace(/\.(mdx?|tsx)$/, '');
  const route = `/${withoutExtension.replace(/(^|\/)index$/, '')}`;
  return route.endsWith('/') ? route : `${route}/`;
}

describe('pages in Russian', () => {
  const files = pageFiles();

  it('finds the pages of the site', () => {
    expect(files.length).toBeGreaterThanOrEqual(42);
  });

  it('every page route has a Russian version', () => {
    const missing = files.filter((file) =>
      file.endsWith('.tsx')
        ? !translatedReactPages.ru?.includes(routeOf(file))
        : !fs.existsSync(path.join(siteDir, 'i18n/ru/docusaurus-plugin-content-pages', file)),
    );
    expect(
      missing,
      'these pages have no Russian version: copy an MDX page to i18n/ru/docusaurus-plugin-content-pages/ and translate it; put a React page whose strings are all in i18n/ru/code.json in translatedReactPages (src/data/translatedPages.ts)',
    ).toEqual([]);
  });

  it('lists no React page that does not exist', () => {
    const routes = new Set(files.filter((file) => file.endsWith('.tsx')).map(routeOf));
    expect((translatedReactPages.ru ?? []).filter((route) => !routes.has(route))).toEqual([]);
  });
});
