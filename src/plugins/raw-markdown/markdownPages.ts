/**
 * Where each page's Markdown is served and how it is laid out: one line that
 * points to the site's index, the page's Markdown, and, for a page over the
 * size agents read whole, parts that say where the rest is.
 */
import type { PageMarkdown } from './htmlToMarkdown';

/** Agents cut documents near 50,000 characters; no Markdown file is longer. */
export const maxMarkdownChars = 50_000;

/**
 * Pages with nothing to read, which get no Markdown and no line in the
 * indexes: the 404 page, the search page, client-side redirect pages, and the
 * shells of client-side routes. A shell's address is a pattern
 * (`/chats/:chatId`), not a page anyone can open, and its content loads in
 * the browser; the nginx rewrite answers every `/chats/<id>` address, its
 * `.md` included, with the HTML shell.
 */
export function hasNoContent(route: string, html: string): boolean {
  return (
    /^\/(404\.html|search\/?)$/.test(route) ||
    route.split('/').some((segment) => segment.startsWith(':')) ||
    /<meta[^>]+http-equiv=["']?refresh/i.test(html)
  );
}

/** `/docs/foo` and `/docs/foo/` → `/docs/foo.md`; `/` → `/index.md`. Paths are without the base URL. */
export function markdownPathFor(route: string): string {
  const stem = route.replace(/\/+$/, '');
  return stem === '' ? '/index.md' : `${stem}.md`;
}

/** The path of part `part` (from 1) of a page's Markdown: `/docs/foo.md`, `/docs/foo.part-2.md`, … */
export function markdownPartPath(markdownPath: string, part: number): string {
  return part <= 1 ? markdownPath : markdownPath.replace(/\.md$/, `.part-${part}.md`);
}

/**
 * The one-line blockquote every Markdown page starts with: the index, and the
 * web page. A later page of a list of posts passes no web page: an agent
 * takes the first `…/page/N` address it reads for where the list goes on, and
 * that would be the page it is reading; the note under the title names the
 * next page instead.
 */
export function indexPointer(indexUrl: string, webPageUrl: string | undefined): string {
  const pointer = `> Documentation index for AI agents: ${indexUrl} (all pages as Markdown).`;
  return webPageUrl ? `${pointer} Web page: ${webPageUrl}` : pointer;
}

/**
 * The note under the title of one page of a list of posts (the blog, a tag,
 * an author), which the blog splits into pages of ten: the Markdown of the
 * next and of the previous page, and the index that lists every post. Links
 * are absolute, and the note comes before the posts, so an agent that reads
 * only the start still learns that the list goes on.
 */
export function listPagesNote(pages: { newer?: string; older?: string }, indexUrl: string): string {
  const links = [
    pages.older ? `[Next page](${pages.older}) (older posts)` : '',
    pages.newer ? `[Previous page](${pages.newer}) (newer posts)` : '',
  ].filter(Boolean);
  return `> This list of posts is split into pages, newest first. ${links.join('. ')}. Every post is listed in ${indexUrl}.`;
}

export type MarkdownDocumentInput = {
  title: string;
  /** The page's blocks; the first is its `#` title. */
  blocks: readonly string[];
  /**
   * The page's address, for the first line; none on the second or a later
   * page of a list of posts (see indexPointer).
   */
  webPageUrl: string | undefined;
  indexUrl: string;
  /** Absolute URL of part `part` (from 1). */
  partUrl: (part: number) => string;
  maxChars?: number;
};

const fenceOpening = /^(`{3,}|~{3,})([^\n]*)\n/;

/** A block longer than `budget`, cut at line ends; a code block's pieces are each fenced again. */
function splitBlock(block: string, budget: number): string[] {
  const fence = fenceOpening.exec(block);
  const open = fence ? `${fence[1]}${fence[2]}\n` : '';
  const close = fence ? `\n${fence[1]}` : '';
  const body = fence ? block.slice(fence[0].length, block.length - close.length) : block;
  const room = Math.max(1_000, budget - open.length - close.length);
  const pieces: string[] = [];
  let current = '';
  for (const line of body.split('\n')) {
    for (let start = 0; start < Math.max(1, line.length); start += room) {
      const piece = line.slice(start, start + room);
      if (current && current.length + 1 + piece.length > room) {
        pieces.push(current);
        current = piece;
      } else {
        current = current ? `${current}\n${piece}` : piece;
      }
    }
  }
  if (current) pieces.push(current);
  return pieces.map((piece) => `${open}${piece}${close}`);
}

/**
 * The Markdown files of one page, in order: one when it fits in `maxChars`,
 * else parts cut between blocks, each starting with the index pointer and
 * saying which part it is, each but the last ending with the next part's URL.
 */
export function markdownDocuments(input: MarkdownDocumentInput): string[] {
  const maxChars = input.maxChars ?? maxMarkdownChars;
  const pointer = indexPointer(input.indexUrl, input.webPageUrl);
  const whole = `${pointer}\n\n${input.blocks.join('\n\n')}\n`;
  if (whole.length <= maxChars) return [whole];

  // Room for the pointer, the part heading and the two notes, with long URLs.
  const overhead = pointer.length + input.title.length + 4 * input.partUrl(99).length + 400;
  const budget = maxChars - overhead;
  const [, ...body] = input.blocks;
  const parts: string[][] = [[]];
  let size = 0;
  for (const block of body.flatMap((text) => (text.length > budget ? splitBlock(text, budget) : [text]))) {
    const current = parts[parts.length - 1] ?? [];
    if (current.length > 0 && size + block.length + 2 > budget) {
      parts.push([block]);
      size = block.length;
    } else {
      current.push(block);
      size += block.length + 2;
    }
  }
  const count = parts.length;
  return parts.map((blocks, index) => {
    const part = index + 1;
    const heading = part === 1 ? `# ${input.title}` : `# ${input.title} (part ${part} of ${count})`;
    const position =
      part === 1
        ? `> This page is in ${count} parts; this is part 1.`
        : `> Part ${part} of ${count}. The page starts at ${input.partUrl(1)}; the previous part is ${input.partUrl(part - 1)}.`;
    const next = part < count ? [`> Continued in part ${part + 1} of ${count}: ${input.partUrl(part + 1)}`] : [];
    return `${[pointer, heading, position, ...blocks, ...next].join('\n\n')}\n`;
  });
}

/**
 * The Markdown files of one converted page: on a page of a list of posts, the
 * note under the title says where the rest of the list is, and a later page
 * of the list leaves its own address out of the first line.
 */
export function pageDocuments(
  page: PageMarkdown,
  urls: {
    pageUrl: string;
    indexUrl: string;
    /** The index that lists every post of the page's section. */
    sectionIndexUrl: string;
    /** The Markdown address of a page of the site, given by its web address. */
    markdownUrlOf: (pageUrl: string) => string;
    partUrl: (part: number) => string;
  },
): string[] {
  const { listPages } = page;
  const [title = `# ${page.title}`, ...body] = page.blocks;
  const listNote =
    listPages &&
    listPagesNote(
      {
        ...(listPages.newer && { newer: urls.markdownUrlOf(listPages.newer) }),
        ...(listPages.older && { older: urls.markdownUrlOf(listPages.older) }),
      },
      urls.sectionIndexUrl,
    );
  return markdownDocuments({
    title: page.title,
    blocks: listNote ? [title, listNote, ...body] : page.blocks,
    // The converter found newer posts before this page: a later page of the list.
    webPageUrl: listPages?.newer ? undefined : urls.pageUrl,
    indexUrl: urls.indexUrl,
    partUrl: urls.partUrl,
  });
}
