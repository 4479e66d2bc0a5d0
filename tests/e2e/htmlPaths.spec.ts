import { test, expect, waitForHydration } from './fixtures';

const cases = [
  { path: '/docs/index.html', heading: 'Getting started with PostgresAI', canonical: '/docs/' },
  { path: '/index.html', heading: 'Every engineer gets a full-size copy of the database', canonical: '/' },
  { path: '/consulting.html', heading: 'PostgreSQL consulting', canonical: '/consulting' },
  { path: '/blog/index.html', heading: null, canonical: '/blog' },
];

for (const { path, heading, canonical } of cases) {
  test(`${path} shows the same page as ${canonical}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const direct = await (await page.request.get(canonical)).text();
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(direct)?.[1];
    await expect(page).toHaveTitle(title ?? '');
  });
}

test('an unknown path shows the not-found page with ways forward', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  for (const name of ['Documentation', 'Blog', 'Home page']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
});
