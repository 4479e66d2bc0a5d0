/**
 * A link to a heading on another page, followed inside the app (client-side
 * navigation), must leave the heading at the top of the viewport once
 * everything on the new page has settled: code highlighted, Run buttons and
 * diagrams drawn, fonts loaded. Before, code blocks rendered as plain text
 * first and shrank when highlighted, so a heading below them ended up cut off.
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

type Case = { name: string; from: string; to: string; id: string };

const cases: Case[] = [
  {
    name: 'a doc with code',
    from: '/docs/dblab-howtos/administration/install-dle-manually',
    to: '/docs/dblab-howtos/administration/engine-manage',
    id: 'read-the-logs',
  },
  {
    name: 'a how-to with Run buttons',
    from: '/docs/postgres-howtos/',
    to: '/docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers',
    id: 'spot-spills-to-disk',
  },
  {
    name: 'a blog post',
    from: '/blog',
    to: '/blog/20251110-postgres-marathon-2-013-why-keep-your-index-set-lean',
    id: 'bloat-makes-it-worse',
  },
];

/** Follows an in-app link to `href`, as a click on it does, through the site's router. */
async function followInAppLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'jump';
    // A link the app's router handles: the same path a click on a content link takes.
    link.addEventListener('click', (event) => {
      event.preventDefault();
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    document.body.append(link);
    link.click();
    link.remove();
  }, href);
}

/** The heading's distance from the top of the viewport once it has stopped moving for 30 frames. */
async function settledTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (targetId) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const step = () => {
          const element = document.getElementById(targetId);
          const top = element ? element.getBoundingClientRect().top : Number.NaN;
          const busy =
            document.fonts.status !== 'loaded' ||
            document.querySelector('[aria-busy="true"], [data-highlight-pending]') !== null;
          still = !busy && top === last ? still + 1 : 0;
          last = top;
          if (still >= 30) resolve(top);
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    id,
  );
}

for (const { name, from, to, id } of cases) {
  test(`${name}: following a link to #${id} leaves the heading at the top once the page settles`, async ({ page }) => {
    await page.goto(from);
    await waitForHydration(page);
    await followInAppLink(page, `${to}#${id}`);
    const heading = page.locator(`#${id}`);
    await expect(heading).toBeInViewport();
    const firstTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
    // From here on, nothing in the page's content may move up or down.
    await page.evaluate(() => {
      const moves: string[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & {
            sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
          }
        >) {
          for (const { node, previousRect, currentRect } of entry.sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            if (!element?.closest('article') || previousRect.y === currentRect.y) continue;
            moves.push(`${element.tagName}.${element.className}: ${previousRect.y} -> ${currentRect.y}`);
          }
        }
      }).observe({ type: 'layout-shift' });
      (window as unknown as { contentMoves: string[] }).contentMoves = moves;
    });
    const top = await settledTop(page, id);
    // The navbar hides while scrolling down; where it shows, the heading must be below it.
    const navbarBottom = await page.evaluate(() =>
      Math.max(0, document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0),
    );
    expect(top, 'the heading ended up under the navbar or above the viewport').toBeGreaterThanOrEqual(navbarBottom - 1);
    const navbarHeight = await page.evaluate(
      () => document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0,
    );
    expect(top, 'the heading ended up far below the top of the viewport').toBeLessThanOrEqual(navbarHeight + 40);
    expect(top, 'the heading moved after the page scrolled to it').toBe(firstTop);
    const moves = await page.evaluate(() => (window as unknown as { contentMoves: string[] }).contentMoves);
    expect(moves, 'content above the heading moved after the page scrolled to it').toEqual([]);
  });
}
