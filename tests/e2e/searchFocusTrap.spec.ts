/**
 * The search dialog keeps keyboard focus: on each of its screens, any number
 * of Tab or Shift+Tab presses cycles through the dialog's own controls and
 * never reaches the page behind it.
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const fix =
  'Focus must stay in the dialog: the trap in src/plugins/search-local/theme/focusTrap.ts wraps Tab from the ' +
  'last visible control to the first and Shift+Tab from the first to the last.';

const input = (page: Page) => page.locator('.DocSearch-Input');

async function openDialog(page: Page): Promise<void> {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(input(page)).toBeFocused();
}

/** Descriptions of the controls in the dialog that Tab can reach and a visitor can see, in order. */
async function dialogControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    if (!modal) return [];
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';
    return Array.from(modal.querySelectorAll<HTMLElement>(selector))
      .filter(
        (element) =>
          element.tabIndex >= 0 &&
          !element.matches(':disabled') &&
          element.checkVisibility({ visibilityProperty: true }),
      )
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      );
  });
}

/** Where focus is: inside the dialog or not, and a description for messages. */
async function focusState(page: Page): Promise<{ inside: boolean; name: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return { inside: false, name: 'the page body' };
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    const href = element.getAttribute('href');
    return {
      inside: Boolean(element.closest('.DocSearch-Modal')),
      name: `<${element.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}> "${text.slice(0, 40)}"`,
    };
  });
}

/**
 * Presses `key` more times than the dialog has controls, checking after each
 * press that focus is still inside, and that it reached `last` and came back
 * round (so the end of the dialog was crossed, not just approached).
 */
async function cycleFocus(page: Page, screen: string, key: 'Tab' | 'Shift+Tab', last: RegExp): Promise<void> {
  const controls = await dialogControls(page);
  expect(controls.length, `the ${screen} should have controls to move between`).toBeGreaterThan(0);
  const presses = controls.length * 2 + 2;
  const visited: string[] = [];
  for (let press = 1; press <= presses; press++) {
    await page.keyboard.press(key);
    const focus = await focusState(page);
    visited.push(focus.name);
    expect(
      focus.inside,
      `${key} press ${press} of ${presses} on the ${screen} moved focus out of the search dialog to ${focus.name}. ` +
        `Dialog controls: ${controls.join(', ')}. ${fix}`,
    ).toBe(true);
  }
  expect(
    visited.some((name) => last.test(name)),
    `${key} on the ${screen} never reached ${last}; visited ${visited.join(', ')}`,
  ).toBe(true);
  expect(
    visited.filter((name) => name.startsWith('<input')).length,
    `${key} on the ${screen} did not come back round to the query field; visited ${visited.join(', ')}. ${fix}`,
  ).toBeGreaterThanOrEqual(2);
}

async function bothWays(page: Page, screen: string, last: RegExp, first: RegExp): Promise<void> {
  await input(page).focus();
  await cycleFocus(page, screen, 'Tab', last);
  await input(page).focus();
  await cycleFocus(page, screen, 'Shift+Tab', first);
}

test('on the start screen, with nothing searched yet', async ({ page }) => {
  await openDialog(page);
  await expect(page.getByText('No recent searches')).toBeVisible();
  await bothWays(page, 'start screen', /^<input/, /^<input/);
});

test('on the results screen, past "See all N results"', async ({ page }) => {
  await openDialog(page);
  await input(page).fill('replication');
  await expect(page.getByRole('link', { name: /See all \d+ results/ })).toBeVisible();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await bothWays(page, 'results screen', /See all \d+ results/, /See all \d+ results/);
});

test('on the results screen of a phone, with the Cancel button shown', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openDialog(page);
  await input(page).fill('replication');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Cancel')).toBeVisible();
  await bothWays(page, 'phone results screen', /See all \d+ results/, /See all \d+ results/);
});

test('on the no-results screen, past the suggestions and "Let us know"', async ({ page }) => {
  await openDialog(page);
  await input(page).fill('qqzzxxyy');
  await expect(page.getByText(/No results for/)).toContainText('qqzzxxyy');
  await expect(page.getByRole('link', { name: 'Let us know.' })).toBeVisible();
  await bothWays(page, 'no-results screen', /Let us know/, /Let us know/);
});

test('on the error screen, when the index cannot be loaded', async ({ page }) => {
  await page.route('**/search-index/**', (route) => route.abort('failed'));
  await openDialog(page);
  await input(page).fill('replication');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await bothWays(page, 'error screen', /^<button/, /^<button/);
});
