import { test, expect, waitForHydration } from './fixtures';
import { communitySlackUrl, engineIssuesUrl, teamEmail } from '../../src/data/contacts';
import { contactChannels } from '../../src/data/contactChannels';

test('the contact page lists each channel with the right link', async ({ page }) => {
  await page.goto('/contact/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in touch');
  await expect(page.locator('h1')).toHaveCount(1);

  for (const channel of contactChannels) {
    await expect(page.getByRole('article', { name: channel.title, exact: true })).toContainText(channel.text);
  }
  const link = (title: string) => page.getByRole('article', { name: title, exact: true }).getByRole('link');
  await expect(link('Community Slack')).toHaveAttribute('href', communitySlackUrl);
  await expect(link('Community Slack')).toHaveText('Join the community');
  await expect(link('E-mail')).toHaveAttribute('href', `mailto:${teamEmail}`);
  // The mail link opens the mail client in place, not an empty tab.
  await expect(link('E-mail')).toHaveAttribute('target', '_self');
  await expect(link('Found an issue?')).toHaveAttribute('href', engineIssuesUrl);
  await expect(page.getByRole('article', { name: 'Found an issue?', exact: true })).toContainText('e-mail the team');

  await expect(page.locator('main form')).toHaveCount(0);
});

test('the knowledge base links to the docs and the Q&A page', async ({ page }) => {
  await page.goto('/contact/');
  await waitForHydration(page);
  const docs = page.getByRole('link', { name: 'Documentation', exact: true });
  await expect(docs).toHaveAttribute('href', '/docs/');
  const questions = page.getByRole('link', { name: 'Questions and answers', exact: true });
  await expect(questions).toHaveAttribute('href', '/docs/questions-and-answers');
  await questions.click();
  await expect(page).toHaveURL(/\/docs\/questions-and-answers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions and answers');
});

test('cards stack on a phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/contact/');
  await waitForHydration(page);
  const boxes = await Promise.all(
    contactChannels.map((channel) => page.getByRole('article', { name: channel.title, exact: true }).boundingBox()),
  );
  expect(new Set(boxes.map((box) => Math.round(box?.x ?? -1))).size).toBe(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
