import { load } from 'cheerio';
import { test, expect, waitForHydration } from './fixtures';
import { githubStars } from '../../src/data/githubStars';
import { formatStarCount, groupDigits } from '../../src/components/GitHubStarCount/formatStarCount';

// The star count is committed (src/data/githubStars.ts) and rendered into the
// page: it is in the HTML the server sends, and no browser asks GitHub for it.
const short = `★ ${formatStarCount(githubStars.count)}`;
const full = `${groupDigits(githubStars.count)} stars on GitHub`;

for (const path of ['/', '/products/dblab_engine/']) {
  test(`${path} carries the star count in its HTML and never calls the GitHub API`, async ({
    page,
    request,
    offsiteRequests,
  }) => {
    const title = `${full} on ${githubStars.asOf}`;
    const $ = load(await (await request.get(path)).text());
    expect($(`span[title="${title}"]`).first().text()).toBe(`${short} ${full}`);

    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByTitle(title).first()).toHaveText(`${short} ${full}`);
    // Read as the full number, not as "star 1.7k".
    await expect(page.getByText(short).first()).toHaveAttribute('aria-hidden', 'true');
    await page.mouse.wheel(0, 5000);
    await page.waitForLoadState('networkidle');
    expect(offsiteRequests.filter((request) => new URL(request.url).hostname === 'api.github.com')).toEqual([]);
  });
}

test('the home page shows the count beside the DBLab Engine heading, which names the product alone', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.locator('article[aria-labelledby="product-dblab-engine"]');
  const heading = card.getByRole('heading', { level: 3 });
  await expect(heading).toHaveText('DBLab Engine');
  await expect(heading).not.toContainText('stars');
  await expect(card).toContainText(full);
});
