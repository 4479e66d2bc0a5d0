/**
 * axe-core in the page under test: its browser build is put into every page
 * load by an init script (`await page.addInitScript({ path: axeSource })`),
 * and `axeViolations` runs every rule of the WCAG 2.0/2.1 A and AA tags and
 * the best practices on the whole document. One run in the page itself is
 * several times faster than partial runs per frame, and no page of the site
 * embeds a cross-origin frame.
 */
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

export const axeSource = require.resolve('axe-core/axe.min.js');
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The rules the page violates, with the nodes that fail them. `contrast: false` leaves out
 * colour contrast, the slowest rule, where the crawl has checked the same kinds of text already.
 */
export function axeViolations(page: Page, { contrast = true }: { contrast?: boolean } = {}): Promise<Result[]> {
  return page.evaluate(
    ({ tags, contrast }) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
          rules: { 'color-contrast': { enabled: contrast } },
        })
        .then((results) => results.violations),
    { tags: axeTags, contrast },
  );
}
