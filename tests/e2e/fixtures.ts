/**
 * Shared test fixture: every page runs with a network guard. Requests that
 * leave 127.0.0.1 never reach the network: the browser resolves no other host
 * name (tests/support/chromiumLaunch.ts), so they fail at once, and each test
 * can inspect what was attempted.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';

export type OffsiteRequest = { url: string; resourceType: string };

type Fixtures = {
  offsiteRequests: OffsiteRequest[];
  consoleProblems: string[];
};

export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost';
}

/**
 * Records in `attempts` every request of `context` for another host. The
 * browser stops them itself; no route is set, since any route turns off the
 * browser's cache. A request a test answers with a route of its own counts
 * as an attempt too.
 */
export function recordOffsiteRequests(context: BrowserContext): OffsiteRequest[] {
  const attempts: OffsiteRequest[] = [];
  context.on('request', (request) => {
    if (!isLocal(request.url())) attempts.push({ url: request.url(), resourceType: request.resourceType() });
  });
  return attempts;
}

export const test = base.extend<Fixtures>({
  offsiteRequests: async ({ context }, use) => {
    await use(recordOffsiteRequests(context));
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await use(problems);
  },
  // Make the guard active for every test, even those that do not ask for it.
  page: async ({ page, offsiteRequests }, use) => {
    void offsiteRequests;
    await use(page);
  },
});

export { expect };

/**
 * Waits until the React app has hydrated (the theme sets data-has-hydrated on <html>). By default
 * it waits as long as the test may run: hydration is where a test starts, not what it measures,
 * and on a machine busy with the rest of `npm test` it once took over the 15 s of an assertion.
 * A page that never hydrates still fails, at the test's limit.
 */
export async function waitForHydration(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 0, ...options });
}

/**
 * Makes the page's browser report Save-Data, as one in data-saver mode does. Such a reader gets
 * nothing ahead of use: in particular not the search dialog, which is built for other readers
 * when they first act on the page (src/plugins/search-local/theme/whenEngaged.ts). Call it
 * before the page loads.
 */
export async function savesData(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) }),
  );
}

/**
 * The time limit for a test that loads `path` with the processor slowed `rate` times, from
 * how long the same page takes to load and hydrate unslowed on this machine, in this run:
 * the slowed load gets twice the proportional time, and never less than the default limit.
 * A slow machine thus gets more time, and a test never fails for the machine's speed alone.
 */
export async function slowedTimeLimit(browser: Browser, baseURL: string, path: string, rate: number): Promise<number> {
  // A context of its own, so the test's page starts with an empty cache as before.
  // Requests for other hosts fail in the browser itself (tests/support/chromiumLaunch.ts).
  const context = await browser.newContext({ baseURL });
  try {
    const probe = await context.newPage();
    const started = Date.now();
    await probe.goto(path);
    await waitForHydration(probe, { timeout: 0 });
    const unslowed = Date.now() - started;
    return Math.max(30_000, unslowed * rate * 2) + unslowed;
  } finally {
    await context.close();
  }
}

export function failedRequestText(request: Request): string {
  return `${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'failed'})`;
}
