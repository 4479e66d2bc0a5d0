/**
 * Serves the Markdown source of selected docs plugin instances next to the
 * pages, e.g. `/rules/sql-style.md`, and tells the theme where each page's
 * source is (permalink → raw URL) for the copy/view actions. The map is a data
 * module that the doc page's actions import, not global data, so it loads with
 * docs pages only instead of in the bundle of every page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { rawPathFor, readingMinutes, toRawMarkdown, withoutBaseUrl, type PathMapping } from './rawMarkdown';

export type RawMarkdownOptions = {
  /** Ids of docs plugin instances whose pages get a raw Markdown copy. */
  docsPluginIds: string[];
  /** Prefix moves from page URL to raw URL. */
  mappings?: PathMapping[];
  /** Pages without the actions (and without a raw copy), by permalink without the base URL. */
  excludePermalinks?: string[];
};

/** `rawPath` is without the base URL; the theme adds it (useBaseUrl, `pathname://` links). */
export type PageSource = { rawPath: string; readingMinutes: number };
export type RawMarkdownSources = { sourceByPermalink: Record<string, PageSource> };

/** The data module's name; the theme imports it as `@generated/raw-markdown/default/sources.json`. */
export const sourcesModuleName = 'sources.json';

type RawPage = {
  permalink: string;
  rawPath: string;
  sourceFile: string;
  title: string;
  description?: string;
  readingMinutes: number;
};

export default function rawMarkdownPlugin(context: LoadContext, options: RawMarkdownOptions): Plugin {
  let pages: RawPage[] = [];
  const excluded = new Set(options.excludePermalinks ?? []);
  return {
    name: 'raw-markdown',
    async allContentLoaded({ allContent, actions }) {
      const docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        LoadedContent | undefined
      >;
      const docs = options.docsPluginIds.flatMap((pluginId) => {
        const content = docsContent[pluginId];
        if (!content) throw new Error(`raw-markdown: no docs plugin with id "${pluginId}"`);
        return content.loadedVersions.flatMap((version) =>
          version.docs.filter((doc) => !excluded.has(withoutBaseUrl(doc.permalink, context.baseUrl))),
        );
      });
      pages = await Promise.all(
        docs.map(async (doc) => {
          const sourceFile = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
          return {
            permalink: doc.permalink,
            rawPath: rawPathFor(withoutBaseUrl(doc.permalink, context.baseUrl), options.mappings),
            sourceFile,
            title: doc.title,
            description: doc.description,
            readingMinutes: readingMinutes(await fs.readFile(sourceFile, 'utf8')),
          };
        }),
      );
      const data: RawMarkdownSources = {
        sourceByPermalink: Object.fromEntries(
          pages.map((page) => [page.permalink, { rawPath: page.rawPath, readingMinutes: page.readingMinutes }]),
        ),
      };
      await actions.createData(sourcesModuleName, JSON.stringify(data));
    },
    async postBuild({ outDir }) {
      await Promise.all(
        pages.map(async (page) => {
          const source = await fs.readFile(page.sourceFile, 'utf8');
          const target = path.join(outDir, page.rawPath);
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.writeFile(target, toRawMarkdown(source, page.title, page.description));
        }),
      );
    },
  };
}
