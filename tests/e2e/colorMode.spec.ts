import { test, expect, waitForHydration } from './fixtures';

const html = (page: import('@playwright/test').Page) => page.locator('html');
const toggle = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /dark and light mode/i });

test.describe('colour mode', () => {
  test.use({ colorScheme: 'light' });

  test('first visit is dark even when the browser prefers light', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the toggle switches mode and the choice persists under the "theme" key', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.goto('/docs/');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('a change in one tab reaches another open tab, and clearing it reverts to dark', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/docs/');
    await waitForHydration(first);
    await waitForHydration(second);

    await toggle(first).click();
    await expect(html(first)).toHaveAttribute('data-theme', 'light');
    await expect(html(second)).toHaveAttribute('data-theme', 'light');

    await first.evaluate(() => localStorage.removeItem('theme'));
    await expect(html(second)).toHaveAttribute('data-theme', 'dark');
    await first.reload();
    await expect(html(first)).toHaveAttribute('data-theme', 'dark');
  });

  test('a corrupt stored value falls back to dark', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', '{"mode": "purple"'));
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
