/**
 * The Russian docs sidebar marks the entries whose page is still English, so a
 * reader knows before the click; the mark follows the rule of the fallback note.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const untranslatedDoc = '/docs/dblab-howtos/administration/add-disk-space-to-zfs-pool';
const untranslatedHowto = '/docs/postgres-howtos/advanced-topics/misc/estimate-yoy-table-growth';
const translatedDoc = '/docs/tutorials/joe-setup';

const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-menu');
const current = (page: Page) => sidebar(page).locator('a[aria-current="page"]');
/** The text the mark draws after a link, or "none". */
const mark = (link: Locator) => link.evaluate((element) => getComputedStyle(element, '::after').content);

for (const path of [untranslatedDoc, untranslatedHowto]) {
  test(`/ru${path}: the entry of the English page says so, like the note above it`, async ({ page }) => {
    await page.goto(`/ru${path}`);
    await expect(page.locator('[data-fallback-note]')).toBeVisible();
    const link = current(page);
    await expect(link).toHaveAttribute('hreflang', 'en');
    await expect(link).toHaveAccessibleName(/\S \(на английском\)$/);
    expect(await mark(link)).not.toBe('none');
  });
}

test('/ru/docs/: entries of translated pages carry no mark, English ones do', async ({ page }) => {
  await page.goto(`/ru${translatedDoc}`);
  await expect(page.locator('[data-fallback-note]')).toHaveCount(0);
  const link = current(page);
  await expect(link).not.toHaveAttribute('hreflang', /./);
  await expect(link).not.toHaveAccessibleName(/на английском/);
  expect(await mark(link)).toBe('none');
  // The DBLab overview is translated, the DBLab how-tos overview is not.
  await expect(sidebar(page).locator('a[href="/ru/docs/database-lab"]')).not.toHaveAttribute('hreflang', /./);
  await expect(sidebar(page).locator('a[href="/ru/docs/dblab-howtos"]')).toHaveAttribute('hreflang', 'en');
});

test('the English sidebar has no mark', async ({ page }) => {
  await page.goto(untranslatedDoc);
  await expect(current(page)).toBeVisible();
  await expect(sidebar(page).locator('a[hreflang]')).toHaveCount(0);
});
