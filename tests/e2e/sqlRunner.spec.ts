import type { Page, Request } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

// The Run buttons of SQL examples: PGlite (PostgreSQL in WebAssembly) runs
// each block in a worker, after replaying the article's earlier blocks.
const howTo = '/docs/postgres-howtos/schema-design/ddl-operations/how-to-drop-a-column';
/** An article with a block that the SQL check runs but PGlite cannot. */
const withUnavailable = '/docs/postgres-howtos/advanced-topics/misc/how-many-tuples-can-be-inserted-in-a-page';
const pgliteFile = /\.(wasm|data)$/;

// The first run downloads about 15 MB and starts PostgreSQL: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });
const firstResult = { timeout: 150_000 };

const example = (page: Page, number: number) => page.getByRole('group', { name: `SQL example ${number}` });
const output = (page: Page, number: number) => example(page, number).getByRole('status');

async function open(page: Page, path = howTo) {
  await page.goto(path);
  await waitForHydration(page);
}

test('the first block of a how-to runs and shows its command tags', async ({ page }) => {
  await open(page);
  await example(page, 1).getByRole('button', { name: 'Run SQL example 1' }).click();
  await expect(output(page, 1)).toContainText('CREATE TABLE', firstResult);
  await expect(output(page, 1)).toContainText(/INSERT 0 10000(?!\d)/);
  await expect(output(page, 1)).toContainText('CREATE VIEW');
  await expect(output(page, 1)).toContainText(/Ran in [\d.]+ ms/);
});

test('a later block replays the earlier ones and shows its rows as a table', async ({ page }) => {
  await open(page);
  await example(page, 6).getByRole('button', { name: 'Run SQL example 6' }).click();
  const table = output(page, 6).getByRole('table');
  await expect(table).toBeVisible(firstResult);
  await expect(table.getByRole('columnheader')).toHaveText(['attnum', 'attname', 'attisdropped']);
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('cell', { name: /pg\.dropped\.3/ })).toBeVisible();
  await expect(output(page, 6)).toContainText('after replaying 5 earlier examples');
});

test('a block edited into an error shows PostgreSQL’s message, code and position; Reset restores it', async ({
  page,
}) => {
  await open(page);
  const block = example(page, 2);
  const original = await block.locator('pre').innerText();
  await block.getByRole('button', { name: 'Edit' }).click();
  const editor = block.getByRole('textbox', { name: 'SQL of example 2' });
  await expect(editor).toBeFocused();
  await editor.fill('select nope from products;');
  await expect(block.locator('pre')).toContainText('select nope from products;');
  await block.getByRole('button', { name: 'Run SQL example 2' }).click();
  await expect(output(page, 2)).toContainText('column "nope" does not exist', firstResult);
  await expect(output(page, 2)).toContainText('SQLSTATE 42703');
  await expect(output(page, 2)).toContainText('line 1, column 8');

  await block.getByRole('button', { name: 'Reset' }).click();
  await expect(editor).toBeHidden();
  await expect.poll(() => block.locator('pre').innerText()).toBe(original);
  await expect(output(page, 2)).toBeEmpty();
  // A fresh database: the original block runs again after replaying block 1.
  await block.getByRole('button', { name: 'Run SQL example 2' }).click();
  await expect(output(page, 2).getByRole('table')).toBeVisible(firstResult);
  await expect(output(page, 2)).toContainText('after replaying 1 earlier example');
});

test('a run still going after 10 seconds can be cancelled, and the database starts afresh', async ({ page }) => {
  await open(page);
  // The page's timers run on a clock the test can move forward, so it need not wait the 10 seconds.
  await page.clock.install();
  const block = example(page, 1);
  await block.getByRole('button', { name: 'Run SQL example 1' }).click();
  await expect(output(page, 1)).toContainText('CREATE TABLE', firstResult);

  await block.getByRole('button', { name: 'Edit' }).click();
  await block.getByRole('textbox', { name: 'SQL of example 1' }).fill('select pg_sleep(600);');
  await block.getByRole('button', { name: 'Run SQL example 1' }).click();
  await expect(output(page, 1)).toContainText('Running…');
  await expect(block.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await page.clock.fastForward(10_000);
  await expect(output(page, 1)).toContainText('Still running after 10 seconds');
  await block.getByRole('button', { name: 'Cancel' }).click();
  await expect(output(page, 1)).toContainText('Cancelled. The database starts afresh.');

  await block.getByRole('button', { name: 'Reset' }).click();
  await block.getByRole('button', { name: 'Run SQL example 1' }).click();
  await expect(output(page, 1)).toContainText('CREATE TABLE', firstResult);
});

test('a block meant to fail shows its error as the expected outcome', async ({ page }) => {
  await open(page);
  await example(page, 3).getByRole('button', { name: 'Run SQL example 3' }).click();
  await expect(output(page, 3)).toContainText('This example fails on purpose', firstResult);
  await expect(output(page, 3)).toContainText('cannot drop column legacy_notes of table products');
  await expect(output(page, 3)).toContainText('DETAIL: view products_with_notes depends on column legacy_notes');
});

test('a block that cannot run in the browser has no Run button, only the reason', async ({ page }) => {
  await open(page, withUnavailable);
  const note = page.getByText(/This example does not run in the browser: needs the pageinspect extension/);
  await expect(note).toBeVisible();
  const block = page.locator('.theme-code-block', { hasText: 'create extension if not exists pageinspect' });
  await expect(block).toHaveCount(1);
  await expect(page.getByRole('group').filter({ has: block })).toHaveCount(0);
});

test('nothing of the runner loads before the first click, and nothing leaves the site', async ({
  page,
  context,
  baseURL,
  offsiteRequests,
}) => {
  const requests: string[] = [];
  context.on('request', (request: Request) => requests.push(request.url()));
  await open(page);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => pgliteFile.test(url) || /worker/i.test(url))).toEqual([]);

  await example(page, 1).getByRole('button', { name: 'Run SQL example 1' }).click();
  await expect(output(page, 1)).toContainText('CREATE TABLE', firstResult);
  expect(requests.filter((url) => pgliteFile.test(url)).length).toBeGreaterThanOrEqual(3);
  const origin = new URL(baseURL ?? page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
  expect(offsiteRequests).toEqual([]);
});

test('a failed download shows an error with Retry, and Retry runs the block', async ({ page, context }) => {
  let failed = 0;
  await context.route(/\.wasm$/, async (route) => {
    if (failed === 0) {
      failed += 1;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await open(page);
  await example(page, 1).getByRole('button', { name: 'Run SQL example 1' }).click();
  await expect(output(page, 1)).toContainText('PostgreSQL could not be downloaded', firstResult);
  // The page keeps working: the other buttons still answer.
  await expect(example(page, 2).getByRole('button', { name: 'Edit' })).toBeEnabled();
  await output(page, 1).getByRole('button', { name: 'Retry' }).click();
  await expect(output(page, 1)).toContainText('CREATE TABLE', firstResult);
  expect(failed).toBe(1);
});
