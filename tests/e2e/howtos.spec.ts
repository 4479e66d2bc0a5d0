import { test, expect, waitForHydration } from './fixtures';

const article = '/docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers';

test('the library root introduces every category and links to it', async ({ page }) => {
  await page.goto('/docs/postgres-howtos/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PostgreSQL how-to guides');
  for (const group of [
    'performance-optimization',
    'database-administration',
    'monitoring-troubleshooting',
    'schema-design',
    'development-tools',
    'advanced-topics',
    'miscellaneous',
  ]) {
    await expect(page.locator(`main a[href="/docs/postgres-howtos/${group}/"]`).first()).toBeVisible();
  }
});

test('a category page lists its sub-groups and a sub-group page its articles, one line each', async ({ page }) => {
  await page.goto('/docs/postgres-howtos/performance-optimization/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Performance and optimization');
  await page.locator('main a[href="/docs/postgres-howtos/performance-optimization/query-tuning/"]').first().click();
  await expect(page).toHaveURL(/\/query-tuning\/$/);
  const card = page.locator(`main a.card[href="${article}"]`);
  await expect(card).toBeVisible();
  await expect(card.locator('p')).not.toBeEmpty();
});

test('an article shows its reading time, its place in the three-level sidebar and its Markdown source', async ({
  page,
}) => {
  await page.goto(article);
  await waitForHydration(page);
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await expect(sidebar.getByRole('link', { name: 'Performance and optimization' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Query tuning' })).toBeVisible();
  await expect(sidebar.locator(`a[href="${article}"]`)).toHaveAttribute('aria-current', 'page');
  const raw = page.getByRole('link', { name: 'View raw' });
  await expect(raw).toHaveAttribute(
    'href',
    '/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers.md',
  );
  const response = await page.request.get(
    '/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers.md',
  );
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/^# /);
});

test('the docs home has no source actions', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toHaveCount(0);
});
