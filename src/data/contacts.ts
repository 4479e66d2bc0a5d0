/**
 * The company's contact channels. Pages, forms and their e-mail fallbacks
 * read them from here so an address changes in one place.
 */
export type ContactChannel = {
  id: 'slack' | 'email' | 'issues';
  title: string;
  text: string;
  action: { label: string; href: string };
};

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

/** The channel cards of /contact/, in display order. */
export const contactChannels: readonly ContactChannel[] = [
  {
    id: 'slack',
    title: 'Community Slack',
    text: 'Ask questions and discuss DBLab Engine, Joe Bot, monitoring and PostgreSQL in general with the community.',
    action: { label: 'Join the community', href: communitySlackUrl },
  },
  {
    id: 'email',
    title: 'E-mail',
    text: 'For suggestions, partnerships, plans and pricing, or anything you would rather not discuss in public, write to the team.',
    action: { label: `Write to ${teamEmail}`, href: `mailto:${teamEmail}` },
  },
  {
    id: 'issues',
    title: 'Found an issue?',
    text: 'Report bugs and request features for DBLab Engine in its issue tracker on GitLab, with the engine version and the steps to reproduce. If the report involves private details of your setup, e-mail the team instead.',
    action: { label: 'Open an issue on GitLab', href: engineIssuesUrl },
  },
];

/** Self-service help, listed under the contact channels. */
export type KnowledgeBaseLink = { id: string; title: string; text: string; route: string };

export const knowledgeBaseLinks: readonly KnowledgeBaseLink[] = [
  {
    id: 'docs',
    title: 'Documentation',
    text: 'Tutorials, how-to guides and reference for DBLab Engine, Joe Bot, checkup, monitoring and the Console.',
    route: '/docs/',
  },
  {
    id: 'questions-and-answers',
    title: 'Questions and answers',
    text: 'Short answers to what teams ask most often: editions and pricing, machine requirements, the AI assistant and support.',
    route: '/docs/questions-and-answers',
  },
];
