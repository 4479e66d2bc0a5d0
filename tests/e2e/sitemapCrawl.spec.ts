import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration, failedRequestText } from './fixtures';
import { recordThirdPartyRequests } from './thirdPartyRequests';

// Every URL of the production sitemap must load without console errors or
// failed requests, and carry one h1, a title and a meta description. URLs are
// visited in batches, one browser page per batch, to keep the crawl fast.
const sitemap = fs.readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
const batchSize = 20;
const batches = Array.from({ length: Math.ceil(paths.length / batchSize) }, (_, index) =>
  paths.slice(index * batchSize, (index + 1) * batchSize),
);

test('the sitemap lists the site', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/docs/');
  expect(paths.length).toBeGreaterThan(5);
});

for (const batch of batches) {
  test(`crawl ${batch[0]} … ${batch[batch.length - 1]} (${batch.length} pages)`, async ({ page }) => {
    test.setTimeout(batch.length * 8_000);
    // Pages that read the public API (price table) get an empty answer, as from a
    // reachable API with no rows; their own tests cover live data and failures.
    await page.route('https://postgres.ai/api/general/**', (route) => route.fulfill({ status: 200, json: [] }));
    let current = '';
    const problems: string[] = [];
    recordThirdPartyRequests(page, () => current, problems);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      // Off-site requests are aborted by the test guard (checked elsewhere), and
      // moving on to the next URL cancels the previous page's prefetches.
      const cancelled = request.failure()?.errorText === 'net::ERR_ABORTED';
      if (new URL(request.url()).hostname === '127.0.0.1' && !cancelled) {
        problems.push(`${current}: ${failedRequestText(request)}`);
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && new URL(response.url()).hostname === '127.0.0.1') {
        problems.push(`${current}: ${response.status()} ${response.url()}`);
      }
    });
    for (const pathname of batch) {
      current = pathname;
      const response = await page.goto(pathname, { waitUntil: 'load' });
      if (response?.status() !== 200) problems.push(`${pathname}: status ${response?.status()}`);
      await waitForHydration(page);
      // Let lazily loaded parts (diagrams, prefetches) settle.
      await page.waitForTimeout(150);
      const h1Count = await page.locator('h1').count();
      if (h1Count !== 1) problems.push(`${pathname}: ${h1Count} h1 elements`);
      if ((await page.title()).trim() === '') problems.push(`${pathname}: empty <title>`);
      const description = await page.evaluate(
        () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      );
      if (description.trim().length <= 20) problems.push(`${pathname}: meta description missing or too short`);
    }
    expect(problems).toEqual([]);
  });
}
