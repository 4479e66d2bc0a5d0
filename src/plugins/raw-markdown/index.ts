/**
 * Serves the Markdown source of selected docs plugin instances next to the
 * pages, e.g. `/rules/sql-style.md`, and tells the theme where each page's
 * source is (permalink → raw URL) for the copy/view actions. The map is a data
 * module that the doc page's actions import, not global data, so it loads with
 * docs pages only instead of in the bundle of every page.
 * Values an MDX page imports and prints are written into its Markdown.
 *
 * Also writes `/llms.txt` (an index of those Markdown copies by sidebar
 * section, and of the blog posts) and `/llms-full.txt` (the full Markdown of
 * the documentation), following https://llmstxt.org.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { loadFreshModule } from '@docusaurus/utils';
import {
  rawPathFor,
  readingMinutes,
  sourceLinkResolver,
  toRawMarkdown,
  withoutBaseUrl,
  withResolvedLinks,
  type PathMapping,
} from './rawMarkdown';
import { mdxImports, withImportedValues } from './mdxValues';
import { llmsFullTxt, llmsTxt, sidebarSections, type LlmsSection, type SidebarItem } from './llmsTxt';
import { llmsTxtSettings, llmsTxtTextFor, siteSections, siteSectionsFor, type LlmsTxtText } from '../../data/llmsTxt';
import { sqlVersionsMarkdownLine } from '../../data/sqlPageVersions';
import { readSqlVersions, sourceKey } from '../sql-runner/remarkSqlVersions';
import { renderedPages, rewriteBuiltHtml } from '../builtHtmlFile';
import { withMarkdownPointers } from './htmlPointers';
import { withExplicitEndTags } from '../explicitEndTags';
import {
  groupPages,
  indexPartPath,
  sectionIndexFiles,
  sectionOf,
  type PageGroups,
  type SiteSection,
} from './llmsIndex';
import { htmlToMarkdownBlocks } from './htmlToMarkdown';
import { hasNoContent, markdownPartPath, markdownPathFor, pageDocuments } from './markdownPages';

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
  pluginId: string;
  docId: string;
  permalink: string;
  rawPath: string;
  sourceFile: string;
  title: string;
  description?: string;
  readingMinutes: number;
};

/** A written page's Markdown: its address without the base URL, its title, its text and how many parts it has. */
export type MarkdownPage = {
  route: string;
  markdownPath: string;
  title: string;
  description?: string;
  /** The whole Markdown, without the pointer line, for the full-text files. */
  markdown: string;
  parts: number;
  /** A list of posts with their excerpts, which the full-text files leave out. */
  listOfPosts: boolean;
};

/**
 * Writes `<route>.md` beside every rendered page that has content, made from
 * the built HTML, so it holds what the page shows (component output included),
 * and points the page to it (a `<link rel="alternate">` and a hidden line).
 * Every rendered page gets the end tags the minifier left out
 * (`explicitEndTags.ts`), so that light HTML parsers find its content too.
 */
async function writePageMarkdown(options: {
  outDir: string;
  routesPaths: readonly string[];
  baseUrl: string;
  absolute: (pathWithoutBaseUrl: string) => string;
}): Promise<MarkdownPage[]> {
  const { outDir, absolute } = options;
  const written: MarkdownPage[] = [];
  const indexUrl = absolute('/llms.txt');
  /** The Markdown address of a page of the site, given by its absolute address. */
  const siteRoot = absolute('/');
  const markdownUrlOf = (pageUrl: string) =>
    pageUrl.startsWith(siteRoot) ? absolute(markdownPathFor(`/${pageUrl.slice(siteRoot.length)}`)) : pageUrl;
  for (const { route, file } of await renderedPages(outDir, options.routesPaths, options.baseUrl)) {
    const html = await fs.readFile(file, 'utf8');
    const pageUrl = absolute(route);
    const page = hasNoContent(route, html) ? null : htmlToMarkdownBlocks(html, pageUrl);
    if (!page) {
      await rewriteBuiltHtml(file, withExplicitEndTags);
      continue;
    }
    const markdownPath = markdownPathFor(route);
    const documents = pageDocuments(page, {
      pageUrl,
      indexUrl,
      sectionIndexUrl: absolute(sectionOf(route, siteSections)?.indexPath ?? '/llms.txt'),
      markdownUrlOf,
      partUrl: (part) => absolute(markdownPartPath(markdownPath, part)),
    });
    await Promise.all(
      documents.map(async (text, index) => {
        const target = path.join(outDir, markdownPartPath(markdownPath, index + 1));
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, text);
      }),
    );
    await rewriteBuiltHtml(file, (built) =>
      withMarkdownPointers(withExplicitEndTags(built), absolute(markdownPath), indexUrl),
    );
    written.push({
      route,
      markdownPath,
      title: page.title,
      description: page.description,
      markdown: page.blocks.join('\n\n'),
      parts: documents.length,
      listOfPosts: page.listOfPosts,
    });
  }
  return written;
}

/**
 * The root `llms.txt` of a locale (a short map: the section indexes, their
 * full texts, the other languages) and, per section, its index (in parts
 * when long) and `llms-full.txt` with the Markdown of every page.
 */
async function writeIndexes(options: {
  outDir: string;
  markdownPages: readonly MarkdownPage[];
  pageGroups: PageGroups;
  siteTitle: string;
  absolute: (pathWithoutBaseUrl: string) => string;
  otherLocales: ReadonlyArray<{ label: string; url: string }>;
  /** The phrases of the locale being built, and its sections with their titles. */
  text: LlmsTxtText;
  sections: readonly SiteSection[];
}): Promise<void> {
  const { outDir, absolute, text, sections } = options;
  const sectionLinks: LlmsSection = { title: text.sectionsTitle, links: [] };
  const fullTextLinks: LlmsSection = { title: text.fullTextTitle, links: [] };
  for (const section of sections) {
    const sectionPages = options.markdownPages.filter((page) => sectionOf(page.route, sections) === section);
    if (sectionPages.length === 0) continue;
    const indexed = sectionPages.map((page) => ({
      route: page.route,
      title: page.title,
      description: page.description,
      markdownUrl: absolute(page.markdownPath),
    }));
    const groups = groupPages(
      indexed,
      options.pageGroups.filter((group) => group.routes.some((route) => sectionOf(route, sections) === section)),
      text.restGroupTitle,
    );
    const files = sectionIndexFiles({
      siteTitle: options.siteTitle,
      section,
      groups,
      details: text.sectionDetails(absolute('/llms.txt'), absolute(section.fullTextPath)),
      partsSentence: text.indexParts,
      absolute,
    });
    await Promise.all(
      files.map(async (text, index) => {
        const target = path.join(outDir, indexPartPath(section.indexPath, index + 1));
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, text);
      }),
    );
    files.forEach((_, index) =>
      sectionLinks.links.push({
        title: files.length > 1 ? text.partTitle(section.title, index + 1, files.length) : section.title,
        url: absolute(indexPartPath(section.indexPath, index + 1)),
        description: index === 0 ? `${section.summary} ${text.pageCount(sectionPages.length)}` : undefined,
      }),
    );
    const byRoute = new Map(sectionPages.map((page) => [page.route, page]));
    // Lists of posts repeat the posts' excerpts; the posts themselves are in the full text.
    const ordered = groups
      .flatMap((group) => group.pages.map((page) => byRoute.get(page.route)!))
      .filter((page) => !page.listOfPosts);
    await fs.writeFile(
      path.join(outDir, section.fullTextPath),
      llmsFullTxt({
        title: `${options.siteTitle}: ${section.title}`,
        summary: section.summary,
        details: text.sectionFullTextDetails,
        pages: ordered.map((page) => ({ url: absolute(page.route), markdown: page.markdown })),
      }),
    );
    fullTextLinks.links.push({ title: section.title, url: absolute(section.fullTextPath) });
  }
  fullTextLinks.links.push({ title: text.docsFullTextTitle, url: absolute('/llms-full.txt') });
  await fs.writeFile(
    path.join(outDir, 'llms.txt'),
    llmsTxt({
      siteTitle: options.siteTitle,
      summary: text.summary,
      details: text.details,
      sections: [
        sectionLinks,
        fullTextLinks,
        {
          title: text.otherLanguagesTitle,
          links: options.otherLocales.map((locale) => ({ title: locale.label, url: locale.url })),
        },
      ],
    }),
  );
}

type BlogPostLink = { title: string; description: string; permalink: string; date: string };

/** The values an MDX page imports, by local name; modules that do not load are reported and skipped. */
async function importedValues(body: string, sourceFile: string, siteDir: string): Promise<Record<string, unknown>> {
  const bindings: Record<string, unknown> = {};
  for (const { specifier, names } of mdxImports(body)) {
    const modulePath = specifier.startsWith('@site/')
      ? path.join(siteDir, specifier.slice('@site/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(sourceFile), specifier)
        : null;
    if (!modulePath) continue;
    const loaded = (await loadFreshModule(modulePath)) as Record<string, unknown>;
    for (const { imported, local } of names) bindings[local] = loaded[imported];
  }
  return bindings;
}

/** The version line of a page with runnable SQL (src/data/sqlVersions.json), for its Markdown copy. */
function versionLine(sourceFile: string, siteDir: string): string | undefined {
  const page = readSqlVersions().pages[sourceKey(sourceFile, siteDir)];
  return page ? sqlVersionsMarkdownLine(page) : undefined;
}

/** The Markdown copy of a page: for MDX, with the values it imports written in. */
async function pageMarkdown(page: RawPage, siteDir: string): Promise<string> {
  const source = await fs.readFile(page.sourceFile, 'utf8');
  const line = versionLine(page.sourceFile, siteDir);
  if (!page.sourceFile.endsWith('.mdx')) return toRawMarkdown(source, page.title, page.description, line);
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source)?.[0] ?? '';
  const body = source.slice(frontMatter.length);
  const { markdown, unresolved } = withImportedValues(body, await importedValues(body, page.sourceFile, siteDir));
  for (const expression of unresolved) {
    console.warn(`[raw-markdown] ${path.relative(siteDir, page.sourceFile)}: {${expression}} is left as written`);
  }
  return toRawMarkdown(`${frontMatter}${markdown}`, page.title, page.description, line);
}

export default function rawMarkdownPlugin(context: LoadContext, options: RawMarkdownOptions): Plugin {
  let pages: RawPage[] = [];
  let sections: LlmsSection[] = [];
  let fullTextPages: RawPage[] = [];
  /** Pages in reading order (sidebar categories, then blog posts by date), by route without the base URL. */
  let pageGroups: PageGroups = [];
  const excluded = new Set(options.excludePermalinks ?? []);
  const { siteConfig, siteDir, baseUrl } = context;
  const absolute = (pathWithoutBaseUrl: string) =>
    `${siteConfig.url}${baseUrl}${pathWithoutBaseUrl.replace(/^\//, '')}`;
  // The root llms.txt of each other locale: `/` for the default one, `/<locale>/` for the others.
  const { i18n } = context;
  // The framing of every llms.txt is in the locale being built (English for a locale without its own).
  const text = llmsTxtTextFor(i18n.currentLocale);
  const localeSections = siteSectionsFor(i18n.currentLocale);
  const siteBaseUrl =
    i18n.currentLocale === i18n.defaultLocale ? baseUrl : baseUrl.replace(new RegExp(`${i18n.currentLocale}/$`), '');
  const otherLocales = i18n.locales
    .filter((locale) => locale !== i18n.currentLocale)
    .map((locale) => ({
      label: i18n.localeConfigs[locale]?.label ?? locale,
      url: `${siteConfig.url}${siteBaseUrl}${locale === i18n.defaultLocale ? '' : `${locale}/`}llms.txt`,
    }));
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
          version.docs
            .filter((doc) => !excluded.has(withoutBaseUrl(doc.permalink, baseUrl)))
            .map((doc) => ({ pluginId, doc })),
        );
      });
      pages = await Promise.all(
        docs.map(async ({ pluginId, doc }) => {
          const sourceFile = path.join(siteDir, doc.source.replace(/^@site\//, ''));
          return {
            pluginId,
            docId: doc.id,
            permalink: doc.permalink,
            rawPath: rawPathFor(withoutBaseUrl(doc.permalink, baseUrl), options.mappings),
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

      // llms.txt: each plugin's sidebars, section by section, then the pages no sidebar lists.
      const listed = new Set<RawPage>();
      const docSections: LlmsSection[] = [];
      const groups: PageGroups = [];
      const routeOf = (page: RawPage) => withoutBaseUrl(page.permalink, baseUrl);
      const toLink = (page: RawPage) => ({
        title: page.title,
        url: absolute(page.rawPath),
        description: page.description,
      });
      for (const pluginId of options.docsPluginIds) {
        const byId = new Map(pages.filter((page) => page.pluginId === pluginId).map((page) => [page.docId, page]));
        const unlistedTitle = text.unlistedTitles[pluginId] ?? text.restGroupTitle;
        for (const version of docsContent[pluginId]?.loadedVersions ?? []) {
          for (const [sidebarId, sidebar] of Object.entries(version.sidebars)) {
            const prefix = text.sidebarPrefixes[sidebarId];
            for (const section of sidebarSections(sidebar as SidebarItem[], { prefix, looseTitle: unlistedTitle })) {
              const sectionPages = section.ids
                .map((id) => byId.get(id))
                .filter((page): page is RawPage => page !== undefined && !listed.has(page));
              sectionPages.forEach((page) => listed.add(page));
              docSections.push({ title: section.title, links: sectionPages.map(toLink) });
              groups.push({ title: section.title, routes: sectionPages.map(routeOf) });
            }
          }
        }
        const unlisted = [...byId.values()]
          .filter((page) => !listed.has(page))
          .sort((a, b) => a.permalink.localeCompare(b.permalink));
        unlisted.forEach((page) => listed.add(page));
        docSections.push({ title: unlistedTitle, links: unlisted.map(toLink) });
        groups.push({ title: unlistedTitle, routes: unlisted.map(routeOf) });
      }
      const blog = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent | undefined>;
      const posts: BlogPostLink[] = Object.values(blog)
        .flatMap((content) => content?.blogPosts ?? [])
        .map(({ metadata }) => ({
          title: metadata.title,
          description: metadata.description,
          permalink: metadata.permalink,
          date: String(metadata.date),
        }))
        .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
      sections = [
        ...docSections,
        {
          title: llmsTxtSettings.blogSectionTitle,
          links: posts.map((post) => ({
            title: post.title,
            url: `${siteConfig.url}${post.permalink}`,
            description: post.description,
          })),
        },
      ];
      groups.push({
        title: text.postsGroupTitle,
        routes: posts.map((post) => withoutBaseUrl(post.permalink, baseUrl)),
      });
      pageGroups = groups;
      // llms-full.txt: the documentation in the same order.
      const order = new Map(sections.flatMap((section) => section.links).map((link, index) => [link.url, index]));
      fullTextPages = pages
        .filter((page) => llmsTxtSettings.fullTextPluginIds.includes(page.pluginId))
        .sort((a, b) => (order.get(absolute(a.rawPath)) ?? 0) - (order.get(absolute(b.rawPath)) ?? 0));
    },
    async postBuild({ outDir, routesPaths }) {
      const markdownPages = await writePageMarkdown({ outDir, routesPaths, baseUrl, absolute });
      // Source copies whose address is now a page's full Markdown (`/rules/<slug>.md`) give way to it.
      const pageMarkdownPaths = new Set(markdownPages.map((page) => page.markdownPath));
      const markdownByPage = new Map<RawPage, string>();
      await Promise.all(
        pages.map(async (page) => {
          const markdown = await pageMarkdown(page, siteDir);
          markdownByPage.set(page, markdown);
          if (pageMarkdownPaths.has(page.rawPath)) return;
          const target = path.join(outDir, page.rawPath);
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.writeFile(target, markdown);
        }),
      );
      await writeIndexes({
        outDir,
        markdownPages,
        pageGroups,
        siteTitle: siteConfig.title,
        absolute,
        otherLocales,
        text,
        sections: localeSections,
      });
      const pageBySource = new Map(pages.map((page) => [page.sourceFile, page]));
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt({
          title: siteConfig.title,
          summary: text.summary,
          details: text.fullTextDetails,
          // Joined into one file, the copies' relative links would lead nowhere: each becomes absolute.
          pages: fullTextPages.map((page) => {
            const url = `${siteConfig.url}${page.permalink}`;
            const resolve = sourceLinkResolver({
              siteUrl: siteConfig.url,
              baseUrl,
              pageUrl: url,
              sourceFile: page.sourceFile,
              permalinkOf: (file) => pageBySource.get(file)?.permalink,
            });
            return { url, markdown: withResolvedLinks(markdownByPage.get(page) ?? '', resolve) };
          }),
        }),
      );
    },
  };
}
