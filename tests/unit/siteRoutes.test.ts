// The site's pages in every locale, read from the sources without a build (scripts/contentChecks/siteRoutes.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docIdOf, docRoute, knownSiteRoutes, localeSite, normalizeRoute } from '../../scripts/contentChecks/siteRoutes';
import { redirects } from '@site/src/data/redirects';
import { builtPageName } from '../support/buildOutput';

const root = path.resolve(__dirname, '../fixtures/content-checks/site');
const ru = 'i18n/ru/docusaurus-plugin-content-docs/current';

describe('the pages of a locale, without a build', () => {
  it('are made from the translated copy when there is one, under the locale prefix', () => {
    const russian = localeSite(root, 'ru');
    expect(russian.pagesByFile.get(`${ru}/guide.md`)?.route).toBe('/ru/docs/guide');
    expect(russian.pagesByFile.get('docs/setup/clone.md')?.route).toBe('/ru/docs/setup/clone');
    expect(russian.pagesByFile.has('docs/guide.md'), 'the English guide is replaced by its translation').toBe(false);
    expect(russian.routes).toContain('/ru/blog/tags/launch-week');
  });

  it('include the pages the plugins make from data, so the announcement may link to any of them', () => {
    const routes = knownSiteRoutes(root);
    for (const route of [
      '/docs/tags/beginner',
      '/blog/tags/launch-week',
      '/docs/setup/all',
      '/search',
      '/blog/archive',
    ]) {
      expect(routes.has(route), `${route} is a page of the fixture site`).toBe(true);
    }
  });

  it('include the further pages of the blog list and of each tag, 10 posts a page', () => {
    const site = path.resolve(__dirname, '../..');
    const routes = knownSiteRoutes(site);
    const contract = fs.readFileSync(path.join(site, 'tests/contract/routes.tsv'), 'utf8');
    const listPages = [...contract.matchAll(/^(\/blog\/\S*\/page\/\d+)\t/gm)].map((match) => match[1]!);
    expect(
      listPages.length,
      'tests/contract/routes.tsv should list pages 2 and later of the blog lists',
    ).toBeGreaterThan(5);
    const missing = listPages.filter((route) => !routes.has(route));
    expect(missing, 'these list pages of the route contract are not computed from the posts').toEqual([]);
  });

  it("leave out old addresses: a redirect is a static page, and the build's link check rejects a link to it", () => {
    const routes = knownSiteRoutes(path.resolve(__dirname, '../..'));
    const accepted = redirects.filter(({ from }) => routes.has(normalizeRoute(from))).map(({ from }) => from);
    expect(accepted, 'these redirected addresses count as pages').toEqual([]);
  });
});

describe('a doc', () => {
  it("is a folder's address when it is the folder's index, whatever its id", () => {
    expect(docRoute('/docs', 'guides/index.md', { id: 'overview' })).toBe('/docs/guides/');
    expect(docRoute('/docs', 'guides/setup.md', { id: 'install' })).toBe('/docs/guides/install');
  });

  it('has the id sidebars name: its folder, then its front matter id or file name, without number prefixes', () => {
    expect(docIdOf('01-guides/02-setup.md', {})).toBe('guides/setup');
    expect(docIdOf('guides/index.md', { id: 'overview' })).toBe('guides/overview');
    expect(localeSite(root, 'ru').pagesByFile.get(`${ru}/setup/index.md`)?.docId).toBe('setup/obzor');
  });
});

describe('a built page, as a failing build-output test names it', () => {
  it('comes with the file it is made from, in its locale', () => {
    expect(builtPageName('docs/guide/index.html', root)).toBe('docs/guide/index.html (from docs/guide.md)');
    expect(builtPageName('ru/docs/guide/index.html', root)).toBe(`ru/docs/guide/index.html (from ${ru}/guide.md)`);
    expect(
      builtPageName('ru/docs/setup/clone/index.html', root),
      'an untranslated page comes from the English file',
    ).toBe('ru/docs/setup/clone/index.html (from docs/setup/clone.md)');
    expect(builtPageName('blog/tags/index.html', root), 'a page made from data has no file to name').toBe(
      'blog/tags/index.html',
    );
  });
});
