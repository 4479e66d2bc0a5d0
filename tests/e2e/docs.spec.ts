import { test, expect, waitForHydration } from './fixtures';
import { expectMarkdownSourceActions } from './markdownSource';

const sidebar = (page: import('@playwright/test').Page) => page.locator('.theme-doc-sidebar-menu');

test('the docs sidebar shows the structure with categories collapsed at start', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  for (const label of ['Overview', 'Tutorials', 'DBLab', 'Monitoring', 'DBLab how-tos', 'Reference guides']) {
    await expect(sidebar(page).getByText(label, { exact: true }).first()).toBeVisible();
  }
  // Only the category of the current page is open.
  await expect(sidebar(page).getByRole('link', { name: 'Create a clone', exact: false })).toHaveCount(0);
  await expect(sidebar(page).locator('a[href="/docs/reference-guides/dblab-client-cli-reference"]')).toBeHidden();
  await sidebar(page)
    .getByRole('button', { name: /Reference guides/ })
    .first()
    .click();
  await expect(sidebar(page).locator('a[href="/docs/reference-guides/dblab-client-cli-reference"]')).toBeVisible();
});

test('a deep link opens its category in the sidebar and marks the page', async ({ page }) => {
  await page.goto('/docs/dblab-howtos/cloning/create-clone');
  await waitForHydration(page);
  const current = sidebar(page).locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/docs/dblab-howtos/cloning/create-clone');
  await expect(current).toBeVisible();
  await expect(sidebar(page).locator('a[href="/docs/dblab-howtos/cloning/reset-clone"]')).toBeVisible();
  await expect(sidebar(page).locator('a[href="/docs/tutorials/joe-setup"]')).toBeHidden();
});

test('pages left out of the sidebar stay reachable', async ({ page }) => {
  for (const route of [
    '/docs/all-features',
    '/docs/database-lab/timing-estimator',
    '/docs/dblab-howtos/administration/data/rsync',
  ]) {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(sidebar(page).locator(`a[href="${route}"]`)).toHaveCount(0);
  }
});

test('copy as Markdown puts the page source on the clipboard; the raw URL serves text', async ({ page, context }) => {
  await page.goto('/docs/reference-guides/dblab-client-cli-reference');
  await waitForHydration(page);
  const raw = await expectMarkdownSourceActions(
    page,
    context,
    '/raw/docs/reference-guides/dblab-client-cli-reference.md',
  );
  expect(raw).toContain('dblab clone create');
});

test('robots.txt keeps the raw copies out of search engines', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /raw/');
  expect(robots).toContain('Sitemap: https://postgres.ai/sitemap.xml');
});

test('old documentation addresses forward to the new pages', async ({ page }) => {
  await page.goto('/docs/how-to-guides/cloning/create-clone');
  await expect(page).toHaveURL(/\/docs\/dblab-howtos\/cloning\/create-clone$/);
  await page.goto('/docs/database-lab/cli-reference');
  await expect(page).toHaveURL(/\/docs\/reference-guides\/dblab-client-cli-reference$/);
});

test('the Docs menu leads to the main entry points', async ({ page }) => {
  await page.goto('/');
  const navbar = page.locator('nav.navbar');
  await navbar.getByText('Docs', { exact: true }).hover();
  const entries: [string, string][] = [
    ['Documentation home', '/docs/'],
    ['DBLab for Amazon RDS', '/docs/tutorials/database-lab-tutorial-amazon-rds'],
    ['DBLab how-tos', '/docs/dblab-howtos'],
    ['Questions & answers', '/docs/questions-and-answers'],
  ];
  for (const [name, href] of entries) {
    await expect(navbar.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});
