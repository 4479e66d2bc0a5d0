/**
 * Pages in Chromium through nginx, under the production Content-Security-
 * Policy: any `securitypolicyviolation` event, console error, uncaught error
 * or failed same-origin request fails the test. Off-site requests never reach
 * the network: the site's API and GitHub get canned answers, anything else is
 * aborted (a request the CSP blocks never gets that far and shows up as a
 * violation instead).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { siteEnvDefaults } from '../../src/config/siteEnv';
import { readBuilt } from '../support/buildOutput';
import { chromiumLaunchOptions } from '../support/chromiumLaunch';

const origin = inject('nginxOrigin');
const apiUrlPrefix = process.env['API_URL_PREFIX']?.replace(/\/+$/, '') || siteEnvDefaults.apiUrlPrefix;
const chatId = 'some-id';
const sitemapPaths = [...readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc = '']) => new URL(loc).pathname,
);
const howTo = sitemapPaths.find((urlPath) => /^\/docs\/postgres-howtos\/[^/]+\/[^/]+\/[^/]+$/.test(urlPath));

const chatFixture = [
  {
    id: chatId,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    parent_id: null,
    children_ids: [],
    is_ai: true,
    content:
      '# Unused indexes\n\n```sql\nselect indexrelid::regclass from pg_stat_user_indexes where idx_scan = 0;\n```',
    via_app: null,
    first_name: null,
    last_name: null,
    is_public: true,
  },
];

/** An engine address the reader might type into a Try it panel (answered by the route below). */
const engineOrigin = 'http://dblab-engine.test:2345';
const engineHealth = { version: 'v4.1.3', edition: 'community', instanceID: 'd0g7s4mjkq8c73b1h2ng' };

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** What went wrong on the current page. */
let problems: string[] = [];
const offsite: string[] = [];

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
  context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    problems.push(`CSP violation: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  await context.route(
    (url) => url.origin !== origin && !['data:', 'blob:'].includes(url.protocol),
    async (route) => {
      const url = route.request().url();
      if (url.startsWith(`${apiUrlPrefix}/chats?`)) {
        const id = new URL(url).searchParams.get('id')?.replace(/^eq\./, '');
        await route.fulfill({ json: id === chatId ? chatFixture : [] });
      } else if (url.startsWith(`${apiUrlPrefix}/`)) {
        // As from a reachable API with no rows (the price table's own tests cover live data).
        await route.fulfill({ json: [] });
      } else if (url.startsWith(`${engineOrigin}/`)) {
        // A DBLab engine as the API reference's Try it panel reaches it, with the CORS header it needs.
        await route.fulfill({ json: engineHealth, headers: { 'Access-Control-Allow-Origin': '*' } });
      } else {
        offsite.push(url);
        await route.abort('blockedbyclient');
      }
    },
  );
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  problems = [];
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Moving to the next page cancels the previous one's prefetches.
    const failure = request.failure()?.errorText ?? 'failed';
    if (new URL(request.url()).origin === origin && failure !== 'net::ERR_ABORTED') {
      problems.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
    }
  });
  page.on('response', (response) => {
    if (new URL(response.url()).origin === origin && response.status() >= 400) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
});

/** Opens a page through nginx and waits until it has hydrated. */
async function open(urlPath: string): Promise<void> {
  const response = await page.goto(urlPath);
  expect(response?.status(), urlPath).toBe(200);
  expect(response?.headers()['content-security-policy'], urlPath).toContain("script-src 'self'");
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** Waits until the page is quiet (no request for 500 ms), then requires that nothing went wrong. */
async function expectNoProblems(): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.close();
  expect(problems).toEqual([]);
}

describe('pages under the Content-Security-Policy', () => {
  it('notices a violation (the check itself works)', async () => {
    await open('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => problems.some((problem) => problem.startsWith('CSP violation: script-src'))).toBe(true);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await page.close();
  });

  it('an API reference page: its Try it panel loads and reaches the engine address the reader types', async () => {
    await open('/docs/reference-guides/dblab-api/instance/check-engine-health');
    await page.getByRole('button', { name: 'Try it: GET /healthz', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Send GET /healthz to your engine' });
    await panel.getByLabel('Base URL').fill(engineOrigin);
    await panel.getByRole('button', { name: 'Send request' }).click();
    // A CSP violation here means site.conf gave this page the site policy instead of the API reference's.
    await panel.getByTestId('try-it-status').getByText('200').waitFor();
    await expectNoProblems();
  });

  it('the home page', async () => {
    await open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoProblems();
  });

  it('a doc with code blocks and a Mermaid diagram', async () => {
    await open('/docs/data-access');
    await page.locator('.theme-code-block').first().waitFor();
    // Diagrams are drawn at build time: the image must load under the policy.
    const diagram = page.locator('main figure img:visible').first();
    await diagram.scrollIntoViewIfNeeded();
    await expect
      .poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoProblems();
  });

  it('a how-to', async () => {
    expect(howTo, 'a how-to in the sitemap').toBeDefined();
    await open(howTo!);
    await page.locator('article .theme-code-block').first().waitFor();
    await expectNoProblems();
  });

  it('a SQL example runs: PGlite compiles its WebAssembly in a worker from the site', async () => {
    await open('/docs/postgres-howtos/schema-design/ddl-operations/how-to-drop-a-column');
    const example = page.getByRole('group', { name: 'SQL example 1' });
    await example.getByRole('button', { name: 'Run SQL example 1' }).click();
    // The first run downloads about 15 MB (less, compressed) and starts PostgreSQL.
    await example.getByRole('status').getByText('CREATE TABLE').waitFor({ timeout: 150_000 });
    await expectNoProblems();
  }, 180_000);

  it('the search page with a query', async () => {
    await open('/search?q=vacuum');
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^\d+ results for "vacuum"$/);
    await expectNoProblems();
  });

  it('the search dialog finds results', async () => {
    await open('/docs/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('.DocSearch-Input').fill('vacuum');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await expectNoProblems();
  });

  it('the colour mode switch, kept across a reload by the inline script', async () => {
    await open('/');
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    await page.getByRole('button', { name: /dark and light mode/i }).click();
    await expect.poll(() => html.getAttribute('data-theme')).not.toBe(before);
    const chosen = await html.getAttribute('data-theme');
    await page.reload();
    // The inline script sets the mode before the page's JavaScript arrives.
    expect(await html.getAttribute('data-theme')).toBe(chosen);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.evaluate(() => window.localStorage.removeItem('theme'));
    await expectNoProblems();
  });

  it('a shared conversation from the API', async () => {
    await open(`/chats/${chatId}`);
    const messages = page.getByRole('list', { name: 'Messages' }).getByRole('article');
    await messages.first().waitFor();
    expect(await messages.count()).toBe(1);
    await messages.first().locator('.theme-code-block').waitFor();
    await expectNoProblems();
  });

  it('the pricing page', async () => {
    await open('/pricing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoProblems();
  });

  it('made no off-site request other than the answered ones', () => {
    expect(offsite).toEqual([]);
  });
});
