import { test, expect, waitForHydration } from './fixtures';
import { getDiagram, getProduct, joeSampleExchange, products, type DiagramId } from '../../src/data/products';
import { awsMarketplaceUrl, formatUsd, standardEdition } from '../../src/data/pricing';
import { teamEmail } from '../../src/data/contacts';
import { siteEnvDefaults } from '../../src/config/siteEnv';
import { githubStars } from '../../src/data/githubStars';
import { groupDigits } from '../../src/components/GitHubStarCount/formatStarCount';
import { firstAttribute, readProductPages, tagAttributes } from '../support/productPages';

const pages = readProductPages();

/** The MDX source of a product's page: its front matter and the facts its components get. */
function sourceOf(route: string) {
  const page = pages.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`No MDX page for ${route}`);
  return page;
}

function headlineOf(route: string): string {
  return firstAttribute(sourceOf(route).body, 'ProductHero', 'headline') ?? 'missing headline';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const product of products) {
  test(`${product.route} shows its headline, sections, diagram and docs`, async ({ page, consoleProblems }) => {
    const source = sourceOf(product.route);
    await page.goto(product.route);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(product.route));
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(String(source.frontMatter.title))}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      String(source.frontMatter.description),
    );
    for (const band of ['problem', 'solution', 'capabilities', 'docs']) {
      await expect(page.locator(`main section#${band} h2`)).toBeVisible();
    }
    const diagram = firstAttribute(source.body, 'Steps', 'diagram');
    if (diagram) {
      await expect(page.getByRole('img', { name: getDiagram(diagram as DiagramId).title })).toBeVisible();
    }
    const firstDoc = tagAttributes(source.body, 'DocLink')[0];
    if (firstDoc?.title && firstDoc.to) {
      await expect(page.locator('#docs').getByRole('link', { name: firstDoc.title })).toHaveAttribute(
        'href',
        firstDoc.to,
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf('/products/how-it-works'));
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf('/products/joe'));
});

test('the "next" links walk the product tour from how it works to data masking', async ({ page }) => {
  const tour = ['how-it-works', 'database-migration-testing', 'joe', 'realistic-test-environments', 'data-masking'];
  await page.goto(getProduct('how-it-works').route);
  await waitForHydration(page);
  for (const slug of tour.slice(1)) {
    const next = getProduct(slug as Parameters<typeof getProduct>[0]);
    await page.getByRole('link', { name: /^Next: / }).click();
    await expect(page).toHaveURL(new RegExp(`${next.route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(next.route));
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
  const monitoringStatus = firstAttribute(sourceOf('/products/postgres-ai-monitoring').body, 'ProductHero', 'status');
  await expect(page.locator('header').filter({ has: page.locator('h1') })).toContainText(monitoringStatus ?? 'missing');
  const contact = page.getByRole('link', { name: 'Contact us about postgres_ai monitoring' }).first();
  await expect(contact).toHaveAttribute('href', new RegExp(`^mailto:${teamEmail}\\?subject=`));
  await expect(page.getByRole('link', { name: 'Read the docs' }).first()).toHaveAttribute('href', '/docs/monitoring');

  await page.goto('/products/postgres-ai-zdu');
  await waitForHydration(page);
  const zduSource = sourceOf('/products/postgres-ai-zdu').body;
  await expect(page.locator('header').filter({ has: page.locator('h1') })).toContainText(
    firstAttribute(zduSource, 'ProductHero', 'status') ?? 'missing',
  );
  for (const highlight of tagAttributes(zduSource, 'Highlight')) {
    await expect(page.getByText(highlight.title ?? 'missing', { exact: true })).toBeVisible();
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
  const figure = page.locator('#sample-session figure');
  await expect(figure).toBeVisible();
  await expect(figure.locator('figcaption')).not.toBeEmpty();
  await expect(figure.getByText('Illustration', { exact: true })).toBeVisible();
  await expect(figure.locator('code').first()).toHaveText(/^explain select/);
  const lastOutputLine = joeSampleExchange.flatMap((message) => message.output ?? []).at(-1) ?? 'missing';
  await expect(figure).toContainText(lastOutputLine.trim());
  await expect(figure.locator('li')).toHaveCount(joeSampleExchange.length);
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
