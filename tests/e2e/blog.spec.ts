import { test, expect, waitForHydration } from './fixtures';
import { readBlogPosts } from '../support/blogPosts';

const posts = readBlogPosts();
// Counted from the posts themselves: a new post needs no row in the route contract.
const tagCount = (slug: string) =>
  posts.filter((post) => ((post.frontMatter.tags as string[] | undefined) ?? []).includes(slug)).length;

test('the list shows 10 posts a page and paginates to the last page', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(page.locator('article')).toHaveCount(10);
  await page.getByRole('link', { name: /Older entries/ }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog, page 2');
  const lastPage = Math.ceil(posts.length / 10);
  await page.goto(`/blog/page/${lastPage}`);
  await expect(page.locator('article')).toHaveCount(posts.length - (lastPage - 1) * 10);
  await expect(page.getByRole('link', { name: /Older entries/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Newer entries/ })).toBeVisible();
});

test('list entries show an excerpt with a link to the full post', async ({ page }) => {
  await page.goto('/blog');
  const first = page.locator('article').first();
  await expect(first.getByRole('link', { name: /Read more/ })).toBeVisible();
});

test('each "Read more" link names its post in its text, so a list of links tells them apart', async ({ page }) => {
  await page.goto('/blog');
  const links = page.locator('article').getByRole('link', { name: /^Read more/ });
  await expect(links).toHaveCount(10);
  const texts = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.textContent?.trim() ?? ''));
  const titles = await page.locator('article h2').allTextContents();
  expect(texts).toEqual(titles.map((title) => `Read more: ${title.trim()}`));
  // The title is for screen readers and link lists; the visible label stays short.
  const hidden = await links.first().locator('span').boundingBox();
  expect(hidden?.width).toBeLessThanOrEqual(1);
});

test('a tag page lists the posts that carry the tag', async ({ page }) => {
  await page.goto('/blog/tags/launch-week');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Launch Week');
  await expect(page.locator('article')).toHaveCount(tagCount('launch-week'));
  const tagged = posts.filter((post) => (post.frontMatter.tags as string[]).includes('launch-week'));
  for (const post of tagged) {
    await expect(page.locator(`article a[href="/blog/${String(post.frontMatter.slug)}"]`).first()).toBeVisible();
  }
});

test('the categories sidebar lists the key tags and highlights the current one', async ({ page }) => {
  await page.goto('/blog/tags/postgres-insights');
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
  await expect(sidebar.getByRole('link', { name: 'Postgres insights' })).toHaveAttribute('aria-current', 'page');
  await sidebar.getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(sidebar.getByRole('link', { name: 'All posts' })).toHaveAttribute('aria-current', 'page');
});

test('the archive lists every post, grouped by year', async ({ page }) => {
  await page.goto('/blog/archive');
  const years = [...new Set(posts.map((post) => new Date(post.frontMatter.date as string).getUTCFullYear()))].sort(
    (a, b) => b - a,
  );
  // Years are the level under the page title, with no level skipped.
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(years.map(String));
  for (const post of posts) {
    await expect(page.locator(`main a[href="/blog/${String(post.frontMatter.slug)}"]`)).toHaveCount(1);
  }
});

test('a post page reads full width with a table of contents, neighbours, share links and a call to action', async ({
  page,
}) => {
  await page.goto('/blog/20251005-postgres-marathon-2-001');
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: /Blog recent posts navigation/i })).toHaveCount(0);
  await expect(page.locator('.table-of-contents')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Blog post page navigation' })).toBeVisible();
  const share = page.getByRole('navigation', { name: 'Share this post' });
  await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
    'href',
    /linkedin\.com\/sharing\/share-offsite\/\?url=https%3A%2F%2Fpostgres\.ai%2Fblog%2F20251005-postgres-marathon-2-001/,
  );
  await expect(page.getByRole('link', { name: 'Get started with DBLab' })).toBeVisible();
  const meta = (property: string) => page.locator(`meta[property="${property}"]`).first();
  await expect(meta('article:published_time')).toHaveAttribute('content', /^2025-10-05/);
  await expect(meta('article:author')).toHaveAttribute('content', /\S/);
  await expect(meta('article:tag')).toHaveAttribute('content', /PostgresMarathon/);
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

test.describe('post dates', () => {
  for (const [path, locale] of [
    ['/blog', 'en'],
    ['/ru/blog', 'ru'],
  ] as const) {
    test(`${path} shows each date in the page's language, formatted by the build`, async ({ page }) => {
      // Counts the date formatters the page builds in the browser.
      await page.addInitScript(() => {
        const Original = Intl.DateTimeFormat;
        const counter = window as unknown as { dateFormatters: number };
        counter.dateFormatters = 0;
        Intl.DateTimeFormat = new Proxy(Original, {
          construct(target, args: [string?, Intl.DateTimeFormatOptions?]) {
            counter.dateFormatters += 1;
            return new target(...args);
          },
        });
      });
      await page.goto(path);
      await waitForHydration(page);
      const dates = await page
        .locator('article header time')
        .evaluateAll((times) => times.map((time) => [time.getAttribute('datetime') ?? '', time.textContent ?? '']));
      expect(dates.length).toBeGreaterThan(5);
      const format = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (const [datetime, text] of dates) expect(text).toBe(format.format(new Date(datetime!)));
      expect(await page.evaluate(() => (window as unknown as { dateFormatters: number }).dateFormatters)).toBe(0);
    });
  }
});
