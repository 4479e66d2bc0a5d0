import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration, failedRequestText } from './fixtures';

// Every URL of the production sitemap must load without console errors or
// failed requests, and carry one h1, a title and a meta description.
const sitemap = fs.readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);

test('the sitemap lists the site', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/docs/');
  expect(paths.length).toBeGreaterThan(5);
});

for (const pathname of paths) {
  test(`crawl ${pathname}`, async ({ page, consoleProblems }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      // Off-site requests are aborted by the test guard; they are checked elsewhere.
      if (new URL(request.url()).hostname === '127.0.0.1') failed.push(failedRequestText(request));
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && new URL(response.url()).hostname === '127.0.0.1') {
        failed.push(`${response.status()} ${response.url()}`);
      }
    });
    const response = await page.goto(pathname, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    expect((await page.title()).trim()).not.toBe('');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim().length ?? 0).toBeGreaterThan(20);
    expect(failed).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
}
