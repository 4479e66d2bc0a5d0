import { test, expect, waitForHydration } from '../fixtures';

// This build has ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME set, so the
// stock DocSearch theme talks to Algolia. Its requests are answered here.
const hit = {
  objectID: 'docs-vacuum-1',
  url: 'https://postgres.ai/docs/',
  url_without_anchor: 'https://postgres.ai/docs/',
  anchor: null,
  type: 'lvl1',
  content: null,
  hierarchy: {
    lvl0: 'Documentation',
    lvl1: 'Hosted answer about vacuum',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: { value: 'Documentation', matchLevel: 'none', matchedWords: [] },
      lvl1: { value: 'Hosted answer about <mark>vacuum</mark>', matchLevel: 'full', matchedWords: ['vacuum'] },
    },
  },
  _snippetResult: {},
};

test('with Algolia configured, the dialog queries Algolia with the contextual filters, not the local index', async ({
  page,
}) => {
  const bodies: Array<{ requests: Array<{ indexName: string; query: string; facetFilters?: unknown }> }> = [];
  const localIndexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) localIndexRequests.push(request.url());
  });
  await page.route(/algolia(net)?\.(net|com)\//, async (route) => {
    const body = route.request().postDataJSON() as (typeof bodies)[number];
    bodies.push(body);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      json: {
        results: body.requests.map((request) => ({
          hits: [hit],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          query: request.query,
          params: '',
          processingTimeMS: 1,
          exhaustiveNbHits: true,
          index: request.indexName,
        })),
      },
    });
  });
  await page.goto('/docs/');
  await waitForHydration(page);
  await expect(page.locator('link[rel="preconnect"][href="https://TESTAPPID-dsn.algolia.net"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('.DocSearch-Input').fill('vacuum');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Hosted answer about vacuum');
  const last = bodies[bodies.length - 1]!.requests[0]!;
  expect(last.indexName).toBe('postgres-ai-test');
  expect(JSON.stringify(last.facetFilters)).toContain('docusaurus_tag:docs-default-current');
  expect(localIndexRequests).toEqual([]);
});

test('with Algolia configured, a page carries the site’s search button and no dialog code until it is used', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await expect(
    button,
    'the shared search button (src/components/DocSearch) should stand in for DocSearch’s',
  ).toHaveAttribute('aria-keyshortcuts', 'Control+K');
  const withDialog: string[] = [];
  for (const url of scripts) {
    if ((await (await page.request.get(url)).text()).includes('DocSearch-Modal')) withDialog.push(url);
  }
  expect(
    withDialog,
    'DocSearch’s dialog code loaded before the search was used: check the aliases of src/plugins/docsearch-algolia',
  ).toEqual([]);
});
