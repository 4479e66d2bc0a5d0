/**
 * The consent rule for requests: a page may not contact another origin before
 * the visitor agrees to it. The one exception is the site's own API
 * (`API_URL_PREFIX`), on the pages that show its data as they load; forms
 * call it only when submitted, and shared conversations are not crawled.
 */
import type { Page } from '@playwright/test';
import { siteEnvDefaults } from '../../src/config/siteEnv';
import { isLocal } from './fixtures';

/** Pages that read the API as they load: the live price table. */
export const pagesReadingApi: readonly string[] = ['/pricing/', '/pricing/table/'];

/**
 * Adds to `problems` every request or websocket `page` opens to another
 * origin without consent, naming the page shown at the time (`currentPath`).
 */
export function recordThirdPartyRequests(page: Page, currentPath: () => string, problems: string[]): void {
  const check = (url: string, kind: string) => {
    if (isLocal(url)) return;
    const path = currentPath();
    if (url.startsWith(`${siteEnvDefaults.apiUrlPrefix}/`) && pagesReadingApi.includes(path)) return;
    problems.push(`${path}: ${kind} request to ${url} without consent`);
  };
  page.on('request', (request) => check(request.url(), request.resourceType()));
  page.on('websocket', (socket) => check(socket.url(), 'websocket'));
}
