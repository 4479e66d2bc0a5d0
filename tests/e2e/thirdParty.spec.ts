import { test, expect, waitForHydration } from './fixtures';

// With no analytics ids configured (the default build), a visit must not
// contact any other host. The star count is the one feature that may ask
// GitHub, at most once a day; a fresh cache is seeded so it is not due.
const pages = ['/', '/docs/', '/blog', '/consulting', '/no/such/page'];

test('with no analytics ids there is no consent banner and no request off localhost', async ({
  page,
  offsiteRequests,
}) => {
  await page.goto('/docs/');
  await page.evaluate(() =>
    localStorage.setItem(
      'postgresai.github-stars',
      JSON.stringify({ repo: 'postgres-ai/database-lab-engine', count: 10, checkedAt: Date.now() }),
    ),
  );
  for (const path of pages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.mouse.wheel(0, 5000);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  }
  expect(offsiteRequests).toEqual([]);
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
  expect(scripts.filter((src) => src && /googletagmanager|facebook/.test(src))).toEqual([]);
});
