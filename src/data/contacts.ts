/**
 * The company's contact addresses. Pages, forms and their e-mail fallbacks
 * read them from here so an address changes in one place; the cards of
 * /contact/ that show them are in `contactChannels.ts`.
 */
/** The team's shared inbox: questions, sales, partnerships, consulting and jobs. */
export const teamEmail = 'team@postgres.ai';

export const communitySlackUrl = 'https://slack.postgres.ai/';

/** Where bugs in DBLab Engine are reported. */
export const engineIssuesUrl = 'https://gitlab.com/postgres-ai/database-lab/-/issues';

/** A `mailto:` link with a subject (and optional body) filled in. */
export function mailtoLink(subject: string, body?: string, address: string = teamEmail): string {
  const params = new URLSearchParams({ subject });
  if (body) params.set('body', body);
  // URLSearchParams encodes spaces as "+", which mail clients show literally.
  return `mailto:${address}?${params.toString().replace(/\+/g, '%20')}`;
}
