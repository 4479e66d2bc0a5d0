/**
 * The docs MCP server (`npm run -s mcp`), driven by the SDK's own client
 * against the build: its four tools, their errors, and that it requests
 * nothing outside the site. The in-memory session reads the build through
 * the HTTP reader with a fetch that answers from build/ and records every
 * request; the stdio session starts the documented command on the folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteEnv } from '@site/src/config/siteEnv';
import { createLocalSearchEngine } from '@site/src/plugins/search-local/engine/localSearchEngine';
import { markdownDocuments, markdownPartPath } from '@site/src/plugins/raw-markdown/markdownPages';
import { createDocsTools, docsLocales, runnableBlocksInHtml } from '@site/scripts/docsMcp/docsTools';
import { createDocsMcpServer } from '@site/scripts/docsMcp/server';
import { httpSiteReader, type FetchLike } from '@site/scripts/docsMcp/site';
import { createSqlExampleRunner, type SqlExampleRunner } from '@site/scripts/docsMcp/sqlRun';
import { pgliteFactory } from '@site/scripts/sqlExamples/pgliteNode';
import { siteLocales } from '@site/scripts/contentChecks/siteRoutes';
import { assertBuildExists, buildDir } from '../support/buildOutput';

const root = path.resolve(__dirname, '../..');
const env = readSiteEnv(process.env);
const publicBase = `${env.url}${env.baseUrl}`;
/** Where the in-memory session believes the site is served, as `npm run serve` serves it. */
const servedBase = 'http://127.0.0.1:3000/';

/** Every URL the server asked for, and paths that answer a redirect to another host. */
const requested: string[] = [];
const redirectsAway = new Map([['/docs/redirect-away.md', 'https://example.com/docs/x.md']]);

/**
 * A page in parts, cut by the plugin's own splitter: no page of the site is
 * over 50,000 characters today, so the build may have none.
 */
const longPage = '/docs/long-page-in-parts';
const longParts = markdownDocuments({
  title: 'A page in parts',
  blocks: ['# A page in parts', ...Array.from({ length: 30 }, (_, index) => `Paragraph ${index + 1}. ${'Words. '.repeat(40)}`)],
  webPageUrl: `${publicBase}${longPage.slice(1)}`,
  indexUrl: `${publicBase}llms.txt`,
  partUrl: (part) => `${publicBase}${markdownPartPath(`${longPage}.md`, part).slice(1)}`,
  maxChars: 4_000,
});
const synthetic = new Map(longParts.map((text, index) => [markdownPartPath(`${longPage}.md`, index + 1), text]));

const buildFetch: FetchLike = async (url) => {
  requested.push(url);
  const { pathname } = new URL(url);
  const made = synthetic.get(pathname);
  if (made) return new Response(made);
  const away = redirectsAway.get(pathname);
  if (away) return new Response(null, { status: 301, headers: { location: away } });
  const file = path.join(buildDir, decodeURIComponent(pathname));
  if (!file.startsWith(buildDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    return new Response('Not found', { status: 404 });
  }
  return new Response(fs.readFileSync(file));
};

/**
 * How long a tool call may take before the client gives up: the suite's own
 * limit, not the SDK's default minute. The first run_sql_example starts PGlite,
 * a few seconds of CPU alone, which took over a minute beside the rest of
 * `npm test` on two busy cores. This ends a hang; it does not judge speed.
 */
const requestOptions = { timeout: 600_000 };

type CallResult = { text: string; isError: boolean };

let client: Client;
let sql: SqlExampleRunner;
const reader = httpSiteReader(servedBase, publicBase, buildFetch);

async function call(name: string, args: Record<string, unknown>): Promise<CallResult> {
  const result = await client.callTool({ name, arguments: args }, undefined, requestOptions);
  const content = result.content as Array<{ type: string; text?: string }>;
  return { text: content.map((item) => item.text ?? '').join('\n'), isError: result.isError === true };
}

/** The URLs of a search_docs answer, in order. */
const urlsOf = (text: string) => [...text.matchAll(/^ {3}(https?:\/\/\S+)$/gm)].map(([, url]) => url!);

beforeAll(async () => {
  assertBuildExists();
  // One PGlite for the file, started by the first run_sql_example call.
  sql = createSqlExampleRunner(pgliteFactory);
  const server = createDocsMcpServer({ reader, sql });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(clientSide);
});

afterAll(async () => {
  await client?.close();
  await sql?.close();
});

describe('docs MCP server', () => {
  it('offers the four tools, each with an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['list_sections', 'read_page', 'run_sql_example', 'search_docs']);
    for (const tool of tools) expect(tool.inputSchema.type, `${tool.name} has no input schema`).toBe('object');
  });

  it('knows every locale of the site', () => {
    expect(
      Object.keys(docsLocales).sort(),
      'A locale was added or removed: update docsLocales in scripts/docsMcp/docsTools.ts.',
    ).toEqual(siteLocales(root).sort());
  });

  it('search_docs answers as the site search does: the same pages in the same order, with titles', async () => {
    const engine = createLocalSearchEngine(async (file) =>
      JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index', file), 'utf8')),
    );
    const site = await engine.search({ query: 'lock timeout', hitsPerPage: 10, facetFilters: ['language:en'] });
    const { text, isError } = await call('search_docs', { query: 'lock timeout' });
    expect(isError, text).toBe(false);
    expect(site.hits.length).toBeGreaterThan(0);
    expect(urlsOf(text)).toEqual(site.hits.map((hit) => `${servedBase}${hit.url.slice(1)}`));
    expect(text).toContain(site.hits[0]!.hierarchy.lvl1 ?? site.hits[0]!.hierarchy.lvl0);
  });

  it('search_docs searches the Russian index with the locale prefix in its URLs', async () => {
    const { text, isError } = await call('search_docs', { query: 'PostgreSQL', locale: 'ru', limit: 3 });
    expect(isError, text).toBe(false);
    const urls = urlsOf(text);
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url.startsWith(`${servedBase}ru/`), url).toBe(true);
    const page = await call('read_page', { url: urls[0]! });
    expect(page.isError, page.text).toBe(false);
  });

  it('search_docs refuses an empty query and an unknown locale with a sentence', async () => {
    const empty = await call('search_docs', { query: '  ' });
    expect(empty.isError).toBe(true);
    expect(empty.text).toContain('query is empty');
    const locale = await call('search_docs', { query: 'clone', locale: 'de' });
    expect(locale.isError).toBe(true);
    expect(locale.text).toContain('locale must be one of: en, ru');
  });

  it('read_page returns the Markdown of the best "lock timeout" result, by URL, path or .md address', async () => {
    const [best] = urlsOf((await call('search_docs', { query: 'lock timeout', limit: 1 })).text);
    const page = await call('read_page', { url: best! });
    expect(page.isError, page.text).toBe(false);
    expect(page.text.startsWith('> Documentation index for AI agents:'), page.text.slice(0, 200)).toBe(true);
    expect(page.text).toMatch(/^# .+/m);
    const pagePath = new URL(best!).pathname;
    expect((await call('read_page', { url: pagePath })).text).toBe(page.text);
    expect((await call('read_page', { url: `${publicBase}${pagePath.slice(1)}.md` })).text).toBe(page.text);
  });

  it('read_page passes on where the rest of a page in parts is, and names the parts that exist', async () => {
    const firstPath = `${publicBase}${longPage.slice(1)}`;
    const first = await call('read_page', { url: firstPath });
    const count = longParts.length;
    expect(count).toBeGreaterThan(2);
    expect(first.text).toBe(longParts[0]);
    expect(first.text).toMatch(/Continued in part 2 of \d+: https?:\/\/\S+\.part-2\.md/);
    const second = await call('read_page', { url: firstPath, part: 2 });
    expect(second.isError, second.text).toBe(false);
    expect(second.text).toBe(longParts[1]);
    expect(second.text).toContain(`Part 2 of ${count}`);
    const beyond = await call('read_page', { url: firstPath, part: count + 1 });
    expect(beyond.isError).toBe(true);
    expect(beyond.text).toContain(`has ${count} parts; part ${count + 1} does not exist`);
  });

  it('read_page says clearly when a page does not exist or is outside the site, and requests nothing outside it', async () => {
    const missing = await call('read_page', { url: '/docs/no-such-page' });
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain('There is no page at');
    const outside = await call('read_page', { url: 'https://example.com/docs/' });
    expect(outside.isError).toBe(true);
    expect(outside.text).toContain('outside the documentation site');
    const climbing = await call('read_page', { url: '/docs/../../etc/passwd' });
    expect(climbing.isError).toBe(true);
    expect(climbing.text).toContain('".." segments');
    const redirect = await call('read_page', { url: '/docs/redirect-away' });
    expect(redirect.isError).toBe(true);
    expect(redirect.text).toContain('the redirect was not followed');
    const wrongType = await call('read_page', { url: 42 });
    expect(wrongType.isError).toBe(true);
    expect(wrongType.text).toContain('url must be a string');
  });

  it('list_sections lists the sections, then the pages of one', async () => {
    const sections = await call('list_sections', {});
    expect(sections.isError, sections.text).toBe(false);
    const indexes = [...sections.text.matchAll(/\]\((https?:\/\/[^)]+\/llms\.txt)\)/g)].map(([, url]) => url!);
    expect(indexes.length, sections.text).toBeGreaterThan(2);
    const section = await call('list_sections', { section: indexes[0]! });
    expect(section.isError, section.text).toBe(false);
    expect(section.text).toMatch(/\]\(https?:\/\/\S+\.md\)/);
    const russian = await call('list_sections', { locale: 'ru' });
    expect(russian.text).not.toBe(sections.text);
    const notIndex = await call('list_sections', { section: '/docs/' });
    expect(notIndex.isError).toBe(true);
    expect(notIndex.text).toContain('is not a section index');
  });

  // Every how-to: most of the site's Run buttons, read the way every docs page's are.
  it('numbers SQL examples as the Run buttons do, with their code, on every how-to', async () => {
    const tools = createDocsTools(reader, sql);
    const mismatches: string[] = [];
    let pages = 0;
    for (const file of findFiles(path.join(buildDir, 'docs/postgres-howtos'), (name) => name === 'index.html')) {
      const html = fs.readFileSync(file, 'utf8');
      // Only pages with a Run button are parsed.
      if (!/role="?group"? aria-label="?SQL example 1"/.test(html)) continue;
      const buttons = runnableBlocksInHtml(html).map((block) => block.code);
      if (buttons.length === 0) continue;
      pages += 1;
      const route = `/${path.relative(buildDir, path.dirname(file))}`;
      const { blocks, marked } = await tools.runnableBlocks(route);
      const fromSource = blocks.map((block) => block.code.replace(/\n+$/, ''));
      if (!marked) mismatches.push(`${route}: its source copy was not found`);
      else if (fromSource.join('\0') !== buttons.join('\0')) {
        mismatches.push(`${route}: ${buttons.length} Run buttons, ${fromSource.length} examples in the source copy`);
      }
    }
    expect(pages).toBeGreaterThan(0);
    expect(
      mismatches,
      'run_sql_example must read the same examples, in the same order, as the page runs (scripts/docsMcp/docsTools.ts).',
    ).toEqual([]);
  });

  it('run_sql_example runs the first example of a blog post, read from its HTML', async () => {
    const post = findFiles(path.join(buildDir, 'blog'), (name) => name === 'index.html').find((file) =>
      /role="?group"? aria-label="?SQL example 1"/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(post, 'No blog post has a Run button; this test needs one.').toBeDefined();
    const page = `/${path.relative(buildDir, path.dirname(post!))}`;
    const result = await call('run_sql_example', { page, block: 1 });
    expect(result.isError, result.text).toBe(false);
    expect(result.text).toContain(`SQL example 1 of ${servedBase}${page.slice(1)}`);
    expect(result.text).toContain('It is the first example, so it ran on a fresh database.');
  });

  it('run_sql_example runs an example of the best "lock timeout" how-to after replaying the ones before it', async () => {
    const [best] = urlsOf((await call('search_docs', { query: 'lock timeout', limit: 10 })).text).filter((url) =>
      url.includes('/docs/postgres-howtos/'),
    );
    expect(best, 'No how-to answers "lock timeout".').toBeDefined();
    const page = best!.replace(/#.*$/, '');
    const { blocks } = await createDocsTools(reader, sql).runnableBlocks(page);
    // The last example that returns rows and is meant to succeed.
    let number = 0;
    blocks.forEach((block, index) => {
      if (!block.expectError && /\bselect\b/i.test(block.code)) number = index + 1;
    });
    expect(number, `${page} has no runnable SELECT example`).toBeGreaterThan(1);
    const result = await call('run_sql_example', { page, block: number });
    expect(result.isError, result.text).toBe(false);
    expect(result.text).toContain(`SQL example ${number} of`);
    expect(result.text).toContain(number === 2 ? 'Example 1 ran first' : `Examples 1 to ${number - 1} ran first`);
    expect(result.text).toContain('It ran without error.');
    expect(result.text).toMatch(/^\| .+ \|$/m);
    expect(result.text).toMatch(/^\(\d+ rows?\)/m);
  });

  it('run_sql_example reports an error of the SQL as a result, and bad input as an error', async () => {
    const outOfRange = await call('run_sql_example', {
      page: '/docs/postgres-howtos/schema-design/ddl-operations/how-to-add-a-column',
      block: 999,
    });
    expect(outOfRange.isError).toBe(true);
    expect(outOfRange.text).toMatch(/has \d+ runnable SQL examples? \(1 to \d+\); there is no example 999/);
    const zero = await call('run_sql_example', { page: '/docs/postgres-howtos/', block: 0 });
    expect(zero.isError).toBe(true);
    expect(zero.text).toContain('block counts from 1');
    const none = await call('run_sql_example', { page: '/pricing', block: 1 });
    expect(none.isError).toBe(true);
    expect(none.text).toContain('has no SQL examples that run in the browser');
    const missing = await call('run_sql_example', { page: '/docs/postgres-howtos/no-such-how-to', block: 1 });
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain('There is no page at');
  });

  it('says the site could not be reached, and how to read a local build instead', async () => {
    const offline = createDocsMcpServer({
      reader: httpSiteReader(servedBase, publicBase, async () => {
        throw new TypeError('fetch failed');
      }),
      sql,
    });
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await offline.connect(serverSide);
    const offlineClient = new Client({ name: 'docs-mcp-offline-test', version: '1.0.0' });
    await offlineClient.connect(clientSide);
    try {
      const result = await offlineClient.callTool({ name: 'list_sections', arguments: {} });
      expect(result.isError).toBe(true);
      expect((result.content as Array<{ text?: string }>)[0]?.text).toContain(
        `The site ${servedBase} could not be reached (fetch failed)`,
      );
    } finally {
      await offlineClient.close();
    }
  });

  it('requested nothing outside the site', () => {
    expect(requested.length).toBeGreaterThan(0);
    const outside = requested.filter((url) => !url.startsWith(servedBase));
    expect(outside, 'The server requested URLs outside the configured site.').toEqual([]);
  });
});

describe('docs MCP server over stdio', () => {
  it('starts with the documented command on a build folder and answers a client', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'node_modules/jiti/bin/jiti.js'), 'scripts/docs-mcp.ts', '--build', 'build'],
      cwd: root,
      stderr: 'pipe',
    });
    const stdioClient = new Client({ name: 'docs-mcp-stdio-test', version: '1.0.0' });
    await stdioClient.connect(transport);
    try {
      const result = await stdioClient.callTool({ name: 'list_sections', arguments: {} });
      const text = (result.content as Array<{ text?: string }>)[0]?.text ?? '';
      expect(result.isError ?? false, text).toBe(false);
      expect(text).toContain(`${publicBase}docs/llms.txt`);
    } finally {
      await stdioClient.close();
    }
  });
});

function findFiles(dir: string, match: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findFiles(full, match);
    return match(entry.name) ? [full] : [];
  });
}
