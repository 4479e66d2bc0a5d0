import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { redirects } from '../../src/data/redirects';
import { readRouteContract, redirectTarget } from '../support/routeContract';

const buildDir = path.resolve(__dirname, '../../build');

/** True when the production build has a page for the route. */
function built(route: string): boolean {
  const clean = decodeURI(route).replace(/\/$/, '');
  return [`${clean}/index.html`, `${clean}.html`].some((file) => fs.existsSync(path.join(buildDir, file)));
}

/** Paths of the production sitemap: each of them is loaded and checked by the sitemap crawl. */
const sitemapPaths = new Set(
  [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  ),
);

test('every redirect of the contract whose target is built is configured', () => {
  const configured = new Set(redirects.map((r) => r.from));
  const missing = readRouteContract()
    .filter((row) => row.kind === 'redirect-from' && built(redirectTarget(row)))
    .map((row) => row.route)
    .filter((route) => !configured.has(route));
  expect(missing).toEqual([]);
});

test('every redirect target is built', () => {
  const unbuilt = redirects.filter(({ to }) => !built(to)).map(({ from, to }) => `${from} → ${to}`);
  expect(unbuilt, 'these targets have no page in build/: fix the target in src/data/redirects.ts').toEqual([]);
});

// The forwarding itself, in the browser: every old address ends on its target with the visitor's
// query and fragment. A target that the sitemap crawl loads and checks (one h1, no console error,
// axe) answers here with a stub, so each redirect costs one small page instead of a full one; a
// target outside the sitemap is loaded for real and must show its heading.
test('each old address forwards to its page, keeping the query and the fragment', async ({ page }) => {
  test.setTimeout(60_000 + redirects.length * 5_000);
  const stubbed = new Set(redirects.map(({ to }) => to).filter((to) => sitemapPaths.has(to)));
  await page.route(
    (url) => stubbed.has(url.pathname),
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>target</title><h1>Target</h1>' }),
  );
  const problems: string[] = [];
  for (const { from, to } of redirects) {
    try {
      await page.goto(`${encodeURI(from)}?ref=old-link#details`);
      await page.waitForURL((url) => url.pathname === to, { timeout: 30_000 });
      const { search, hash } = new URL(page.url());
      if (search !== '?ref=old-link' || hash !== '#details') {
        problems.push(`${from} → ${to} lost the query or fragment: ended on ${page.url()}`);
      }
      if (!stubbed.has(to)) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } catch (error) {
      problems.push(
        `${from} did not forward to ${to}: ended on ${page.url()} (${(error as Error).message.split('\n')[0]})`,
      );
    }
  }
  expect(problems, 'old addresses that do not forward as src/data/redirects.ts says').toEqual([]);
});
