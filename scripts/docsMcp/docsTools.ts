/**
 * What the docs MCP server's tools do, apart from the protocol: each takes
 * validated input and returns text for a model, or throws a DocsToolError
 * whose message says what was wrong and what to do.
 */
import {
  createLocalSearchEngine,
  type LocalSearchEngine,
  type LocalSearchHit,
} from '../../src/plugins/search-local/engine/localSearchEngine';
import { markdownPartPath, markdownPathFor } from '../../src/plugins/raw-markdown/markdownPages';
import { rawPathFor, sourceCopyMappings } from '../../src/plugins/raw-markdown/rawMarkdown';
import { browserSkipReason, extractSqlBlocks } from '../sqlExamples/sqlBlocks';
import { DocsToolError, sitePathOf, type SiteReader } from './site';
import type { SqlExampleRunner } from './sqlRun';

/** The site's locales and the path prefix of each; the default locale has none. */
export const docsLocales = { en: '', ru: '/ru' } as const;
export type DocsLocale = keyof typeof docsLocales;

/** The folder of each locale's offline search index, as the search plugin writes it. */
const searchIndexFolder = 'search-index';

function localeOfPath(sitePath: string): { locale: DocsLocale; rest: string } {
  for (const [locale, prefix] of Object.entries(docsLocales) as Array<[DocsLocale, string]>) {
    if (prefix !== '' && (sitePath === prefix || sitePath.startsWith(`${prefix}/`))) {
      return { locale, rest: sitePath.slice(prefix.length) || '/' };
    }
  }
  return { locale: 'en', rest: sitePath };
}

const htmlEntities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => htmlEntities[entity]!);

export type SearchInput = { query: string; locale: DocsLocale; limit: number };

export function createDocsTools(reader: SiteReader, sql: SqlExampleRunner) {
  const engines = new Map<DocsLocale, LocalSearchEngine>();
  const shown = (sitePath: string) => `${reader.shownBase}${sitePath.replace(/^\//, '')}`;

  function engineFor(locale: DocsLocale): LocalSearchEngine {
    let engine = engines.get(locale);
    if (!engine) {
      const folder = `${docsLocales[locale]}/${searchIndexFolder}/`;
      engine = createLocalSearchEngine(async (file) => {
        const text = await reader.read(`${folder}${file}`);
        if (text === null) {
          throw new DocsToolError(`The search index file ${folder}${file} is missing on ${reader.source}.`);
        }
        return JSON.parse(text) as unknown;
      });
      engines.set(locale, engine);
    }
    return engine;
  }

  /**
   * Hits as the site's search page gets them: its 30-word snippets and its
   * filters (the page's language; its tag filter allows every tag the index has).
   */
  async function searchHits({ query, locale, limit }: SearchInput): Promise<LocalSearchHit[]> {
    try {
      const response = await engineFor(locale).search({
        query,
        hitsPerPage: limit,
        facetFilters: [`language:${locale}`],
        attributesToSnippet: ['content:30'],
        highlightPreTag: '**',
        highlightPostTag: '**',
      });
      return response.hits;
    } catch (error) {
      if (error instanceof DocsToolError) throw error;
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof DocsToolError) throw cause;
      throw new DocsToolError(`The search failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function searchDocs(input: SearchInput): Promise<string> {
    const hits = await searchHits(input);
    if (hits.length === 0) {
      return `No page matches "${input.query}" (${input.locale}). Try other words, or browse with list_sections.`;
    }
    const lines = hits.map((hit, index) => {
      const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = hit.hierarchy;
      const title = [lvl1 ?? hit.hierarchy.lvl0, lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' › ');
      const snippet = hit._snippetResult.content?.value;
      const text = snippet ? `\n   ${unescapeHtml(snippet).replace(/\s+/g, ' ').trim()}` : '';
      // Index paths are without the locale's prefix, which the site's search adds.
      return `${index + 1}. ${title}\n   ${shown(`${docsLocales[input.locale]}${hit.url}`)}${text}`;
    });
    return `Results for "${input.query}" (${input.locale}), best first. Read one with read_page.\n\n${lines.join('\n\n')}`;
  }

  async function readPage({ url, part }: { url: string; part?: number | undefined }): Promise<string> {
    const sitePath = sitePathOf(url, reader);
    const markdownPath = sitePath.endsWith('.md') ? sitePath : markdownPathFor(sitePath);
    const wanted = markdownPartPath(markdownPath, part ?? 1);
    const text = await reader.read(wanted);
    if (text !== null) return text;
    if ((part ?? 1) > 1) {
      const first = await reader.read(markdownPath);
      if (first !== null) {
        const count = Number(/This page is in (\d+) parts/.exec(first)?.[1] ?? 1);
        throw new DocsToolError(
          `${shown(sitePath)} has ${count} part${count === 1 ? '' : 's'}; part ${part} does not exist.`,
        );
      }
    }
    throw new DocsToolError(
      `There is no page at ${shown(sitePath)}. Find the page's address with search_docs or list_sections.`,
    );
  }

  async function listSections({ locale, section }: { locale: DocsLocale; section?: string | undefined }) {
    if (section === undefined) {
      const root = `${docsLocales[locale]}/llms.txt`;
      const text = await reader.read(root);
      if (text === null) throw new DocsToolError(`${shown(root)} is missing on ${reader.source}.`);
      return `${text.trimEnd()}\n\nPass a section's index URL as "section" to list its pages.`;
    }
    const sitePath = sitePathOf(section, reader);
    if (!/\/llms(?:-[\w-]+)?\.txt$/.test(sitePath)) {
      throw new DocsToolError(
        `"${section}" is not a section index. Pass one of the llms.txt addresses that list_sections without "section" gives.`,
      );
    }
    const text = await reader.read(sitePath);
    if (text === null) {
      throw new DocsToolError(`There is no section index at ${shown(sitePath)}. Call list_sections without "section".`);
    }
    return text;
  }

  /**
   * The runnable blocks of a docs page or how-to, read from the page's source
   * copy (whose fences keep their marks), numbered as the Run buttons are.
   */
  async function runnableBlocks(page: string) {
    const sitePath = sitePathOf(page, reader).replace(/\.md$/, '');
    const { locale, rest } = localeOfPath(sitePath);
    // Docs routes have no trailing slash: `/docs/foo/` is the page `/docs/foo`.
    const route = rest.replace(/\/+$/, '');
    const mapped = sourceCopyMappings.some(({ from }) => `${route}/`.startsWith(from) && `${route}/` !== from);
    if (!mapped) {
      throw new DocsToolError(
        `run_sql_example runs the examples of documentation pages and how-tos (addresses under /docs/); ${shown(sitePath)} is not one.`,
      );
    }
    const sourcePath = `${docsLocales[locale]}${rawPathFor(route, sourceCopyMappings)}`;
    const source = await reader.read(sourcePath);
    if (source === null) {
      throw new DocsToolError(
        `There is no page at ${shown(sitePath)}. Find a how-to with search_docs; pass its address as "page".`,
      );
    }
    let blocks;
    try {
      blocks = extractSqlBlocks(source);
    } catch (error) {
      throw new DocsToolError(`The SQL blocks of ${shown(sitePath)} could not be read: ${String(error)}`);
    }
    return { pageUrl: shown(sitePath), blocks: blocks.filter((block) => browserSkipReason(block) === null) };
  }

  async function runSqlExample({ page, block }: { page: string; block: number }): Promise<string> {
    const { pageUrl, blocks } = await runnableBlocks(page);
    if (blocks.length === 0) {
      throw new DocsToolError(`${pageUrl} has no SQL examples that run in the browser (no Run buttons).`);
    }
    if (block > blocks.length) {
      throw new DocsToolError(
        `${pageUrl} has ${blocks.length} runnable SQL example${blocks.length === 1 ? '' : 's'} (1 to ${blocks.length}); there is no example ${block}.`,
      );
    }
    const earlier = blocks.slice(0, block - 1).map(({ code, expectation }) => ({
      code,
      expectError: expectation.kind === 'error',
    }));
    const target = blocks[block - 1]!;
    return sql.run({ pageUrl, number: block, earlier, code: target.code });
  }

  return { searchDocs, searchHits, readPage, listSections, runSqlExample, runnableBlocks };
}

export type DocsTools = ReturnType<typeof createDocsTools>;
