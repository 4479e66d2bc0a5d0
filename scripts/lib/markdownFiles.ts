/** Markdown and MDX files of the given files or folders, sorted, for the content checks. */
import fs from 'node:fs';
import path from 'node:path';

export function markdownFiles(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(target, file))
    .sort();
}
