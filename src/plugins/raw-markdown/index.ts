/**
 * Serves the Markdown source of selected docs plugin instances next to the
 * pages, e.g. `/rules/sql-style.md`, and tells the theme where each page's
 * source is (global data: permalink → raw URL) for the copy/view actions.
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
export type RawMarkdownGlobalData = { sourceByPermalink: Record<string, PageSource> };

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
      const data: RawMarkdownGlobalData = {
        sourceByPermalink: Object.fromEntries(
          pages.map((page) => [page.permalink, { rawPath: page.rawPath, readingMinutes: page.readingMinutes }]),
        ),
      };
      actions.setGlobalData(data);
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
