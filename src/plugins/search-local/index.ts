/**
 * Offline search: provides the theme's SearchBar and SearchPage and, after a
 * production build, writes an index of the built pages under
 * `search-index/` so searching needs no service beyond the site itself.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { readDefaultCodeTranslationMessages } from '@docusaurus/theme-translations';
import { extractSearchRecords, type PageSkipReason } from './extractSearchRecords';
import { buildSearchIndex } from './buildSearchIndex';
import { searchErrorsByPermalink, withErrorRecords } from './searchErrors';
import { renderedPages } from '../builtHtmlFile';
import type { SearchRecord } from './engine/types';
import { toTypesenseDocument, typesenseDocumentsFile } from './engine/typesenseDocuments';
import type { TypesenseClientSettings } from './engine/typesenseSearchClient';

export type LocalSearchOptions = {
  /** Route of the full results page. */
  searchPagePath: string;
  /** Route prefixes whose pages are not indexed (dynamic shells, redirects). */
  excludePrefixes: string[];
  /** When set, queries go to this Typesense server instead of the offline index. */
  typesense?: TypesenseClientSettings | null;
};

export type LocalSearchGlobalData = {
  /** Folder of the index files, with the base URL. */
  indexUrl: string;
  /** Changes with every build, so browsers never mix files of two builds. */
  buildId: string;
  /** Index name; DocSearch keeps recent searches under a key with this prefix. */
  indexName: string;
  searchPagePath: string;
  /** Set in Typesense mode: the server the dialog and search page query. */
  typesense: TypesenseClientSettings | null;
};

export const indexFolder = 'search-index';

export default function localSearchPlugin(context: LoadContext, options: LocalSearchOptions): Plugin {
  const { baseUrl, i18n } = context;
  const buildId = Date.now().toString(36);
  const { typesense } = options;
  /** Error messages pages explain (front matter `search_errors`), by permalink. */
  let errorsByPath = new Map<string, string[]>();
  return {
    name: 'search-local',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    // The dialog shows the stock DocSearch texts; their translations ship with Docusaurus.
    getDefaultCodeTranslationMessages() {
      return readDefaultCodeTranslationMessages({ locale: i18n.currentLocale, name: 'theme-search-algolia' });
    },
    configureWebpack() {
      // The stock search theme's dialog texts, which this plugin's SearchBar shows;
      // the package keeps the module out of its exports, so it is named by path.
      const algoliaTheme = path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme');
      return { resolve: { alias: { '@theme/SearchTranslations': path.join(algoliaTheme, 'SearchTranslations') } } };
    },
    getClientModules() {
      return [path.join(__dirname, '..', '..', 'components', 'DocSearch', 'searchButton.css')];
    },
    injectHtmlTags() {
      if (!typesense) return {};
      const origin = `${typesense.protocol}://${typesense.host}:${typesense.port}`;
      return {
        headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: origin, crossorigin: 'anonymous' } }],
      };
    },
    allContentLoaded({ allContent }) {
      errorsByPath = searchErrorsByPermalink(allContent);
    },
    async contentLoaded({ actions }) {
      const data: LocalSearchGlobalData = {
        indexUrl: normalizeUrl([baseUrl, indexFolder, '/']),
        buildId,
        indexName: `postgres-ai-${i18n.currentLocale}`,
        searchPagePath: options.searchPagePath,
        typesense: typesense ?? null,
      };
      actions.setGlobalData(data);
      actions.addRoute({
        path: normalizeUrl([baseUrl, options.searchPagePath]),
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    async postBuild({ outDir, routesPaths }) {
      const started = Date.now();
      const pages: SearchRecord[][] = [];
      const skipped: Partial<Record<PageSkipReason, number>> = {};
      const rendered = await renderedPages(outDir, routesPaths, baseUrl);
      for (const { route, file } of rendered) {
        if (options.excludePrefixes.some((prefix) => route.startsWith(prefix))) continue;
        const pathname = route.length > 1 ? route.replace(/\/index\.html$/, '/') : route;
        const extracted = extractSearchRecords(await fs.readFile(file, 'utf8'), pathname);
        if ('skipped' in extracted) skipped[extracted.skipped] = (skipped[extracted.skipped] ?? 0) + 1;
        else pages.push(withErrorRecords(extracted.records, errorsByPath.get(pathname) ?? []));
      }
      const folder = path.join(outDir, indexFolder);
      await fs.rm(folder, { recursive: true, force: true });
      if (typesense) {
        // Typesense answers the queries; write the documents for `npm run search:typesense-sync`.
        await fs.mkdir(folder, { recursive: true });
        // One collection holds every locale; record ids repeat across locales, so others' are prefixed.
        const idPrefix = i18n.currentLocale === i18n.defaultLocale ? '' : `${i18n.currentLocale}:`;
        const lines = pages.flat().map((record) => {
          const document = toTypesenseDocument(record);
          return JSON.stringify({ ...document, id: `${idPrefix}${document.id}` });
        });
        await fs.writeFile(path.join(folder, typesenseDocumentsFile), `${lines.join('\n')}\n`);
      }
      const files = typesense ? [] : buildSearchIndex(pages);
      for (const [relative, data] of files) {
        const target = path.join(folder, relative);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, JSON.stringify(data));
      }
      const records = pages.reduce((sum, page) => sum + page.length, 0);
      console.log(
        `[search-local] ${typesense ? 'wrote Typesense documents for' : 'indexed'} ${pages.length} pages (${records} records) in ${Date.now() - started} ms; skipped ${JSON.stringify(skipped)}`,
      );
    },
  };
}
