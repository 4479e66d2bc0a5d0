import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { chromiumLaunchOptions, playwrightDisabledFeatures } from '../support/chromiumLaunch';

// The browser every test runs in is launched by tests/support/chromiumLaunch.ts. These tests check
// that its settings still do what they say after a Chromium or Playwright upgrade.

test('a new window builds none of the browser interface nobody sees', async ({ browser, page }) => {
  await page.goto('/');
  const session = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await session.send('Target.getTargets');
    const interfacePages = targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url);
    expect(
      interfacePages,
      'Chromium loads pages of its own interface for each window again: a feature in unseenInterfaceFeatures ' +
        '(tests/support/chromiumLaunch.ts) was renamed or another was added; find its name in the Chromium source',
    ).toEqual([]);
  } finally {
    await session.detach();
  }
});

test('the launch keeps every feature Playwright turns off', async () => {
  test.skip(process.platform !== 'linux', 'reads the browser command line from /proc');
  // Launched without our options: the command line then holds Playwright's own list.
  const server = await chromium.launchServer({
    executablePath: chromiumLaunchOptions.executablePath,
    args: ['--no-sandbox'],
  });
  try {
    const pid = server.process().pid;
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const disabled = commandLine
      .filter((argument) => argument.startsWith('--disable-features='))
      .at(-1)
      ?.slice('--disable-features='.length)
      .split(',')
      .filter(Boolean);
    expect(
      disabled,
      'Playwright turns off other features now: copy its list into playwrightDisabledFeatures (tests/support/chromiumLaunch.ts)',
    ).toEqual(playwrightDisabledFeatures);
  } finally {
    await server.close();
  }
});

test('a request for another host fails before it leaves the machine, and the test sees the attempt', async ({
  page,
  offsiteRequests,
}) => {
  await page.goto('/');
  const failure = page.waitForEvent('requestfailed', (request) => request.url().startsWith('https://example.org/'));
  const outcome = await page.evaluate(() =>
    fetch('https://example.org/probe', { mode: 'no-cors' }).then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(outcome, 'a request left the machine: check offsiteHostRule in tests/support/chromiumLaunch.ts').toBe(
    'failed',
  );
  expect((await failure).failure()?.errorText).toBe('net::ERR_NAME_NOT_RESOLVED');
  expect(offsiteRequests.map((request) => request.url)).toEqual(['https://example.org/probe']);
});

test('a later page of the same visit takes the scripts from the browser cache', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.goto('/blog');
  await waitForHydration(page);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/js/main.'))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(scripts, 'the main bundle was not requested on the second page').toHaveLength(1);
  expect(
    scripts[0],
    'the main bundle was downloaded again: a route set for every request (tests/e2e/fixtures.ts) turns the cache off',
  ).toBe(0);
});
