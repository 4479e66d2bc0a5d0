import { test, expect, waitForHydration } from './fixtures';
import { announcement } from '../../src/data/announcement';

const idKey = 'docusaurus.announcement.id';
const dismissKey = 'docusaurus.announcement.dismiss';

function bar(page: import('@playwright/test').Page) {
  return page.locator('.theme-announcement-bar');
}

async function storedValues(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('docusaurus.'))),
  );
}

test.describe('announcement bar', () => {
  test('is shown with the configured content and colours, and links to the series', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toHaveCSS('background-color', 'rgb(215, 238, 242)');
    await expect(bar(page)).toHaveCSS('color', 'rgb(1, 58, 68)');
    const link = bar(page).getByRole('link', { name: announcement.linkLabel });
    await expect(link).toHaveAttribute('href', announcement.linkPath);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${announcement.linkPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('PostgresMarathon');
  });

  test('closing it stores the dismissed flag and keeps it closed', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toBeHidden();
    expect(await storedValues(page)).toEqual({ [idKey]: announcement.id, [dismissKey]: 'true' });
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toBeHidden();
  });

  test('a new announcement id shows the bar again and resets the dismissal', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(
      ([id, dismiss]) => {
        localStorage.setItem(id, 'an-announcement-from-last-month');
        localStorage.setItem(dismiss, 'true');
      },
      [idKey, dismissKey] as const,
    );
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    expect(await storedValues(page)).toEqual({ [idKey]: announcement.id, [dismissKey]: 'false' });
  });

  test('misspelled keys and ids from earlier site versions are migrated and keep the bar closed', async ({ page }) => {
    await page.goto('/');
    // The theme writes its own keys once it hydrates: let it, then plant the old ones.
    await waitForHydration(page);
    const misspelledId = announcement.id.replace('announcement', 'annoucement');
    await page.evaluate((id) => {
      localStorage.clear();
      localStorage.setItem('docusaurus.annoucement.id', id);
      localStorage.setItem('docusaurus.annoucement.dismiss', 'true');
    }, misspelledId);
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toBeHidden();
    expect(await storedValues(page)).toEqual({ [idKey]: announcement.id, [dismissKey]: 'true' });
  });
});
