import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { redirects } from '@site/src/data/redirects';
import { readRouteContract, type RouteKind } from '../support/routeContract';
import { assertBuildExists, buildDir, builtPageFor } from '../support/buildOutput';

const contract = readRouteContract();
const redirectSources = new Set(redirects.map((redirect) => redirect.from));

beforeAll(assertBuildExists);

/** Route kinds this site already serves in full. Each later area adds its kinds here. */
const completeKinds: RouteKind[] = ['blog-post', 'blog-list', 'blog-tag', 'doc', 'docs-tag', 'page', 'dynamic'];
const completePrefixes = ['/rules/', '/docs/postgres-howtos/'];

const required = contract.filter(
  (row) =>
    (completeKinds.includes(row.kind) || completePrefixes.some((prefix) => row.route.startsWith(prefix))) &&
    row.kind !== 'redirect-from',
);

describe('the build serves every route of the finished areas', () => {
  it('has routes to check', () => {
    expect(required.length, 'tests/contract/routes.tsv should list the routes of the finished areas').toBeGreaterThan(150);
  });

  // `/chats/:chatId` is built as a literal shell page that the server serves for any id.
  it.each(required.map((row) => [row.route, row.kind]))('%s (%s)', (route) => {
    if (redirectSources.has(route)) {
      // A quirk of the old site that is now a redirect page.
      expect(builtPageFor(route), `${route} has a redirect in src/data/redirects.ts, but no redirect page was built`).not.toBeNull();
      return;
    }
    expect(
      builtPageFor(route),
      `${route} is not in the build, but tests/contract/routes.tsv promises it. Restore the page that made it (its file, or its slug), or add a redirect from ${route} in src/data/redirects.ts.`,
    ).not.toBeNull();
  });
});

describe('pages of the contract that already exist', () => {
  it.each(['/', '/docs/', '/consulting'])('%s', (route) => {
    expect(builtPageFor(route), `${route} is not in the build: restore the page that made it`).not.toBeNull();
  });
});

describe('raw Markdown copies', () => {
  const howtos = contract.filter(
    (row) => row.kind === 'doc' && row.route.startsWith('/docs/postgres-howtos/') && !row.route.endsWith('/'),
  );
  const rules = contract.filter(
    (row) => row.route.startsWith('/rules/') && !['/rules/', '/rules/rules-pages'].includes(row.route),
  );

  it('has how-tos and rules to check', () => {
    expect(howtos.length, 'the route contract should list the how-to pages').toBeGreaterThan(50);
    expect(rules.length, 'the route contract should list the rules pages').toBeGreaterThan(10);
  });

  it.each(howtos.map((row) => row.route))('%s is also served as /postgres-howtos/….md', (route) => {
    const raw = route.replace('/docs/postgres-howtos/', 'postgres-howtos/') + '.md';
    expect(
      fs.existsSync(path.join(buildDir, raw)),
      `${raw} is not in the build: the how-to ${route} is missing, or its file was renamed. Restore it at docs${route.slice('/docs'.length)}.md.`,
    ).toBe(true);
  });

  it.each(rules.map((row) => row.route))('%s is also served as .md', (route) => {
    expect(
      fs.existsSync(path.join(buildDir, `${route.slice(1)}.md`)),
      `${route}.md is not in the build: the rules page ${route} is missing, or its file was renamed. Restore it at ${route.slice(1)}.md.`,
    ).toBe(true);
  });
});
