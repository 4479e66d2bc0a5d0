/**
 * A page's Markdown read the way the site's build reads it, and what the link
 * checks need from it: its links, images and heading anchors.
 *
 * The build reads `.md` files as MDX too (the site sets no `markdown.format`),
 * after Docusaurus's own preprocessing (`{#id}` heading ids and the
 * `:::note Title` admonition syntax), with directives, GFM tables and HTML
 * comments. Line numbers are those of the file: the front matter is blanked,
 * not cut off. Heading anchors come from Docusaurus's slugger and its three
 * explicit id syntaxes, in the order its `headings` remark plugin uses them.
 */
import {
  admonitionTitleToDirectiveLabel,
  createSlugger,
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
} from '@docusaurus/utils';
import { comment } from '@slorber/remark-comment';
import {
  fromMarkdown,
  type Extension as FromMarkdownExtension,
  type Options as FromMarkdownOptions,
} from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import type { Heading, Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';

/** The admonition keywords of the classic theme (Docusaurus's defaults). */
const admonitionKeywords = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

/** HTML comments leave nothing in the tree, as with the remark-comment plugin the build uses. */
const dropComments: FromMarkdownExtension = {
  canContainEols: ['comment'],
  enter: {
    comment() {
      this.buffer();
    },
  },
  exit: {
    comment() {
      this.resume();
    },
  },
};

const options: FromMarkdownOptions = {
  extensions: [mdxjs(), directive(), gfmTable(), comment],
  mdastExtensions: [mdxFromMarkdown(), directiveFromMarkdown(), gfmTableFromMarkdown(), dropComments],
};

export type PageTree = { tree: Root; error: null } | { tree: null; error: { line: number; message: string } };

/** Front matter replaced by as many empty lines, so that positions are lines of the file. */
function blankFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return match ? '\n'.repeat(match[0].split('\n').length - 1) + source.slice(match[0].length) : source;
}

/** Parses a page's source as the build does; a file the build cannot read gives the line and MDX's reason. */
export function parsePage(source: string): PageTree {
  const text = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(blankFrontMatter(source)), admonitionKeywords);
  try {
    return { tree: fromMarkdown(text, options), error: null };
  } catch (error) {
    const { line, reason, message } = error as { line?: number; reason?: string; message: string };
    return { tree: null, error: { line: line ?? 1, message: reason ?? message } };
  }
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function isJsx(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** A JSX attribute's value when it is a plain string (`to="/docs"`), else null. */
export function stringAttribute(element: JsxElement, name: string): string | null {
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name && typeof attribute.value === 'string') {
      return attribute.value;
    }
  }
  return null;
}

function hasAttribute(element: JsxElement, name: string): boolean {
  return element.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name);
}

export function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children as Nodes[]) walk(child, visit);
}

const lineOf = (node: Nodes): number => node.position?.start.line ?? 1;

export type PageLink = {
  /** The address as written; null when a JSX attribute gives it as an expression (`to={...}`). */
  url: string | null;
  line: number;
  /** `markdown`: [text](url) or a reference; `jsx`: a `to` or `href` attribute of an element. */
  via: 'markdown' | 'jsx';
  /** The JSX element's name, for `jsx` links. */
  element?: string;
};

export type PageImage = { src: string; alt: string | null; line: number; via: 'markdown' | 'jsx' };

/** Links of a page: Markdown links and references with a definition, and `to`/`href` of JSX elements. */
export function pageLinks(tree: Root): PageLink[] {
  const definitions = new Map<string, { url: string; line: number }>();
  walk(tree, (node) => {
    // A label starting with ^ is a GFM footnote, not a link.
    if (node.type === 'definition' && !node.identifier.startsWith('^')) {
      definitions.set(node.identifier, { url: node.url, line: lineOf(node) });
    }
  });
  const links: PageLink[] = [];
  walk(tree, (node) => {
    if (node.type === 'link') links.push({ url: node.url, line: lineOf(node), via: 'markdown' });
    else if (node.type === 'linkReference') {
      const definition = definitions.get(node.identifier);
      if (definition) links.push({ url: definition.url, line: lineOf(node), via: 'markdown' });
    } else if (isJsx(node) && node.name) {
      for (const attribute of ['to', 'href']) {
        const url = stringAttribute(node, attribute);
        if (url !== null) links.push({ url, line: lineOf(node), via: 'jsx', element: node.name });
        else if (hasAttribute(node, attribute))
          links.push({ url: null, line: lineOf(node), via: 'jsx', element: node.name });
      }
    }
  });
  return links;
}

/** Images of a page: Markdown images (with their alt) and JSX `<img>` elements with a string `src`. */
export function pageImages(tree: Root): PageImage[] {
  const images: PageImage[] = [];
  walk(tree, (node) => {
    if (node.type === 'image') images.push({ src: node.url, alt: node.alt ?? '', line: lineOf(node), via: 'markdown' });
    else if (isJsx(node) && node.name === 'img') {
      const src = stringAttribute(node, 'src');
      if (src === null) return;
      images.push({
        src,
        alt: hasAttribute(node, 'alt') ? stringAttribute(node, 'alt') : null,
        line: lineOf(node),
        via: 'jsx',
      });
    }
  });
  return images;
}

/** mdast-util-to-string, as the headings plugin calls it: values, image alts and children. */
function plainText(node: Nodes | Nodes[]): string {
  if (Array.isArray(node)) return node.map(plainText).join('');
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('alt' in node && typeof node.alt === 'string' && node.alt) return node.alt;
  if ('children' in node) return plainText(node.children as Nodes[]);
  return '';
}

/** `{/* #id *\/}` as the heading's last child: the id Docusaurus reads from the comment. */
function commentId(heading: Heading): string | undefined {
  const last = heading.children.at(-1) as Nodes | undefined;
  if (last?.type !== 'mdxTextExpression') return undefined;
  const program = last.data?.estree;
  if (!program || program.body.length !== 0 || program.comments?.length !== 1) return undefined;
  const first = program.comments[0]?.value.trim().split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

export type PageAnchors = {
  /** Anchors the build collects: ids of h2-h6 headings, and of `<Link id>` and `<Heading id>` elements. */
  anchors: Set<string>;
  /** Ids of other JSX elements (`<a id>`, `<div id>`): they exist in the page, but the build does not count them. */
  otherIds: Map<string, string>;
  /** Whether the page renders components that may add anchors of their own. */
  hasComponents: boolean;
};

const knownElements = new Set(['Link', 'Heading', 'MermaidDiagram', 'details', 'summary', 'Tabs', 'TabItem', 'img']);

/**
 * The anchors a page gets: every heading's id as Docusaurus's `headings`
 * plugin makes it (an existing id, a `{/* #id *\/}` comment, a classic
 * `{#id}`, else the slug of its text, one slugger per page so that repeated
 * texts get -1, -2), of which the build collects those of h2-h6.
 * `dropFirstH1`: a post's opening h1 is its title, removed before ids are made.
 */
export function pageAnchors(tree: Root, dropFirstH1 = false): PageAnchors {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  const otherIds = new Map<string, string>();
  let hasComponents = false;
  const first = tree.children.find((node) => node.type !== 'mdxjsEsm');
  walk(tree, (node) => {
    if (node.type === 'heading') {
      if (dropFirstH1 && node === first && node.depth === 1) return;
      const text = plainText(node.children.filter((child) => (child.type as string) !== 'html'));
      const id = commentId(node) ?? parseMarkdownHeadingId(text).id ?? slugger.slug(text);
      if (node.depth > 1) anchors.add(id);
    } else if (isJsx(node) && node.name) {
      const id = stringAttribute(node, 'id');
      const isAnchor = node.name === 'Link' || (node.name === 'Heading' && stringAttribute(node, 'as') !== 'h1');
      if (id !== null) {
        if (isAnchor) anchors.add(id);
        else otherIds.set(id, node.name);
      }
      if (/^[A-Z]/.test(node.name) && !knownElements.has(node.name)) hasComponents = true;
    }
  });
  return { anchors, otherIds, hasComponents };
}
