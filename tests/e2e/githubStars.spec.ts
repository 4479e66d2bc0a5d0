import { test, expect, waitForHydration, githubStarsFixture } from './fixtures';

const cacheKey = 'postgresai.github-stars';
const repo = 'postgres-ai/database-lab-engine';
const day = 24 * 60 * 60 * 1000;

function githubRequests(offsite: { url: string }[]) {
  return offsite.filter((request) => request.url.startsWith('https://api.github.com/'));
}

test('without a cache, the count is fetched once, shown and cached', async ({ page, offsiteRequests }) => {
  await page.goto('/');
  await waitForHydration(page);
  const placeholder = page.locator('.github-star-placeholder').first();
  await expect(placeholder).toHaveText('2.4k');
  await expect(placeholder).toHaveAttribute('title', '2,468 stars on GitHub');
  expect(githubRequests(offsiteRequests).map((r) => r.url)).toEqual([`https://api.github.com/repos/${repo}`]);
  const cache = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), cacheKey);
  expect(cache).toMatchObject({ repo, count: githubStarsFixture.stargazers_count });
});

test('a fresh cache is shown after each route change without asking GitHub', async ({ page, offsiteRequests }) => {
  await page.goto('/docs/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    cacheKey,
    JSON.stringify({ repo, count: 1234, checkedAt: Date.now() - 60_000 }),
  ] as const);
  await page.reload();
  await waitForHydration(page);
  // Client-side navigation to the home page, which has a placeholder.
  await page
    .locator('nav.navbar')
    .getByRole('link', { name: /PostgresAI/ })
    .first()
    .click();
  await expect(page.locator('.github-star-placeholder').first()).toHaveText('1.2k');
  expect(githubRequests(offsiteRequests)).toEqual([]);
});

test('offline or rate-limited, a stale cached value stays on the page', async ({ page, context }) => {
  let answer: 'offline' | 'rate-limited' = 'offline';
  let asked = 0;
  await context.route('https://api.github.com/**', (route) => {
    asked += 1;
    return answer === 'offline'
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 403, json: { message: 'API rate limit exceeded' } });
  });
  for (const mode of ['offline', 'rate-limited'] as const) {
    answer = mode;
    await page.goto('/docs/');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      cacheKey,
      JSON.stringify({ repo, count: 987, checkedAt: Date.now() - 2 * day }),
    ] as const);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('.github-star-placeholder').first()).toHaveText('987');
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null').checkedAt, cacheKey))
      .toBeGreaterThan(Date.now() - day);
  }
  expect(asked).toBe(2);
});
