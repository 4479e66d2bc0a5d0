import type { Page, Response } from '@playwright/test';
import { prismDark } from '../../src/data/prismDark';
import { prismLight } from '../../src/data/prismLight';
import { test, expect, waitForHydration } from './fixtures';

// Code blocks are highlighted by the server render in both colour modes: the
// token colours are CSS variables. The browser keeps that HTML on hydration and
// fetches Prism only for a block that mounts later.
const howTo = '/docs/postgres-howtos/schema-design/ddl-operations/how-to-drop-a-column';
/** Text found only in the chunk that highlights code: its map of Prism languages. */
const highlighterMarker = '"./prism-sql"';
/** Text found only in the chunk of the SQL examples' buttons. */
const sqlExampleMarker = 'sqlRunner.group';

/** Collects the JavaScript the page downloads, with its text. */
function scriptsOf(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

const loaded = async (bodies: Promise<string>[], marker: string) =>
  (await Promise.all(bodies)).some((body) => body.includes(marker));

/** The colour of the first SQL keyword, as rgb(r, g, b). */
const keywordColour = (page: Page) =>
  page
    .locator('article pre .token.keyword')
    .first()
    .evaluate((element) => getComputedStyle(element).color);

/** The palette's keyword colour, as the browser reports it. */
function expectedKeyword(theme: typeof prismLight): string {
  const keyword = theme.styles.filter((entry) => entry.types.includes('keyword')).at(-1)?.style.color ?? '';
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(keyword.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('code is highlighted by the server in the dark palette, and hydration loads no highlighter', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto(howTo);
  await expect.poll(() => keywordColour(page)).toBe(expectedKeyword(prismDark));
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await loaded(scripts, highlighterMarker)).toBe(false);
  await expect(page.locator('article pre .token.keyword').first()).toBeVisible();
  expect(await keywordColour(page)).toBe(expectedKeyword(prismDark));
});

test('the code colours follow the colour mode', async ({ page }) => {
  await page.goto(howTo);
  await waitForHydration(page);
  await page.getByRole('button', { name: /dark and light mode/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => keywordColour(page)).toBe(expectedKeyword(prismLight));
});

test('after a client-side navigation, the new page’s code is highlighted', async ({ page }) => {
  await page.goto('/docs/postgres-howtos/schema-design/ddl-operations');
  await waitForHydration(page);
  const scripts = scriptsOf(page);
  await page.locator(`main a[href="${howTo}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${howTo}$`));
  await expect(page.locator('article pre .token.keyword').first()).toBeVisible();
  expect(await keywordColour(page)).toBe(expectedKeyword(prismDark));
  expect(await loaded(scripts, highlighterMarker)).toBe(true);
});

test('only pages with runnable SQL load the SQL examples’ buttons', async ({ context }) => {
  for (const [path, expected] of [
    ['/docs/', false],
    // Code blocks, none of them SQL that runs.
    ['/docs/checkup', false],
    [howTo, true],
  ] as const) {
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await loaded(scripts, sqlExampleMarker), path).toBe(expected);
    await page.close();
  }
});
