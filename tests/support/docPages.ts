/** Reads Markdown pages of a docs folder: front matter and body, for content checks. */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readMarkdownPages } from './markdownPages';

export type DocPageFile = { file: string; route: string; frontMatter: Record<string, unknown>; body: string };

const root = path.resolve(__dirname, '../..');

/** Pages below `docs/<folder>` with the route the docs plugin gives them (no slug overrides). */
export function readDocPages(folder: string): DocPageFile[] {
  return readMarkdownPages(path.join(root, 'docs', folder)).map((page) => ({
    ...page,
    file: `docs/${folder}/${page.file}`,
    route: `/docs/${folder}/${page.file.replace(/\.mdx?$/, '')}`,
  }));
}

export function readDocsTags(): Record<string, { label: string; permalink: string }> {
  return parse(fs.readFileSync(path.join(root, 'docs/tags.yml'), 'utf8')) as Record<
    string,
    { label: string; permalink: string }
  >;
}
