import { test, expect, waitForHydration, isLocal } from './fixtures';

for (const path of ['/', '/docs/']) {
  test(`the skip link on ${path} moves keyboard focus past the navigation to the main content`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next Tab lands inside the main content, not in the navbar.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
}

for (const path of ['/', '/docs/', '/blog']) {
  test(`external links on ${path} open in a new tab with rel=noopener`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const links = await page.locator('a[href^="http"]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href') ?? '',
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel') ?? '',
      })),
    );
    const external = links.filter((link) => !isLocal(link.href));
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link, link.href).toMatchObject({ target: '_blank' });
      expect(link.rel, link.href).toContain('noopener');
    }
  });
}

test('a table-of-contents link is a plain anchor that scrolls within the page', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  const tocLink = page.locator('.table-of-contents a').nth(2);
  const href = (await tocLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^#/);
  await tocLink.click();
  await expect(page).toHaveURL(new RegExp(`/docs/${href}$`));
  await expect(page.locator(href)).toBeInViewport();
});

test('navigating to a page with a hash scrolls to the target', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/docs/#how-thin-cloning-works');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const heading = page.locator('#how-thin-cloning-works');
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('navigating to another page scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Talk to consultants' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('link', { name: 'Talk to consultants' }).click();
  await expect(page).toHaveURL(/\/consulting$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a change of the query string alone does not scroll', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/docs/?view=compact');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\?view=compact$/);
  // The router handles the change in its next render; after two frames it has had its chance to scroll.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});
