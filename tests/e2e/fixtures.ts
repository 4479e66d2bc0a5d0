/**
 * Shared test fixture: every page runs with a network guard. Requests that
 * leave 127.0.0.1 never reach the network: they are aborted, and each test
 * can inspect what was attempted.
 */
import { test as base, expect, type Page, type Request } from '@playwright/test';

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

export const test = base.extend<Fixtures>({
  offsiteRequests: async ({ context }, use) => {
    const attempts: OffsiteRequest[] = [];
    await context.route(
      (url) => !isLocal(url.toString()),
      async (route) => {
        const request = route.request();
        attempts.push({ url: request.url(), resourceType: request.resourceType() });
        await route.abort('blockedbyclient');
      },
    );
    await use(attempts);
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

/** Waits until the React app has hydrated (the theme sets data-has-hydrated on <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export function failedRequestText(request: Request): string {
  return `${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'failed'})`;
}
