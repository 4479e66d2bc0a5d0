// The site's pages in every locale, read from the sources without a build (scripts/contentChecks/siteRoutes.ts).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { knownSiteRoutes, localeSite } from '../../scripts/contentChecks/siteRoutes';

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
    const routes = knownSiteRoutes(path.resolve(__dirname, '../..'));
    for (const route of ['/docs/tags/beginner', '/blog/page/2', '/docs/postgres-howtos/miscellaneous', '/search']) {
      expect(routes.has(route), `${route} is a page of the site`).toBe(true);
    }
    // An old address is a redirect page, not a route: the build's link check rejects a link to it.
    expect(routes.has('/bot/signupform/signupform')).toBe(false);
  });
});
