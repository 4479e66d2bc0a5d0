/** Where the not-found page suggests going next. Later sections add their entries. */
export type NotFoundLink = { label: string; route: string; description: string };

export const notFoundLinks: readonly NotFoundLink[] = [
  {
    label: 'Documentation',
    route: '/docs/',
    description: 'Install DBLab Engine, create clones and branches, read the references.',
  },
  {
    label: 'Blog',
    route: '/blog',
    description: 'Release notes, PostgreSQL internals and the #PostgresMarathon series.',
  },
  {
    label: 'Consulting',
    route: '/consulting',
    description: 'Talk to the team about performance, upgrades and scaling.',
  },
  { label: 'Home page', route: '/', description: 'Start again from the overview of PostgresAI tools.' },
];
