import { test, expect } from './fixtures';

test('pages carry social metadata and language alternates', async ({ page }) => {
  await page.goto('/docs/');
  // While React hydrates, the head manager briefly swaps in the site-wide
  // tags before the page's own ones return, so these assertions retry.
  const meta = (selector: string) => page.locator(selector).first();
  await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  // The page's generated card (tests/e2e/socialCards.spec.ts checks it in detail).
  await expect(meta('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^https:\/\/postgres\.ai\/img\/cards\/[0-9a-f]{16}\.png$/,
  );
  await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', /Getting started/);
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
