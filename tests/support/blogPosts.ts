/** Reads the blog's posts: front matter and body, for content checks. */
import path from 'node:path';
import { readMarkdownPages, type MarkdownPage } from './markdownPages';

export const blogDir = path.resolve(__dirname, '../../blog');

export function readBlogPosts(): MarkdownPage[] {
  return readMarkdownPages(blogDir).map((post) => {
    if (Object.keys(post.frontMatter).length === 0) throw new Error(`blog/${post.file} has no front matter`);
    return { ...post, file: `blog/${post.file}` };
  });
}

export { proseWordCount } from '../../src/plugins/raw-markdown/rawMarkdown';
export { placeholderPattern } from './markdownPages';
