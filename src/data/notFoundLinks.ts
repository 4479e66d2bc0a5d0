/** Where the not-found page suggests going next. Later sections add their entries. */
import { translate } from '@docusaurus/Translate';
export type NotFoundLink = { label: string; route: string; description: string };

export const notFoundLinks: readonly NotFoundLink[] = [
  {
    label: translate({ id: 'notFound.link.docs', message: 'Documentation' }),
    route: '/docs/',
    description: translate({
      id: 'notFound.link.docs.text',
      message: 'Install DBLab Engine, create clones and branches, read the references.',
    }),
  },
  {
    label: translate({ id: 'notFound.link.blog', message: 'Blog' }),
    route: '/blog',
    description: translate({
      id: 'notFound.link.blog.text',
      message: 'Release notes, PostgreSQL internals and the #PostgresMarathon series.',
    }),
  },
  {
    label: translate({ id: 'notFound.link.consulting', message: 'Consulting' }),
    route: '/consulting',
    description: translate({
      id: 'notFound.link.consulting.text',
      message: 'Talk to the team about performance, upgrades and scaling.',
    }),
  },
  {
    label: translate({ id: 'notFound.link.home', message: 'Home page' }),
    route: '/',
    description: translate({
      id: 'notFound.link.home.text',
      message: 'Start again from the overview of PostgresAI tools.',
    }),
  },
];
