/** Reads the Markdown pages of a folder, split into front matter and body, for content checks. */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type MarkdownPage = {
  /** Path relative to the folder read. */
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
};

export { placeholderPattern } from '../../src/data/contentRules';

/** Every `.md`/`.mdx` file below `dir`, sorted; files starting with `_` (partials) are skipped. */
export function readMarkdownPages(dir: string): MarkdownPage[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'))
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
      return {
        file,
        frontMatter: match?.[1] ? (parse(match[1]) as Record<string, unknown>) : {},
        body: match ? source.slice(match[0].length) : source,
      };
    });
}
