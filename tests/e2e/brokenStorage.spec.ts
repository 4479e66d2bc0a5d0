import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

async function expectSiteWorks(page: Page, problems: string[]) {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The colour toggle still switches the mode for this visit.
  await page.getByRole('button', { name: /dark and light mode/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // The announcement bar still closes.
  await page.locator('.theme-announcement-bar').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();
  // Client-side navigation still works.
  await page.locator('nav.navbar').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('article').first()).toBeVisible();
  expect(problems.filter((problem) => problem.startsWith('uncaught'))).toEqual([]);
}

test('with localStorage blocked by the browser, the site renders and works and warns in the console', async ({
  page,
  consoleProblems,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await expectSiteWorks(page, consoleProblems);
  expect(warnings.some((text) => /storage is not available/i.test(text))).toBe(true);
});

test('with a full localStorage (quota exceeded), the site renders and works', async ({ page, consoleProblems }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await expectSiteWorks(page, consoleProblems);
});

test('with garbage in localStorage, the site renders with defaults and repairs what it owns', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('theme', '{"broken": ');
    localStorage.setItem('docusaurus.announcement.dismiss', '%%%');
    localStorage.setItem('docusaurus.announcement.id', '\u0000\uFFFF');
    localStorage.setItem('postgresai.analytics-consent', '[1,2,3]');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  expect(consoleProblems.filter((problem) => problem.startsWith('uncaught'))).toEqual([]);
  await expectSiteWorks(page, consoleProblems);
});
