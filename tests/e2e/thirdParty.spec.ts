import { test, expect, waitForHydration } from './fixtures';
import { recordThirdPartyRequests } from './thirdPartyRequests';
import { siteEnvDefaults } from '../../src/config/siteEnv';

// With no analytics ids configured (the default build), a visit must not
// contact any other host.
const pages = ['/', '/docs/', '/blog', '/consulting', '/no/such/page'];

test('with no analytics ids there is no consent banner and no request off localhost', async ({
  page,
  offsiteRequests,
}) => {
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

test('the crawl’s consent check names pages that contact another origin', async ({ page }) => {
  const problems: string[] = [];
  let current = '/docs/';
  recordThirdPartyRequests(page, () => current, problems);
  await page.goto(current);
  const request = (url: string) =>
    page.evaluate(
      (target) =>
        fetch(target).then(
          () => 0,
          () => 0,
        ),
      url,
    );
  await request('https://example.org/pixel.gif');
  await request(`${siteEnvDefaults.apiUrlPrefix}/prices`);
  current = '/pricing/table/';
  await request(`${siteEnvDefaults.apiUrlPrefix}/prices`);
  await expect
    .poll(() => problems)
    .toEqual([
      expect.stringMatching(/^\/docs\/: fetch request to https:\/\/example\.org\/pixel\.gif/),
      expect.stringMatching(/^\/docs\/: fetch request to https:\/\/postgres\.ai\/api\/general\/prices/),
    ]);
});
