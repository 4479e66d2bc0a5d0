/** Reads the blog's posts: front matter and body, for content checks. */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const blogDir = path.resolve(__dirname, '../../blog');

export type BlogPostFile = {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
};

export function readBlogPosts(): BlogPostFile[] {
  return fs
    .readdirSync(blogDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'))
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(blogDir, file), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
      if (!match?.[1]) throw new Error(`blog/${file} has no front matter`);
      return {
        file: `blog/${file}`,
        frontMatter: parse(match[1]) as Record<string, unknown>,
        body: source.slice(match[0].length),
      };
    });
}

export { proseWordCount } from '../../src/plugins/raw-markdown/rawMarkdown';

export const placeholderPattern = /lorem ipsum|coming soon|\bTBD\b|\bTODO\b|placeholder text|FIXME/i;
