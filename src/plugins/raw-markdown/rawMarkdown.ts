/** Pure helpers of the raw-markdown plugin: where a page's source is served and what it contains. */

export type PathMapping = { from: string; to: string };

/** Where the site serves the source copies of docs pages: how-tos at `/postgres-howtos/`, other docs under `/raw/docs/`. */
export const sourceCopyMappings: readonly PathMapping[] = [
  { from: '/docs/postgres-howtos/', to: '/postgres-howtos/' },
  { from: '/docs/', to: '/raw/docs/' },
];

/** `/site/docs/x` → `/docs/x` for base URL `/site/`: raw paths are kept without the base URL. */
export function withoutBaseUrl(permalink: string, baseUrl: string): string {
  return baseUrl !== '/' && permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length - 1) : permalink;
}

/**
 * `/rules/sql-style` → `/rules/sql-style.md`; `/rules/` → `/rules/index.md`.
 * A mapping moves a prefix, e.g. `/docs/postgres-howtos/` → `/postgres-howtos/`.
 */
export function rawPathFor(permalink: string, mappings: readonly PathMapping[] = []): string {
  let path = permalink;
  for (const { from, to } of mappings) {
    if (path.startsWith(from)) {
      path = to + path.slice(from.length);
      break;
    }
  }
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** The API reference's "Try it" buttons and their import (scripts/dblabApi/render.ts): no Markdown form. */
const tryItLines = /^(import DblabTryIt from '@site\/src\/components\/DblabTryIt';|<DblabTryIt .*\/>)[^\S\n]*$/gm;

/**
 * The page as plain Markdown: title and description on top, front matter and
 * MDX comments removed; `versionLine` (the majors its SQL ran on) in a
 * paragraph of its own under the title.
 */
export function toRawMarkdown(
  source: string,
  title: string,
  description: string | undefined,
  versionLine?: string,
): string {
  let body = source
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/^\s*\{\/\*[\s\S]*?\*\/\}\s*$/gm, '')
    // Widgets with no Markdown form: the API reference's "Try it" buttons and their import.
    .replace(tryItLines, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const lead = description ? `\n\n> ${description}` : '';
  const startsWithTitle = /^#\s/.test(body);
  const line = versionLine ? `${versionLine}\n\n` : '';
  if (startsWithTitle && line) {
    const titleEnd = body.indexOf('\n');
    body =
      titleEnd < 0
        ? `${body}\n\n${line.trim()}`
        : `${body.slice(0, titleEnd)}\n\n${line}${body.slice(titleEnd + 1).trimStart()}`;
  }
  return `${startsWithTitle ? '' : `# ${title}${lead}\n\n${line}`}${body}\n`;
}

/** Words of prose: code blocks, inline code, JSX/HTML tags, link targets and table rules removed. */
export function proseWordCount(markdown: string): number {
  const text = markdown
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, ' ')
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, ' ')
    .replace(/^import .*$/gm, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a page: prose at 200 words a minute plus 20 seconds per code block. */
export function readingMinutes(markdown: string): number {
  const codeBlocks = (markdown.match(/^(```|~~~)/gm) ?? []).length / 2;
  return Math.max(1, Math.round(proseWordCount(markdown) / 200 + codeBlocks / 3));
}
