import { test, expect, waitForHydration } from './fixtures';
import { caseStudies } from '../../src/data/caseStudies';
import { universeCollections } from '../../src/data/universe';

test('/resources/ lists the three case studies as cards that lead to their pages', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/resources/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case studies and learning resources');
  const cards = page.locator('#case-studies li article');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['GitLab', 'CDEK', 'Qiwi']);
  for (const study of caseStudies) {
    await expect(page.getByRole('link', { name: `Read the ${study.customer} case study` })).toHaveAttribute(
      'href',
      study.route,
    );
  }
  await page.getByRole('link', { name: 'Read the CDEK case study' }).click();
  await expect(page).toHaveURL(/\/resources\/case-studies\/cdek$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudies[1]?.headline ?? '');
  expect(consoleProblems).toEqual([]);
});

for (const study of caseStudies) {
  test(`the ${study.customer} case study shows its headline, figures, sections and calls to action`, async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(study.route);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.headline);
    await expect(page.locator('h1')).toHaveCount(1);
    const figures = page.locator('#key-figures dl > div');
    await expect(figures).toHaveCount(study.figures.length);
    for (const [index, figure] of study.figures.entries()) {
      await expect(figures.nth(index).locator('dd')).toHaveText(figure.value);
      await expect(figures.nth(index).locator('dt')).toHaveText(figure.label);
    }
    for (const title of ['The challenge', 'The solution', 'Results', 'What the team reported']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    // What the customer's engineer reported: paraphrased, attributed by role.
    await expect(page.locator('#reported p').first()).not.toBeEmpty();
    await expect(page.locator('#reported')).toContainText('paraphrased by PostgresAI');
    await expect(page.locator('#reported blockquote, #reported q')).toHaveCount(0);
    for (const product of study.relatedProducts) {
      await expect(page.locator(`#products a[href="${product.route}"]`)).toBeVisible();
    }
    await expect(page.locator('#next a[href="/contact/"]')).toBeVisible();
    await expect(page.locator('#next a[href^="https://"]')).toHaveCount(1);
    await expect(page.locator('a[href$=".pdf"]')).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });
}

test('/universe lists the five collections and the latest dated items', async ({ page, consoleProblems }) => {
  await page.goto('/universe');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PostgreSQL Universe');
  const cards = page.locator('#collections li');
  await expect(cards).toHaveCount(5);
  for (const collection of universeCollections) {
    await expect(page.locator(`#collections a[href="/universe/${collection.id}"]`)).toHaveText(collection.title);
  }
  const latest = page.locator('#latest time');
  await expect(latest.first()).toBeVisible();
  const dates = await latest.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await page.locator('#collections a[href="/universe/postgresql-cli"]').click();
  await expect(page).toHaveURL(/\/universe\/postgresql-cli$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('psql, pg_dump and pg_restore');
  expect(consoleProblems).toEqual([]);
});

for (const collection of universeCollections) {
  test(`/universe/${collection.id} renders its items`, async ({ page }) => {
    await page.goto(`/universe/${collection.id}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection.title);
    const items = page.locator('#resources li');
    await expect(items).toHaveCount(collection.items.length);
    await expect(items.getByRole('heading', { level: 3 })).toContainText(collection.items.map((item) => item.title));
    await expect(page.locator('#more li')).toHaveCount(4);
  });
}

test('the kind filter updates the URL, survives a reload and can be cleared', async ({ page, consoleProblems }) => {
  const collection = universeCollections.find((entry) => entry.id === 'sql-query-micro-optimization');
  const howtos = collection?.items.filter((item) => item.kind === 'how-to') ?? [];
  expect(howtos.length).toBeGreaterThan(0);
  await page.goto('/universe/sql-query-micro-optimization');
  await waitForHydration(page);
  const items = page.locator('#resources li');
  await expect(items).toHaveCount(collection?.items.length ?? 0);

  await page.getByRole('button', { name: /^How-to/ }).click();
  await expect(page).toHaveURL(/\/universe\/sql-query-micro-optimization\?kind=how-to$/);
  await expect(page.getByRole('button', { name: /^How-to/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(items).toHaveCount(howtos.length);
  await expect(page.locator('#resources li[data-kind="how-to"]')).toHaveCount(howtos.length);
  await expect(items.getByRole('heading', { level: 3 })).toHaveText(howtos.map((item) => item.title));

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: /^How-to/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(items).toHaveCount(howtos.length);
  await expect(page.getByText(`Showing ${howtos.length} of ${collection?.items.length ?? 0} resources`)).toBeVisible();

  await page.getByRole('button', { name: /^All/ }).click();
  await expect(page).toHaveURL(/\/universe\/sql-query-micro-optimization$/);
  await expect(items).toHaveCount(collection?.items.length ?? 0);
  expect(consoleProblems).toEqual([]);
});

test('an unknown ?kind= value shows every item without an error', async ({ page, consoleProblems }) => {
  const collection = universeCollections.find((entry) => entry.id === 'connection-pooling');
  await page.goto('/universe/connection-pooling?kind=videos');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection?.title ?? '');
  await expect(page.locator('#resources li')).toHaveCount(collection?.items.length ?? 0);
  await expect(page.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
  expect(consoleProblems).toEqual([]);
});
