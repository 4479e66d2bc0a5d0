/**
 * Offline search in the production build: the DocSearch dialog and the
 * /search page answered by the index written at build time.
 */
import type { Page } from '@playwright/test';
import { test, expect, savesData, waitForHydration } from './fixtures';

const input = (page: Page) => page.locator('.DocSearch-Input');

async function openDialog(page: Page, path = '/docs/'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(input(page)).toBeFocused();
}

async function typeQuery(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

test('the navbar button opens the dialog; Escape closes it and focus returns to the button', async ({ page }) => {
  await openDialog(page);
  await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
  await expect(page.getByText('No recent searches')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
});

test('Ctrl+K and "/" open the dialog; "/" typed in a text field does not', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input(page)).toBeHidden();
  await page.keyboard.press('/');
  await expect(input(page)).toBeVisible();
  await expect(input(page)).toHaveValue('');
  await page.keyboard.press('Escape');

  await page.goto('/search');
  await waitForHydration(page);
  const field = page.getByLabel('Search the site');
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(input(page)).toBeHidden();
});

test('the button shows its shortcut, and a letter typed on it opens the dialog with that letter', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await expect(button, 'the button announces its shortcut to assistive technology').toHaveAttribute(
    'aria-keyshortcuts',
    'Control+K',
  );
  await expect(button.locator('kbd')).toHaveText(['Ctrl', 'K']);
  await button.focus();
  await page.keyboard.press('v');
  await expect(input(page)).toBeFocused();
  await expect(input(page), 'the letter typed on the button starts the query, once').toHaveValue('v');
});

test('Tab stays inside the dialog and a click on the backdrop closes it', async ({ page }) => {
  await openDialog(page);
  await typeQuery(page, 'clone');
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal')));
    expect(inside).toBe(true);
  }
  await page.mouse.click(5, 400);
  await expect(input(page)).toBeHidden();
});

test('results are grouped, at most five a group, with a footer counting every match', async ({ page }) => {
  await openDialog(page);
  await input(page).pressSequentially('vacuum', { delay: 30 });
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const groups = page.locator('.DocSearch-Hits');
  expect(await groups.count()).toBeGreaterThan(1);
  for (const group of await groups.all()) {
    expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
  }
  expect(await page.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(20);
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/vacuum/i);
  const footer = page.getByRole('link', { name: /See all \d+ results/ });
  const count = Number((await footer.textContent())?.match(/\d+/)?.[0]);
  await footer.click();
  await expect(page).toHaveURL(/\/search\?q=vacuum$/);
  // The page counts the same matches the dialog announced, for this query only.
  await expect(page.getByRole('status')).toHaveText(`${count} results for "vacuum"`);
});

test('a question with a word no page has finds its page and names the word it searched without', async ({ page }) => {
  await openDialog(page);
  await input(page).fill('how do I find unused indexes qqzzxxyy');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(/unused indexes/i);
  await expect(page.getByText('No page has all the words; searched without: qqzzxxyy')).toBeVisible();
  await page.getByRole('link', { name: /See all \d+ results/ }).click();
  await expect(page.getByRole('status')).toContainText('No page has all the words; searched without: qqzzxxyy');
  await expect(page.locator('main > ol > li').first()).toContainText(/unused indexes/i);
});

test('a query with no match offers suggestions and a way to report it', async ({ page }) => {
  await openDialog(page);
  await typeQuery(page, 'clone');
  await input(page).fill('qqzzxxyy');
  await expect(page.getByText(/No results for/)).toContainText('qqzzxxyy');
  const suggestions = page.locator('.DocSearch-NoResults-Prefill-List .DocSearch-Prefill');
  expect(await suggestions.count()).toBeGreaterThan(0);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(page.getByText('Try searching for')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /\/contact\//);
  await suggestions.first().click();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('when the index cannot be loaded the error screen shows, and a later query retries', async ({ page }) => {
  let blocked = true;
  await page.route('**/search-index/**', (route) => (blocked ? route.abort('failed') : route.fallback()));
  await openDialog(page);
  await input(page).fill('clone');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  blocked = false;
  await input(page).fill('clones');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('a selected hit is remembered, can be starred as a favorite, and removed', async ({ page }) => {
  await openDialog(page);
  await typeQuery(page, 'thin clone');
  const title = (await page.locator('.DocSearch-Hit-title').first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(input(page)).toBeHidden();

  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  const recent = page.locator('.DocSearch-Hit').first();
  await expect(recent).toContainText(title.trim().slice(0, 20));
  await recent.hover();
  await recent.getByTitle('Save this search').click();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
  await page.locator('.DocSearch-Hit').first().hover();
  await page.locator('.DocSearch-Hit').first().getByTitle('Remove this search from favorites').click();
  await expect(page.getByText('No recent searches')).toBeVisible();
});

test('search keeps working when stored searches are corrupt or storage is blocked', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__postgres-ai-en', '{not json');
    window.localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__postgres-ai-en', '"a string"');
  });
  await openDialog(page);
  await expect(page.getByText('No recent searches')).toBeVisible();
  await typeQuery(page, 'branch');

  const blocked = await page.context().newPage();
  await blocked.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await openDialog(blocked);
  await typeQuery(blocked, 'branch');
  await blocked.close();
});

test('Enter on a hit navigates inside the app, and a modifier key keeps the dialog open', async ({ page }) => {
  await openDialog(page);
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  await typeQuery(page, 'snapshot');
  await page.keyboard.press('Enter');
  await expect(input(page)).toBeHidden();
  await expect(page).not.toHaveURL(/\/docs\/$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
});

test('the initial query comes from the selected text, cut to 64 characters', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const paragraph = document.querySelector('article p');
    if (!paragraph) throw new Error('no paragraph');
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  });
  const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
  await page.keyboard.press('Control+k');
  const value = await input(page).inputValue();
  expect(value.length).toBeLessThanOrEqual(64);
  expect(selected.startsWith(value)).toBe(true);
  await expect(input(page)).toHaveAttribute('maxlength', '64');
});

const hostileQueries = [
  '<img src=x onerror=alert(1)>',
  '"',
  '%',
  '\\',
  '🐘 postgres',
  'a'.repeat(64),
  'select * from pg_stat_activity',
];

test('hostile and odd queries render as text, never as markup', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (alert) => {
    dialogs++;
    void alert.dismiss();
  });
  await openDialog(page);
  for (const query of hostileQueries) {
    await input(page).fill(query);
    await expect(input(page)).toHaveValue(query.slice(0, 64));
    // Wait for this query's answer: the screen that names it as text, or its hits.
    const named = page.locator('.DocSearch-NoResults').filter({ hasText: query.slice(0, 64) });
    await expect(named.or(page.locator('.DocSearch-Hit').first())).toBeVisible();
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
  }
  await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)> select')}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x onerror=alert(1)>');
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('the search page lists every match with breadcrumbs, keeps the query in the URL and loads more', async ({
  page,
}) => {
  await page.goto('/search?q=index');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “index”');
  await expect(page.getByRole('status')).toHaveText(/^\d+ results for "index"$/);
  const results = page.locator('main > ol > li');
  await expect(results).toHaveCount(15);
  await expect(results.first().locator('mark').first()).toBeVisible();
  await expect(results.first().getByRole('list', { name: 'Location' })).toBeVisible();
  await page.getByRole('button', { name: 'Load more results' }).click();
  await expect(results).toHaveCount(30);

  const field = page.getByLabel('Search the site');
  await field.fill('partitioning');
  await expect(page).toHaveURL(/\/search\?q=partitioning$/);
  await expect(page.getByRole('status')).toHaveText(/results? for "partitioning"/);
  await expect(field).toHaveAttribute('maxlength', '512');

  await page.goto(`/search?q=${'x'.repeat(600)}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Search the site')).toHaveValue('x'.repeat(512));
});

test('offline search never leaves the site origin', async ({ page, offsiteRequests }) => {
  await openDialog(page);
  await typeQuery(page, 'monitoring');
  await page.goto('/search?q=checkup');
  await waitForHydration(page);
  await expect(page.locator('main > ol > li').first()).toBeVisible();
  expect(offsiteRequests).toEqual([]);
});

test('on a phone the search button keeps its name, though the word is hidden from view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await expect(button).toBeVisible();
  const word = button.locator('.DocSearch-Button-Placeholder');
  expect((await word.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await button.click();
  await expect(input(page)).toBeFocused();
});

/**
 * Moves the pointer, as a reader does, and waits until the dialog has been built ahead, hidden,
 * as it is once a reader has acted on a loaded page.
 */
async function dialogBuiltAhead(page: Page): Promise<void> {
  await page.mouse.move(200, 300);
  await expect(
    page.locator('.DocSearch-Container'),
    'once the reader acts, SearchBar (src/plugins/search-local/theme/SearchBar) renders the dialog hidden',
  ).toBeAttached();
  await expect(page.locator('.DocSearch-Container')).toBeHidden();
}

test('once the reader has acted, the dialog is built ahead: opening it fetches only the index files of the query', async ({
  page,
}) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await dialogBuiltAhead(page);
  // Scripts, styles and fetches; the links of the results prefetch their pages' routes, which is not the dialog.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet', 'fetch', 'xhr'].includes(request.resourceType()))
      fetched.push(new URL(request.url()).pathname);
  });
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await expect(page.getByText('No recent searches')).toBeVisible();
  await page.keyboard.insertText('vacuum');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(
    fetched.filter((path) => !/^\/search-index\/[tr]\//.test(path)),
    'the dialog code, its styles and the index manifest should have loaded when the reader first acted',
  ).toEqual([]);

  // Closed, it is replaced by a fresh one: the next opening starts empty, as DocSearch's own does.
  await page.keyboard.press('Escape');
  await expect(input(page)).toBeHidden();
  await dialogBuiltAhead(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('');
  await page.keyboard.press('Escape');

  // Text selected after the dialog was built still becomes the query.
  await page.evaluate(() => {
    const heading = document.querySelector('article h1');
    if (!heading) throw new Error('no heading');
    const range = document.createRange();
    range.selectNodeContents(heading);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  });
  const selected = await page.evaluate(() => window.getSelection()?.toString().trim() ?? '');
  expect(selected).not.toBe('');
  await dialogBuiltAhead(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toHaveValue(selected.slice(0, 64));
});

test('closing the dialog leaves the page where it was scrolled', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  // Built while the page was at the top, the dialog must still return to where it was opened.
  await dialogBuiltAhead(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(input(page)).toBeHidden();
  expect(await page.evaluate(() => window.scrollY), 'the page should stay where the reader opened search').toBe(600);
});

/** Lets two idle periods pass: anything the page had scheduled for an idle moment has run by then. */
async function twoIdlePeriods(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }))),
  );
}

test('a visit that never acts loads no search code, and Ctrl+K as the first act still opens search', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.waitForLoadState('load');
  await twoIdlePeriods(page);
  await expect(page.locator('.DocSearch-Container'), 'no dialog for a visit that does nothing').toHaveCount(0);
  expect(fetched.filter((path) => path.startsWith('/search-index/'))).toEqual([]);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.insertText('vacuum');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('a reader who saves data loads no search code until reaching for it', async ({ page }) => {
  await savesData(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.waitForLoadState('load');
  // Acting on the page builds the dialog for other readers (see dialogBuiltAhead), not for this one.
  await page.mouse.move(200, 300);
  await twoIdlePeriods(page);
  await expect(page.locator('.DocSearch-Container')).toHaveCount(0);
  expect(fetched.filter((path) => path.startsWith('/search-index/'))).toEqual([]);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(input(page)).toBeFocused();
  await typeQuery(page, 'vacuum');
});
