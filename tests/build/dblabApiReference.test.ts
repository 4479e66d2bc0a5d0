// The DBLab API reference in the production build: a static page for the overview, the
// schemas, each tag's landing page and each of the 31 operations, with method and path,
// parameters, status codes and a curl request whose path is one of the engine's
// contract; the old #operationId anchors of the tag pages lead to the operation pages;
// in the offline search ("reset clone" finds its operation first) and in llms.txt.
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalSearchEngine } from '@site/src/plugins/search-local/engine/localSearchEngine';
import { tagOrder } from '@site/src/data/dblabApi/document';
import { operations } from '@site/src/data/dblabApi/operations';
import { schemas } from '@site/src/data/dblabApi/schemas';
import { operationRoute, routeBase, tagRoute } from '@site/scripts/dblabApi/render';
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
  it('builds 39 pages: the overview, the schemas, a landing page per tag and a page per operation', () => {
    const routes = [`${routeBase}/`, `${routeBase}/schemas`, ...tagOrder.map(tagRoute), ...operations.map(operationRoute)];
    expect(routes).toHaveLength(39);
    const missing = routes.filter((route) => !builtPageFor(route));
    expect(missing, `Not built: ${missing.join(', ')}. Run \`npm run api:generate\` and \`npm run build\`.`).toEqual(
      [],
    );
  });

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s has its own page with its title, method and path, statuses and a curl request on a contract path',
    (name, op) => {
      const route = operationRoute(op);
      const $ = html(route);
      const article = $('main article');
      const text = article.text();
      const problems: string[] = [];
      const h1 = article.find('h1').first().text().trim();
      if (h1 !== op.summary) problems.push(`h1 is "${h1}", not "${op.summary}"`);
      const top = article.find('h1').first().parent().nextAll('p').first().text();
      if (!(article.find('p').first().text() + top).includes(name)) problems.push(`no "${name}" under the title`);
      if (op.authenticated && !text.includes('Verification-Token')) problems.push('no Verification-Token header');
      if (op.since && !text.includes('4.2-rc')) problems.push('no 4.2-rc mark');
      for (const p of op.parameters ?? []) if (!text.includes(p.name)) problems.push(`no parameter ${p.name}`);
      for (const status of Object.keys(op.responses)) {
        if (!article.find(`h3[id="status-${status}"]`).length) problems.push(`no heading for ${status}`);
      }
      if (!article.find('button').filter((_, b) => $(b).text().includes(`Try it: ${name}`)).length)
        problems.push('no Try it button');
      const curl = article.find('pre').filter((_, pre) => $(pre).text().includes('curl --request')).first().text();
      const url = /curl --request (\w+) '([^']+)'/.exec(curl);
      if (!url) problems.push('no curl request');
      else {
        const { pathname } = new URL(url[2]!);
        const match = contractPaths.find((p) => p.pattern.test(pathname) && p.methods.includes(url[1]!.toLowerCase()));
        if (!match) problems.push(`curl calls ${url[1]} ${pathname}, which is no path of the engine's contract`);
        else if (match.template !== op.path) problems.push(`curl calls ${match.template}, not ${op.path}`);
        if (op.authenticated && !curl.includes('Verification-Token: $DBLAB_TOKEN')) problems.push('curl sends no token');
      }
      if (op.cli?.length && !article.find('pre').filter((_, pre) => $(pre).text().trimStart().startsWith('dblab ')).length)
        problems.push('no dblab CLI command');
      expect(problems, `${route}: ${problems.join('; ')}. Check scripts/dblabApi/render.ts.`).toEqual([]);
    },
  );

  it.each(operations.map((op) => [`${tagRoute(op.tag)}#${op.operationId}`, op] as const))(
    'the old anchor %s lands on a row that links the operation page',
    (_name, op) => {
      const $ = html(tagRoute(op.tag));
      const target = $(`main article [id="${op.operationId}"]`);
      expect(target.length, `${tagRoute(op.tag)} has no element with id "${op.operationId}". Check renderTagPage.`).toBe(1);
      const links = target
        .closest('tr')
        .find('a')
        .map((_, a) => $(a).attr('href')?.replace(/\/$/, ''))
        .get();
      expect(links, `The row of #${op.operationId} must link ${operationRoute(op)}. Check renderTagPage.`).toContain(
        operationRoute(op),
      );
    },
  );

  it('the sidebar of an operation page groups the operations under the 6 tags', () => {
    const $ = html(operationRoute(operations[0]!));
    const sidebar = $('nav[aria-label="Docs sidebar"]');
    const categoryLinks = sidebar
      .find('a')
      .map((_, a) => $(a).attr('href')?.replace(/\/$/, ''))
      .get();
    const missing = tagOrder.map(tagRoute).filter((route) => !categoryLinks.includes(route));
    expect(missing, `The docs sidebar has no category opening ${missing.join(', ')}: check sidebars.ts.`).toEqual([]);
    // The open category is the operation's tag, listing all its operations.
    const ownTag = operations.filter((op) => op.tag === operations[0]!.tag).map(operationRoute);
    const absent = ownTag.filter((route) => !categoryLinks.includes(route));
    expect(absent, `The open tag category does not list ${absent.join(', ')}: check sidebars.ts.`).toEqual([]);
  });

  it('the overview links every operation page, and the schemas page has an anchor for each of the 39 schemas', () => {
    const $ = html(`${routeBase}/`);
    const links = new Set($('main article a').map((_, a) => $(a).attr('href')?.replace(/\/$/, '')).get());
    const missing = operations.map(operationRoute).filter((href) => !links.has(href));
    expect(missing, `The overview does not link ${missing.join(', ')}.`).toEqual([]);
    const $schemas = html(`${routeBase}/schemas`);
    const absent = Object.keys(schemas).filter((name) => !$schemas(`main article h2[id="${name.toLowerCase()}"]`).length);
    expect(absent, `The schemas page has no anchor for ${absent.join(', ')}.`).toEqual([]);
    expect(Object.keys(schemas)).toHaveLength(39);
  });

  it("the documentation's llms.txt index lists the Markdown copy of every tag and operation page, which is built", () => {
    const docsIndexes = fs.readdirSync(path.join(buildDir, 'docs')).filter((name) => /^llms(-\d+)?\.txt$/.test(name));
    const llms = docsIndexes.map((name) => readBuilt(`docs/${name}`)).join('\n');
    const routes = [...tagOrder.map(tagRoute), ...operations.map(operationRoute)];
    const missing = routes.filter((route) => !llms.includes(`${route}.md`));
    expect(missing, `${docsIndexes.join(', ')} do not list these pages: is the DBLab API reference in sidebars.ts?`).toEqual([]);
    const unbuilt = routes.filter((route) => !fs.existsSync(path.join(buildDir, `${route}.md`)));
    expect(unbuilt, 'These pages have no Markdown copy: check the raw-markdown plugin.').toEqual([]);
    const resetClone = readBuilt(`${operationRoute(operations.find((op) => op.operationId === 'resetClone')!).slice(1)}.md`);
    expect(resetClone, 'The Markdown copy of an operation page keeps its curl request').toContain(
      "curl --request POST 'http://localhost:2345/clone/ci-run-4812/reset'",
    );
  });

  it('offline search finds an operation page by its task words and by its path; "reset clone" first', async () => {
    const indexDir = path.join(buildDir, 'search-index');
    const engine = createLocalSearchEngine(async (file) => JSON.parse(fs.readFileSync(path.join(indexDir, file), 'utf8')));
    const firstFive = async (query: string) =>
      (await engine.search({ query, hitsPerPage: 5, facetFilters: ['language:en'] })).hits.map((hit) => hit.url);
    const route = (id: string) => operationRoute(operations.find((op) => op.operationId === id)!);
    const cases: Array<[string, string]> = [
      ['create clone api', route('createClone')],
      ['/clone/{id}/reset', route('resetClone')],
      ['/branch/{branchName}/log', route('branchLog')],
    ];
    const pageOf = (url: string) => url.replace(/[#?].*$/, '').replace(/\/$/, '');
    for (const [query, wanted] of cases) {
      const urls = await firstFive(query);
      expect(
        urls.some((url) => pageOf(url).endsWith(wanted)),
        `Searching "${query}" should find ${wanted} in the first five hits; found ${urls.join(', ')}.`,
      ).toBe(true);
    }
    const [first] = await firstFive('reset clone');
    expect(
      pageOf(first ?? '').endsWith(route('resetClone')),
      `Searching "reset clone" should find POST /clone/{id}/reset (${route('resetClone')}) first; found ${first}. ` +
        'Check apiOperationPageRank in src/plugins/search-local/engine/ranking.ts and the title the generator gives the page.',
    ).toBe(true);
  });
});
