import { test, expect, waitForHydration } from './fixtures';
import type { Page, Route } from '@playwright/test';

/** Lets JS chunks through until `block()` is called; afterwards each chunk request goes to `onBlocked`. */
async function controlChunks(page: Page, onBlocked: (route: Route) => Promise<void>) {
  let blocking = false;
  const blocked: string[] = [];
  await page.route('**/assets/js/*.js', async (route) => {
    if (!blocking) return route.continue();
    blocked.push(route.request().url());
    return onBlocked(route);
  });
  return {
    block: () => {
      blocking = true;
    },
    unblock: () => {
      blocking = false;
    },
    blocked,
  };
}

function clientNavigate(page: Page, path: string) {
  return page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a lazily loaded part whose chunk fails shows an error with "Try again" in place, not a broken page', async ({
  page,
}) => {
  // Only the chunk with Mermaid's own code fails; the route's chunks load.
  let failMermaid = true;
  let failures = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (failMermaid && body.includes('mermaidAPI')) {
      failures += 1;
      return route.abort('failed');
    }
    return route.fulfill({ response, body });
  });
  await page.goto('/blog');
  await waitForHydration(page);
  // The getting-started page draws a Mermaid diagram.
  await clientNavigate(page, '/docs/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started with PostgresAI');
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible({ timeout: 15_000 });
  expect(failures).toBeGreaterThan(0);

  // The rest of the page stays usable around the failed part.
  await expect(page.locator('.table-of-contents a').first()).toBeVisible();

  // Docusaurus keeps the failed Mermaid import for the life of the page, so
  // recovery needs a fresh load once the chunk is reachable again.
  failMermaid = false;
  await page.reload();
  await expect(page.locator('.docusaurus-mermaid-container svg')).toBeVisible({ timeout: 15_000 });
  await expect(tryAgain).toBeHidden();
});

test('when a route chunk cannot load during navigation, the page is loaded in full instead of going blank', async ({
  page,
}) => {
  const chunks = await controlChunks(page, (route) => route.abort('failed'));
  await page.goto('/docs/');
  await waitForHydration(page);
  chunks.block();
  await clientNavigate(page, '/consulting');
  await expect(page).toHaveURL(/\/consulting$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PostgreSQL consulting', { timeout: 15_000 });
  expect(chunks.blocked.length).toBeGreaterThan(0);
  // The server-rendered page stays readable and its links keep working.
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a slow navigation shows the route progress bar, which goes away when the page is ready', async ({ page }) => {
  const chunks = await controlChunks(page, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.goto('/docs/');
  await waitForHydration(page);
  chunks.block();
  await clientNavigate(page, '/consulting');
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PostgreSQL consulting');
  await expect(bar).toHaveCount(0);
});
