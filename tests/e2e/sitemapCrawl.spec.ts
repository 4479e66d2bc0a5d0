import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { test, expect, waitForHydration, failedRequestText } from './fixtures';
import { pagesReadingApi, recordThirdPartyRequests } from './thirdPartyRequests';
import { siteEnvDefaults } from '../../src/config/siteEnv';
import { axeSource, axeViolations } from './axe';
import { builtPageFor } from '../support/buildOutput';
import { coveringPages, textStyles } from '../support/styleSample';

// Every URL of the production sitemap must load without console errors or
// failed requests, carry one h1, a title and a meta description, and pass
// axe-core's WCAG 2.0/2.1 A and AA rules and best practices. URLs are visited
// in batches, one browser page per batch, to keep the crawl fast.
const sitemapFile = path.resolve(__dirname, '../../build/sitemap.xml');
const sitemap = fs.readFileSync(sitemapFile, 'utf8');
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
/** Pages visitors reach that the sitemap leaves out: search results. */
const extraPaths = ['/search?q=clone'];

/**
 * Tag pages are lists that Docusaurus generates from one template each: titles, descriptions and
 * links of the pages that carry a tag. Half the sitemap is tag pages, and loading every one of them
 * would check the same template 300 times. The crawl takes an even spread of each kind instead;
 * every page the writers write is visited. The title, h1, description and content checks of every
 * built page, tag pages included, are in tests/build/accessibleContent.test.ts.
 */
const tagListKinds = [
  { name: 'docs tag pages', pattern: /^\/docs\/tags\/[^/]+\/?$/ },
  { name: 'blog tag pages', pattern: /^\/blog\/tags\/[^/]+(\/page\/\d+)?\/?$/ },
];
const tagSampleSize = 10;
function evenSpread<T>(list: T[], size: number): T[] {
  const count = Math.min(size, list.length);
  return Array.from({ length: count }, (_, index) => list[Math.floor((index * list.length) / count)] as T);
}
const tagSamples = tagListKinds.map((kind) => {
  const all = sitemapPaths.filter((pathname) => kind.pattern.test(pathname));
  return { ...kind, all, sample: evenSpread(all, tagSampleSize) };
});
const sampled = new Set(tagSamples.flatMap((kind) => kind.sample));
const paths = [
  ...sitemapPaths.filter(
    (pathname) => sampled.has(pathname) || !tagListKinds.some((kind) => kind.pattern.test(pathname)),
  ),
  ...extraPaths,
];
const batchSize = 20;

/**
 * axe runs with every rule of its tags (./axe.ts) on every page, in dark mode, the mode the site
 * starts in. Colour contrast, its slowest rule, depends on the stylesheet rather than on the
 * page: it is checked on the colour sample, pages that together show every kind of text of the
 * crawled pages (tests/support/styleSample.ts), plus pages whose prose and code colours once
 * failed and an even spread for what only hydration draws. The sample is checked in both modes:
 * switched to light with the navbar's toggle, as a reader does, and checked again in the same
 * visit; loading in light mode is colorMode.spec.ts's part.
 */
const lightAlways = ['/', '/privacy', '/consulting', '/products/joe', '/careers/', ...extraPaths];
const spreadSize = 20;

/** The kinds of text of each crawled page, from the build; kept in .tmp for the other workers. */
function textStylesByPage(): Map<string, Set<string>> {
  const stat = fs.statSync(sitemapFile);
  const cacheFile = path.resolve(__dirname, '../../.tmp/crawl-text-styles.json');
  const key = `${stat.mtimeMs}:${stat.size}:${paths.length}`;
  try {
    const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as { key: string; styles: [string, string[]][] };
    if (cached.key === key) return new Map(cached.styles.map(([page, styles]) => [page, new Set(styles)]));
  } catch {
    // No cache yet, or an unreadable one: read the build.
  }
  const styles = new Map<string, Set<string>>();
  for (const pathname of paths) {
    const file = builtPageFor(new URL(pathname, 'http://site').pathname);
    if (file) styles.set(pathname, textStyles(fs.readFileSync(file, 'utf8')));
  }
  const temporary = `${cacheFile}.${process.pid}`;
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
  fs.writeFileSync(temporary, JSON.stringify({ key, styles: [...styles].map(([page, set]) => [page, [...set]]) }));
  fs.renameSync(temporary, cacheFile);
  return styles;
}
const stylesByPage = textStylesByPage();
const colourPaths = coveringPages(stylesByPage, [
  ...lightAlways.filter((pathname) => paths.includes(pathname)),
  ...evenSpread(paths, spreadSize),
]);

type Mode = 'dark' | 'light';

function batchesOf(list: string[]): string[][] {
  return Array.from({ length: Math.ceil(list.length / batchSize) }, (_, index) =>
    list.slice(index * batchSize, (index + 1) * batchSize),
  );
}

/** Parts that arrive after hydration: fetched data. */
const lateContent = '[aria-busy="true"]';

/** Waits for late content; returns a problem when some of it never arrives. */
async function waitForLateContent(page: Page, pathname: string): Promise<string[]> {
  try {
    await page.waitForFunction((selector) => !document.querySelector(selector), lateContent, { timeout: 30_000 });
    return [];
  } catch {
    const pending = await page.evaluate(
      (selector) => Array.from(document.querySelectorAll(selector)).map((element) => element.outerHTML.slice(0, 120)),
      lateContent,
    );
    return [`${pathname}: still loading after 30 s: ${pending.join(' | ')}`];
  }
}

/** One line per violated rule: page, mode, rule, what it means, where, and the first failure. */
async function axeProblems(page: Page, pathname: string, mode: Mode, contrast: boolean): Promise<string[]> {
  const violations = await axeViolations(page, { contrast });
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const where = targets.slice(0, 5).join(' | ') + (targets.length > 5 ? ` (+${targets.length - 5} more)` : '');
    const first = (violation.nodes[0]?.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').slice(0, 300);
    return `${pathname} [${mode}]: axe ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${where}. ${first}`;
  });
}

const colourSet = new Set(colourPaths);

function crawl(list: string[]): void {
  for (const batch of batchesOf(list)) {
    const light = batch.filter((pathname) => colourSet.has(pathname)).length;
    const name = `crawl ${batch[0]} … ${batch[batch.length - 1]} (${batch.length} pages, ${light} also light)`;
    test(name, async ({ page }) => {
      // A limit that ends a hang, not a speed goal: a batch of 20 pages took three minutes beside
      // the rest of npm test on two busy cores.
      test.setTimeout((batch.length + light) * 30_000);
      await page.addInitScript({ path: axeSource });
      // The crawl browses as a data-saving browser, for which Docusaurus prefetches nothing:
      // prefetching the chunks of every link in view tripled the requests of a docs page
      // here, and stylesheets.spec.ts tests it. Nothing else on the site reads this.
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ effectiveType: '4g', saveData: true }),
        }),
      );
      // Pages that read the public API (price table) get an empty answer, as from a
      // reachable API with no rows; their own tests cover live data and failures. The route is
      // set for those pages alone: while any route is set, Playwright turns the browser's cache
      // off, and every page would download and compile all its scripts again.
      const emptyApi = `${siteEnvDefaults.apiUrlPrefix}/**`;
      const answerApi = (route: Route) => route.fulfill({ status: 200, json: [] });
      let current = '';
      const problems: string[] = [];
      recordThirdPartyRequests(page, () => current, problems);
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${current}: console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${current}: uncaught: ${error.message}`));
      page.on('requestfailed', (request) => {
        // Off-site requests are aborted by the test guard (checked elsewhere), and
        // moving on to the next URL cancels the previous page's prefetches.
        const cancelled = request.failure()?.errorText === 'net::ERR_ABORTED';
        if (new URL(request.url()).hostname === '127.0.0.1' && !cancelled) {
          problems.push(`${current}: ${failedRequestText(request)}`);
        }
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && new URL(response.url()).hostname === '127.0.0.1') {
          problems.push(`${current}: ${response.status()} ${response.url()}`);
        }
      });
      const html = page.locator('html');
      for (const pathname of batch) {
        current = pathname;
        const readsApi = pagesReadingApi.includes(pathname);
        if (readsApi) await page.route(emptyApi, answerApi);
        else await page.unroute(emptyApi);
        const response = await page.goto(pathname, { waitUntil: 'load' });
        if (response?.status() !== 200) problems.push(`${pathname}: status ${response?.status()}`);
        await waitForHydration(page);
        await expect(html).toHaveAttribute('data-theme', 'dark');
        problems.push(...(await waitForLateContent(page, pathname)));
        const h1Count = await page.locator('h1').count();
        if (h1Count !== 1) problems.push(`${pathname}: ${h1Count} h1 elements`);
        if ((await page.title()).trim() === '') problems.push(`${pathname}: empty <title>`);
        const description = await page.evaluate(
          () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        );
        if (description.trim().length <= 20) problems.push(`${pathname}: meta description missing or too short`);
        const sampled = colourSet.has(pathname);
        problems.push(...(await axeProblems(page, pathname, 'dark', sampled)));
        if (!sampled) continue;
        await page.getByRole('button', { name: /dark and light mode/i }).click();
        await expect(html).toHaveAttribute('data-theme', 'light');
        // Colours change with CSS transitions; axe must see where they end, not a frame between.
        await page.waitForFunction(
          () => !document.getAnimations().some((animation) => animation instanceof CSSTransition),
        );
        problems.push(...(await axeProblems(page, pathname, 'light', true)));
        // The toggle stored the choice; the next page starts dark again, as a new reader's does.
        await page.evaluate(() => window.localStorage.removeItem('theme'));
      }
      expect(problems).toEqual([]);
    });
  }
}

test('the sitemap lists the site, and the colour sample is read from every crawled page', () => {
  expect(sitemapPaths).toContain('/');
  expect(sitemapPaths).toContain('/docs/');
  expect(sitemapPaths.length).toBeGreaterThan(5);
  expect(stylesByPage.size, 'built pages of the crawl: run "npm run build" again').toBe(paths.length);
  // The sample covers the kinds of text it was given; a page read as having none would drop out of
  // the contrast check without a word, so a reader that no longer matches the built HTML fails here.
  const withoutText = [...stylesByPage].filter(([, styles]) => styles.size === 0).map(([pathname]) => pathname);
  expect(
    withoutText,
    'no kind of text read from these built pages: tests/support/styleSample.ts no longer matches the HTML',
  ).toEqual([]);
  for (const pathname of lightAlways) if (paths.includes(pathname)) expect(colourPaths).toContain(pathname);
});

test('the crawl visits every page but tag lists, and a spread of each kind of tag list', () => {
  for (const kind of tagSamples) {
    // A kind with no pages means the pattern no longer matches the site's tag addresses: update it.
    expect(kind.all.length, `no ${kind.name} in the sitemap: update tagListKinds`).toBeGreaterThan(0);
    expect(kind.sample.length).toBe(Math.min(tagSampleSize, kind.all.length));
  }
  const skipped = sitemapPaths.filter((pathname) => !paths.includes(pathname));
  const notTagPages = skipped.filter((pathname) => !tagListKinds.some((kind) => kind.pattern.test(pathname)));
  expect(notTagPages, 'only generated tag lists may be left out of the crawl').toEqual([]);
  for (const pathname of ['/docs/tags', '/blog/tags', '/blog', '/blog/archive']) {
    if (sitemapPaths.includes(pathname)) expect(paths).toContain(pathname);
  }
});

crawl(paths);
