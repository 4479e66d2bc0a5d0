import { test, expect, waitForHydration } from '../fixtures';

// This build has a tag manager id and a pixel id configured.
const isAnalytics = (url: string) => /googletagmanager\.com|connect\.facebook\.net/.test(url);

test('analytics wait for consent: nothing loads until the visitor accepts', async ({ page, offsiteRequests }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await page.goto('/docs/', { waitUntil: 'networkidle' });
  expect(offsiteRequests.filter((r) => isAnalytics(r.url))).toEqual([]);

  await banner.getByRole('button', { name: 'Accept analytics' }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(() =>
      offsiteRequests
        .filter((r) => isAnalytics(r.url))
        .map((r) => new URL(r.url).hostname)
        .sort(),
    )
    .toEqual(['connect.facebook.net', 'www.googletagmanager.com']);
  expect(offsiteRequests.find((r) => r.url.includes('googletagmanager'))?.url).toContain('id=GTM-TEST123');

  // The choice is remembered: no banner, scripts load on the next visit.
  // The scripts are added after hydration, which on a busy machine can come after the network
  // has gone quiet: wait for the page to hydrate, then for both requests.
  const before = offsiteRequests.length;
  await page.reload();
  await waitForHydration(page);
  await expect(banner).toHaveCount(0);
  await expect
    .poll(
      () => offsiteRequests.slice(before).filter((r) => isAnalytics(r.url)).length,
      'a visitor who accepted should get both analytics scripts again on the next visit',
    )
    .toBe(2);
});

test('declining keeps every analytics script away, also on later visits', async ({ page, offsiteRequests }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  await page.reload({ waitUntil: 'networkidle' });
  await page.goto('/blog', { waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(offsiteRequests.filter((r) => isAnalytics(r.url))).toEqual([]);
});

test('with storage blocked, the banner can still be answered and nothing breaks', async ({ page, consoleProblems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  await page.locator('nav.navbar').getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleProblems.filter((problem) => problem.startsWith('uncaught'))).toEqual([]);
});
