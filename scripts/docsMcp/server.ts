/**
 * The docs MCP server: four tools over the site's own files (the offline
 * search index, the Markdown of every page, the llms.txt indexes and the
 * pages' SQL examples), declared with zod schemas that the SDK checks before
 * a tool runs.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { maxQueryLength } from '../../src/plugins/search-local/engine/localSearchEngine';
import { createDocsTools, docsLocales, type DocsLocale } from './docsTools';
import { DocsToolError, type SiteReader } from './site';
import type { SqlExampleRunner } from './sqlRun';

export const docsMcpServerName = 'postgresai-docs';

const localeNames = Object.keys(docsLocales) as [DocsLocale, ...DocsLocale[]];

const locale = z
  .enum(localeNames, { error: `locale must be one of: ${localeNames.join(', ')}.` })
  .default('en')
  .describe('The language of the site: "en" (English, the default) or "ru" (Russian).');

const pageAddress = (what: string) =>
  z
    .string({ error: `${what} must be a string: a path such as /docs/ or a URL of the site.` })
    .trim()
    .min(1, `${what} is empty: give a path such as /docs/ or a URL of the site.`)
    .max(2_000, `${what} is longer than 2,000 characters; no page of the site has such an address.`);

type ToolText = { content: Array<{ type: 'text'; text: string }>; isError?: boolean };

async function answer(work: () => Promise<string>): Promise<ToolText> {
  try {
    return { content: [{ type: 'text', text: await work() }] };
  } catch (error) {
    const text =
      error instanceof DocsToolError
        ? error.message
        : `The tool failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`;
    return { content: [{ type: 'text', text }], isError: true };
  }
}

export function createDocsMcpServer({ reader, sql }: { reader: SiteReader; sql: SqlExampleRunner }): McpServer {
  const tools = createDocsTools(reader, sql);
  const server = new McpServer(
    { name: docsMcpServerName, version: '1.0.0' },
    {
      instructions:
        `Documentation of PostgresAI (DBLab Engine, Joe Bot, monitoring, checkup), its PostgreSQL how-tos, rules for AI coding assistants and blog, read from ${reader.shownBase}. ` +
        "Find pages with search_docs, browse with list_sections, read one with read_page, and run a how-to's SQL example with run_sql_example.",
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the PostgresAI docs',
      description:
        "Searches the documentation, how-tos, rules and blog with the site's own search engine and index (the same ranking as the search box). Returns titles, URLs and snippets, best first.",
      inputSchema: {
        query: z
          .string({ error: 'query must be a string of search words.' })
          .trim()
          .min(1, 'query is empty: give the words to search for, e.g. "lock timeout".')
          .max(maxQueryLength, `query is longer than ${maxQueryLength} characters; use a few words.`)
          .describe('Words to search for, e.g. "lock timeout".'),
        locale,
        limit: z
          .number({ error: 'limit must be a number from 1 to 20.' })
          .int('limit must be a whole number from 1 to 20.')
          .min(1, 'limit must be at least 1.')
          .max(20, 'limit must be at most 20.')
          .default(10)
          .describe('How many results to return, 1 to 20 (default 10).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) => answer(() => tools.searchDocs(input)),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page as Markdown',
      description:
        "Returns a page's Markdown (the text of the page, links absolute). A page over 50,000 characters comes in parts: its text says how many and where the next is; ask for them with `part`.",
      inputSchema: {
        url: pageAddress('url').describe(
          'The page: a URL of the site (as search_docs returns) or a path such as /docs/postgres-howtos/.',
        ),
        part: z
          .number({ error: 'part must be a whole number from 1.' })
          .int('part must be a whole number from 1.')
          .min(1, 'part counts from 1.')
          .max(1_000, 'part must be at most 1000.')
          .optional()
          .describe('For a page in parts: which part, from 1 (default 1).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) => answer(() => tools.readPage(input)),
  );

  server.registerTool(
    'list_sections',
    {
      title: 'List the sections and their pages',
      description:
        "Without `section`: the site's llms.txt, the list of sections with the address of each section's index. With `section` (one of those addresses): that index, every page of the section with a one-line description.",
      inputSchema: {
        locale,
        section: pageAddress('section')
          .optional()
          .describe(
            'The address of a section index from the list, e.g. https://postgres.ai/docs/postgres-howtos/llms.txt.',
          ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) => answer(() => tools.listSections(input)),
  );

  server.registerTool(
    'run_sql_example',
    {
      title: "Run a how-to's SQL example",
      description:
        "Runs one SQL example of a page (a how-to, doc, blog post or rules page) in PGlite (PostgreSQL in WebAssembly), as the page's Run button does: on a fresh database, after replaying the page's earlier runnable examples. Returns each statement's columns and rows, or the error.",
      inputSchema: {
        page: pageAddress('page').describe('The page: its URL or path, e.g. /docs/postgres-howtos/….'),
        block: z
          .number({ error: 'block must be the number of a SQL example, from 1.' })
          .int('block must be a whole number, from 1.')
          .min(1, 'block counts from 1: the first runnable SQL example of the page is 1.')
          .max(1_000, 'block must be at most 1000.')
          .describe('Which runnable SQL example, from 1, as its Run button\'s label numbers it ("SQL example 2").'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) => answer(() => tools.runSqlExample(input)),
  );

  return server;
}
