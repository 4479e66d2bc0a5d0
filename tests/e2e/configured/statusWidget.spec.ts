import { test, expect, waitForHydration } from '../fixtures';

const embedUrl = 'https://status.example.org/embed/badge';

test('the status badge loads only when the footer comes into view', async ({ page, context }) => {
  let requests = 0;
  await context.route(`${embedUrl}*`, (route) => {
    requests += 1;
    return route.fulfill({ contentType: 'text/html', body: '<p>All systems operational</p>' });
  });
  await page.goto('/');
  await waitForHydration(page);
  const widget = page.locator('footer').locator('[data-state]');
  await expect(widget).toHaveAttribute('data-state', 'idle');
  expect(requests).toBe(0);

  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(widget.locator('iframe[title="Service status"]')).toBeVisible();
  await expect(page.frameLocator('iframe[title="Service status"]').getByText('All systems operational')).toBeVisible();
});

test('when the badge cannot load, a plain link to the status page stays', async ({ page, context }) => {
  await context.route(`${embedUrl}*`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('footer').scrollIntoViewIfNeeded();
  const widget = page.locator('footer').locator('[data-state]');
  await expect(widget).toHaveAttribute('data-state', 'failed');
  const link = widget.getByRole('link', { name: 'Service status' });
  await expect(link).toHaveAttribute('href', 'https://status.example.org/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(widget.locator('iframe')).toHaveCount(0);
});
