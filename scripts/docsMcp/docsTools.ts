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
import { load } from 'cheerio';
import { codeText, mainFragment } from '../../src/plugins/raw-markdown/htmlToMarkdown';
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

export type RunnableBlock = { code: string; expectError: boolean };

/**
 * The Run buttons' blocks of a built page, in order: each is a group named by
 * its number ("SQL example 2", in the page's language) around its code block.
 */
export function runnableBlocksInHtml(html: string): RunnableBlock[] {
  // The Run buttons are in the page's <main>; the rest is not parsed.
  const $ = load(mainFragment(html) ?? html);
  const blocks: RunnableBlock[] = [];
  $('[role="group"][aria-label]').each((_, group) => {
    const number = /(\d+)\s*$/.exec($(group).attr('aria-label') ?? '')?.[1];
    const code = $(group).find('pre code').first().get(0);
    if (number === undefined || !code || Number(number) !== blocks.length + 1) return;
    // Not known from the HTML: see runnableBlocks.
    blocks.push({ code: codeText(code).replace(/\n+$/, ''), expectError: true });
  });
  return blocks;
}

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
   * The runnable blocks of a page, numbered as its Run buttons are. A docs
   * page or how-to has a source copy whose fences keep their marks, read as
   * the build's remark plugin reads the page (expect-error included). Other
   * pages (blog posts, rules) have only their HTML: the code of each Run
   * button's group, with no marks, so an earlier example's error does not
   * stop the replay there (the site's checks keep such errors to the examples
   * meant to fail).
   */
  async function runnableBlocks(page: string): Promise<{ pageUrl: string; blocks: RunnableBlock[]; marked: boolean }> {
    const sitePath = sitePathOf(page, reader)
      .replace(/\.md$/, '')
      // Routes have no trailing slash: `/docs/foo/` is the page `/docs/foo`.
      .replace(/(.)\/+$/, '$1');
    const pageUrl = shown(sitePath);
    const { locale, rest } = localeOfPath(sitePath);
    const hasSourceCopy = sourceCopyMappings.some(({ from }) => `${rest}/`.startsWith(from) && `${rest}/` !== from);
    if (hasSourceCopy) {
      const source = await reader.read(`${docsLocales[locale]}${rawPathFor(rest, sourceCopyMappings)}`);
      if (source !== null) {
        let blocks;
        try {
          blocks = extractSqlBlocks(source);
        } catch (error) {
          throw new DocsToolError(`The SQL blocks of ${pageUrl} could not be read: ${String(error)}`);
        }
        const runnable = blocks.filter((block) => browserSkipReason(block) === null);
        return {
          pageUrl,
          marked: true,
          blocks: runnable.map(({ code, expectation }) => ({ code, expectError: expectation.kind === 'error' })),
        };
      }
    }
    const html = (await reader.read(`${sitePath}/index.html`)) ?? (await reader.read(`${sitePath}.html`));
    if (html === null) {
      throw new DocsToolError(`There is no page at ${pageUrl}. Find one with search_docs; pass its address as "page".`);
    }
    return { pageUrl, marked: false, blocks: runnableBlocksInHtml(html) };
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
    const earlier = blocks.slice(0, block - 1);
    const target = blocks[block - 1]!;
    return sql.run({ pageUrl, number: block, earlier, code: target.code });
  }

  return { searchDocs, searchHits, readPage, listSections, runSqlExample, runnableBlocks };
}

export type DocsTools = ReturnType<typeof createDocsTools>;
