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
