/**
 * The addresses the site's files make, read without a build: docs, how-tos,
 * rules, posts, tag and category pages, blog lists and pages, in every locale,
 * plus the routes of the route contract that still exist.
 * `docRoute`, `blogPostRoute` and `pageRoute` follow the rules the docs, blog
 * and pages plugins use for a file's permalink (front matter `slug`, `index`
 * files as their folder, number prefixes dropped, dated post file names);
 * `localeSite` gives a locale's routes and, per plugin, the file each page is
 * made from: a translated copy under i18n/<locale>/ when there is one, else
 * the English file. The build checks the built routes exactly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { splitFrontMatter } from './checkFiles';
import { redirects } from '../../src/data/redirects';

/** Files under `root/folder` matching `pattern`, `/`-separated and relative to the folder; `_` parts are private. */
export function filesUnder(root: string, folder: string, pattern: RegExp): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .sort();
}

const join = (...parts: string[]): string => parts.join('/').replace(/\/{2,}/g, '/');
/** `01-intro` → `intro`, as the docs plugin's default number prefix parser does. */
const withoutNumberPrefix = (part: string): string => part.replace(/^\d+\s*[-_.]+\s*(?=[^\d])/, '');

/**
 * The route of a docs-plugin file (`docs/` or `rules/`): `base` is the
 * plugin's route base (`/docs`), `file` the path inside its folder.
 */
export function docRoute(base: string, file: string, frontMatter: Record<string, unknown>): string {
  const parts = file
    .replace(/\.mdx?$/, '')
    .split('/')
    .map(withoutNumberPrefix);
  const name = parts.pop() ?? '';
  const dir = parts.join('/');
  const { slug, id } = frontMatter;
  if (typeof slug === 'string') return slug.startsWith('/') ? join(base, slug) : join(base, dir, slug);
  // A folder's index page is the folder's address, whatever its id (as the docs plugin's getSlug does).
  const isIndex = /^(index|readme)$/i.test(name) || (parts.length > 0 && name === parts[parts.length - 1]);
  if (isIndex) return join(base, dir, '');
  return join(base, dir, typeof id === 'string' ? id : name);
}

/** A post's date: front matter `date`, else the `YYYY-MM-DD-` of its file or folder name; ISO 8601 or null. */
export function blogPostDate(file: string, frontMatter: Record<string, unknown>): string | null {
  const { date } = frontMatter;
  if (date instanceof Date) return date.toISOString();
  if (typeof date === 'string' && !Number.isNaN(new Date(date).getTime())) return new Date(date).toISOString();
  const match = /(?:^|\/)(\d{4})-(\d{2})-(\d{2})-/.exec(file);
  return match ? `${match[1]}-${match[2]}-${match[3]}T00:00:00.000Z` : null;
}

/** The route of a post under `blog/`: front matter `slug`, else `/blog/YYYY/MM/DD/name` from a dated name. */
export function blogPostRoute(file: string, frontMatter: Record<string, unknown>): string {
  const { slug } = frontMatter;
  if (typeof slug === 'string') return join('/blog', slug);
  const name = file.replace(/(\/index)?\.mdx?$/, '');
  const dated = /^(?:.*\/)?(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(name);
  return dated ? join('/blog', dated[1]!, dated[2]!, dated[3]!, dated[4]!) : join('/blog', name);
}

/** The route of a file under `src/pages/`: `index` files are their folder (`/pricing/`). */
export function pageRoute(file: string): string {
  return join('', file.replace(/\.(mdx?|tsx?)$/, '')).replace(/(^|\/)index$/, '/');
}

/** The content plugins whose Markdown files make pages, with their folders and route bases. */
export const contentPlugins = [
  { name: 'docs', folder: 'docs', i18n: 'docusaurus-plugin-content-docs/current', base: '/docs' },
  { name: 'rules', folder: 'rules', i18n: 'docusaurus-plugin-content-docs-rules/current', base: '/rules' },
  { name: 'blog', folder: 'blog', i18n: 'docusaurus-plugin-content-blog', base: '/blog' },
  { name: 'pages', folder: 'src/pages', i18n: 'docusaurus-plugin-content-pages', base: '' },
] as const;

export type ContentPlugin = (typeof contentPlugins)[number];
export type PluginName = ContentPlugin['name'];

/** Where a repository file belongs: its plugin, locale and path inside the plugin's folder. */
export type PluginFile = { plugin: ContentPlugin; locale: string | null; inner: string; englishFile: string };

export function pluginFileOf(file: string): PluginFile | null {
  for (const plugin of contentPlugins) {
    const translated = new RegExp(`^i18n/([^/]+)/${plugin.i18n}/(.+)$`).exec(file);
    if (translated?.[1] && translated[2]) {
      const inner = translated[2];
      return { plugin, locale: translated[1], inner, englishFile: `${plugin.folder}/${inner}` };
    }
    if (file.startsWith(`${plugin.folder}/`)) {
      const inner = file.slice(plugin.folder.length + 1);
      return { plugin, locale: null, inner, englishFile: file };
    }
  }
  return null;
}

export const defaultLocale = 'en';

/** The locales with a folder under i18n/, the default locale first. */
export function siteLocales(root: string): string[] {
  const dir = path.join(root, 'i18n');
  const others = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== defaultLocale)
        .map((entry) => entry.name)
        .sort()
    : [];
  return [defaultLocale, ...others];
}

/** A locale's address prefix: '/' for the default locale, '/ru/' for Russian. */
export const localeBaseUrl = (locale: string): string => (locale === defaultLocale ? '/' : `/${locale}/`);

export type SitePage = {
  plugin: PluginName;
  /** Repository-relative file the page is made from in this locale. */
  file: string;
  /** The English file it stands for (the same as `file` when it is not a translation). */
  englishFile: string;
  /** The page's address in this locale, with the locale's prefix. */
  route: string;
  /** A doc's id, as sidebars name it (docs and rules pages only). */
  docId?: string;
};

export type LocaleSite = {
  locale: string;
  baseUrl: string;
  /** Every address of the locale, with its prefix, without a trailing slash ('/' stays). */
  routes: Set<string>;
  /** Addresses with parameters (`/chats/:chatId`), as patterns. */
  routePatterns: RegExp[];
  /** The pages made from Markdown, MDX and React files, by file (repository-relative). */
  pagesByFile: Map<string, SitePage>;
  /** The same pages by address (normalized as in `routes`); the first file when several make one. */
  pagesByRoute: Map<string, SitePage>;
  /** Addresses that more than one file makes, with those files: the build stops on them. */
  duplicateRoutes: Map<string, string[]>;
};

/** An address as routes are compared: decoded, lower case (the router ignores case), no trailing slash. */
export function normalizeRoute(route: string): string {
  let decoded = route;
  try {
    decoded = decodeURI(route);
  } catch {
    // A malformed escape stays as written.
  }
  return decoded.toLowerCase().replace(/(.)\/+$/, '$1');
}

type Split = ReturnType<typeof splitFrontMatter>;

function readSplit(root: string, file: string, cache?: Map<string, Split>): Split {
  let found = cache?.get(file);
  if (!found) {
    found = splitFrontMatter(fs.readFileSync(path.join(root, file), 'utf8'));
    cache?.set(file, found);
  }
  return found;
}

/** A doc's id: its folder without number prefixes, then front matter `id` or its file name without one. */
export function docIdOf(file: string, frontMatter: Record<string, unknown>): string {
  const parts = file.replace(/\.mdx?$/, '').split('/');
  const name = parts.pop() ?? '';
  const base = typeof frontMatter.id === 'string' ? frontMatter.id : withoutNumberPrefix(name);
  return [...parts.map(withoutNumberPrefix), base].join('/');
}

/** The route of a file of a content plugin, inside its folder, from its front matter (no locale prefix). */
export function pageRouteOf(plugin: ContentPlugin, file: string, frontMatter: Record<string, unknown>): string {
  if (plugin.name === 'blog') return blogPostRoute(file, frontMatter);
  if (plugin.name === 'pages') return pageRoute(file);
  return docRoute(plugin.base, file, frontMatter);
}

type CategoryFile = { label?: string; link?: { type?: string; slug?: string } };

/** The routes a locale has, with the file each page comes from. `cache` keeps parsed files between locales. */
export function localeSite(root: string, locale: string, cache = new Map<string, Split>()): LocaleSite {
  const baseUrl = localeBaseUrl(locale);
  const prefix = (route: string) => `${baseUrl}${route.replace(/^\//, '')}`;
  const routes = new Set<string>();
  const pagesByFile = new Map<string, SitePage>();
  const pagesByRoute = new Map<string, SitePage>();
  const duplicateRoutes = new Map<string, string[]>();
  const add = (route: string) => routes.add(normalizeRoute(prefix(route)));

  for (const plugin of contentPlugins) {
    const pattern = plugin.name === 'pages' ? /\.(mdx?|tsx?|jsx?)$/ : /\.mdx?$/;
    for (const file of filesUnder(root, plugin.folder, pattern)) {
      if (/\.(test|d)\.[jt]sx?$/.test(file)) continue;
      const englishFile = `${plugin.folder}/${file}`;
      const translated = `i18n/${locale}/${plugin.i18n}/${file}`;
      const used = locale !== defaultLocale && fs.existsSync(path.join(root, translated)) ? translated : englishFile;
      const frontMatter = /\.mdx?$/.test(file) ? readSplit(root, used, cache).frontMatter : {};
      if (frontMatter.draft === true) continue;
      const page: SitePage = {
        plugin: plugin.name,
        file: used,
        englishFile,
        route: prefix(pageRouteOf(plugin, file, frontMatter)),
        ...(plugin.name === 'docs' || plugin.name === 'rules' ? { docId: docIdOf(file, frontMatter) } : {}),
      };
      const normalized = normalizeRoute(page.route);
      const first = pagesByRoute.get(normalized);
      if (first) duplicateRoutes.set(normalized, [...(duplicateRoutes.get(normalized) ?? [first.file]), used]);
      else pagesByRoute.set(normalized, page);
      pagesByFile.set(used, page);
      routes.add(normalized);
    }
  }

  // Pages the plugins make from data: lists, tags, archive, search.
  for (const route of ['/', '/blog', '/blog/archive', '/blog/tags', '/docs/tags', '/search']) add(route);
  // The blog's lists show 10 posts a page (postsPerPage in docusaurus.config.ts), its tag pages too.
  const postsPerPage = 10;
  const paged = (base: string, count: number) => {
    for (let page = 2; page <= Math.ceil(count / postsPerPage); page += 1) add(`${base}/page/${page}`);
  };
  const posts = [...pagesByFile.values()].filter((page) => page.plugin === 'blog');
  paged('/blog', posts.length);
  const postsByTag = new Map<string, number>();
  for (const post of posts) {
    const { tags } = readSplit(root, post.file, cache).frontMatter;
    for (const tag of Array.isArray(tags) ? tags.map(String) : []) postsByTag.set(tag, (postsByTag.get(tag) ?? 0) + 1);
  }
  for (const [tagsFile, base] of [
    ['blog/tags.yml', '/blog/tags'],
    ['docs/tags.yml', '/docs/tags'],
  ] as const) {
    const file = path.join(root, tagsFile);
    if (!fs.existsSync(file)) continue;
    const tags = (parse(fs.readFileSync(file, 'utf8')) ?? {}) as Record<string, { permalink?: string } | null>;
    for (const [key, tag] of Object.entries(tags)) {
      const route = `${base}${tag?.permalink ?? `/${key}`}`;
      add(route);
      if (base === '/blog/tags') paged(route, postsByTag.get(key) ?? 0);
    }
  }
  const authorsFile = path.join(root, 'blog/authors.yml');
  if (fs.existsSync(authorsFile)) {
    const authors = (parse(fs.readFileSync(authorsFile, 'utf8')) ?? {}) as Record<string, { page?: unknown } | null>;
    const withPages = Object.entries(authors).filter(([, author]) => Boolean(author?.page));
    if (withPages.length > 0) add('/blog/authors');
    for (const [key] of withPages) add(`/blog/authors/${key}`);
  }
  for (const file of fs.existsSync(path.join(root, 'docs'))
    ? fs.readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    : []) {
    if (path.basename(file) !== '_category_.json') continue;
    const category = JSON.parse(fs.readFileSync(path.join(root, 'docs', file), 'utf8')) as CategoryFile;
    if (category.link?.type === 'generated-index' && category.link.slug) add(join('/docs', category.link.slug));
  }

  // Routes other plugins add, and the contract's addresses the site keeps (not its old, redirected ones:
  // a redirect is a static page, not a route, and the build's link check does not accept it).
  const redirected = new Set(redirects.map(({ from }) => normalizeRoute(from)));
  const routePatterns: RegExp[] = [];
  const contract = path.join(root, 'tests/contract/routes.tsv');
  const contractRoutes = fs.existsSync(contract)
    ? fs
        .readFileSync(contract, 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.split('\t'))
        .filter(([route, kind]) => route && kind !== 'redirect-from' && kind !== 'not-found')
        .map(([route]) => route!)
        .filter((route) => !redirected.has(normalizeRoute(route)))
    : [];
  for (const route of ['/chats/:chatId', ...contractRoutes]) {
    if (route.includes('/:')) {
      const source = normalizeRoute(prefix(route))
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      routePatterns.push(new RegExp(`^${source}$`));
    } else add(route);
  }
  return { locale, baseUrl, routes, routePatterns, pagesByFile, pagesByRoute, duplicateRoutes };
}

/** Whether an address (with its locale prefix) is a page of the locale. */
export function isSiteRoute(site: LocaleSite, route: string): boolean {
  const normalized = normalizeRoute(route);
  return site.routes.has(normalized) || site.routePatterns.some((pattern) => pattern.test(normalized));
}

/** Every address of the default locale, as the announcement bar's link may use. */
export function knownSiteRoutes(root: string): Set<string> {
  return localeSite(root, defaultLocale).routes;
}
