import { test, expect, waitForHydration } from './fixtures';
import { readRouteContract } from '../support/routeContract';
import { expectMarkdownSourceActions } from './markdownSource';

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
  await page.goto('/rules/sql-style');
  await waitForHydration(page);
  await expectMarkdownSourceActions(page, context, '/rules/sql-style.md');
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
