import { load } from 'cheerio';
import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

// Link previews read the server's HTML; the page after hydration must say the
// same, so nothing that reads the live DOM (extensions, share buttons) differs.
const pages = [
  '/blog/20250724-postgres-howtos-launch',
  '/docs/',
  '/docs/postgres-howtos/schema-design/',
  '/rules/sql-style',
  '/products/joe',
  '/tos',
];

const imageTagSelectors = [
  'meta[property="og:image"]',
  'meta[property="og:image:width"]',
  'meta[property="og:image:height"]',
  'meta[property="og:image:alt"]',
  'meta[name="twitter:image"]',
  'meta[name="twitter:image:alt"]',
];

function servedImageTags(html: string): string[][] {
  const $ = load(html);
  return imageTagSelectors.map((selector) =>
    $(`head ${selector}`)
      .toArray()
      .map((tag) => $(tag).attr('content') ?? ''),
  );
}

function imageTags(page: Page): Promise<string[][]> {
  return page.evaluate(
    (selectors) =>
      selectors.map((selector) =>
        Array.from(document.head.querySelectorAll(selector), (tag) => tag.getAttribute('content') ?? ''),
      ),
    imageTagSelectors,
  );
}

for (const path of pages) {
  test(`${path}: the hydrated head names the same card as the server's HTML`, async ({ page, request }) => {
    const served = servedImageTags(await (await request.get(path)).text());
    expect(served[0]).toEqual([expect.stringMatching(/^https:\/\/postgres\.ai\/img\/cards\/[0-9a-f]{16}\.png$/)]);
    expect(served.every((contents) => contents.length === 1)).toBe(true);

    await page.goto(path);
    await waitForHydration(page);
    expect(await imageTags(page)).toEqual(served);

    const card = await request.get(new URL(served[0]![0]!).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
  });
}

test('after a client-side navigation the head names the new page’s card', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  const before = await page.locator('meta[property="og:image"]').getAttribute('content');
  await page.locator('nav.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    'https://postgres.ai/img/social-card.png',
  );
  await page.locator('article h2 a').first().click();
  await expect(page).toHaveURL(/\/blog\/.+/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/img\/cards\/[0-9a-f]{16}\.png$/,
  );
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).not.toBe(before);
});
