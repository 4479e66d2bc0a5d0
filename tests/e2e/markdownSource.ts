/** Shared steps: a page's "View raw" link serves its Markdown, and "Copy as Markdown" copies exactly that. */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export async function expectMarkdownSourceActions(
  page: Page,
  context: BrowserContext,
  rawPath: string,
): Promise<string> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await expect(page.getByRole('link', { name: 'View raw' })).toHaveAttribute('href', rawPath);
  const response = await page.request.get(rawPath);
  expect(response.status()).toBe(200);
  const raw = await response.text();
  // The title first, after the one-line pointer for agents that the page's own `.md` starts with.
  expect(raw).toMatch(/^(> [^\n]*llms\.txt[^\n]*\n+)?# /);
  expect(raw).not.toMatch(/^---/);
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(raw);
  return raw;
}
