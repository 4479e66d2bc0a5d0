/**
 * The cards of /contact/: the channels to reach the team and the self-service
 * help under them. Addresses come from `contacts.ts`; every visible string goes
 * through `translate()`, so `write-translations` lists it.
 */
import { translate } from '@docusaurus/Translate';
import { communitySlackUrl, engineIssuesUrl, teamEmail } from './contacts';

export type ContactChannel = {
  id: 'slack' | 'email' | 'issues';
  title: string;
  text: string;
  action: { label: string; href: string };
};

/** The channel cards of /contact/, in display order. */
export const contactChannels: readonly ContactChannel[] = [
  {
    id: 'slack',
    title: translate({ id: 'contact.channel.slack.title', message: 'Community Slack' }),
    text: translate({
      id: 'contact.channel.slack.text',
      message:
        'Ask questions and discuss DBLab Engine, Joe Bot, monitoring and PostgreSQL in general with the community.',
    }),
    action: {
      label: translate({ id: 'contact.channel.slack.action', message: 'Join the community' }),
      href: communitySlackUrl,
    },
  },
  {
    id: 'email',
    title: translate({ id: 'contact.channel.email.title', message: 'E-mail' }),
    text: translate({
      id: 'contact.channel.email.text',
      message:
        'For suggestions, partnerships, plans and pricing, or anything you would rather not discuss in public, write to the team.',
    }),
    action: {
      label: translate({ id: 'contact.channel.email.action', message: 'Write to {address}' }, { address: teamEmail }),
      href: `mailto:${teamEmail}`,
    },
  },
  {
    id: 'issues',
    title: translate({ id: 'contact.channel.issues.title', message: 'Found an issue?' }),
    text: translate({
      id: 'contact.channel.issues.text',
      message:
        'Report bugs and request features for DBLab Engine in its issue tracker on GitLab, with the engine version and the steps to reproduce. If the report involves private details of your setup, e-mail the team instead.',
    }),
    action: {
      label: translate({ id: 'contact.channel.issues.action', message: 'Open an issue on GitLab' }),
      href: engineIssuesUrl,
    },
  },
];

/** Self-service help, listed under the contact channels. */
export type KnowledgeBaseLink = { id: string; title: string; text: string; route: string };

export const knowledgeBaseLinks: readonly KnowledgeBaseLink[] = [
  {
    id: 'docs',
    title: translate({ id: 'contact.knowledgeBase.docs.title', message: 'Documentation' }),
    text: translate({
      id: 'contact.knowledgeBase.docs.text',
      message: 'Tutorials, how-to guides and reference for DBLab Engine, Joe Bot, checkup, monitoring and the Console.',
    }),
    route: '/docs/',
  },
  {
    id: 'questions-and-answers',
    title: translate({ id: 'contact.knowledgeBase.faq.title', message: 'Questions and answers' }),
    text: translate({
      id: 'contact.knowledgeBase.faq.text',
      message:
        'Short answers to what teams ask most often: editions and pricing, machine requirements, the AI assistant and support.',
    }),
    route: '/docs/questions-and-answers',
  },
];
