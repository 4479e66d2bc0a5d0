/** The site-wide announcement bar. A new `id` shows the bar again to visitors who closed an older one. */
export type Announcement = {
  id: string;
  /** Text before the link. */
  lead: string;
  linkLabel: string;
  /** Site route the link points to, without the base URL. */
  linkPath: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
};

export const announcement: Announcement = {
  id: 'postgres-marathon-announcement',
  lead: 'New to the daily PostgreSQL how-to series? One practical lesson a day:',
  linkLabel: 'read #PostgresMarathon',
  linkPath: '/blog/tags/postgres-marathon',
  backgroundColor: '#D7EEF2',
  textColor: '#013A44',
  isCloseable: true,
};

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The bar's HTML, with the link made absolute for the site's base URL. */
export function announcementHtml(item: Announcement, baseUrl: string): string {
  const href = `${baseUrl.replace(/\/$/, '')}${item.linkPath}`;
  return `${escapeHtml(item.lead)} <a href="${escapeHtml(href)}">${escapeHtml(item.linkLabel)}</a>`;
}
