/**
 * The byte budgets of the performance issue, on the production build: what a
 * first visit downloads before any interaction. `npm run bench:weight` prints
 * the same figures for more pages; this test keeps the budgets from creeping.
 * Sizes are gzip (level 9) of what the browser received; 1 KB = 1,000 bytes.
 */
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect, savesData, waitForHydration } from './fixtures';
import budgets from '../../scripts/lib/performanceBudgets.json';

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

type LoadedScripts = { sizes: Map<string, number>; text: string };

/**
 * The scripts a page loads until it has hydrated and the network is idle: gzip bytes by path,
 * and their text. The page asks for its scripts only after first paint, so on a busy machine the
 * network can fall quiet before it does: wait for hydration, which needs every entry script, and
 * list what the page itself recorded (resource timing) rather than the events seen so far.
 * The bodies are fetched again from the server, since the browser's inspector may drop them.
 */
async function loadedScripts(page: Page, path: string): Promise<LoadedScripts> {
  // With no input the page loads its own scripts only: the search dialog, which loads ahead once
  // the reader acts, has a budget of its own (below).
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  );
  const sizes = new Map<string, number>();
  const texts: string[] = [];
  for (const url of new Set(urls)) {
    const body = await (await page.request.get(url)).body();
    sizes.set(new URL(url).pathname, gzipSize(body));
    texts.push(body.toString('utf8'));
  }
  return { sizes, text: texts.join('\n') };
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);

test(`the home page loads at most ${budgets.homeJs / 1000} KB of JavaScript before interaction`, async ({ page }) => {
  const { sizes } = await loadedScripts(page, '/');
  expect(sizes.size, 'the home page loads its scripts').toBeGreaterThan(1);
  const listing = [...sizes].map(([path, size]) => `${path} ${(size / 1000).toFixed(1)} KB`).join('\n');
  expect(total(sizes), `JavaScript over budget:\n${listing}`).toBeLessThanOrEqual(budgets.homeJs);
});

for (const path of ['/', '/docs/', '/blog', '/pricing/']) {
  test(`${path}: render-blocking CSS is at most ${budgets.renderBlockingCss / 1000} KB, in one request`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const hrefs = [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*\bhref="?([^"\s>]+)/g)].map(
      (match) => match[1]!,
    );
    const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(hrefs, 'the page should ask for one stylesheet, the one every page shares').toHaveLength(1);
    let bytes = inline.reduce((sum, css) => sum + gzipSize(Buffer.from(css)), 0);
    for (const href of hrefs) bytes += gzipSize(await (await request.get(href)).body());
    expect(bytes, `${hrefs.join(', ')} and ${inline.length} inline style element(s)`).toBeLessThanOrEqual(
      budgets.renderBlockingCss,
    );
  });
}

test('a docs page with a diagram loads no diagram runtime and no more JavaScript than one without', async ({
  browser,
}) => {
  const measure = async (path: string) => {
    const page = await browser.newPage();
    const scripts = await loadedScripts(page, path);
    await page.close();
    expect(scripts.sizes.size, `${path} loads its scripts`).toBeGreaterThan(1);
    return { bytes: total(scripts.sizes), runtime: scripts.text.includes('mermaidAPI') };
  };
  const withDiagram = await measure('/docs/platform');
  const withoutDiagram = await measure('/docs/all-features');
  expect(withDiagram.runtime, 'the Mermaid runtime reached the browser').toBe(false);
  // The diagram is SVG in the HTML; the two pages differ only in their own text.
  expect(withDiagram.bytes).toBeLessThanOrEqual(withoutDiagram.bytes + 1_000);
});

/**
 * The font files a page has downloaded so far, by file name. The map fills as the browser
 * asks for fonts, which it may do after the network has been quiet for a moment, so
 * callers that expect a font poll for it.
 */
async function loadedFonts(page: Page, path: string): Promise<Map<string, string>> {
  const fonts = new Map<string, string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'font') return;
    fonts.set(new URL(request.url()).pathname.split('/').pop() ?? '', request.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return fonts;
}

/** Bytes of each downloaded font (woff2 is already compressed), fetched again from the server. */
async function fontSizes(page: Page, fonts: Map<string, string>): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const [file, url] of fonts) sizes.set(file, (await (await page.request.get(url)).body()).length);
  return sizes;
}

const fontListing = (fonts: Map<string, number>) =>
  [...fonts].map(([file, bytes]) => `  ${file}: ${(bytes / 1000).toFixed(1)} KB`).join('\n');

test.describe('fonts', () => {
  test(`the home page downloads at most ${budgets.homeFonts / 1000} KB of fonts, and no code or Cyrillic font`, async ({
    page,
  }) => {
    const fonts = await fontSizes(page, await loadedFonts(page, '/'));
    expect(total(fonts), `fonts over budget:\n${fontListing(fonts)}`).toBeLessThanOrEqual(budgets.homeFonts);
    expect(
      [...fonts.keys()].filter((file) => /jetbrains|cyrillic/.test(file)),
      'fonts the page does not show',
    ).toEqual([]);
  });

  test(`a doc with code downloads at most ${budgets.docFonts / 1000} KB of fonts, and no Cyrillic font`, async ({
    page,
  }) => {
    const fonts = await loadedFonts(
      page,
      '/docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers',
    );
    // The code font is asked for when the code is laid out in it, which a busy machine can do
    // after the network has been idle for a moment: wait for that font, not for a quiet network.
    await expect
      .poll(() => [...fonts.keys()].some((file) => file.includes('jetbrains')), {
        message: 'the code font should load for code',
      })
      .toBe(true);
    const sizes = await fontSizes(page, fonts);
    expect(total(sizes), `fonts over budget:\n${fontListing(sizes)}`).toBeLessThanOrEqual(budgets.docFonts);
    expect(
      [...fonts.keys()].filter((file) => file.includes('cyrillic')),
      'an English page needs no Cyrillic',
    ).toEqual([]);
  });

  test('a Russian page draws the language menu in the body font', async ({ page }) => {
    const fonts = await loadedFonts(page, '/ru/');
    await expect
      .poll(() => [...fonts.keys()].some((file) => file.includes('cyrillic')), {
        message: 'the Cyrillic subset of the body font should load for Russian text',
      })
      .toBe(true);
  });
});

test(`the search dialog's first results cost at most ${budgets.searchFirstResults / 1000} KB`, async ({ page }) => {
  // A reader who saves data gets nothing ahead (the others get the dialog and the index manifest
  // when they first act on the page), so everything the first results need loads after the press and counts.
  await savesData(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // What the dialog asks for from the press of the button to its first hit: its code, its styles
  // and the index files of the query. The page's own route prefetches are not the dialog's.
  const requested = new Set<string>();
  page.on('requestfinished', (request) => {
    if (['script', 'stylesheet', 'fetch', 'xhr'].includes(request.resourceType())) requested.add(request.url());
  });
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await page.locator('.DocSearch-Input').fill('vacuum');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const sizes = new Map<string, number>();
  for (const url of requested) sizes.set(new URL(url).pathname, gzipSize(await (await page.request.get(url)).body()));
  expect(
    [...sizes.keys()].some((path) => path.includes('/search-index/')),
    'the dialog read the offline index',
  ).toBe(true);
  const listing = [...sizes].map(([path, size]) => `${path} ${(size / 1000).toFixed(1)} KB`).join('\n');
  expect(total(sizes), `the dialog's first results over budget:\n${listing}`).toBeLessThanOrEqual(
    budgets.searchFirstResults,
  );
});

test(`once the reader acts, a page loads the search dialog ahead, at most ${budgets.searchAhead / 1000} KB`, async ({
  browser,
  request,
}) => {
  /** What /docs/ asks for with no input, or once a key press has had the dialog built. */
  const loaded = async (acting: boolean) => {
    const page = await browser.newPage();
    await page.goto('/docs/');
    await waitForHydration(page);
    if (acting) {
      // A key press, not a pointer move: a pointer resting on a link has Docusaurus preload
      // that link's route, whose scripts are not the dialog's.
      await page.keyboard.press('Shift');
      await expect(page.locator('.DocSearch-Container'), 'built, hidden, once the reader acts').toBeAttached();
    } else await page.waitForLoadState('networkidle');
    // Scripts, styles and fetches; route prefetches (<link rel=prefetch>) come and go with the links in view.
    const urls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter(
          (entry) =>
            ['script', 'fetch', 'xmlhttprequest'].includes(entry.initiatorType) ||
            (entry.initiatorType === 'link' && new URL(entry.name).pathname.endsWith('.css')),
        )
        .map((entry) => new URL(entry.name).pathname),
    );
    await page.close();
    return new Set(urls);
  };
  const own = await loaded(false);
  const ahead = [...(await loaded(true))].filter((path) => !own.has(path));
  const sizes = new Map<string, number>();
  for (const path of ahead) sizes.set(path, gzipSize(await (await request.get(path)).body()));
  const listing = [...sizes].map(([path, size]) => `${path} ${(size / 1000).toFixed(1)} KB`).join('\n');
  expect(
    ahead.some((path) => path.endsWith('/search-index/manifest.json')),
    `the index manifest loads ahead with the dialog; loaded ahead:\n${listing}`,
  ).toBe(true);
  expect(total(sizes), `loaded ahead, over budget:\n${listing}`).toBeLessThanOrEqual(budgets.searchAhead);
});
