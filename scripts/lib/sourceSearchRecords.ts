/**
 * Search records read from the English source pages, without a build, so the
 * relevance suite can run in the unit tests. Each page gives the records the
 * build's HTML extractor (src/plugins/search-local/extractSearchRecords.ts)
 * gives for it: the lvl1 title record first, then heading and content records
 * in document order, with the same section (lvl0), URL, tag, language and page
 * rank.
 *
 * Covered: docs and how-tos (`docs/`), rules (`rules/`), blog posts (`blog/`),
 * MDX pages under `src/pages/`, the how-to category pages the docs plugin
 * generates from `_category_.json`, and TSX pages whose heading is a literal
 * `translate()` message (their other literal messages become content). Not
 * covered: text that components render from data modules (the home page,
 * /universe, /resources/, product page eyebrows), what the theme adds to every
 * page of a kind (the call to action under each post, the Run button notes
 * under SQL blocks), and listing pages (blog lists, tags), which the index
 * skips anyway. The engine derives `url_without_anchor` from `url`, as it does
 * for the built index.
 *
 * Markdown is parsed as MDX (as the site's build does) with admonition
 * directives and, of GFM, only tables: the other GFM syntax (autolinks,
 * strikethrough, task lists) leaves the text as it is, the site has no
 * footnotes, and the full GFM parser costs a quarter more time. A file that is
 * not valid MDX is read as plain Markdown. Heading anchors come from
 * Docusaurus's own slugger.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId } from '@docusaurus/utils';
import { fromMarkdown, type Options as FromMarkdownOptions } from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import type { List, ListItem, Nodes, Parents, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx';
import { splitFrontMatter, type SplitSource } from '../contentChecks/checkFiles';
import { blogPostDate, blogPostRoute, docRoute, filesUnder, pageRoute } from '../contentChecks/siteRoutes';
import { pageRecordWriter, sectionOfPath, squash } from '../../src/plugins/search-local/extractSearchRecords';
import { pageRank } from '../../src/plugins/search-local/engine/ranking';
import { searchErrorsOf, withErrorRecords } from '../../src/plugins/search-local/searchErrors';
import type { SearchRecord } from '../../src/plugins/search-local/engine/types';

export type SourcePage = {
  /** Repository-relative source file (`_category_.json` for a generated category page). */
  file: string;
  records: SearchRecord[];
};

const mdxOptions: FromMarkdownOptions = {
  extensions: [mdxjs(), gfmTable(), directive()],
  mdastExtensions: [mdxFromMarkdown(), gfmTableFromMarkdown(), directiveFromMarkdown()],
};
const markdownOptions: FromMarkdownOptions = {
  extensions: [gfmTable(), directive()],
  mdastExtensions: [gfmTableFromMarkdown(), directiveFromMarkdown()],
};

function parse(body: string): Nodes {
  const escaped = escapeMarkdownHeadingIds(body);
  try {
    return fromMarkdown(escaped, mdxOptions);
  } catch {
    return fromMarkdown(escaped, markdownOptions);
  }
}

/** Visible text of a node: what the rendered HTML element's text would be, blocks joined by spaces. */
function textOf(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'code':
    case 'html':
    case 'image':
    case 'imageReference':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'yaml':
    case 'definition':
    case 'footnoteDefinition':
      return '';
    case 'break':
      return ' ';
    case 'textDirective':
      // Unknown text directives are printed back as written (`:name`).
      return `:${node.name}${node.children.map(textOf).join('')}`;
    default:
      if (!('children' in node)) return '';
      return (node.children as Nodes[])
        .map((child) => (isBlock(child) ? ` ${textOf(child)} ` : textOf(child)))
        .join('');
  }
}

// An explicit id written as an MDX comment that ends a heading (`## Title {/* #my-id */}`), as Docusaurus reads it.
function commentHeadingId(heading: Extract<Nodes, { type: 'heading' }>): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  return /^\s*\/\*\s*#?([\w-]+)\s*\*\/\s*$/.exec(last.value)?.[1];
}

const blockTypes = new Set([
  'paragraph',
  'heading',
  'list',
  'listItem',
  'blockquote',
  'table',
  'tableRow',
  'tableCell',
  'code',
  'mdxJsxFlowElement',
  'containerDirective',
  'leafDirective',
]);
const isBlock = (node: Nodes): boolean => blockTypes.has(node.type);

type Emit = { heading: (depth: number, text: string, id: string | undefined) => void; content: (text: string) => void };

/**
 * Walks blocks in document order, emitting what the HTML extractor indexes:
 * h2-h6 headings, and `p, li, td, th, dt, dd, blockquote` text, where a list
 * item or quote that holds paragraphs is indexed through them.
 */
function walk(node: Parents, emit: Emit, sections: JsxSections | null = null): void {
  for (const child of node.children as RootContent[]) {
    switch (child.type) {
      case 'mdxJsxFlowElement':
        if (sections) jsxSection(child, emit, sections);
        else walk(child, emit);
        continue;
      case 'heading': {
        // The page's first h1 is its title; the extractor skips every h1.
        if (child.depth === 1) continue;
        const { text, id } = parseMarkdownHeadingId(squash(textOf(child)));
        emit.heading(child.depth, text, id ?? commentHeadingId(child));
        continue;
      }
      case 'paragraph':
      case 'tableCell':
        emit.content(squash(textOf(child)));
        continue;
      case 'list':
        for (const item of child.children) listItem(item, isLoose(child), emit);
        continue;
      case 'code':
      case 'html':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'definition':
      case 'thematicBreak':
      case 'yaml':
        continue;
      default:
        if ('children' in child) walk(child as Parents, emit, sections);
    }
  }
}

/**
 * Marketing pages (MDX under src/pages) build sections from components whose
 * string props are their text: a `title` on an element with a body is a
 * heading one level below the enclosing titled element (from h2), followed by
 * its `intro`; a link card's (`to` or `href`) `title` is text.
 */
type JsxSections = { depth: number };

function stringAttribute(element: MdxJsxFlowElement, name: string): string | null {
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name && typeof attribute.value === 'string') {
      return squash(attribute.value);
    }
  }
  return null;
}

function jsxSection(element: MdxJsxFlowElement, emit: Emit, sections: JsxSections): void {
  const title = stringAttribute(element, 'title');
  const isLink = stringAttribute(element, 'to') !== null || stringAttribute(element, 'href') !== null;
  if (!title) {
    walk(element, emit, sections);
    return;
  }
  if (isLink) {
    emit.content(squash(`${title}${textOf(element)}`));
    return;
  }
  const depth = Math.min(sections.depth, 6);
  emit.heading(depth, title, stringAttribute(element, 'id') ?? '');
  const intro = stringAttribute(element, 'intro');
  if (intro) emit.content(intro);
  walk(element, emit, { depth: depth + 1 });
}

/** The `headline` of a page's hero component, which renders the page's h1. */
function jsxHeadline(node: Nodes): string | null {
  if (node.type === 'mdxJsxFlowElement') {
    const headline = stringAttribute(node, 'headline');
    if (headline) return headline;
  }
  if (!('children' in node)) return null;
  for (const child of node.children as Nodes[]) {
    const found = jsxHeadline(child);
    if (found) return found;
  }
  return null;
}

/** A list renders its items' paragraphs as <p> only when it is loose (mdast-util-to-hast's rule). */
const isLoose = (list: List): boolean => Boolean(list.spread) || list.children.some((item) => item.spread);

function holdsParagraphs(node: Nodes): boolean {
  if (!('children' in node)) return false;
  return (node.children as Nodes[]).some(
    (child) => (child.type === 'list' && isLoose(child) && child.children.length > 0) || holdsParagraphs(child),
  );
}

/** An item without a <p> inside is one record, its nested lists' text included; their items follow as records too. */
function listItem(item: ListItem, loose: boolean, emit: Emit): void {
  if (loose || holdsParagraphs(item)) {
    walk(item, emit);
    return;
  }
  emit.content(squash(textOf(item)));
  for (const part of item.children) if (part.type !== 'paragraph') walk({ type: 'root', children: [part] }, emit);
}

type PageMeta = { pathname: string; lvl0: string; tag: string; rank: number };

/** Records of one page from its title and a callback that emits headings and content in order. */
function pageRecords(meta: PageMeta, title: string, fill: (emit: Emit) => void): SearchRecord[] {
  const page = pageRecordWriter({ ...meta, language: 'en' });
  const slugger = createSlugger();
  page.title(title);
  fill({
    heading(depth, text, id) {
      if (text) page.heading(depth, text, id ?? slugger.slug(text));
    },
    content: page.content,
  });
  return page.records;
}

function sectionOf(pathname: string): string {
  return sectionOfPath(pathname) ?? 'PostgresAI';
}

/** A Markdown or MDX page: the title is the content's first h1 when it opens with one, else `fallbackTitle`. */
function markdownPage(
  { frontMatter, body }: SplitSource,
  meta: Omit<PageMeta, 'rank'>,
  published: string | null,
  titleFirst: boolean,
  marketing = false,
): SearchRecord[] | null {
  if (frontMatter.draft === true) return null;
  const tree = parse(body);
  const firstBlock =
    'children' in tree ? (tree.children as RootContent[]).find((node) => node.type !== 'mdxjsEsm') : undefined;
  const contentTitle =
    firstBlock?.type === 'heading' && firstBlock.depth === 1
      ? squash(textOf(firstBlock))
      : marketing
        ? jsxHeadline(tree)
        : null;
  const frontTitle = typeof frontMatter.title === 'string' ? frontMatter.title : null;
  // Docs render the front matter title unless the content opens with an h1; posts always show the front matter title.
  const title = titleFirst ? (frontTitle ?? contentTitle) : (contentTitle ?? frontTitle);
  if (!title) return null;
  const rank = pageRank(meta.pathname, published);
  const records = pageRecords({ ...meta, rank }, squash(title), (emit) =>
    walk(tree as Parents, emit, marketing ? { depth: 2 } : null),
  );
  return withErrorRecords(records, searchErrorsOf(frontMatter));
}

type Category = { label: string; position?: number; link?: { type?: string; slug?: string; title?: string } };

/** Generated index pages of `_category_.json` folders: one card (h2 and a line) per item, as the docs plugin renders them. */
function categoryPages(root: string, readSplit: (file: string) => SplitSource): SourcePage[] {
  const pages: SourcePage[] = [];
  const readCategory = (dir: string): Category | null => {
    const file = path.join(root, 'docs', dir, '_category_.json');
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Category) : null;
  };
  for (const file of fs.readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })) {
    const relative = file.split(path.sep).join('/');
    if (!relative.endsWith('/_category_.json')) continue;
    const dir = path.posix.dirname(relative);
    const category = readCategory(dir);
    if (!category?.link || category.link.type !== 'generated-index' || !category.link.slug) continue;
    const pathname = `/docs${category.link.slug}`.replace(/\/{2,}/g, '/');
    // Breadcrumbs name the top category of a nested one; a top category falls back to its path's section.
    const parentCategory = readCategory(path.posix.dirname(dir));
    const lvl0 = parentCategory ? parentCategory.label : sectionOf(pathname);
    const items: { position: number; name: string; heading: string; line: string }[] = [];
    for (const entry of fs.readdirSync(path.join(root, 'docs', dir), { withFileTypes: true })) {
      if (entry.name.startsWith('_')) continue;
      if (entry.isDirectory()) {
        const sub = readCategory(`${dir}/${entry.name}`);
        if (!sub) continue;
        const count = filesUnder(root, `docs/${dir}/${entry.name}`, /\.mdx?$/).filter(
          (doc) => !doc.includes('/'),
        ).length;
        const subdirs = fs
          .readdirSync(path.join(root, 'docs', dir, entry.name), { withFileTypes: true })
          .filter((inner) => inner.isDirectory() && readCategory(`${dir}/${entry.name}/${inner.name}`)).length;
        items.push({
          position: sub.position ?? Infinity,
          name: entry.name,
          heading: `🗃${sub.label}`,
          line: `${count + subdirs} items`,
        });
      } else if (/\.mdx?$/.test(entry.name)) {
        const { frontMatter } = readSplit(`docs/${dir}/${entry.name}`);
        const label = frontMatter.sidebar_label ?? frontMatter.title ?? entry.name.replace(/\.mdx?$/, '');
        const position = typeof frontMatter.sidebar_position === 'number' ? frontMatter.sidebar_position : Infinity;
        const description = typeof frontMatter.description === 'string' ? frontMatter.description : '';
        items.push({ position, name: entry.name, heading: `📄️${String(label)}`, line: description });
      }
    }
    items.sort((a, b) => a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const meta = { pathname, lvl0, tag: 'docs-default-current', rank: pageRank(pathname, null) };
    const records = pageRecords(meta, category.link.title ?? category.label, (emit) => {
      for (const item of items) {
        emit.heading(2, item.heading, '');
        emit.content(item.line);
      }
    });
    pages.push({ file: `docs/${relative}`, records });
  }
  return pages;
}

const quoted = String.raw`'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"`;
const translateCall = new RegExp(String.raw`translate\(\s*\{\s*id:\s*(?:${quoted}),\s*message:\s*(?:${quoted})`, 'g');
const translateElement = /<Translate\s+id="([^"]+)"[^>]*>([^<{]+)<\/Translate>/g;

/** A TSX page's literal texts, in source order: `[id, message]`. */
function tsxMessages(source: string): [string, string][] {
  const found: [number, string, string][] = [];
  for (const match of source.matchAll(translateCall)) {
    const id = match[1] ?? match[2] ?? '';
    const message = (match[3] ?? match[4] ?? '').replace(/\\(.)/g, '$1');
    found.push([match.index, id, message]);
  }
  for (const match of source.matchAll(translateElement))
    found.push([match.index, match[1] ?? '', squash(match[2] ?? '')]);
  return found.sort((a, b) => a[0] - b[0]).map(([, id, message]) => [id, message]);
}

function tsxPage(source: string, pathname: string): SearchRecord[] | null {
  const messages = tsxMessages(source);
  const heading = messages.find(([id]) => /\.heading$/.test(id)) ?? messages.find(([id]) => /\.title$/.test(id));
  if (!heading) return null;
  const meta = { pathname, lvl0: sectionOf(pathname), tag: 'default', rank: pageRank(pathname, null) };
  return pageRecords(meta, heading[1], (emit) => {
    for (const [id, message] of messages) {
      // The head title and description are not page text; the eyebrow repeats the title.
      if (message === heading[1] || /\.(title|description|eyebrow)$/.test(id)) continue;
      emit.content(squash(message));
    }
  });
}

/** Every English source page the offline index covers, as search records. `root` is the site folder. */
export function sourceSearchPages(root: string): SourcePage[] {
  const pages: SourcePage[] = [];
  const add = (file: string, records: SearchRecord[] | null): void => {
    if (records && records.length > 0) pages.push({ file, records });
  };
  const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');
  // Category pages read their docs' front matter again; YAML is a good share of the time.
  const split = new Map<string, SplitSource>();
  const readSplit = (file: string): SplitSource => {
    let found = split.get(file);
    if (!found) split.set(file, (found = splitFrontMatter(read(file))));
    return found;
  };
  for (const [folder, base, tag] of [
    ['docs', '/docs', 'docs-default-current'],
    ['rules', '/rules', 'docs-rules-current'],
  ] as const) {
    for (const file of filesUnder(root, folder, /\.mdx?$/)) {
      const source = readSplit(`${folder}/${file}`);
      const pathname = docRoute(base, file, source.frontMatter);
      add(`${folder}/${file}`, markdownPage(source, { pathname, lvl0: sectionOf(pathname), tag }, null, false));
    }
  }
  pages.push(...categoryPages(root, readSplit));
  for (const file of filesUnder(root, 'blog', /\.mdx?$/)) {
    const source = readSplit(`blog/${file}`);
    const pathname = blogPostRoute(file, source.frontMatter);
    const meta = { pathname, lvl0: sectionOf(pathname), tag: 'default' };
    add(`blog/${file}`, markdownPage(source, meta, blogPostDate(file, source.frontMatter), true));
  }
  for (const file of filesUnder(root, 'src/pages', /\.(mdx?|tsx)$/)) {
    if (/\.test\.tsx$/.test(file)) continue;
    const pathname = pageRoute(file);
    if (file.endsWith('.tsx')) add(`src/pages/${file}`, tsxPage(read(`src/pages/${file}`), pathname));
    else {
      const meta = { pathname, lvl0: sectionOf(pathname), tag: 'default' };
      add(`src/pages/${file}`, markdownPage(readSplit(`src/pages/${file}`), meta, null, false, true));
    }
  }
  return pages;
}
