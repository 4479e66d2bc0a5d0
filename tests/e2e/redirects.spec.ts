import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { redirects } from '../../src/data/redirects';
import { readRouteContract, redirectTarget } from '../support/routeContract';

const buildDir = path.resolve(__dirname, '../../build');

/** True when the production build has a page for the route. */
function built(route: string): boolean {
  const clean = decodeURI(route).replace(/\/$/, '');
  return [`${clean}/index.html`, `${clean}.html`].some((file) => fs.existsSync(path.join(buildDir, file)));
}

test('every redirect of the contract whose target is built is configured', () => {
  const configured = new Set(redirects.map((r) => r.from));
  const missing = readRouteContract()
    .filter((row) => row.kind === 'redirect-from' && built(redirectTarget(row)))
    .map((row) => row.route)
    .filter((route) => !configured.has(route));
  expect(missing).toEqual([]);
});

for (const { from, to } of redirects) {
  test(`${from} forwards to ${to}`, async ({ page }) => {
    expect(built(to), `${to} is built`).toBe(true);
    await page.goto(encodeURI(from));
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
