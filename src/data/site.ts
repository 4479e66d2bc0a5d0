/** Names and one-line descriptions used across the site's metadata. */
export const site = {
  title: 'PostgresAI',
  tagline: 'Branch and thin-clone PostgreSQL databases of any size in seconds, for development, testing and CI.',
  legalName: 'Nombox LLC d.b.a. PostgresAI',
  blogDescription:
    'Release notes, PostgreSQL internals and practical guides from the teams behind DBLab Engine and PostgresAI.',
  keywords: ['PostgreSQL', 'Postgres', 'thin cloning', 'database branching', 'DBLab Engine', 'database testing'],
} as const;
