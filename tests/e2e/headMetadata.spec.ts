import { test, expect } from './fixtures';

test('pages carry social metadata and language alternates', async ({ page }) => {
  await page.goto('/docs/');
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await meta('meta[property="og:image"]')).toMatch(/^https:\/\/postgres\.ai\/img\/social-card\.png$/);
  expect(await meta('meta[property="og:title"]')).toContain('Getting started');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(alternates).toEqual(
    expect.arrayContaining([
      ['en-US', 'https://postgres.ai/docs/'],
      ['x-default', 'https://postgres.ai/docs/'],
    ]),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the blog advertises its feeds in the page head', async ({ page }) => {
  await page.goto('/blog');
  const feeds = await page
    .locator('link[rel="alternate"][type]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('type'), link.getAttribute('href')]));
  expect(feeds).toEqual(
    expect.arrayContaining([
      ['application/rss+xml', '/blog/rss.xml'],
      ['application/atom+xml', '/blog/atom.xml'],
      ['application/json', '/blog/feed.json'],
    ]),
  );
});

test('the blog sidebar lists the categories and highlights the current one', async ({ page }) => {
  await page.goto('/blog/tags/launch-week');
  const sidebar = page.getByRole('navigation', { name: /Blog recent posts navigation/i });
  await expect(sidebar.getByText('Categories')).toBeVisible();
  await expect(sidebar.getByRole('link')).toHaveText([
    'All posts',
    'Product announcements',
    'Postgres insights',
    'Guides and best practices',
    '#PostgresMarathon',
    'Launch Week',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Launch Week' })).toHaveAttribute('aria-current', 'page');
});
