/**
 * Reads the product pages (`src/pages/products/**.mdx`) for tests: their
 * front matter and the facts their components are given (links, diagrams,
 * the product each page shows), so tests check facts, not wording.
 */
import path from 'node:path';
import { readMarkdownPages } from './markdownPages';

export const productPagesDir = path.resolve(__dirname, '../../src/pages/products');

export type ProductPageSource = {
  /** Path below `src/pages/products/`, e.g. `joe.mdx`. */
  file: string;
  /** The route Docusaurus serves the file at. */
  route: string;
  frontMatter: Record<string, unknown>;
  body: string;
};

/** `joe.mdx` → `/products/joe`; `dblab_engine/index.mdx` → `/products/dblab_engine/`. */
export function routeOfProductFile(file: string): string {
  const withoutExtension = file
    .replace(/\.mdx$/, '')
    .split(path.sep)
    .join('/');
  return withoutExtension.endsWith('/index') || withoutExtension === 'index'
    ? `/products/${withoutExtension.replace(/index$/, '')}`
    : `/products/${withoutExtension}`;
}

export function readProductPages(): ProductPageSource[] {
  return readMarkdownPages(productPagesDir).map((page) => ({ ...page, route: routeOfProductFile(page.file) }));
}

/** The string attributes of every `<Tag …>` in the body, in order. */
export function tagAttributes(body: string, tag: string): Record<string, string>[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>`, 'g');
  return [...body.matchAll(pattern)].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((attr) => [attr[1], attr[2]])),
  );
}

/** The value of one string attribute of the first `<Tag>`, if any. */
export function firstAttribute(body: string, tag: string, name: string): string | undefined {
  return tagAttributes(body, tag)[0]?.[name];
}

/** Every site route a component or a Markdown link of the page points to. */
export function internalLinks(body: string): string[] {
  const fromAttributes = [...body.matchAll(/\bto="([^"]+)"/g)].map((match) => match[1] ?? '');
  const fromMarkdown = [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? '');
  return [...fromAttributes, ...fromMarkdown];
}
