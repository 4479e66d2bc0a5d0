/** Pure helpers of the raw-markdown plugin: where a page's source is served and what it contains. */
import path from 'node:path';

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

/** An inline link or image: `[text](target "title")`, `![alt](<target>)`; text with one level of brackets. */
const inlineLink = /(!?\[(?:[^[\]\\\n]|\\.|\[[^\]\n]*\])*\]\(\s*)(<[^>\n]*>|[^\s()<>]+)/g;
const fenceLine = /^\s*(`{3,}|~{3,})/;

/**
 * The Markdown with the target of every inline link and image outside code
 * replaced by what `resolve` makes of it; a null answer keeps the target.
 * Source copies link as their files do (`./other.md`, `../dir/`, `/docs/x`),
 * which means nothing once pages are joined into one file.
 */
export function withResolvedLinks(markdown: string, resolve: (target: string) => string | null): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = fenceLine.exec(line)?.[1];
      if (fence) {
        if (
          marker &&
          marker[0] === fence[0] &&
          marker.length >= fence.length &&
          !line.slice(line.indexOf(marker) + marker.length).trim()
        ) {
          fence = null;
        }
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      // Links are found in a copy of the line whose code spans are blanked out, so a link inside
      // code stays as written while a link whose text holds code (`[`x`](./x.md)`) is still found.
      const blanked = line.replace(/(`+)[\s\S]*?\1/g, (span) => '_'.repeat(span.length));
      let result = '';
      let done = 0;
      for (const match of blanked.matchAll(inlineLink)) {
        const start = (match.index ?? 0) + (match[1]?.length ?? 0);
        const target = line.slice(start, start + (match[2]?.length ?? 0));
        const bare = target.startsWith('<') ? target.slice(1, -1) : target;
        const resolved = resolve(bare);
        if (resolved === null) continue;
        result += `${line.slice(done, start)}${target.startsWith('<') ? `<${resolved}>` : resolved}`;
        done = start + target.length;
      }
      return result + line.slice(done);
    })
    .join('\n');
}

/**
 * How the links of a page's source copy read as absolute URLs: an anchor of
 * the page goes to the page, a site path to the site, a link to a file
 * (`./other.md#a`, `../dir/index.mdx`) to the page built from that file, and
 * any other relative link to where the page's own URL takes it, as on the
 * site. Null for links that already name their scheme.
 */
export function sourceLinkResolver(options: {
  /** `https://postgres.ai` */
  siteUrl: string;
  baseUrl: string;
  pageUrl: string;
  sourceFile: string;
  /** The permalink (base URL included) of the page built from a source file. */
  permalinkOf: (sourceFile: string) => string | undefined;
}): (target: string) => string | null {
  const { siteUrl, baseUrl, pageUrl, sourceFile, permalinkOf } = options;
  return (target) => {
    if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) return null;
    if (target.startsWith('#')) return `${pageUrl}${target}`;
    if (target.startsWith('/'))
      return `${siteUrl}${target.startsWith(baseUrl) ? target : `${baseUrl}${target.slice(1)}`}`;
    const cut = target.search(/[?#]/);
    const file = cut === -1 ? target : target.slice(0, cut);
    let decoded = file;
    try {
      decoded = decodeURI(file);
    } catch {
      // a malformed escape: the file name as written
    }
    const permalink = permalinkOf(path.resolve(path.dirname(sourceFile), decoded));
    if (permalink) return `${siteUrl}${permalink}${cut === -1 ? '' : target.slice(cut)}`;
    try {
      return new URL(target, pageUrl).href;
    } catch {
      return null;
    }
  };
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
