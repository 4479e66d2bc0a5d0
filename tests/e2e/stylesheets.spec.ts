import { test, expect, waitForHydration } from './fixtures';

// CSS is split by route. A page asks for one stylesheet, the one every page shares, and
// carries its route's CSS in its head, so the first paint is already styled after one
// stylesheet request; a client-side navigation brings the next route's CSS with it.
const pages = [
  '/',
  '/docs/',
  '/blog',
  '/pricing/',
  '/docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers',
];

for (const pathname of pages) {
  test(`${pathname} asks for one stylesheet and has the rest of its CSS in its HTML`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(pathname);
    const served = (await response?.text()) ?? '';
    const linked = [...served.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*\bhref="?([^"\s>]+)/g)].map(
      (match) => match[1],
    );
    await waitForHydration(page);
    expect(linked, 'the HTML should link exactly one stylesheet').toHaveLength(1);
    expect(requested, 'loading and hydrating the page should request no other stylesheet').toEqual(linked);
    // What the HTML carries inline must not come again as a file once the page hydrates.
    const inlined = await page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
    const hrefs = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(hrefs.filter((href) => inlined.includes(href))).toEqual([]);
    expect(hrefs.length).toBe(new Set(hrefs).size);
  });
}

test('a client-side move from the home page to a doc brings the doc layout styles', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const before = await page.locator('link[rel="stylesheet"]').count();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Postgres how-tos' }).click();
  await expect(page).toHaveURL(/\/docs\/postgres-howtos\/$/);
  const sidebar = page.locator('.theme-doc-sidebar-container');
  const article = page.locator('main article').first();
  await expect(sidebar).toBeVisible();
  // The sidebar is a column beside the text, which only the docs layout CSS makes it.
  await expect
    .poll(async () => {
      const side = await sidebar.boundingBox();
      const text = await article.boundingBox();
      return Boolean(side && text && side.x + side.width <= text.x + 1 && side.width < 400);
    })
    .toBe(true);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(before);
});

test('links in view prefetch their route chunks, so the next page opens without waiting', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  // The theme prefetches the JS of every internal link that scrolls into view.
  await expect
    .poll(() =>
      page
        .locator('link[rel="prefetch"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname)),
    )
    .toContainEqual(expect.stringMatching(/^\/assets\/js\/\d+\.[0-9a-f]{8}\.js$/));
});
