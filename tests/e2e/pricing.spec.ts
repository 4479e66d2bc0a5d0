import type { Page, Route } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { hoursPerMonth, priceTableQuery, standardEdition } from '../../src/data/pricing';
import { plans } from '../../src/data/pricingPlans';
import { priceTableSnapshot } from '../../src/data/priceTableSnapshot';
import { teamEmail } from '../../src/data/contacts';

const signInUrl = 'https://console.postgres.ai/';
const apiUrl = `https://postgres.ai/api/general/${priceTableQuery}`;

const fixtureRows = [
  {
    api_name: 'n2-standard-2',
    vcpus: 2,
    ram_gib: 8,
    native_reference_price_currency: 'USD',
    dle_se_price_hourly: 0.1234,
  },
  {
    api_name: 'n2-highmem-4',
    vcpus: 4,
    ram_gib: 32,
    native_reference_price_currency: 'USD',
    dle_se_price_hourly: 0.5,
  },
  // Malformed: no price. Must not appear.
  { api_name: 'broken-size', vcpus: 8, ram_gib: 64, native_reference_price_currency: 'USD' },
];

const cors = { 'Access-Control-Allow-Origin': '*' };

function isPriceApi(url: URL): boolean {
  return url.pathname.endsWith('/cloud_instances');
}

async function answerWith(page: Page, handler: (route: Route) => Promise<void>): Promise<string[]> {
  const requested: string[] = [];
  await page.route(isPriceApi, async (route) => {
    requested.push(route.request().url());
    await handler(route);
  });
  return requested;
}

const fixtureAnswer = (route: Route) =>
  route.fulfill({ status: 200, headers: cors, contentType: 'application/json', json: fixtureRows });

function priceTable(page: Page) {
  return page.getByRole('region', { name: 'DBLab SE price by instance size' });
}

test.describe('/pricing/', () => {
  test('shows the three plan cards with their actions', async ({ page }) => {
    await answerWith(page, fixtureAnswer);
    await page.goto('/pricing/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flexible pricing for DBLab Engine');
    await expect(page.locator('h1')).toHaveCount(1);

    for (const plan of plans) {
      const card = page.getByRole('article', { name: plan.name, exact: true });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
      await expect(card).toContainText(plan.price.headline);
      for (const feature of plan.features) await expect(card).toContainText(feature);
    }
    const standard = page.getByRole('article', { name: 'Standard', exact: true });
    await expect(standard).toContainText(`from $${standardEdition.startingMonthlyUsd} / month`);
    await expect(standard.getByRole('link', { name: 'Set up in 3 minutes' })).toHaveAttribute('href', signInUrl);
    await expect(
      page.getByRole('article', { name: 'Enterprise', exact: true }).getByRole('link', { name: 'Contact us' }),
    ).toHaveAttribute('href', `mailto:${teamEmail}?subject=DBLab%20pricing%3A%20Enterprise`);
    await expect(
      page.getByRole('article', { name: '"Booster" add-on', exact: true }).getByRole('link', { name: 'Contact us' }),
    ).toHaveAttribute('href', `mailto:${teamEmail}?subject=DBLab%20pricing%3A%20%22Booster%22%20add-on`);
    // A mail link opens the mail client, not an empty tab.
    await expect(
      page.getByRole('article', { name: 'Enterprise', exact: true }).getByRole('link', { name: 'Contact us' }),
    ).toHaveAttribute('target', '_self');

    const explore = standard.getByRole('link', { name: 'Explore pricing' });
    await expect(explore).toHaveAttribute('href', '#aws-pricing-details');
    await explore.click();
    await expect(page).toHaveURL(/\/pricing\/#aws-pricing-details$/);
    await expect(page.locator('#aws-pricing-details')).toBeInViewport();
  });

  test('compares the plans in a table with row and column headers', async ({ page }) => {
    await answerWith(page, fixtureAnswer);
    await page.goto('/pricing/');
    const table = page.getByRole('table', { name: 'DBLab plans compared' });
    await expect(table.locator('thead th[scope="col"]')).toHaveText([
      'Feature',
      ...plans.map((plan) => `${plan.name}${plan.edition}`),
    ]);
    const sizeRow = table.getByRole('row', { name: /^Database size/ });
    await expect(sizeRow.locator('th[scope="row"]')).toHaveText('Database size');
    await expect(sizeRow.getByRole('cell')).toHaveText([
      `Up to ${standardEdition.maxDatabaseSizeGiB} GiB`,
      /—\s*Not listed/,
      'No limit',
    ]);
    expect(await table.locator('tbody th[scope="row"]').count()).toBeGreaterThan(8);
  });

  test('embeds the live SE price table at #aws-pricing-details', async ({ page }) => {
    const requested = await answerWith(page, fixtureAnswer);
    await page.goto('/pricing/#aws-pricing-details');
    await waitForHydration(page);
    const section = page.locator('section#aws-pricing-details');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('DBLab SE prices by instance size');
    await expect(section.getByRole('row', { name: /n2-standard-2/ })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Set up in minutes' })).toHaveAttribute('href', signInUrl);
    expect(requested).toEqual([apiUrl]);
  });

  test('stays inside a phone screen: cards stack and tables scroll in their own box', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await answerWith(page, fixtureAnswer);
    await page.goto('/pricing/');
    await waitForHydration(page);
    await expect(priceTable(page).getByRole('row', { name: /n2-highmem-4/ })).toBeVisible();
    const boxes = await Promise.all(
      plans.map((plan) => page.getByRole('article', { name: plan.name, exact: true }).boundingBox()),
    );
    expect(new Set(boxes.map((box) => Math.round(box?.x ?? -1))).size).toBe(1);
    expect((boxes[1]?.y ?? 0) > (boxes[0]?.y ?? 0)).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const comparison = page.getByRole('region', { name: 'DBLab plans compared' });
    expect(await comparison.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});

test.describe('/pricing/table/', () => {
  test('shows live prices: monthly is hourly × 730, in the API currency', async ({ page }) => {
    const requested = await answerWith(page, fixtureAnswer);
    await page.goto('/pricing/table/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DBLab SE price table');
    const table = priceTable(page);
    await expect(table.locator('thead th')).toHaveText([
      'Size',
      'vCPUs',
      'RAM, GiB',
      'Price per hour',
      'Price per month',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    expect(hoursPerMonth).toBe(730);
    await expect(rows.nth(0).locator('th, td')).toHaveText(['n2-standard-2', '2', '8', '$0.1234', '$90.08']);
    await expect(rows.nth(1).locator('th, td')).toHaveText(['n2-highmem-4', '4', '32', '$0.50', '$365.00']);
    await expect(table).not.toContainText('broken-size');
    await expect(page.getByRole('status').filter({ hasText: 'loaded live' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Set up in minutes' })).toHaveAttribute('href', signInUrl);
    expect(requested).toEqual([apiUrl]);
  });

  test('shows prices in another currency as the API sends it', async ({ page }) => {
    await answerWith(page, (route) =>
      route.fulfill({
        status: 200,
        headers: cors,
        json: [{ ...fixtureRows[0], native_reference_price_currency: 'EUR', dle_se_price_hourly: 1 }],
      }),
    );
    await page.goto('/pricing/table/');
    await expect(priceTable(page).locator('tbody tr td')).toHaveText(['2', '8', '€1.00', '€730.00']);
  });

  test('keeps its space while loading, so nothing below moves', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await answerWith(page, async (route) => {
      await held;
      await fixtureAnswer(route);
    });
    await page.goto('/pricing/table/');
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading current prices' })).toBeVisible();
    const table = priceTable(page);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.locator('tbody tr')).not.toHaveCount(0);
    const cta = page.getByRole('link', { name: 'Set up in minutes' });
    const before = await cta.boundingBox();
    release();
    await expect(table.getByRole('row', { name: /n2-standard-2/ })).toBeVisible();
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const after = await cta.boundingBox();
    expect(after?.y).toBe(before?.y);
  });

  test('falls back to the dated snapshot on HTTP 500, and a retry loads live prices', async ({ page }) => {
    let status = 500;
    const requested = await answerWith(page, (route) =>
      status === 200
        ? fixtureAnswer(route)
        : route.fulfill({ status, headers: cors, json: { message: 'internal error' } }),
    );
    await page.goto('/pricing/table/');
    await waitForHydration(page);
    const notice = page.getByRole('status').filter({ hasText: 'Live prices could not be loaded.' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('as of November 13, 2025');
    await expect(notice.locator(`time[datetime="${priceTableSnapshot.asOf}"]`)).toBeVisible();
    await expect(notice).toContainText(priceTableSnapshot.note);
    const footnotePrice = page.getByText('The published starting price is');
    await expect(footnotePrice, 'the notice names the starting price; the footnote should not repeat it').toHaveCount(
      0,
    );
    const rows = priceTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator('th, td')).toHaveText([
      'Smallest supported size',
      /—\s*not published/,
      /—\s*not published/,
      'from $0.0849',
      `from $${standardEdition.startingMonthlyUsd}.00`,
    ]);

    status = 200;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('n2-standard-2');
    await expect(notice).toHaveCount(0);
    await expect(footnotePrice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(priceTable(page)).toBeFocused();
    expect(requested).toEqual([apiUrl, apiUrl]);
  });

  test('falls back to the snapshot when the network fails', async ({ page }) => {
    await answerWith(page, (route) => route.abort('internetdisconnected'));
    await page.goto('/pricing/table/');
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({ hasText: 'Live prices could not be loaded.' })).toBeVisible();
    await expect(priceTable(page).locator('tbody tr')).toHaveCount(1);
    await expect(priceTable(page)).toContainText('Smallest supported size');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('falls back to the snapshot when the API sends an empty list or no JSON', async ({ page }) => {
    let body = '[]';
    await answerWith(page, (route) =>
      route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body }),
    );
    await page.goto('/pricing/table/');
    await expect(page.getByRole('status').filter({ hasText: 'Live prices could not be loaded.' })).toBeVisible();
    body = '<html>maintenance</html>';
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Live prices could not be loaded.' })).toBeVisible();
    await expect(priceTable(page).locator('tbody tr')).toHaveCount(1);
  });
});
