import type { Page, Route } from '@playwright/test';
import { test, expect, waitForHydration } from '../fixtures';

// This build has TYPESENSE_HOST, TYPESENSE_SEARCH_API_KEY and
// TYPESENSE_COLLECTION_NAME set, so the dialog and the search page query
// Typesense. Its multi-search requests are answered here in Typesense's own
// response format (nested `highlight` objects, 1-based pages, `found`).
const start = '\uE000';
const end = '\uE001';

type Search = Record<string, string | number | undefined> & { collection: string; q: string };
type Received = { url: string; searches: Search[] };

const documents = [
  {
    id: '/docs/#0',
    url: '/docs/',
    type: 'lvl1',
    hierarchy: { lvl0: 'Documentation', lvl1: 'Vacuum served by Typesense' },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    item_priority: 60,
  },
  {
    id: '/docs/#1',
    url: '/docs/#hostile',
    type: 'content',
    hierarchy: { lvl0: 'Documentation', lvl1: 'Vacuum served by Typesense', lvl2: 'Escaping' },
    content: 'Run vacuum <img src=x onerror="window.__typesenseXss=1"> after bulk deletes.',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    item_priority: 0,
  },
];

/** A Typesense search answer to `search`, with `found` matches in all and these hits. */
function searchAnswer(search: Search, found: number, hits: unknown[]) {
  return {
    facet_counts: [],
    found,
    out_of: 15932,
    page: Number(search['page'] ?? 1),
    request_params: { collection_name: search.collection, per_page: Number(search['per_page'] ?? 10), q: search.q },
    search_cutoff: false,
    search_time_ms: 2,
    hits,
  };
}

function answer(search: Search) {
  const word = String(search.q).split(/\s+/)[0] ?? '';
  const mark = (text: string) => text.replace(new RegExp(word.replace(/\W/g, ''), 'i'), (m) => `${start}${m}${end}`);
  return searchAnswer(
    search,
    37,
    documents.map((document) => ({
      document,
      highlight:
        document.type === 'lvl1'
          ? { hierarchy: { lvl1: { matched_tokens: [word], snippet: mark(document.hierarchy.lvl1) } } }
          : { content: { matched_tokens: [word], snippet: mark(document.content ?? '') } },
      highlights: [],
      text_match: 1060320051,
    })),
  );
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': '*',
};

async function serveTypesense(
  page: Page,
  options: { fail?: () => boolean; answer?: (search: Search) => unknown } = {},
): Promise<Received[]> {
  const received: Received[] = [];
  await page.route(/typesense\.example\.org/, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (options.fail?.()) return route.abort('connectionrefused');
    const body = request.postDataJSON() as { searches: Search[] };
    received.push({ url: request.url(), searches: body.searches });
    return route.fulfill({
      status: 200,
      headers: cors,
      contentType: 'application/json',
      json: { results: body.searches.map(options.answer ?? answer) },
    });
  });
  return received;
}

function watchLocalIndex(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) requests.push(request.url());
  });
  return requests;
}

test('the dialog queries the Typesense collection with the contextual filters and shows its hits', async ({ page }) => {
  const received = await serveTypesense(page);
  const localIndex = watchLocalIndex(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  await expect(page.locator('link[rel="preconnect"][href="https://typesense.example.org:443"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('.DocSearch-Input').fill('vacuum');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Vacuum served by Typesense');
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/vacuum/i);
  await expect(page.getByRole('link', { name: 'See all 37 results' })).toBeVisible();

  const last = received[received.length - 1]!;
  expect(last.url).toMatch(/^https:\/\/typesense\.example\.org(:443)?\/multi_search\?/);
  expect(last.url).toContain('x-typesense-api-key=test-search-only-key');
  const search = last.searches[0]!;
  // The dialog's 20 hits, fetched as the first three pages' window that the client reorders.
  expect(search).toMatchObject({ collection: 'postgres-ai-test', q: 'vacuum', per_page: 60 });
  expect(String(search['query_by'])).toContain('hierarchy.lvl1');
  expect(String(search['filter_by'])).toContain('language:=');
  expect(String(search['filter_by'])).toContain('docs-default-current');
  expect(localIndex).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
});

test('text from the search service is shown as text, never run as markup', async ({ page }) => {
  await serveTypesense(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('.DocSearch-Input').fill('vacuum');
  const hit = page.locator('.DocSearch-Hit', { hasText: 'after bulk deletes' });
  await expect(hit).toContainText('<img src=x onerror=');
  await expect(hit.locator('mark')).toHaveText(/vacuum/i);
  expect(await page.locator('.DocSearch-Modal img').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __typesenseXss?: number }).__typesenseXss)).toBeUndefined();
});

test('an unreachable server shows the error screen, and the next query tries again', async ({ page }) => {
  let down = true;
  await serveTypesense(page, { fail: () => down });
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('.DocSearch-Input').fill('vacuum');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  down = false;
  await page.locator('.DocSearch-Input').fill('vacuu');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Vacuum served by Typesense');
});

test('the search page lists Typesense results with the true count and keeps the query in the URL', async ({ page }) => {
  const received = await serveTypesense(page);
  await page.goto('/search?q=vacuum');
  await expect(page.getByRole('status')).toHaveText('37 results for "vacuum"');
  await expect(page.getByRole('link', { name: /Vacuum served by Typesense/ }).first()).toBeVisible();
  expect(received[0]!.searches[0]).toMatchObject({ collection: 'postgres-ai-test', q: 'vacuum', page: 1 });
  expect(page.url()).toContain('q=vacuum');
});

test('the search page puts documentation above a post that the server ranked first for the same match', async ({
  page,
}) => {
  // Both titles match the word in the same field; the server's order prefers the post.
  const titled = (id: string, title: string, rank: number, score: string) => ({
    document: {
      id,
      url: id,
      type: 'lvl1',
      hierarchy: { lvl0: rank === 100 ? 'Documentation' : 'Blog', lvl1: title },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      item_priority: 60,
      page_rank: rank,
    },
    highlight: {
      hierarchy: {
        lvl1: { matched_tokens: ['Checkpoint'], snippet: `${start}Checkpoint${end}${title.slice(10)}` },
      },
    },
    highlights: [],
    text_match: Number(score),
    text_match_info: {
      best_field_score: '1108091339008',
      best_field_weight: 10,
      fields_matched: 1,
      num_tokens_dropped: 0,
      score,
      tokens_matched: 1,
      typo_prefix_score: 0,
    },
  });
  await serveTypesense(page, {
    answer: (search) =>
      searchAnswer(search, 2, [
        titled('/blog/2019/checkpoints', 'Checkpoint notes from 2019', 60, '578730123365711872'),
        titled('/docs/checkpoints', 'Checkpoint tuning', 100, '578730123365187584'),
      ]),
  });
  await page.goto('/search?q=checkpoint');
  await expect(page.getByRole('status')).toHaveText('2 results for "checkpoint"');
  await expect(page.locator('main h2 a')).toHaveText(['Checkpoint tuning', 'Checkpoint notes from 2019']);
});
