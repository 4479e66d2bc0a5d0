import { test, expect, waitForHydration } from './fixtures';
import { getProduct, joeSampleExchange, products } from '../../src/data/products';
import { awsMarketplaceUrl, formatUsd, standardEdition } from '../../src/data/pricing';
import { teamEmail } from '../../src/data/contacts';
import { siteEnvDefaults } from '../../src/config/siteEnv';
import { githubStars } from '../../src/data/githubStars';
import { groupDigits } from '../../src/components/GitHubStarCount/formatStarCount';

/** A phrase from each page that only that page shows. */
const keyContent: Record<string, string> = {
  'dblab-engine': 'One full-size copy, as many thin clones as you need',
  'how-it-works': 'Security model',
  'database-migration-testing': 'Aborted by statement_timeout',
  joe: 'The SQL optimization paradox',
  'realistic-test-environments': 'Staging data is either unrealistic or unsafe',
  'data-masking': 'What a masked clone looks like',
  'postgres-ai-monitoring': 'Wait event analysis',
  'postgres-ai-zdu': 'Four components',
  'postgres-checkup': 'Observations, Conclusions and Recommendations',
};

for (const product of products) {
  test(`${product.route} shows its headline, content, diagram and docs`, async ({ page, consoleProblems }) => {
    await page.goto(product.route);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.headline);
    await expect(page).toHaveTitle(new RegExp(`^${product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page.locator('main')).toContainText(keyContent[product.slug] ?? 'missing key content');
    const illustration = product.solution.illustration;
    if (illustration) {
      await expect(page.getByRole('img', { name: illustration.title })).toBeVisible();
    }
    const firstDoc = product.docs[0];
    if (firstDoc) {
      await expect(page.locator('#docs').getByRole('link', { name: firstDoc.label })).toHaveAttribute(
        'href',
        firstDoc.route,
      );
    }
    expect(consoleProblems).toEqual([]);
  });
}

test('the DBLab Engine page sends visitors to the console, AWS Marketplace, pricing and how it works', async ({
  page,
}) => {
  await page.goto('/products/dblab_engine/');
  await waitForHydration(page);
  const hero = page.locator('header').filter({ has: page.locator('h1') });
  await expect(hero.getByRole('link', { name: 'Get started in 3 minutes' })).toHaveAttribute(
    'href',
    siteEnvDefaults.signInUrl,
  );
  await expect(hero.getByRole('link', { name: 'Get started in 3 minutes' })).toHaveAttribute(
    'href',
    'https://console.postgres.ai/',
  );
  await expect(hero.getByRole('link', { name: 'AWS Marketplace' })).toHaveAttribute('href', awsMarketplaceUrl);
  await expect(page.locator('main')).toContainText(
    `DBLab SE from ${formatUsd(standardEdition.startingMonthlyUsd)}/month.`,
  );
  await expect(page.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing/');
  await hero.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/products\/how-it-works$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(getProduct('how-it-works').headline);
});

test('the DBLab Engine repository card shows the GitHub star count', async ({ page }) => {
  await page.goto('/products/dblab_engine/');
  await waitForHydration(page);
  const card = page.locator('article').filter({ hasText: 'postgres-ai/database-lab-engine' });
  await expect(card.getByText(`${groupDigits(githubStars.count)} stars on GitHub`)).toBeAttached();
  await expect(card.getByRole('link', { name: 'postgres-ai/database-lab-engine' })).toHaveAttribute(
    'href',
    'https://github.com/postgres-ai/database-lab-engine',
  );
  await expect(card.getByRole('link', { name: 'Main development on GitLab' })).toHaveAttribute(
    'href',
    'https://gitlab.com/postgres-ai/database-lab',
  );
});

test('the use-case cards lead to the product pages', async ({ page }) => {
  await page.goto('/products/dblab_engine/');
  await waitForHydration(page);
  await page.locator('#use-cases').getByRole('link', { name: 'SQL optimization with Joe Bot' }).click();
  await expect(page).toHaveURL(/\/products\/joe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(getProduct('joe').headline);
});

test('the "next" links walk the product tour from how it works to data masking', async ({ page }) => {
  const tour = ['how-it-works', 'database-migration-testing', 'joe', 'realistic-test-environments', 'data-masking'];
  await page.goto(getProduct('how-it-works').route);
  await waitForHydration(page);
  for (const [index, slug] of tour.slice(0, -1).entries()) {
    const current = getProduct(slug as Parameters<typeof getProduct>[0]);
    const next = getProduct(tour[index + 1] as Parameters<typeof getProduct>[0]);
    await page.getByRole('link', { name: new RegExp(`^${current.next?.label}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${next.route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.headline);
  }
  await expect(page.getByRole('link', { name: /^Next: / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Case studies' }).first()).toHaveAttribute('href', '/resources/');
});

test('console calls to action on every DBLab page use the configured sign-in URL', async ({ page }) => {
  for (const product of products.filter((p) => p.showsPricing)) {
    await page.goto(product.route);
    const links = page.getByRole('link', { name: 'Get started in 3 minutes' });
    // Once in the hero, once in the closing call to action.
    await expect(links).toHaveCount(2);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
      expect(href, product.route).toBe('https://console.postgres.ai/');
    }
  }
});

test('monitoring and upgrades show their status and a contact call to action', async ({ page }) => {
  await page.goto('/products/postgres-ai-monitoring');
  await waitForHydration(page);
  await expect(page.locator('header').filter({ has: page.locator('h1') })).toContainText('Free and open source');
  const contact = page.getByRole('link', { name: 'Contact us about postgres_ai monitoring' }).first();
  await expect(contact).toHaveAttribute('href', new RegExp(`^mailto:${teamEmail}\\?subject=`));
  await expect(page.getByRole('link', { name: 'Read the docs' }).first()).toHaveAttribute('href', '/docs/monitoring');

  await page.goto('/products/postgres-ai-zdu');
  await waitForHydration(page);
  await expect(page.locator('header').filter({ has: page.locator('h1') })).toContainText('select enterprise customers');
  for (const guarantee of ['Zero downtime', 'Reversible', 'Zero data loss in both directions']) {
    await expect(page.getByText(guarantee, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Contact us for preview access' }).first()).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${teamEmail}\\?subject=`),
  );
});

test('the checkup page links to the console and the repository', async ({ page }) => {
  await page.goto('/products/postgres-checkup');
  await waitForHydration(page);
  const hero = page.locator('header').filter({ has: page.locator('h1') });
  await expect(hero.getByRole('link', { name: 'Get started in 3 minutes' })).toHaveAttribute(
    'href',
    'https://console.postgres.ai/',
  );
  await expect(hero.getByRole('link', { name: 'View repo' })).toHaveAttribute(
    'href',
    'https://gitlab.com/postgres-ai/postgres-checkup',
  );
});

test('the Joe page shows a sample session that is labelled as an illustration', async ({ page }) => {
  await page.goto('/products/joe');
  await waitForHydration(page);
  const figure = page.locator('figure').filter({ hasText: joeSampleExchange.caption });
  await expect(figure).toBeVisible();
  await expect(figure.getByText('Illustration', { exact: true })).toBeVisible();
  await expect(figure.locator('code').first()).toHaveText(/^explain select/);
  await expect(figure).toContainText('Shared buffers');
  await expect(figure).toContainText('an index on orders (customer_id, created_at) may help');
});

test('diagrams follow the colour mode', async ({ page }) => {
  await page.goto('/products/how-it-works');
  await waitForHydration(page);
  const label = page.getByRole('img', { name: 'DBLab Engine architecture' }).locator('text').first();
  const fillIn = async (theme: 'light' | 'dark') => {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    return label.evaluate((element) => getComputedStyle(element).fill);
  };
  const light = await fillIn('light');
  const dark = await fillIn('dark');
  expect(light).not.toBe(dark);
});

for (const route of ['/products/dblab_engine/', '/products/joe', '/products/data-masking']) {
  test(`${route} has no horizontal overflow on a 375px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
