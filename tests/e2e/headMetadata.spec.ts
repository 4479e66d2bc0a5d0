import { test, expect, slowedTimeLimit, waitForHydration } from './fixtures';

test('pages carry social metadata and language alternates', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  const content = (selector: string) => page.locator(selector).getAttribute('content');
  expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
  // The page's generated card (tests/e2e/socialCards.spec.ts checks it in detail).
  expect(await content('meta[property="og:image"]')).toMatch(/^https:\/\/postgres\.ai\/img\/cards\/[0-9a-f]{16}\.png$/);
  expect(await content('meta[property="og:title"]')).toMatch(/Getting started/);
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

/** What a reader of the head sees at one moment: the tags a link preview or a crawler takes. */
interface HeadSnapshot {
  title: string;
  description: string | null;
  ogTitle: string | null;
  ogImage: string | null;
  alternates: number;
}

declare global {
  interface Window {
    headSnapshots?: HeadSnapshot[];
  }
}

for (const path of ['/docs/', '/products/joe', '/blog/20210728-code-and-data', '/ru/pricing/']) {
  test(`${path}: the head keeps the page's own tags while the page hydrates`, async ({ page, browser, baseURL }) => {
    // A slower processor makes React hydrate in more slices, where a partial head used to show.
    const rate = 4;
    test.setTimeout(await slowedTimeLimit(browser, baseURL ?? '', path, rate));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(() => {
      const snapshots: HeadSnapshot[] = [];
      window.headSnapshots = snapshots;
      const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
      const observer = new MutationObserver(() => {
        if (!document.head || document.readyState === 'loading') return;
        snapshots.push({
          title: document.title,
          description: content('meta[name="description"]'),
          ogTitle: content('meta[property="og:title"]'),
          ogImage: content('meta[property="og:image"]'),
          alternates: document.head.querySelectorAll('link[rel="alternate"][hreflang]').length,
        });
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(path);
    await waitForHydration(page, { timeout: 0 });
    // Let the head manager's next frame run too.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const snapshots = await page.evaluate(() => window.headSnapshots ?? []);
    expect(snapshots.length, 'the page changed after loading, so the head was observed').toBeGreaterThan(0);
    const served = snapshots[0]!;
    expect(served.description).toBeTruthy();
    expect(served.alternates).toBe(3);
    expect(snapshots.filter((snapshot) => JSON.stringify(snapshot) !== JSON.stringify(served))).toEqual([]);
  });
}
