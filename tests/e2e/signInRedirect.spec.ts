import type { Route } from '@playwright/test';
import { test, expect, isLocal } from './fixtures';
import { siteEnvDefaults } from '../../src/config/siteEnv';

const signInUrl = siteEnvDefaults.signInUrl;
const consolePage = (route: Route) =>
  route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Console</title><h1>Console</h1>' });

for (const path of ['/console', '/signin']) {
  test(`${path} sends the visitor to the Console`, async ({ page }) => {
    await page.route('https://console.postgres.ai/**', consolePage);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page).toHaveURL(signInUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Console');
  });

  test(`${path} without JavaScript shows a link and refreshes to the Console`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      await context.route(
        (url) => !isLocal(url.toString()),
        (route) => route.abort('blockedbyclient'),
      );
      const page = await context.newPage();
      // First the Console does not answer: the refresh is cancelled and the page stays, so it can be checked.
      let consoleUp = false;
      let refreshes = 0;
      await page.route('https://console.postgres.ai/**', (route) => {
        refreshes += 1;
        return consoleUp ? consolePage(route) : route.abort('aborted');
      });
      const response = await page.goto(path, { waitUntil: 'commit' });
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(new RegExp(`<meta[^>]+http-equiv="?refresh"?[^>]+content="0; url=${signInUrl}"`));
      await expect.poll(() => refreshes).toBe(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const link = page.getByRole('link', { name: 'Continue to the PostgresAI Console' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', signInUrl);

      // With the Console reachable, the meta refresh alone gets the visitor there.
      consoleUp = true;
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page).toHaveURL(signInUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Console');
    } finally {
      await context.close();
    }
  });
}
