import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

/** The page's scroll lock: the open mobile panel sets it, and React clears it on the render after the panel closes. */
function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

async function navbarTop(page: Page): Promise<number> {
  return (await page.locator('nav.navbar').boundingBox())?.y ?? Number.NaN;
}

test.describe('navbar on desktop', () => {
  test('hides when scrolling down and returns when scrolling up', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await bar(page).getByRole('button', { name: 'Close' }).click();
    expect(await navbarTop(page)).toBeGreaterThanOrEqual(0);

    // Scroll down step by step, each step once the page has moved.
    for (let step = 0; step < 6; step += 1) {
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    }
    await expect.poll(() => navbarTop(page)).toBeLessThan(0);

    await page.mouse.wheel(0, -150);
    await expect.poll(() => navbarTop(page)).toBeGreaterThanOrEqual(0);
  });

  test('has the Docs and Blog entries and a Console button to the sign-in address', async ({ page }) => {
    await page.goto('/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    const consoleLink = navbar.getByRole('link', { name: /Sign in to the PostgresAI Console/ });
    await expect(consoleLink).toHaveAttribute('href', 'https://console.postgres.ai/');
    await expect(consoleLink).toHaveAttribute('target', '_blank');
    await expect(navbar.getByRole('link', { name: 'Consulting' })).toHaveAttribute('href', '/consulting');
    await navbar.getByText('Products', { exact: true }).hover();
    await expect(navbar.getByRole('link', { name: 'postgres_ai monitoring' })).toHaveAttribute(
      'href',
      '/docs/monitoring',
    );
    await navbar.getByText('Docs', { exact: true }).hover();
    await navbar.getByRole('link', { name: 'Documentation home' }).click();
    await expect(page).toHaveURL(/\/docs\/$/);
  });
});

function bar(page: Page) {
  return page.locator('.theme-announcement-bar');
}

test.describe('mobile sidebar', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  const openSidebar = async (page: Page) => {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
  };

  test('opens with the docs menu, has a way back to the main menu and locks page scroll', async ({ page }) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await openSidebar(page);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    const sidebar = page.locator('.navbar-sidebar');
    // On a docs page the secondary menu (the docs sidebar) is shown first.
    await expect(page.locator('.navbar-sidebar__items--show-secondary')).toBeVisible();
    await expect(
      sidebar.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Documentation home' }),
    ).toBeInViewport();
    await sidebar.getByRole('button', { name: /Back to main menu/ }).click();
    await expect(page.locator('.navbar-sidebar__items--show-secondary')).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Blog' })).toBeInViewport();

    await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(sidebar).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('closes on browser back without leaving the page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // A client-side navigation, so that "back" stays inside the app.
    await page.getByRole('link', { name: 'Read the documentation' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started with PostgresAI');
    await openSidebar(page);
    await page.goBack();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/$/);
  });

  test('goes away when the window grows to desktop width', async ({ page }) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await openSidebar(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
  });
});
