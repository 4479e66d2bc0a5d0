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
  // The route's chunks are held until the bar has been seen, like a slow network.
  const held: Route[] = [];
  const chunks = await controlChunks(page, async (route) => {
    held.push(route);
  });
  await page.goto('/docs/');
  await waitForHydration(page);
  chunks.block();
  await clientNavigate(page, '/consulting');
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  chunks.unblock();
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PostgreSQL consulting');
  await expect(bar).toHaveCount(0);
});

test('while the scripts load after the first paint, the page reads normally and warns of nothing', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Hold the main bundle back, as a slow connection would.
  await page.route('**/assets/js/main.*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/did not load properly|base URL/i)).toHaveCount(0);
  release();
  await waitForHydration(page);
  await expect(page.getByText(/did not load properly|base URL/i)).toHaveCount(0);
});
