import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { axeSource, axeViolations } from './axe';

// The DBLab API reference as a reader uses it: an operation's anchor opens its section of
// the tag page, the curl request has a copy button, and the page passes axe in both
// colour modes.
const clones = '/docs/reference-guides/dblab-api/clones';
/** One line per violated rule: the rule, what it means and where. */
async function violationLines(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const mode of ['dark', 'light'] as const) {
  test(`the clones API page passes axe in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.addInitScript({ path: axeSource });
    await page.goto(clones);
    // A long page of code blocks: wait as long as the test may run, not the short default.
    await waitForHydration(page, { timeout: 0 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.getByRole('heading', { level: 1, name: 'DBLab Engine API: clones' })).toBeVisible();
    expect(await violationLines(page), 'Fix the markup that scripts/dblabApi/render.ts writes.').toEqual([]);
  });
}

test('an operation anchor opens its section, the sidebar marks the tag page and the curl request copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${clones}#resetClone`);
  // A long page of code blocks: wait as long as the test may run, not the short default.
  await waitForHydration(page, { timeout: 0 });
  const heading = page.getByRole('heading', { level: 2, name: /Reset a clone/ });
  await expect(heading).toHaveAttribute('id', 'resetClone');
  await expect(heading).toBeInViewport();
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Clones', exact: true })).toHaveAttribute('aria-current', 'page');
  const curl = page.locator('pre', { hasText: "curl --request POST 'http://localhost:2345/clone/ci-run-4812/reset'" });
  await curl.hover();
  await curl.locator('..').getByRole('button', { name: /copy/i }).first().click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("curl --request POST 'http://localhost:2345/clone/ci-run-4812/reset'");
});
