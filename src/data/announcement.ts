/**
 * The site-wide announcement bar. Its words and link are in announcement.md
 * beside this file: one line of text ending with one Markdown link. The id is
 * a hash of that line, so any change shows the bar again to visitors who
 * closed an older one. Read at build time (Node only), by docusaurus.config.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Announcement = {
  /** Derived from the text and link: changes whenever they change. */
  id: string;
  /** Text before the link. */
  lead: string;
  linkLabel: string;
  /** Site route the link points to, without the base URL, or an https:// address. */
  linkPath: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
};

/** The file a writer edits. */
export const announcementFile = path.join(__dirname, 'announcement.md');

/** The bar's colours (checked for contrast by a unit test). */
export const announcementStyle = {
  backgroundColor: '#D7EEF2',
  textColor: '#013A44',
  isCloseable: true,
} as const;

export class AnnouncementError extends Error {}

/** 32-bit FNV-1a of a string, as 8 hex digits: short, stable, no dependency. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function announcementId(lead: string, linkLabel: string, linkPath: string): string {
  return `announcement-${fnv1a(`${lead}\n${linkLabel}\n${linkPath}`)}`;
}

/**
 * Reads the announcement line: text, then one link `[label](/route)`.
 * Throws an AnnouncementError that says what to write when it has another shape.
 */
export function parseAnnouncement(markdown: string, file = 'src/data/announcement.md'): Announcement {
  const text = markdown
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('<!--'))
    .join(' ')
    .trim();
  const hint = `Write one line of text that ends with one link, e.g. "One lesson a day: [read #PostgresMarathon](/blog/tags/postgres-marathon)".`;
  const links = [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)];
  if (links.length !== 1) {
    throw new AnnouncementError(`${file}: the announcement has ${links.length} links; it needs exactly one. ${hint}`);
  }
  const [link] = links;
  const [whole = '', linkLabel = '', linkPath = ''] = link ?? [];
  if (!text.endsWith(whole)) {
    throw new AnnouncementError(`${file}: the announcement's link must come last. ${hint}`);
  }
  const lead = text.slice(0, text.length - whole.length).trim();
  if (lead === '') throw new AnnouncementError(`${file}: the announcement has no text before its link. ${hint}`);
  if (!linkPath.startsWith('/') && !linkPath.startsWith('https://')) {
    throw new AnnouncementError(
      `${file}: the announcement links to "${linkPath}"; write a site address starting with / (e.g. /blog/tags/postgres-marathon) or an https:// address.`,
    );
  }
  return { id: announcementId(lead, linkLabel, linkPath), lead, linkLabel, linkPath, ...announcementStyle };
}

export function readAnnouncement(file = announcementFile): Announcement {
  return parseAnnouncement(fs.readFileSync(file, 'utf8'));
}

export const announcement: Announcement = readAnnouncement();

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The bar's HTML, with a site link made absolute for the site's base URL. */
export function announcementHtml(item: Announcement, baseUrl: string): string {
  const href = item.linkPath.startsWith('/') ? `${baseUrl.replace(/\/$/, '')}${item.linkPath}` : item.linkPath;
  return `${escapeHtml(item.lead)} <a href="${escapeHtml(href)}">${escapeHtml(item.linkLabel)}</a>`;
}

/**
 * Null when the announcement's site link is one of the built routes, else a
 * sentence saying so. `routes` are built paths without the base URL.
 */
export function announcementLinkProblem(item: Announcement, routes: Iterable<string>): string | null {
  if (!item.linkPath.startsWith('/')) return null;
  // As the router matches them: without a trailing slash, in any case.
  const normalize = (route: string) => route.replace(/\/$/, '').toLowerCase() || '/';
  const target = item.linkPath.split('#')[0] ?? '';
  const known = new Set([...routes].map(normalize));
  if (known.has(normalize(target))) return null;
  return `src/data/announcement.md links to ${item.linkPath}, which is not a page of the site. Fix the address in the link (e.g. /blog/tags/postgres-marathon).`;
}
