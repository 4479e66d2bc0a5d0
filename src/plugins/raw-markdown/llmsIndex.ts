/**
 * The index agents start from: a short root `llms.txt` per locale that links
 * one index per section (`/docs/llms.txt`, the how-tos, the blog, the rules,
 * the other pages), each listing every page of its section with a link to
 * its Markdown, each under the size agents read whole (split in parts when
 * it would not be). Pure functions; the plugin writes the files.
 */
import { llmsTxt, type LlmsLink, type LlmsSection } from './llmsTxt';
import { maxMarkdownChars } from './markdownPages';

/** A page that has Markdown, as the indexes list it. */
export type IndexedPage = {
  /** Route without the base URL: `/docs/foo`. */
  route: string;
  title: string;
  description?: string;
  /** Absolute URL of its Markdown (first part). */
  markdownUrl: string;
};

export type SiteSection = {
  id: string;
  title: string;
  /** What the section holds, one sentence. */
  summary: string;
  /** The route prefix of its pages; `null` takes every page no other section took. */
  prefix: string | null;
  /** Paths, without the base URL, of its index and of its full text. */
  indexPath: string;
  fullTextPath: string;
};

/** The section of a route: the first whose prefix it starts with, else the catch-all. */
export function sectionOf<Section extends Pick<SiteSection, 'prefix'>>(
  route: string,
  sections: readonly Section[],
): Section | undefined {
  const normalized = route.endsWith('/') ? route : `${route}/`;
  return (
    sections.find((section) => section.prefix !== null && normalized.startsWith(section.prefix)) ??
    sections.find((section) => section.prefix === null)
  );
}

/** `/docs/llms.txt` → `/docs/llms-2.txt` for part 2. */
export function indexPartPath(indexPath: string, part: number): string {
  return part <= 1 ? indexPath : indexPath.replace(/\.txt$/, `-${part}.txt`);
}

/** An ordering of a section's pages in titled groups (the sidebar's categories for docs). */
export type PageGroups = Array<{ title: string; routes: string[] }>;

/**
 * The groups of a section's pages: the given groups in their order (pages
 * only once), then every page no group names, under `restTitle`, by route.
 */
export function groupPages(
  pages: readonly IndexedPage[],
  groups: PageGroups,
  restTitle: string,
): Array<{ title: string; pages: IndexedPage[] }> {
  const byRoute = new Map(pages.map((page) => [page.route.replace(/\/$/, ''), page]));
  const placed = new Set<IndexedPage>();
  const result: Array<{ title: string; pages: IndexedPage[] }> = [];
  for (const group of groups) {
    const members = group.routes
      .map((route) => byRoute.get(route.replace(/\/$/, '')))
      .filter((page): page is IndexedPage => page !== undefined && !placed.has(page));
    members.forEach((page) => placed.add(page));
    if (members.length > 0) result.push({ title: group.title, pages: members });
  }
  const rest = pages.filter((page) => !placed.has(page)).sort((a, b) => a.route.localeCompare(b.route));
  if (rest.length > 0) result.push({ title: restTitle, pages: rest });
  return result;
}

function toLink(page: IndexedPage): LlmsLink {
  return { title: page.title, url: page.markdownUrl, description: page.description };
}

/**
 * A section's index, in as many parts as it takes to keep each under
 * `maxChars`: part 1 at `indexPath`, the next at `llms-2.txt` and so on,
 * each saying where the others are.
 */
export function sectionIndexFiles(options: {
  siteTitle: string;
  section: SiteSection;
  groups: ReadonlyArray<{ title: string; pages: IndexedPage[] }>;
  details: string;
  /** The sentence an index in parts adds to `details`: how many parts, which this is, where each is. */
  partsSentence: (count: number, part: number, partUrls: readonly string[]) => string;
  absolute: (pathWithoutBaseUrl: string) => string;
  maxChars?: number;
}): string[] {
  const maxChars = options.maxChars ?? maxMarkdownChars;
  const { section } = options;
  const title = `${options.siteTitle}: ${section.title}`;
  const render = (sections: LlmsSection[], part: number, count: number) => {
    const partUrls = Array.from({ length: count }, (_, index) =>
      options.absolute(indexPartPath(section.indexPath, index + 1)),
    );
    const where = count > 1 ? ` ${options.partsSentence(count, part, partUrls)}` : '';
    return llmsTxt({ siteTitle: title, summary: section.summary, details: `${options.details}${where}`, sections });
  };
  const whole = options.groups.map((group) => ({ title: group.title, links: group.pages.map(toLink) }));
  // Long descriptions are cut before a section is split: a part per hundred pages is harder to use.
  for (const describe of [(text?: string) => text, (text?: string) => shorten(text, 160)]) {
    const sections = whole.map((group) => ({
      ...group,
      links: group.links.map((link) => ({ ...link, description: describe(link.description) })),
    }));
    const text = render(sections, 1, 1);
    if (text.length <= maxChars) return [text];
  }
  // Parts: groups (or pieces of a group) packed in order, with room for the header of a part.
  const sections = whole.map((group) => ({
    ...group,
    links: group.links.map((link) => ({ ...link, description: shorten(link.description, 160) })),
  }));
  const header = render([], 99, 99).length + 200;
  const budget = maxChars - header;
  const parts: LlmsSection[][] = [[]];
  let size = 0;
  for (const group of sections) {
    for (const link of group.links) {
      const lineSize = link.title.length + link.url.length + (link.description?.length ?? 0) + 12;
      let current = parts[parts.length - 1] ?? [];
      if (size + lineSize + group.title.length + 8 > budget && current.length > 0) {
        current = [];
        parts.push(current);
        size = 0;
      }
      let last = current[current.length - 1];
      if (!last || last.title !== group.title) {
        last = { title: group.title, links: [] };
        current.push(last);
        size += group.title.length + 8;
      }
      last.links.push(link);
      size += lineSize;
    }
  }
  return parts.map((part, index) => render(part, index + 1, parts.length));
}

function shorten(text: string | undefined, length: number): string | undefined {
  if (!text || text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).replace(/[,.;:]$/, '')}…`;
}
