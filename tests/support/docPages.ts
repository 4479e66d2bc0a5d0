/** Reads Markdown pages of a docs folder: front matter and body, for content checks. */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type DocPageFile = { file: string; route: string; frontMatter: Record<string, unknown>; body: string };

const root = path.resolve(__dirname, '../..');

/** Pages below `docs/<folder>` with the route the docs plugin gives them (no slug overrides). */
export function readDocPages(folder: string): DocPageFile[] {
  const dir = path.join(root, 'docs', folder);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'))
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
      const frontMatter = match?.[1] ? (parse(match[1]) as Record<string, unknown>) : {};
      return {
        file: `docs/${folder}/${file}`,
        route: `/docs/${folder}/${file.replace(/\.mdx?$/, '')}`,
        frontMatter,
        body: match ? source.slice(match[0].length) : source,
      };
    });
}

export function readDocsTags(): Record<string, { label: string; permalink: string }> {
  return parse(fs.readFileSync(path.join(root, 'docs/tags.yml'), 'utf8')) as Record<
    string,
    { label: string; permalink: string }
  >;
}
