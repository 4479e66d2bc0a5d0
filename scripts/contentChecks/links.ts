/**
 * Links, anchors and images of a page, checked without a build the way the
 * build checks them:
 *
 * - a Markdown link to a `.md`/`.mdx` file is resolved as the docs, blog and
 *   pages plugins resolve it (relative to the file, then the plugin's folders,
 *   within the same plugin, in each locale's build), and fails when no page
 *   of that plugin is made from the file;
 * - any other site link (Markdown, or `to`/`href` of a JSX element) gets the
 *   locale's prefix as Docusaurus's <Link> adds it, is resolved against the
 *   page's address and must be a route of that locale;
 * - a `#anchor` must be the id of a heading (h2-h6) or `<Link id>` of the
 *   target page, as the build's broken anchor check collects them;
 * - a Markdown image must exist (under static/ for `/img/...`, else beside
 *   the file), and every image needs alt text.
 *
 * A file is checked in every locale whose build compiles it: a translated
 * copy in its own locale, an English file in English and in every locale that
 * has no copy of it. Anchors that only the build can see (on React pages,
 * list and tag pages, or made by components) are reported as not checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseLocalURLPath, parseURLPath } from '@docusaurus/utils';
import type { Problem } from '../../src/plugins/content-rules/frontMatterRules';
import {
  pageAnchors,
  pageImages,
  pageLinks,
  parsePage,
  type PageAnchors,
  type PageLink,
  type PageTree,
} from './pageTree';
import {
  contentPlugins,
  defaultLocale,
  isSiteRoute,
  localeSite,
  normalizeRoute,
  pageRouteOf,
  pluginFileOf,
  siteLocales,
  type ContentPlugin,
  type LocaleSite,
  type SitePage,
} from './siteRoutes';
import { splitFrontMatter } from './checkFiles';

/**
 * Something the check cannot decide, and what does (the build unless `by` says
 * otherwise): printed as "Not checked here (the build checks it): ...".
 */
export type NotChecked = { file: string; line?: number; message: string; by?: string };

export type LinkFindings = { problems: Problem[]; notChecked: NotChecked[] };

const localeNames: Record<string, string> = { en: 'English', ru: 'Russian' };
const localeName = (locale: string): string => localeNames[locale] ?? `"${locale}"`;

/** Levenshtein distance, for "did you mean" hints. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

const lastPart = (text: string): string => text.replace(/\/+$/, '').split('/').pop() ?? text;

/**
 * The candidate a typo most likely meant: one a few letters away in the same
 * folder, else the only one with the same last part (a page in another folder).
 */
function closest(wanted: string, candidates: Iterable<string>): string | null {
  const list = [...candidates];
  const name = lastPart(wanted);
  const folder = wanted.replace(/\/+$/, '').slice(0, -name.length);
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of list) {
    const candidateName = lastPart(candidate);
    if (candidate.replace(/\/+$/, '').slice(0, -candidateName.length) !== folder) continue;
    const found = distance(name, candidateName);
    if (found < bestDistance) [best, bestDistance] = [candidate, found];
  }
  if (best !== null && bestDistance <= Math.max(1, Math.floor(name.length / 5))) return best;
  const sameName = list.filter((candidate) => lastPart(candidate) === name);
  return sameName.length === 1 ? sameName[0]! : null;
}

const hasProtocol = (url: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
const assetExtension = (pathname: string): boolean =>
  path.posix.extname(pathname) !== '' && !/\.(mdx?|html)$/i.test(pathname);

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The site's pages in every locale, and the parsed files the checks look into, read once. */
export class SiteIndex {
  readonly root: string;
  private readonly sites = new Map<string, LocaleSite>();
  private readonly trees = new Map<string, PageTree>();
  private readonly anchors = new Map<string, PageAnchors | null>();
  private readonly splits = new Map<string, ReturnType<typeof splitFrontMatter>>();
  readonly locales: string[];

  constructor(root: string) {
    this.root = root;
    this.locales = siteLocales(root);
  }

  site(locale: string): LocaleSite {
    let site = this.sites.get(locale);
    if (!site) this.sites.set(locale, (site = localeSite(this.root, locale, this.splits)));
    return site;
  }

  exists(file: string): boolean {
    return fs.existsSync(path.join(this.root, file));
  }

  /** A file's tree, parsed once; a `source` given instead of the file on disk is parsed each time. */
  tree(file: string, source?: string): PageTree {
    if (source !== undefined) return parsePage(source);
    let tree = this.trees.get(file);
    if (!tree) {
      tree = parsePage(fs.readFileSync(path.join(this.root, file), 'utf8'));
      this.trees.set(file, tree);
    }
    return tree;
  }

  /** The anchors of the page made from a Markdown file; null for a file that is not Markdown or cannot be read. */
  anchorsOf(page: SitePage): PageAnchors | null {
    if (!/\.mdx?$/.test(page.file)) return null;
    if (!this.anchors.has(page.file)) {
      const { tree } = this.tree(page.file);
      this.anchors.set(page.file, tree ? pageAnchors(tree, page.plugin === 'blog') : null);
    }
    return this.anchors.get(page.file) ?? null;
  }

  /**
   * The locales whose build compiles a file, with its page in each. A file
   * that is not on disk (given as `source`) gets the page it would make.
   */
  pagesOf(file: string, source?: string): { locale: string; page: SitePage }[] {
    const owner = pluginFileOf(file);
    if (!owner) return [];
    const locales = owner.locale ? [owner.locale] : this.locales;
    return locales.flatMap((locale) => {
      const site = this.site(locale);
      const page = site.pagesByFile.get(file);
      if (page) return [{ locale, page }];
      const translated = `i18n/${locale}/${owner.plugin.i18n}/${owner.inner}`;
      if (owner.locale === null && locale !== defaultLocale && this.exists(translated)) return [];
      if (owner.inner.split('/').some((part) => part.startsWith('_'))) return [];
      // A new file, or a translation without an English original (the build skips it, but its links still count).
      const text = source ?? (this.exists(file) ? fs.readFileSync(path.join(this.root, file), 'utf8') : null);
      if (text === null) return [];
      const { frontMatter } = splitFrontMatter(text);
      const route = `${site.baseUrl}${pageRouteOf(owner.plugin, owner.inner, frontMatter).replace(/^\//, '')}`;
      return [{ locale, page: { plugin: owner.plugin.name, file, englishFile: owner.englishFile, route } }];
    });
  }
}

/** The folders a plugin resolves `.md` links in, for a locale: its translated copy first. */
function contentPaths(plugin: ContentPlugin, locale: string): string[] {
  return locale === defaultLocale ? [plugin.folder] : [`i18n/${locale}/${plugin.i18n}`, plugin.folder];
}

/** The files a Markdown link to a `.md` file may name, in the order the plugins try them. */
function markdownLinkCandidates(linkPathname: string, sourceFile: string, dirs: string[]): string[] {
  const decoded = safeDecode(linkPathname);
  if (decoded.startsWith('@site/')) return [decoded.slice('@site/'.length)];
  const fromDir = path.posix.dirname(sourceFile);
  const inDirs = dirs.map((dir) => path.posix.join(dir, decoded));
  if (decoded.startsWith('/')) return [...inDirs, decoded.slice(1)];
  if (decoded.startsWith('./') || decoded.startsWith('../')) return [path.posix.join(fromDir, decoded)];
  return [path.posix.join(fromDir, decoded), ...inDirs, decoded];
}

type Verdict = { problem: string } | { notChecked: string } | null;

/** The page a link is on, and that page's anchors (from the text being checked). */
type From = { page: SitePage; anchors: PageAnchors };

function anchorVerdict(
  index: SiteIndex,
  site: LocaleSite,
  { page: from, anchors: ownAnchors }: From,
  url: string,
  pathname: string,
  hash: string | undefined,
): Verdict {
  if (hash === undefined || hash === '') return null;
  const self = normalizeRoute(pathname) === normalizeRoute(from.route);
  const target = self ? from : site.pagesByRoute.get(normalizeRoute(pathname));
  const anchor = `#${hash}`;
  const shown = self ? 'this page' : url.replace(/#.*$/, '');
  if (!target) {
    return {
      notChecked: `the anchor ${anchor} on ${shown}: the site makes that page from data (a list, tag or category page), not from a Markdown file.`,
    };
  }
  const anchors = self ? ownAnchors : index.anchorsOf(target);
  if (!anchors) {
    return {
      notChecked: /\.mdx?$/.test(target.file)
        ? `the anchor ${anchor} on ${shown}: ${target.file} cannot be read as MDX (check that file to see why).`
        : `the anchor ${anchor} on ${shown}: ${target.file} is a React page, whose ids only the build sees.`,
    };
  }
  const wanted = safeDecode(hash);
  if (anchors.anchors.has(hash) || anchors.anchors.has(wanted)) return null;
  const element = anchors.otherIds.get(wanted);
  if (element) {
    return {
      problem: `the link ${url} points to the id of a <${element}> in ${target.file}, which the build does not count as an anchor (only headings and <Link id> are). Link to a heading of that page instead.`,
    };
  }
  if (anchors.hasComponents) {
    return {
      notChecked: `the anchor ${anchor} on ${shown}: it is not a heading of ${target.file}, but a component of that page may make it.`,
    };
  }
  const known = [...anchors.anchors];
  const guess = closest(wanted, known);
  const what = self
    ? `the link ${url} points to no heading of this page`
    : `the link ${url} points to ${anchor}, which is no heading of ${target.file}`;
  const shownAnchors = known
    .slice(0, 8)
    .map((id) => `#${id}`)
    .join(', ');
  const list =
    known.length === 0
      ? ' (it has no h2-h6 headings)'
      : guess
        ? ''
        : ` (its anchors: ${shownAnchors}${known.length > 8 ? ', …' : ''})`;
  if (target.file !== target.englishFile && from.file === from.englishFile) {
    // An English page's link into a translated page: the translation's headings need the English ids.
    return {
      problem: `the link ${url} points to ${anchor}, which no heading of the translation ${target.file} has. Give the translated heading the English page's id: write {#${wanted}} after its text.`,
    };
  }
  return {
    problem: `${what}${list}. ${guess ? `Write #${guess}` : 'Use one of its anchors'}, or give the heading you mean the id {#${wanted}} after its text.`,
  };
}

/** Why a Markdown link to a `.md` file finds no page in a locale's build, and what to write instead. */
function unresolvedFileLink(
  index: SiteIndex,
  locale: string,
  page: SitePage,
  url: string,
  candidates: string[],
  hash: string | undefined,
): string {
  const site = index.site(locale);
  const english = index.site(defaultLocale);
  const withHash = (route: string) => `${route}${hash ? `#${hash}` : ''}`;
  const existing = candidates.find((candidate) => index.exists(candidate));
  const elsewhere = existing ? site.pagesByFile.get(existing) : undefined;
  if (elsewhere && elsewhere.plugin !== page.plugin) {
    return `the link ${url} names ${existing}, a page of another part of the site (${elsewhere.plugin}), which a link to a file cannot reach. Link to its address instead: ${withHash(elsewhere.route)}.`;
  }
  // The same file in English: a page of the default locale, or the English original of a translated path.
  const englishPage = candidates
    .map((candidate) => pluginFileOf(candidate))
    .map((owner) => (owner ? english.pagesByFile.get(owner.englishFile) : undefined))
    .find((other) => other?.plugin === page.plugin);
  if (englishPage && locale !== defaultLocale) {
    const address = englishPage.route;
    const translated = site.pagesByRoute.get(normalizeRoute(`${site.baseUrl}${address.replace(/^\//, '')}`));
    return translated && translated.file !== englishPage.file
      ? `the link ${url} finds no page in the ${localeName(locale)} build: ${englishPage.file} has a translation there (${translated.file}), and a relative file link reaches only files of its own folder. Link to the address instead: ${withHash(address)}.`
      : `the link ${url} finds no page in the ${localeName(locale)} build: ${englishPage.file} has no ${localeName(locale)} translation, and a relative file link in a translated page reaches only translated files. Link to the address instead: ${withHash(address)}.`;
  }
  const target = candidates[0] ?? url;
  const ownFiles = [...site.pagesByFile.values()]
    .filter((other) => other.plugin === page.plugin)
    .map((other) => other.file);
  const guess = closest(target, ownFiles);
  const hint = guess
    ? `Did you mean ${path.posix.relative(path.posix.dirname(page.file), guess).replace(/^(?!\.)/, './')}?`
    : "Fix the file name, or link to the page's address.";
  return `the link ${url} names ${target}, which ${existing ? 'makes no page' : 'does not exist'}, so the build stops. ${hint}`;
}

/** Whether a path is a page of any locale or a file under static/ (served in every locale). */
function isPageOrStaticFile(index: SiteIndex, pathname: string): boolean {
  if (index.locales.some((locale) => isSiteRoute(index.site(locale), pathname))) return true;
  const locale = index.locales.find((other) => other !== defaultLocale && pathname.startsWith(`/${other}/`));
  const inStatic = locale ? pathname.slice(locale.length + 1) : pathname;
  return index.exists(`static${safeDecode(inStatic)}`);
}

function linkVerdict(index: SiteIndex, locale: string, from: From, link: PageLink & { url: string }): Verdict {
  const site = index.site(locale);
  const { page } = from;
  const url = link.url.trim();
  const writtenAs =
    link.via === 'markdown' ? 'a link' : link.element === 'a' ? 'an <a> element' : `a <${link.element}> element`;
  if (url === '') return { problem: `${writtenAs} has an empty address. Write the page's address or file in it.` };
  if (hasProtocol(url)) return null;
  const local = parseLocalURLPath(url);
  if (!local) return null;

  if (link.via === 'markdown' && /\.mdx?$/i.test(local.pathname)) {
    const plugin = contentPlugins.find((candidate) => candidate.name === page.plugin)!;
    const candidates = markdownLinkCandidates(local.pathname, page.file, contentPaths(plugin, locale));
    const found = candidates
      .map((candidate) => site.pagesByFile.get(candidate))
      .find((other) => other?.plugin === page.plugin);
    if (found) return anchorVerdict(index, site, from, url, found.route, local.hash);
    return { problem: unresolvedFileLink(index, locale, page, url, candidates, local.hash) };
  }

  if (link.via === 'markdown' && (local.pathname.startsWith('@site/') || assetExtension(local.pathname))) {
    // A link to a file the build bundles (a PDF, an archive): it must exist.
    const decoded = safeDecode(local.pathname);
    const file = decoded.startsWith('@site/')
      ? decoded.slice('@site/'.length)
      : decoded.startsWith('/')
        ? `static${decoded}`
        : path.posix.join(path.posix.dirname(page.file), decoded);
    if (index.exists(file)) return null;
    if (decoded.startsWith('@site/')) {
      return { problem: `the link ${url} names ${file}, which does not exist, so the build stops. Fix the path.` };
    }
  }

  if (link.via === 'jsx' && link.element === 'a') {
    // A literal <a> is not Docusaurus's <Link>: no prefix is added, and the build does not check it.
    const pathname = parseURLPath(url, page.route).pathname;
    if (url.startsWith('#') || isPageOrStaticFile(index, pathname)) {
      return url.startsWith('#') ? anchorVerdict(index, site, from, url, page.route, local.hash) : null;
    }
    return {
      problem: `the <a href="${url}"> leads to no page or file of the site. Fix the address (the build does not check a literal <a>; a <Link to> it does).`,
    };
  }

  // A site address: <Link> gives an absolute one the locale's prefix; a relative one is resolved against the page.
  let target = url;
  if (target.startsWith('/') && !target.startsWith(site.baseUrl)) target = `${site.baseUrl}${target.slice(1)}`;
  const resolved = parseURLPath(target, page.route);
  const pathname = resolved.pathname;
  const isSelf = normalizeRoute(pathname) === normalizeRoute(page.route);
  if (!isSelf && !isSiteRoute(site, pathname)) {
    const otherLocale =
      locale === defaultLocale &&
      index.locales.some((other) => other !== defaultLocale && pathname.startsWith(`/${other}/`));
    if (otherLocale) {
      return {
        problem: `the link ${url} points into another locale, which the English build cannot see. Write pathname://${url} to link there, or link to the English page.`,
      };
    }
    const shown = url === pathname ? url : `${url} (${pathname})`;
    const where = locale === defaultLocale ? 'the site' : `the ${localeName(locale)} site`;
    const routes = [...site.routes].filter((route) => route.startsWith(normalizeRoute(site.baseUrl)));
    const guess = closest(normalizeRoute(pathname), locale === defaultLocale ? site.routes : routes);
    // A relative link is best fixed with the file it meant; an address is written without the locale's prefix.
    const guessedFile = guess
      ? [...site.pagesByFile.values()].find((other) => normalizeRoute(other.route) === guess)?.file
      : undefined;
    const sameTree = guessedFile && guessedFile.split('/')[0] === page.file.split('/')[0];
    const written =
      guess && !url.startsWith(site.baseUrl) && guess.startsWith(site.baseUrl)
        ? `/${guess.slice(site.baseUrl.length)}`
        : guess;
    const fix = guess
      ? `Did you mean ${link.via === 'markdown' && !url.startsWith('/') && sameTree ? path.posix.relative(path.posix.dirname(page.file), guessedFile).replace(/^(?!\.)/, './') : written}?`
      : 'Fix the address.';
    return { problem: `the link ${shown} leads to no page of ${where}. ${fix}` };
  }
  return anchorVerdict(index, site, from, url, pathname, resolved.hash);
}

/** Markdown and JSX images: the file must exist and the image needs alt text. */
function imageProblems(index: SiteIndex, file: string, tree: NonNullable<PageTree['tree']>): Problem[] {
  const problems: Problem[] = [];
  for (const image of pageImages(tree)) {
    const add = (message: string) => problems.push({ file, line: image.line, field: 'image', message });
    const src = image.src.trim();
    if (src === '') {
      add('an image has no address. Write the image file in the parentheses: ![What it shows](./image.png).');
      continue;
    }
    if (!hasProtocol(src)) {
      const local = parseLocalURLPath(src);
      const decoded = safeDecode(local?.pathname ?? src);
      if (image.via === 'jsx' && !decoded.startsWith('/')) {
        add(
          `the <img> src "${src}" is relative, and the build does not bundle it: write the image as Markdown, ![What it shows](${src}), or put it under static/ and write its address from there.`,
        );
      } else {
        const onDisk = decoded.startsWith('@site/')
          ? decoded.slice('@site/'.length)
          : decoded.startsWith('/')
            ? `static${decoded}`
            : path.posix.join(path.posix.dirname(file), decoded);
        if (!index.exists(onDisk)) {
          add(
            `the image ${src} does not exist (no file ${onDisk}), so the build stops. Add the file there or fix the path.`,
          );
        }
      }
    }
    if (image.alt === null || image.alt.trim() === '') {
      add(
        image.via === 'markdown'
          ? `the image ${src} has no alt text. Say what it shows between the brackets: ![Clone creation time by database size](${src}).`
          : `the <img> ${src} has no alt text. Add alt="what the image shows" to it.`,
      );
    }
  }
  return problems;
}

/**
 * Every link, anchor and image of one file (repository-relative), in every
 * locale that compiles it. `source` overrides the file's text on disk.
 */
export function checkLinks(index: SiteIndex, file: string, source?: string): LinkFindings {
  const problems: Problem[] = [];
  const notChecked: NotChecked[] = [];
  const parsed = index.tree(file, source);
  if (!parsed.tree) {
    problems.push({
      file,
      line: parsed.error.line,
      field: 'MDX',
      message: `the build cannot read this line as MDX: ${parsed.error.message.replace(/\.$/, '')}. Write a literal < as &lt; and { as \\{, and close every tag you open.`,
    });
    return { problems, notChecked };
  }
  problems.push(...imageProblems(index, file, parsed.tree));

  const compiled = index.pagesOf(file, source);
  if (compiled.length === 0) {
    notChecked.push({
      file,
      message: `the links of ${file}, which makes no page of its own: they are checked on the pages that import it.`,
    });
    return { problems, notChecked };
  }
  const seen = new Set<string>();
  const anchors = pageAnchors(parsed.tree, compiled[0]?.page.plugin === 'blog');
  for (const link of pageLinks(parsed.tree)) {
    if (link.url === null) {
      notChecked.push({
        file,
        line: link.line,
        message: `the address of the <${link.element}> element, which is a JavaScript expression, not a string.`,
      });
      continue;
    }
    for (const { locale, page } of compiled) {
      const verdict = linkVerdict(index, locale, { page, anchors }, { ...link, url: link.url });
      if (!verdict) continue;
      const key = `${link.line}\n${link.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if ('problem' in verdict) {
        // A problem only another locale's build has says so first.
        const other = locale !== defaultLocale && compiled.length > 1 && !verdict.problem.includes(localeName(locale));
        const message = other ? `in the ${localeName(locale)} build, ${verdict.problem}` : verdict.problem;
        problems.push({ file, line: link.line, field: 'links', message });
      } else notChecked.push({ file, line: link.line, message: verdict.notChecked });
    }
  }

  // Two files with the same address stop the build.
  for (const { locale, page } of compiled) {
    const others = (index.site(locale).duplicateRoutes.get(normalizeRoute(page.route)) ?? []).filter(
      (other) => other !== page.file,
    );
    if (others.length > 0) {
      problems.push({
        file,
        field: 'slug',
        message: `makes the address ${page.route}, which ${others.join(' and ')} makes too, so the build stops. Give one of them another slug.`,
      });
      break;
    }
  }
  const byLine = (a: { line?: number }, b: { line?: number }) => (a.line ?? 0) - (b.line ?? 0);
  return { problems: problems.sort(byLine), notChecked: notChecked.sort(byLine) };
}
