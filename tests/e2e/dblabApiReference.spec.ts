import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { axeSource, axeViolations } from './axe';

// The DBLab API reference as a reader uses it: an operation has its own page, with its
// method and path under the title, a curl request with a copy button and its tag open in
// the sidebar; an old anchor of a tag page (clones#resetClone) lands on the row that
// links that page; the pages pass axe in both colour modes.
const reference = '/docs/reference-guides/dblab-api';
const clones = `${reference}/clones`;
const resetClone = `${reference}/clones/reset-clone`;
/** One line per violated rule: the rule, what it means and where. */
async function violationLines(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const mode of ['dark', 'light'] as const) {
  for (const [name, route, title] of [
    ['the reset-clone operation page', resetClone, 'Reset a clone'],
    ['the clones landing page', clones, 'DBLab Engine API: clones'],
  ] as const) {
    test(`${name} passes axe in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.addInitScript({ path: axeSource });
      await page.goto(route);
      // A page of code blocks: wait as long as the test may run, not the short default.
      await waitForHydration(page, { timeout: 0 });
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await violationLines(page), 'Fix the markup that scripts/dblabApi/render.ts writes.').toEqual([]);
    });
  }
}

test('an operation page shows method and path under its title, opens its tag in the sidebar and copies curl', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(resetClone);
  await waitForHydration(page, { timeout: 0 });
  const article = page.locator('main article');
  await expect(article.getByRole('heading', { level: 1, name: 'Reset a clone' })).toBeVisible();
  await expect(article.locator('p').first(), 'the method and path come right under the title').toContainText(
    'POST /clone/{id}/reset',
  );
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Reset a clone', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The tag's category is open, with its other operations beside this one.
  await expect(sidebar.getByRole('link', { name: 'Create a clone', exact: true })).toBeVisible();
  const curl = page.locator('pre', { hasText: "curl --request POST 'http://localhost:2345/clone/ci-run-4812/reset'" });
  await curl.hover();
  await curl.locator('..').getByRole('button', { name: /copy/i }).first().click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("curl --request POST 'http://localhost:2345/clone/ci-run-4812/reset'");
});

test('an old anchor of a tag page lands on the row that links the operation page', async ({ page }) => {
  await page.goto(`${clones}#resetClone`);
  await waitForHydration(page, { timeout: 0 });
  const row = page.locator('main article tr', { has: page.locator('[id="resetClone"]') });
  await expect(row, 'clones#resetClone must mark the row of Reset a clone (renderTagPage)').toBeInViewport();
  await row.getByRole('link', { name: 'Reset a clone' }).click();
  await expect(page).toHaveURL(new RegExp(`${resetClone}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset a clone' })).toBeVisible();
});
