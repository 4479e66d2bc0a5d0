/**
 * Company pages: legal texts, the Customer Advisory Group, Launch Week and careers.
 */
import { test, expect, waitForHydration } from './fixtures';
import type { Locator } from '@playwright/test';
import { applicationSubject, jobRoute, jobs } from '../../src/data/careers';
import { teamEmail } from '../../src/data/contacts';
import { advisoryGroup, applicationSubject as advisoryApplicationSubject } from '../../src/data/customerAdvisoryGroup';
import { redirects } from '../../src/data/redirects';
import { formatLaunchDateShort, launchWeekDays } from '../../src/data/launchWeek';

/** The subject of a mailto link. */
async function mailSubject(link: Locator): Promise<string | null> {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^mailto:/);
  const url = new URL(href ?? '');
  expect(url.pathname).toBe(teamEmail);
  return url.searchParams.get('subject');
}

test.describe('legal pages', () => {
  test('the terms name the entity, the governing law and the last-updated date', async ({ page }) => {
    await page.goto('/tos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    const main = page.locator('main');
    await expect(main).toContainText('Last updated: June 19, 2025');
    await expect(main).toContainText('Nombox LLC d.b.a. PostgresAI');
    await expect(main).toContainText('governed by the laws of the State of California');
    await expect(page.getByRole('heading', { level: 2, name: /Governing law/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Indemnification/ })).toBeVisible();
    // Table of contents beside the text on desktop.
    await expect(page.locator('.table-of-contents').getByRole('link', { name: /Confidentiality/ })).toBeVisible();
  });

  test('the privacy policy names the controller, consent banner, subprocessors and contact', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    const main = page.locator('main');
    await expect(main).toContainText('Last updated: June 19, 2025');
    await expect(main).toContainText('Nombox LLC d.b.a. PostgresAI');
    await expect(main).toContainText('Poway, California');
    await expect(main).toContainText('only after you select "Accept analytics"');
    await expect(main.getByRole('link', { name: 'Service providers' })).toHaveAttribute(
      'href',
      '/docs/platform/service-providers',
    );
    const contact = main.getByRole('link', { name: teamEmail });
    expect(await mailSubject(contact)).toBe('Privacy request');
    for (const right of ['Access', 'Rectification', 'Erasure', 'Restriction', 'Objection', 'Portability']) {
      await expect(main.getByText(`${right}:`, { exact: false }).first()).toBeVisible();
    }
  });
});

test('the Customer Advisory Group page explains the program and applies by e-mail', async ({ page }) => {
  await page.goto('/customer-advisory-group');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Advisory Group');
  const main = page.locator('main');
  for (const fact of [
    advisoryGroup.startYear,
    advisoryGroup.minEngineers,
    advisoryGroup.maxEngineers,
    advisoryGroup.freeMonths,
  ]) {
    await expect(main).toContainText(String(fact));
  }
  // What the program is, what members commit to and get, who can join, how to apply.
  expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
  for (const route of [
    '/products/database-migration-testing',
    '/products/joe',
    '/products/realistic-test-environments',
  ]) {
    await expect(main.locator(`a[href="${route}"]`)).toHaveCount(1);
  }
  const apply = page.locator('#apply').getByRole('link', { name: 'Apply by e-mail' });
  expect(await mailSubject(apply)).toBe(advisoryApplicationSubject);
  await expect(page.locator('#apply').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/');
});

test.describe('launch week', () => {
  test('lists every day with its releases and the tag page', async ({ page }) => {
    await page.goto('/launch-week');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PostgresAI Launch Week');
    await expect(page.getByRole('heading', { level: 2, name: /^Day \d/ })).toHaveCount(launchWeekDays.length);
    await expect(page.getByRole('heading', { level: 2, name: 'Day 1 · Monday, July 21' })).toBeVisible();
    for (const day of launchWeekDays) {
      const item = page.locator(`li[data-day="${day.slug}"]`);
      const releases = day.minor ? [day.main, day.minor] : [day.main];
      const readMore = item.getByRole('link', { name: /^Read more/ });
      await expect(readMore).toHaveCount(releases.length);
      for (const [index, release] of releases.entries()) {
        await expect(item.getByRole('heading', { level: 3, name: release.title })).toBeVisible();
        await expect(readMore.nth(index)).toHaveAttribute('href', release.route);
      }
    }
    await expect(page.getByRole('link', { name: 'Browse the Launch Week tag' })).toHaveAttribute(
      'href',
      '/blog/tags/launch-week',
    );
  });

  test('activating a day highlights it, puts it in the URL and survives a reload', async ({ page }) => {
    await page.goto('/launch-week');
    await waitForHydration(page);
    const dayButton = (slug: string) =>
      page.getByRole('button', {
        name: formatLaunchDateShort(launchWeekDays.find((day) => day.slug === slug)?.date ?? ''),
      });
    await expect(page.locator('li[aria-current="true"]')).toHaveCount(0);

    await dayButton('wed').click();
    await expect(page).toHaveURL(/\/launch-week\?day=wed$/);
    await expect(dayButton('wed')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('li[data-day="wed"]')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('li[aria-current="true"]')).toHaveCount(1);

    // Keyboard: focus the next day and press Enter.
    await dayButton('thu').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?day=thu$/);
    await expect(page.locator('li[data-day="thu"]')).toHaveAttribute('aria-current', 'true');
    await expect(dayButton('wed')).toHaveAttribute('aria-pressed', 'false');

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('li[data-day="thu"]')).toHaveAttribute('aria-current', 'true');
    await expect(dayButton('thu')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a shared link opens with its day highlighted and an unknown day highlights nothing', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/launch-week?day=fri');
    await waitForHydration(page);
    await expect(page.locator('li[data-day="fri"]')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('li[data-day="fri"]')).toBeInViewport();
    // No hydration mismatch: the server HTML has no day highlighted, the client adds it afterwards.
    expect(consoleProblems).toEqual([]);
    await page.goto('/launch-week?day=sun');
    await waitForHydration(page);
    await expect(page.locator('li[aria-current="true"]')).toHaveCount(0);
  });

  test('"Read more" opens the announcement', async ({ page }) => {
    await page.goto('/launch-week');
    await waitForHydration(page);
    const monday = launchWeekDays[0];
    if (!monday) throw new Error('no launch week days');
    await page
      .locator('li[data-day="mon"]')
      .getByRole('link', { name: /^Read more/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${monday.main.route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DBLab Engine 4.0');
  });
});

test.describe('careers', () => {
  test('the grid lists four roles and each card opens its page', async ({ page }) => {
    await page.goto('/careers/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at PostgresAI');
    const cards = page.locator('li[data-job]');
    await expect(cards).toHaveCount(4);
    for (const job of jobs) {
      const card = page.locator(`li[data-job="${job.slug}"]`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(job.title);
      await expect(card.locator('ul').last().locator('li')).toHaveCount(3);
      await expect(card.getByRole('link', { name: /^More details/ })).toHaveAttribute('href', jobRoute(job));
    }
    await waitForHydration(page);
    for (const job of jobs) {
      await page.goto('/careers/');
      await waitForHydration(page);
      await page
        .locator(`li[data-job="${job.slug}"]`)
        .getByRole('link', { name: /^More details/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`${jobRoute(job)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    }
  });

  for (const job of jobs) {
    test(`${jobRoute(job)} shows the role and applies by e-mail`, async ({ page }) => {
      await page.goto(jobRoute(job));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
      const main = page.locator('main');
      await expect(page.getByRole('heading', { level: 2, name: 'What we expect' })).toBeVisible();
      const requirements = main.locator('section', { has: page.getByRole('heading', { name: 'What we expect' }) });
      expect(await requirements.locator('li').count()).toBeGreaterThanOrEqual(3);
      await expect(page.getByRole('heading', { level: 2, name: 'Nice to have' })).toBeVisible();
      if (job.location) await expect(main.locator('dd', { hasText: job.location })).toBeVisible();
      const applyLinks = main.getByRole('link', { name: 'Apply by e-mail' });
      await expect(applyLinks).toHaveCount(2);
      expect(await mailSubject(applyLinks.first())).toBe(applicationSubject(job));
      await expect(main.getByRole('link', { name: 'All open roles' })).toHaveAttribute('href', '/careers/');
    });
  }

  test('the old /careers/dba address ends on the database engineer role', async ({ page }) => {
    test.skip(!redirects.some((redirect) => redirect.from === '/careers/dba'), 'the redirect is not configured yet');
    await page.goto('/careers/dba');
    await expect(page).toHaveURL(/\/careers\/dbe$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Database Engineer');
  });
});
