import { test, expect, waitForHydration } from './fixtures';
import { readRouteContract } from '../support/routeContract';

const rulePages = readRouteContract()
  .filter((row) => row.route.startsWith('/rules/') && row.route !== '/rules/' && row.route !== '/rules/rules-pages')
  .map((row) => row.route);

test('the rules index links to every rule page', async ({ page }) => {
  await page.goto('/rules/');
  await waitForHydration(page);
  for (const route of rulePages) {
    await expect(page.locator(`main a[href="${route}"]`).first()).toBeVisible();
  }
});

test('a rule page offers its Markdown: view raw and copy to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/rules/sql-style');
  await waitForHydration(page);
  const view = page.getByRole('link', { name: 'View raw' });
  await expect(view).toHaveAttribute('href', '/rules/sql-style.md');
  const raw = await (await page.request.get('/rules/sql-style.md')).text();
  expect(raw).toMatch(/^# /);
  expect(raw).not.toMatch(/^---/);
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(raw);
});

test('copying reports a failure when the source cannot be fetched', async ({ page }) => {
  await page.goto('/rules/db-design');
  await waitForHydration(page);
  await page.route('**/rules/db-design.md', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Could not copy' })).toBeVisible();
});

test('the old /rules/rules-pages address forwards to the index', async ({ page }) => {
  await page.goto('/rules/rules-pages');
  await expect(page).toHaveURL(/\/rules\/$/);
});
