// The how-to library: the contract's articles exist; the writing rules themselves run in docsContent.test.ts.
import { describe, expect, it } from 'vitest';
import { difficulties } from '@site/src/data/contentRules';
import { readDocPages, readDocsTags } from '../support/docPages';
import { readRouteContract } from '../support/routeContract';

const tags = readDocsTags();
const articleRoutes = new Set(
  readDocPages('postgres-howtos')
    .filter((page) => !page.file.endsWith('/index.md'))
    .map((page) => page.route),
);
const contractArticles = readRouteContract()
  .filter((row) => row.kind === 'doc' && row.route.startsWith('/docs/postgres-howtos/') && !row.route.endsWith('/'))
  .map((row) => row.route);

describe('how-to library', () => {
  // The contract is a floor: new articles need no row in it.
  it('keeps an article for every how-to route of the route contract', () => {
    const missing = contractArticles.filter((route) => !articleRoutes.has(route));
    if (missing.length > 0) {
      throw new Error(
        `${missing.length} how-to addresses of the route contract have no article file: ${missing.join(', ')}. ` +
          'Restore the file (docs/postgres-howtos/<group>/<sub-group>/<slug>.md) or add a redirect in src/data/redirects.ts.',
      );
    }
    expect(contractArticles.length, 'tests/contract/routes.tsv should list the how-to articles').toBeGreaterThan(50);
  });

  it('uses a tag vocabulary of about 200 tags including the three difficulties', () => {
    expect(
      Object.keys(tags).length,
      `docs/tags.yml has ${Object.keys(tags).length} tags; the how-tos use about 200, so tags were lost: restore them`,
    ).toBeGreaterThanOrEqual(150);
    for (const difficulty of difficulties) {
      expect(
        tags[difficulty],
        `docs/tags.yml has no "${difficulty}" tag; how-tos start their tags with it: add it back`,
      ).toBeDefined();
    }
  });
});
