/**
 * Turns a built HTML page into Markdown: the text the page shows, as a
 * reader sees it, with what MDX components rendered (admonitions, tabs,
 * tables, code blocks, diagrams' text alternatives) written as Markdown
 * instead of JSX. Links and images are made absolute, so the Markdown can be
 * read away from the site. Pure functions; the plugin does the file work.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** Parts of a page that repeat on every page or only work in a browser; the same list the search index skips. */
export const chromeSelector = [
  'script',
  'style',
  'noscript',
  'template',
  'button',
  'nav',
  'svg',
  'input',
  'select',
  'textarea',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '[data-search-ignore]',
  '[hidden]:not([role="tabpanel"])',
  '[aria-hidden="true"]',
].join(', ');

/**
 * The part of a page that holds its content: the `<main>` element, cut out of
 * the HTML before parsing, so the navbar, sidebar and footer cost nothing.
 * Null for pages without one.
 */
export function mainFragment(html: string): string | null {
  const start = html.search(/<main[\s>]/);
  if (start === -1) return null;
  const end = html.lastIndexOf('</main>');
  if (end === -1 || end < start) return null;
  return html.slice(start, end + '</main>'.length);
}

/**
 * The content element of a parsed page: its `<article>` when it has exactly
 * one (a doc, a post), else `<main>` (a page of cards, a list of posts);
 * chrome removed.
 */
export function contentElement($: CheerioAPI): ReturnType<CheerioAPI> | null {
  const articles = $('article');
  const root = articles.length === 1 ? articles.first() : $('main').first();
  if (!root.length) return null;
  root.find(chromeSelector).remove();
  return root;
}

const blockTags = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
]);

type Context = { pageUrl: string };

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function classes(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function hasClass(element: Element, prefix: string): boolean {
  return classes(element).some((name) => name === prefix || name.startsWith(`${prefix}_`));
}

function isBlock(node: AnyNode): boolean {
  if (!isElement(node)) return false;
  if (blockTags.has(node.tagName)) return true;
  return node.children.some(isBlock);
}

/** An absolute URL for a link or image target; null for targets that only mean something in a browser. */
export function absoluteUrl(target: string | undefined, pageUrl: string): string | null {
  if (!target || /^(javascript|data):/i.test(target.trim())) return null;
  try {
    return new URL(target.replace(/^pathname:\/\//, ''), pageUrl).href;
  } catch {
    return null;
  }
}

function squashSpaces(text: string): string {
  return text.replace(/[\s\u200b]+/g, ' ');
}

/** The text of a code block: line breaks kept, one line per `token-line`. */
export function codeText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (!isElement(node)) return '';
  if (node.tagName === 'br') return '\n';
  const inner = node.children.map(codeText).join('');
  if (hasClass(node, 'token-line') && !inner.endsWith('\n')) return `${inner}\n`;
  return inner;
}

function fenceFor(code: string): string {
  const longest = Math.max(0, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

function codeBlock(element: Element, language: string): string {
  const code = codeText(element).replace(/\n+$/, '');
  const fence = fenceFor(code);
  return `${fence}${language}\n${code}\n${fence}`;
}

function languageOf(element: Element, ancestors: readonly Element[]): string {
  for (const candidate of [element, ...ancestors]) {
    const language = classes(candidate)
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length);
    if (language) return language;
  }
  return '';
}

function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${ticks}${padded}${ticks}`;
}

function wrap(marker: string, text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const lead = text.startsWith(' ') ? ' ' : '';
  const trail = text.endsWith(' ') ? ' ' : '';
  return `${lead}${marker}${trimmed}${marker}${trail}`;
}

function inline(node: AnyNode, context: Context): string {
  if (node.type === 'text') return squashSpaces((node as unknown as { data: string }).data);
  if (!isElement(node)) return '';
  const children = () => node.children.map((child) => inline(child, context)).join('');
  switch (node.tagName) {
    case 'br':
      return '\n';
    case 'img': {
      const alt = squashSpaces(node.attribs.alt ?? '').trim();
      if (!alt) return '';
      const src = absoluteUrl(node.attribs.src, context.pageUrl);
      return src ? `![${alt.replace(/[[\]]/g, '\\$&')}](${src})` : alt;
    }
    case 'a': {
      const text = children();
      const href = absoluteUrl(node.attribs.href, context.pageUrl);
      if (!text.trim()) return text;
      return href ? `[${text.trim()}](${href.replace(/[()\s]/g, encodeURIComponent)})` : text;
    }
    case 'code':
    case 'kbd':
    case 'samp':
      return inlineCode(squashSpaces(node.children.map(codeText).join('')).trim());
    case 'strong':
    case 'b':
      return wrap('**', children());
    case 'em':
    case 'i':
      return wrap('*', children());
    case 'del':
    case 's':
      return wrap('~~', children());
    default:
      return children();
  }
}

/** Inline Markdown of a run of nodes, one paragraph: spaces collapsed, line breaks kept as hard breaks. */
function paragraph(nodes: readonly AnyNode[], context: Context): string {
  // Links shown as buttons side by side get a space between them.
  return nodes
    .map((node) => inline(node, context))
    .reduce((text, piece) => (text.endsWith(')') && piece.startsWith('[') ? `${text} ${piece}` : text + piece), '')
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim())
    .filter(Boolean)
    .join('  \n');
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `${prefix}${line}` : line))
    .join('\n');
}

function quoteBlock(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

function tableCell(element: Element, context: Context): string {
  return blocks(element.children, context, []).join(' ').replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim();
}

function table(element: Element, context: Context): string {
  const rows: Element[] = [];
  const collect = (node: AnyNode) => {
    if (!isElement(node)) return;
    if (node.tagName === 'tr') rows.push(node);
    else if (node.tagName !== 'table') node.children.forEach(collect);
  };
  element.children.forEach(collect);
  if (rows.length === 0) return '';
  const cells = rows.map((row) =>
    row.children.filter(isElement).flatMap((cell) => {
      if (cell.tagName !== 'td' && cell.tagName !== 'th') return [];
      const text = tableCell(cell, context);
      const span = Math.max(1, Number(cell.attribs.colspan ?? 1) || 1);
      return [text, ...Array.from({ length: span - 1 }, () => '')];
    }),
  );
  const width = Math.max(...cells.map((row) => row.length));
  const line = (row: string[]) =>
    `| ${Array.from({ length: width }, (_, index) => row[index] ?? '').join(' | ')} |`.replace(/ {2,}\|/g, ' |');
  const [head = [], ...body] = cells;
  const rendered = [line(head), `|${' --- |'.repeat(width)}`, ...body.map(line)].join('\n');
  // A caption names the table; Markdown tables have none, so it goes above in bold.
  const caption = element.children.find((child): child is Element => isElement(child) && child.tagName === 'caption');
  const title = caption
    ? paragraph(caption.children, context)
        .replace(/\s*\n\s*/g, ' ')
        .trim()
    : '';
  return title ? `${wrap('**', title)}\n\n${rendered}` : rendered;
}

function listItems(element: Element, context: Context, ancestors: readonly Element[]): string {
  const ordered = element.tagName === 'ol';
  let number = Number(element.attribs.start ?? 1) || 1;
  const items: string[] = [];
  for (const item of element.children) {
    if (!isElement(item) || item.tagName !== 'li') continue;
    const marker = ordered ? `${number++}. ` : '- ';
    // An item of paragraphs is loose (blank lines between its blocks); text with a nested list is tight.
    const loose = item.children.some((child) => isElement(child) && child.tagName === 'p');
    const content = blocks(item.children, context, [...ancestors, element, item]).join(loose ? '\n\n' : '\n');
    const [first = '', ...rest] = content.split('\n');
    const padding = ' '.repeat(marker.length);
    items.push(`${marker}${first}${rest.length ? `\n${indent(rest.join('\n'), padding)}` : ''}`);
  }
  return items.join(items.some((item) => item.includes('\n\n')) ? '\n\n' : '\n');
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Docusaurus admonition (`:::note`): a quote block headed by its title. */
function admonition(element: Element, context: Context, ancestors: readonly Element[]): string {
  const parts = element.children.filter(isElement);
  const heading = parts.find((part) => hasClass(part, 'admonitionHeading'));
  const body = parts.filter((part) => part !== heading);
  const title = heading ? paragraph(heading.children, context).trim() : '';
  const content = blocks(body, context, [...ancestors, element]).join('\n\n');
  return quoteBlock(title ? `**${capitalized(title)}**\n\n${content}` : content);
}

/** Docusaurus tabs: every panel, each under its tab's label (the page shows one at a time). */
function tabs(element: Element, $: CheerioAPI, context: Context, ancestors: readonly Element[]): string {
  const labels = $(element)
    .find('[role="tab"]')
    .toArray()
    .map((tab) => paragraph((tab as Element).children, context).trim());
  const panels = $(element).find('[role="tabpanel"]').toArray() as Element[];
  return panels
    .map((panel, index) => {
      const label = labels[index] ?? `Tab ${index + 1}`;
      return [`**${label}**`, ...blocks(panel.children, context, [...ancestors, element, panel])].join('\n\n');
    })
    .join('\n\n');
}

/** A figure whose images share one text alternative (a diagram drawn for each colour mode) is written once. */
function figure(element: Element, context: Context, ancestors: readonly Element[]): string[] {
  const seen = new Set<string>();
  const $ = cheerioOf(context);
  $(element)
    .find('img')
    .each((_, image) => {
      const alt = (image as Element).attribs.alt ?? '';
      if (seen.has(alt)) $(image).remove();
      else seen.add(alt);
    });
  return blocks(element.children, context, [...ancestors, element]);
}

const loaded = new WeakMap<Context, CheerioAPI>();
function cheerioOf(context: Context): CheerioAPI {
  const $ = loaded.get(context);
  if (!$) throw new Error('htmlToMarkdown: no document for this context');
  return $;
}

function block(element: Element, context: Context, ancestors: readonly Element[]): string[] {
  const here = [...ancestors, element];
  const tag = element.tagName;
  const level = /^h([1-6])$/.exec(tag)?.[1];
  if (level) {
    const text = paragraph(element.children, context).replace(/\s*\n\s*/g, ' ');
    return text ? [`${'#'.repeat(Number(level))} ${text}`] : [];
  }
  if (hasClass(element, 'theme-admonition')) return [admonition(element, context, ancestors)];
  if (hasClass(element, 'tabs-container')) return [tabs(element, cheerioOf(context), context, ancestors)];
  switch (tag) {
    case 'p':
      return [paragraph(element.children, context)];
    case 'pre':
      return [codeBlock(element, languageOf(element, [...ancestors].reverse()))];
    case 'ul':
    case 'ol':
      return [listItems(element, context, ancestors)];
    case 'table':
      return [table(element, context)];
    case 'blockquote':
      return [quoteBlock(blocks(element.children, context, here).join('\n\n'))];
    case 'hr':
      return ['---'];
    case 'figure':
      return figure(element, context, ancestors);
    case 'summary':
    case 'dt':
      return [wrap('**', paragraph(element.children, context))];
    default:
      return blocks(element.children, context, here);
  }
}

/** Blocks of a run of sibling nodes: inline runs between block elements become paragraphs. */
function blocks(nodes: readonly AnyNode[], context: Context, ancestors: readonly Element[]): string[] {
  const result: string[] = [];
  let run: AnyNode[] = [];
  const flush = () => {
    const text = paragraph(run, context);
    if (text) result.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (isElement(node) && isBlock(node)) {
      flush();
      result.push(...block(node, context, ancestors).filter((text) => text.trim() !== ''));
    } else {
      run.push(node);
    }
  }
  flush();
  return result;
}

/** The other pages of a list of posts: absolute addresses of the pages of newer and of older posts. */
export type ListPages = { newer?: string; older?: string };

export type PageMarkdown = {
  title: string;
  description?: string;
  blocks: string[];
  /** A list of posts with their excerpts (the blog's, a tag's, an author's): every post has a page of its own. */
  listOfPosts: boolean;
  /** On a page of a list of posts that the blog splits into pages: the pages before and after it. */
  listPages?: ListPages;
};

/** `<html>` classes of the blog's lists of posts (all posts, a tag's, an author's), which come in pages. */
const postListPageClasses = ['blog-list-page', 'blog-tags-post-list-page', 'blog-authors-posts-page'];

/** The classes of the page's `<html>` element; the minified HTML may leave attribute quotes out. */
function rootClasses(html: string): string[] {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  const value = /\bclass=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag);
  return (value?.[1] ?? value?.[2] ?? value?.[3] ?? '').split(/\s+/).filter(Boolean);
}

function isListOfPosts(html: string): boolean {
  return rootClasses(html).some((name) => postListPageClasses.includes(name));
}

/**
 * The pages of newer and older posts that the paginator of a list of posts
 * links (the blog's "Newer entries" and "Older entries"). The paginator is
 * navigation, so the Markdown leaves it out with the rest of the chrome.
 */
function listPagesOf($: CheerioAPI, html: string, pageUrl: string): ListPages | undefined {
  if (!isListOfPosts(html)) return undefined;
  const target = (selector: string) => absoluteUrl($(selector).first().attr('href'), pageUrl) ?? undefined;
  const newer = target('.pagination-nav .pagination-nav__link--prev');
  const older = target('.pagination-nav .pagination-nav__link--next');
  if (!newer && !older) return undefined;
  return { ...(newer && { newer }), ...(older && { older }) };
}

/** The page's `<meta name="description">`, decoded; the minified HTML may leave attribute quotes out. */
export function metaDescription(html: string): string | undefined {
  const headEnd = html.indexOf('</head>');
  for (const [tag] of html.slice(0, headEnd === -1 ? undefined : headEnd).matchAll(/<meta\b[^>]*>/g)) {
    if (!/\bname=["']?description["'\s/>]/.test(tag)) continue;
    const content = /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag);
    const raw = content?.[1] ?? content?.[2] ?? content?.[3];
    if (raw) return squashSpaces(load(`<p>${raw}</p>`, null, false).text()).trim() || undefined;
  }
  return undefined;
}

/**
 * The Markdown of a built page's content, as blocks (a heading, a paragraph,
 * a list, a table, a code block…) to be joined by blank lines. The first
 * block is the page's `#` title. Null when the page has no content element
 * or no title.
 */
export function htmlToMarkdownBlocks(html: string, pageUrl: string): PageMarkdown | null {
  const fragment = mainFragment(html);
  if (!fragment) return null;
  const $ = load(fragment, null, false);
  const listPages = listPagesOf($, html, pageUrl);
  const root = contentElement($);
  if (!root) return null;
  const context: Context = { pageUrl };
  loaded.set(context, $);
  const result = blocks((root.get(0) as Element).children, context, []);
  const titleIndex = result.findIndex((text) => text.startsWith('# '));
  let title: string;
  if (titleIndex === -1) {
    const documentTitle = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
    title = load(documentTitle, null, false).text().split(' | ')[0]?.trim() ?? '';
    if (!title) return null;
    result.unshift(`# ${title}`);
  } else {
    title = (result[titleIndex] ?? '').slice(2).trim();
    if (titleIndex > 0) result.unshift(...result.splice(titleIndex, 1));
  }
  return {
    title,
    description: metaDescription(html),
    blocks: result,
    listOfPosts: isListOfPosts(html),
    ...(listPages && { listPages }),
  };
}
