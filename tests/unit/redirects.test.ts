import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirects } from '@site/src/data/redirects';
import { readRouteContract, redirectTarget } from '../support/routeContract';

const contract = readRouteContract();
const contractRedirects = new Map(
  contract.filter((row) => row.kind === 'redirect-from').map((row) => [row.route, redirectTarget(row)]),
);
// Quirks of the old site that the contract lists as pages but that become redirects.
const quirkRedirects = new Map([
  ['/bot/signupForm/signupForm', '/bot/signupForm/'],
  ['/rules/rules-pages', '/rules/'],
  ['/resources/case-studies/', '/resources/'],
]);
const servedRoutes = new Set([
  ...contract.filter((row) => row.kind !== 'redirect-from').map((row) => row.route),
  // The shared README of the route contract names this page as the quirk's new home.
  '/bot/signupForm/',
]);

describe('redirects data', () => {
  it('has no duplicate sources', () => {
    const sources = redirects.map((r) => r.from);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('has no chains: no target is itself redirected', () => {
    const sources = new Set(redirects.map((r) => r.from));
    expect(redirects.filter((r) => sources.has(r.to))).toEqual([]);
  });

  it('never redirects a page to itself', () => {
    expect(redirects.filter((r) => r.from === r.to)).toEqual([]);
  });

  it('takes every entry from the contract, with the contract target', () => {
    for (const { from, to } of redirects) {
      expect(contractRedirects.get(from) ?? quirkRedirects.get(from), from).toBe(to);
    }
  });

  it('points every entry at a route the contract serves', () => {
    for (const { to } of redirects) {
      expect(servedRoutes.has(to) || servedRoutes.has(to.replace(/\/$/, '')), to).toBe(true);
    }
  });

  it('points every entry at a page that exists in the source tree', () => {
    const blogSlugs = new Set(
      fs
        .readdirSync(path.resolve(__dirname, '../../blog'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.mdx?$/.test(file))
        .map(
          (file) => /^slug:\s*(\S+)/m.exec(fs.readFileSync(path.resolve(__dirname, '../../blog', file), 'utf8'))?.[1],
        ),
    );
    for (const { to } of redirects.filter((r) => r.to.startsWith('/blog/'))) {
      expect(blogSlugs.has(to.slice('/blog/'.length)), to).toBe(true);
    }
  });
});
