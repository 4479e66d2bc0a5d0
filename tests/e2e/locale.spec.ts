/**
 * The Russian locale under /ru/: the language menu, alternate links, the
 * page language, search limited to the current locale, and the note on
 * pages whose content is not translated yet.
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/** One page of each kind, as the English site serves it. */
const samples = [
  { kind: 'home page', path: '/' },
  { kind: 'pricing', path: '/pricing/' },
  { kind: 'product page', path: '/products/joe' },
  { kind: 'doc', path: '/docs/dblab-howtos/administration/add-disk-space-to-zfs-pool' },
  { kind: 'how-to', path: '/docs/postgres-howtos/advanced-topics/misc/estimate-yoy-table-growth' },
  { kind: 'blog post', path: '/blog/20210728-code-and-data' },
] as const;

function russian(path: string): string {
  return path === '/' ? '/ru/' : `/ru${path}`;
}

/** The hreflang alternates of a page, as pathnames. */
async function alternates(page: Page, path: string): Promise<Record<string, string>> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('hreflang') ?? '', element.getAttribute('href') ?? '']),
    );
  return Object.fromEntries(links.map(([hreflang, href]) => [hreflang, new URL(href ?? '').pathname]));
}

async function chooseLanguage(page: Page, current: string, target: string): Promise<void> {
  const menu = page.locator('.navbar__items--right .dropdown').filter({ hasText: current });
  await menu.hover();
  await menu.getByRole('link', { name: target, exact: true }).click();
}

test.describe('language menu', () => {
  test('switching to Russian and back keeps the visitor on the same page', async ({ page }) => {
    await page.goto('/pricing/');
    await waitForHydration(page);
    await chooseLanguage(page, 'English', 'Русский');
    await expect(page).toHaveURL(/\/ru\/pricing\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Гибкие цены на DBLab Engine');
    await waitForHydration(page);
    await chooseLanguage(page, 'Русский', 'English');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pricing\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flexible pricing for DBLab Engine');
  });

  test('keeps a documentation page too', async ({ page }) => {
    await page.goto('/docs/postgres-howtos/');
    await waitForHydration(page);
    await chooseLanguage(page, 'English', 'Русский');
    await expect(page).toHaveURL(/\/ru\/docs\/postgres-howtos\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How-to по PostgreSQL');
  });
});

test.describe('alternate links', () => {
  for (const { kind, path } of samples) {
    test(`${kind}: both locales name each other and English as x-default`, async ({ page }) => {
      const expected = { 'en-US': path, ru: russian(path), 'x-default': path };
      expect(await alternates(page, path)).toEqual(expected);
      expect(await alternates(page, russian(path))).toEqual(expected);
    });
  }
});

test('a Russian page declares its language; an English one keeps en-US', async ({ page }) => {
  await page.goto('/ru/pricing/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Гибкие цены на DBLab Engine');
  await page.goto('/pricing/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test.describe('search stays in the current locale', () => {
  test('the Russian search page shows only Russian pages', async ({ page }) => {
    await page.goto('/ru/search?q=снапшот');
    await expect(page.getByRole('status')).toHaveText(/^\d+ результат/);
    const hrefs = await page
      .locator('main ol li h2 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/ru\//);
    // The Russian docs that explain snapshots are found, not only pages that mention the word.
    expect(
      hrefs.filter((href) => /^\/ru\/docs\/(data-recovery|all-features|#)/.test(href ?? '')).length,
    ).toBeGreaterThan(0);
  });

  test('the English search page shows only English pages and no Russian text', async ({ page }) => {
    await page.goto('/search?q=vacuum');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results for "vacuum"$/);
    const hrefs = await page
      .locator('main ol li h2 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).not.toMatch(/^\/ru\//);
    await page.goto('/search?q=снапшот');
    await expect(page.getByRole('status')).toHaveText('No results for "снапшот"');
  });

  test('the dialog on /ru/ answers from the Russian index', async ({ page }) => {
    await page.goto('/ru/docs/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Поиск' }).click();
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await input.fill('снапшот');
    const hits = page.locator('.DocSearch-Hit a');
    await expect(hits.first()).toBeVisible();
    for (const href of await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/ru\//);
    }
  });
});

test('a product page reads in Russian, without the fallback note', async ({ page }) => {
  await page.goto(russian(samples[2].path));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('виртуальный DBA');
  await waitForHydration(page);
  await expect(page.locator('[data-fallback-note]')).toHaveCount(0);
});

test.describe('untranslated pages', () => {
  const note = (page: Page) => page.getByRole('note').filter({ hasText: 'ещё не переведена' });

  for (const path of [samples[3].path, samples[4].path, samples[5].path]) {
    test(`${russian(path)} says it is English and links to the original`, async ({ page }) => {
      await page.goto(russian(path));
      await expect(note(page)).toBeVisible();
      const original = note(page).getByRole('link', { name: 'Открыть английскую версию' });
      await expect(original).toHaveAttribute('href', path);
      await waitForHydration(page);
      await original.click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.locator('[data-fallback-note]')).toHaveCount(0);
    });
  }

  for (const path of [
    '/ru/',
    '/ru/pricing/',
    '/ru/contact/',
    '/ru/consulting',
    '/ru/docs/',
    '/ru/docs/postgres-howtos/',
  ]) {
    test(`${path} is translated and carries no note`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[а-яё]/i);
      await expect(page.locator('[data-fallback-note]')).toHaveCount(0);
    });
  }
});

test('robots.txt names the sitemap of each locale, and each lists its own pages', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://postgres.ai/sitemap.xml');
  expect(robots).toContain('Sitemap: https://postgres.ai/ru/sitemap.xml');
  const locs = async (path: string) =>
    Array.from(
      (await (await page.request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g),
      ([, loc]) => new URL(loc ?? '').pathname,
    );
  const english = await locs('/sitemap.xml');
  const russianPages = await locs('/ru/sitemap.xml');
  expect(english).toContain('/pricing/');
  expect(english.some((path) => path.startsWith('/ru/'))).toBe(false);
  expect(russianPages).toContain('/ru/pricing/');
  expect(russianPages.every((path) => path.startsWith('/ru/'))).toBe(true);
});

test('the Russian blog names its categories in Russian and keeps them on /ru/', async ({ page }) => {
  await page.goto('/ru/blog');
  const categories = page.getByRole('navigation', { name: /./ }).filter({ hasText: 'Рубрики' });
  await expect(categories.getByRole('link', { name: 'Все записи' })).toHaveAttribute('href', '/ru/blog');
  await expect(categories.getByRole('link', { name: 'Новости продуктов' })).toHaveAttribute(
    'href',
    '/ru/blog/tags/product-announcements',
  );
  await expect(categories.getByRole('link', { name: 'Product announcements' })).toHaveCount(0);
});
