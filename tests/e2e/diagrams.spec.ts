import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

// Mermaid diagrams are drawn at build time: the page shows an image per colour
// mode and runs no diagram code.
const shownDiagram = (figure: Locator) => figure.locator('img:visible');

/** The first diagram of the docs home, scrolled into view, with one image shown. */
async function firstDiagram(page: Page): Promise<Locator> {
  await page.goto('/docs/');
  const figure = page
    .locator('main figure')
    .filter({ has: page.locator('img[src*="/diagrams/"]') })
    .first();
  await figure.scrollIntoViewIfNeeded();
  await expect(shownDiagram(figure)).toHaveCount(1);
  return figure;
}

async function expectLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('a diagram is a drawn image that follows the colour mode and says in words what it shows', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  const figure = await firstDiagram(page);
  await waitForHydration(page);
  await expect(shownDiagram(figure)).toHaveAttribute('src', /-dark\.svg$/);
  await expectLoaded(shownDiagram(figure));
  expect((await shownDiagram(figure).getAttribute('alt'))?.length).toBeGreaterThan(20);

  await page.getByRole('button', { name: /dark and light mode/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(shownDiagram(figure)).toHaveAttribute('src', /-light\.svg$/);
  await expectLoaded(shownDiagram(figure));
  expect(scripts.some((body) => body.includes('mermaidAPI'))).toBe(false);
});

test('without scripts, a diagram still shows, in the light colours of the unstyled theme', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const figure = await firstDiagram(await context.newPage());
  await expect(shownDiagram(figure)).toHaveAttribute('src', /-light\.svg$/);
  await expectLoaded(shownDiagram(figure));
  await context.close();
});
