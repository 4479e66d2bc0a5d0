// The DBLab API reference in the production build: a static page for the overview, the
// schemas and each tag; every operation a section of its tag page, anchored by its
// operationId, with method and path, parameters, status codes and a curl request whose
// path is one of the engine's contract; in the offline search and in llms.txt.
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalSearchEngine } from '@site/src/plugins/search-local/engine/localSearchEngine';
import { tagOrder } from '@site/src/data/dblabApi/document';
import { operations } from '@site/src/data/dblabApi/operations';
import { schemas } from '@site/src/data/dblabApi/schemas';
import { routeBase, tagSlug } from '@site/scripts/dblabApi/render';
import contract from '../contract/dblabApiStructure.json';
import { assertBuildExists, buildDir, builtPageFor, readBuilt } from '../support/buildOutput';

beforeAll(assertBuildExists);

const html = (route: string) => {
  const file = builtPageFor(route);
  if (!file) throw new Error(`${route} was not built. Run \`npm run api:generate\` and \`npm run build\`.`);
  return load(fs.readFileSync(file, 'utf8'));
};

/** The contract's paths as patterns a concrete URL path must match: `{name}` is one path segment. */
const contractPaths = Object.entries(contract.paths as Record<string, Record<string, unknown>>).map(
  ([template, methods]) => ({
    template,
    methods: Object.keys(methods),
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }),
);

describe('DBLab API reference pages', () => {
  it('builds 8 pages: the overview, one per tag and the schemas', () => {
    const routes = [`${routeBase}/`, ...tagOrder.map((tag) => `${routeBase}/${tagSlug(tag)}`), `${routeBase}/schemas`];
    const missing = routes.filter((route) => !builtPageFor(route));
    expect(missing, `Not built: ${missing.join(', ')}. Run \`npm run api:generate\` and \`npm run build\`.`).toEqual(
      [],
    );
  });

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s is a section of its tag page with its anchor, statuses and a curl request on a contract path',
    (name, op) => {
      const route = `${routeBase}/${tagSlug(op.tag)}`;
      const $ = html(route);
      const heading = $(`main article h2[id="${op.operationId}"]`);
      expect(heading.length, `${route} has no h2 with id "${op.operationId}". Check scripts/dblabApi/render.ts.`).toBe(
        1,
      );
      const section = heading.nextUntil('h2');
      const text = section.text();
      const problems: string[] = [];
      if (!heading.text().includes(op.summary)) problems.push(`heading is "${heading.text()}", not "${op.summary}"`);
      if (!heading.text().includes(name)) problems.push(`heading has no "${name}"`);
      if (op.authenticated && !text.includes('Verification-Token')) problems.push('no Verification-Token header');
      if (op.since && !text.includes('4.2-rc')) problems.push('no 4.2-rc mark');
      for (const p of op.parameters ?? []) if (!text.includes(p.name)) problems.push(`no parameter ${p.name}`);
      for (const status of Object.keys(op.responses)) {
        if (!section.filter(`h4[id="${op.operationId}-${status}"]`).length) problems.push(`no heading for ${status}`);
      }
      const curl = section.find('pre').filter((_, pre) => $(pre).text().includes('curl --request')).first().text();
      const url = /curl --request (\w+) '([^']+)'/.exec(curl);
      if (!url) problems.push('no curl request');
      else {
        const { pathname } = new URL(url[2]!);
        const match = contractPaths.find((p) => p.pattern.test(pathname) && p.methods.includes(url[1]!.toLowerCase()));
        if (!match) problems.push(`curl calls ${url[1]} ${pathname}, which is no path of the engine's contract`);
        else if (match.template !== op.path) problems.push(`curl calls ${match.template}, not ${op.path}`);
        if (op.authenticated && !curl.includes('Verification-Token: $DBLAB_TOKEN')) problems.push('curl sends no token');
      }
      expect(problems, `${route}#${op.operationId}: ${problems.join('; ')}. Check scripts/dblabApi/render.ts.`).toEqual(
        [],
      );
    },
  );

  it('the overview links every operation section, and the schemas page has an anchor for each of the 39 schemas', () => {
    const $ = html(`${routeBase}/`);
    const links = new Set($('main article a').map((_, a) => $(a).attr('href')?.replace(/\/#/, '#')).get());
    const missing = operations
      .map((op) => `${routeBase}/${tagSlug(op.tag)}#${op.operationId}`)
      .filter((href) => !links.has(href));
    expect(missing, `The overview does not link ${missing.join(', ')}.`).toEqual([]);
    const $schemas = html(`${routeBase}/schemas`);
    const absent = Object.keys(schemas).filter((name) => !$schemas(`main article h2[id="${name.toLowerCase()}"]`).length);
    expect(absent, `The schemas page has no anchor for ${absent.join(', ')}.`).toEqual([]);
    expect(Object.keys(schemas)).toHaveLength(39);
  });

  it("the documentation's llms.txt index lists the Markdown copy of every tag page", () => {
    const docsIndexes = fs.readdirSync(path.join(buildDir, 'docs')).filter((name) => /^llms(-\d+)?\.txt$/.test(name));
    const llms = docsIndexes.map((name) => readBuilt(`docs/${name}`)).join('\n');
    const missing = tagOrder.filter((tag) => !llms.includes(`${routeBase}/${tagSlug(tag)}.md`));
    expect(missing, `${docsIndexes.join(', ')} do not list these tag pages: is the DBLab API reference in sidebars.ts?`).toEqual([]);
  });

  it('offline search finds an operation section by its summary and by its path', async () => {
    const indexDir = path.join(buildDir, 'search-index');
    const engine = createLocalSearchEngine(async (file) => JSON.parse(fs.readFileSync(path.join(indexDir, file), 'utf8')));
    const firstFive = async (query: string) =>
      (await engine.search({ query, hitsPerPage: 5, facetFilters: ['language:en'] })).hits.map((hit) => hit.url);
    const cases: Array<[string, string]> = [
      ['create clone api', `${routeBase}/clones#createClone`],
      ['/clone/{id}/reset', `${routeBase}/clones#resetClone`],
      ['/branch/{branchName}/log', `${routeBase}/branches#branchLog`],
    ];
    for (const [query, wanted] of cases) {
      const urls = await firstFive(query);
      expect(
        urls.some((url) => url.replace(/\/#/, '#').endsWith(wanted)),
        `Searching "${query}" should find ${wanted} in the first five hits; found ${urls.join(', ')}.`,
      ).toBe(true);
    }
  });
});
