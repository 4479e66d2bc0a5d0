/**
 * Customer case studies shown on /resources/ and /resources/case-studies/<slug>.
 * Every fact and figure comes from the case-study section of the page scope;
 * people appear by role only, and what they reported is paraphrased.
 */

import type { CallToAction } from './callToAction';

export type CaseStudySlug = 'gitlab' | 'cdek' | 'qiwi';

/** One number of the key-figures box, with what it measures. */
export type CaseStudyFigure = { value: string; label: string };

/** A product page related to what the customer adopted. */
export type CaseStudyProductLink = { label: string; route: string; text: string };

export type CaseStudy = {
  slug: CaseStudySlug;
  /** The page's route, as in the route contract. */
  route: `/resources/case-studies/${CaseStudySlug}`;
  customer: string;
  industry: string;
  /** The page's h1. */
  headline: string;
  /** One or two sentences for the card on /resources/ and the page lead. */
  summary: string;
  /** The page's meta description. */
  description: string;
  /** ISO date of publication, only where the original site stated one. */
  date?: string;
  /** Facts about the company, as stated at the time of the case study. */
  companyFacts: readonly string[];
  figures: readonly CaseStudyFigure[];
  challenge: { intro: string; points: readonly string[] };
  solution: { intro: string; points: readonly string[] };
  results: readonly string[];
  /** What an engineer of the customer reported, paraphrased and attributed by role only. */
  engineerReport: { role: string; paraphrase: string };
  relatedProducts: readonly CaseStudyProductLink[];
};

const products = {
  joe: {
    label: 'Joe Bot: SQL optimization',
    route: '/products/joe',
    text: 'Run EXPLAIN and try indexes on a full-size thin clone from chat, without access to production data.',
  },
  migrations: {
    label: 'Database migration testing',
    route: '/products/database-migration-testing',
    text: 'Run every pending migration on a thin clone in CI and see locks, duration and errors before deploying.',
  },
  environments: {
    label: 'Realistic test environments',
    route: '/products/realistic-test-environments',
    text: 'Replace shared staging databases with isolated, resettable clones of production-sized data.',
  },
  engine: {
    label: 'DBLab Engine',
    route: '/products/dblab_engine/',
    text: 'The thin-cloning engine behind all of the above: many writable copies of one database on one machine.',
  },
} satisfies Record<string, CaseStudyProductLink>;

export const caseStudies: readonly CaseStudy[] = [
  {
    slug: 'gitlab',
    route: '/resources/case-studies/gitlab',
    customer: 'GitLab',
    industry: 'Software: DevOps platform',
    headline: 'How GitLab reviews SQL performance on production-sized data without production access',
    summary:
      'GitLab moved SQL performance review for its 12 TiB PostgreSQL database to Joe Bot on Database Lab thin clones, so engineers check queries on realistic data in seconds instead of waiting days for an environment.',
    description:
      'Case study: GitLab uses Joe Bot on Database Lab thin clones to review SQL performance on a 12 TiB PostgreSQL database without giving engineers production access.',
    date: '2021-06-18',
    companyFacts: [
      'Builds a DevOps platform and ships it as a monthly release of a monolithic application',
      'All-remote company with more than 1,300 employees at the time of the case study',
      'Its monolith runs on a 12 TiB PostgreSQL database',
    ],
    figures: [
      { value: '12 TiB', label: 'PostgreSQL database behind the monolith' },
      { value: '60k–80k', label: 'transactions per second on that database' },
      { value: '150+', label: 'engineers working under least-privilege access' },
      { value: 'Days → seconds', label: 'time to provision an environment for query work' },
    ],
    challenge: {
      intro:
        'GitLab ships a monthly release of a monolith whose data lives in a large, busy PostgreSQL database. Every change that touches the database has to be checked against data that behaves like production, and that made database review hard to scale.',
      points: [
        'The database holds 12 TiB and serves 60,000 to 80,000 transactions per second, so query plans on small development data say little about production.',
        'Every database change must be reviewed on production-like data before it ships.',
        'Access follows the principle of least privilege, and more than 150 engineers cannot simply be given access to production.',
        'A small group of database experts had to run or confirm the checks, and became a bottleneck for everyone else.',
      ],
    },
    solution: {
      intro:
        'Since mid-2019, GitLab engineers have used Joe Bot, which runs their queries on Database Lab (now DBLab Engine) thin clones of the production database and answers with plans and statistics instead of data.',
      points: [
        'Each engineer gets an isolated, writable thin clone in seconds, with the same data volume and the same plans as production.',
        'Joe Bot returns execution plans, timing and buffer statistics, so engineers can test an index or a rewrite themselves and reset the clone afterwards.',
        'The optimization environment stays in sync with production, so the results apply to the real database.',
        'At the time of the case study the team was working toward automated testing of schema migrations on thin clones as well.',
      ],
    },
    results: [
      'Dedicated environments for query work are available on demand, to any engineer.',
      'Provisioning an environment for query work went from days to seconds.',
      'The optimization environment stays in sync with production.',
      'Developers can run any query they need to study without access to production.',
      'Checking changes on realistic data lowers the risk of performance degradation after a release.',
    ],
    engineerReport: {
      role: 'an engineering manager for Memory and Database at GitLab',
      paraphrase:
        'The case study includes feedback from GitLab’s engineering manager for Memory and Database. In our words, the team’s experience comes down to this: engineers now get a production-like environment for SQL work on demand instead of waiting on the database experts, and they can study any query without being granted access to production.',
    },
    relatedProducts: [products.joe, products.migrations, products.engine],
  },
  {
    slug: 'cdek',
    route: '/resources/case-studies/cdek',
    customer: 'CDEK',
    industry: 'Logistics and express delivery',
    headline: 'How CDEK gave 100+ developers and testers their own staging databases',
    summary:
      'CDEK deployed DBLab on its private-cloud PostgreSQL in three weeks. Staging data that took several days to restore now arrives in seconds, and each team has its own staging database.',
    description:
      'Case study: CDEK, an express delivery company, replaced days-long staging restores with DBLab thin clones and gave each team its own PostgreSQL staging database.',
    companyFacts: [
      'Logistics and express delivery company headquartered in Novosibirsk, Russia',
      '20-year history and revenue of $65M in 2019',
      '1 million active users and 150,000 departures a day, a volume that tripled in two years',
      'Serves 36,000 localities through 1,800 offices in 14 countries',
    ],
    figures: [
      { value: '360k', label: 'transactions per minute across the microservices' },
      { value: '100+', label: 'developers and testers who needed test databases' },
      { value: '3 weeks', label: 'to deploy DBLab with limited resources' },
      { value: '50+', label: 'DBLab Engines in use' },
      { value: '14 h → seconds', label: 'to deliver data to an environment' },
    ],
    challenge: {
      intro:
        'CDEK runs a microservice architecture on PostgreSQL that processes 360,000 transactions per minute. The engineering organization grew faster than its test infrastructure.',
      points: [
        'More than 100 developers and testers lacked proper test environments and often had to test in production.',
        'Restoring a staging database took several days, and staging data lagged months behind production.',
        'The team wanted to check the risk of each database migration and to optimize SQL before release, which needs realistic data.',
      ],
    },
    solution: {
      intro:
        'CDEK deployed DBLab on top of its PostgreSQL databases in a private cloud. The rollout took three weeks with limited resources.',
      points: [
        'Thin clones replace full restores: a fresh, full-size copy of the data is ready in seconds.',
        'Each team works with its own personal staging database instead of a shared one.',
        'The data is refreshed daily, so test environments follow production closely.',
        'Realistic clones serve the team’s goals of checking the risk of migrations and optimizing SQL before release.',
      ],
    },
    results: [
      'Restoring staging went from several days to seconds.',
      'The lag of staging data behind production shrank from months to about one day, with a daily refresh.',
      'Delivering data to an environment takes seconds instead of 14 hours.',
      'Every team has its own staging database.',
      'No additional staff were needed to run it.',
    ],
    engineerReport: {
      role: 'a DBA at CDEK',
      paraphrase: 'A DBA at CDEK reported that the company runs more than 50 DBLab Engines.',
    },
    relatedProducts: [products.environments, products.migrations, products.joe, products.engine],
  },
  {
    slug: 'qiwi',
    route: '/resources/case-studies/qiwi',
    customer: 'Qiwi',
    industry: 'Payments and banking',
    headline: 'How Qiwi refreshes ten staging databases in about a minute',
    summary:
      'Qiwi replaced thick-copy staging servers with Database Lab. Ten staging servers with more than 6 TB of data refresh in about a minute, and 50+ developers and testers get isolated clones on their own.',
    description:
      'Case study: Qiwi replaced weeks-old thick-copy PostgreSQL staging servers with Database Lab thin clones that refresh in about a minute.',
    companyFacts: [
      'Payments provider and bank headquartered in Nicosia, Cyprus',
      'Revenue of $635M in 2019',
      'Owns RocketBank, a Russian neobank founded in 2012 that focuses on small businesses',
    ],
    figures: [
      { value: '10', label: 'staging servers refreshed together' },
      { value: '6+ TB', label: 'of data on those staging servers' },
      { value: '~1 min', label: 'to refresh all of them' },
      { value: '50+', label: 'developers and testers served' },
    ],
    challenge: {
      intro:
        'Qiwi’s staging and test PostgreSQL databases were full, thick copies on dedicated staging servers. Keeping them current was slow, and sharing them was painful.',
      points: [
        'A refresh took about a week, so staging data was weeks out of date and the lag could reach a month.',
        'More than 50 developers and testers shared the same servers, which caused slowdowns and constant coordination.',
        'When shared data got corrupted, a staging server sometimes had to be redeployed.',
      ],
    },
    solution: {
      intro:
        'Qiwi replaced the staging server approach with Database Lab for its staging and test PostgreSQL databases.',
      points: [
        'Developers and testers create isolated clones themselves, in seconds, without waiting for anyone.',
        'Each clone is isolated, so an experiment in one clone does not touch anyone else’s data.',
        'Refreshing the data takes minutes instead of a week.',
      ],
    },
    results: [
      'Ten staging servers with more than 6 TB of data in total refresh in about a minute.',
      'Refreshes take minutes instead of a week, and data no longer lags production by up to a month.',
      'Self-service, isolated clones are ready in seconds.',
      'The velocity of the 50+ person team went up.',
      'No additional staff were needed to run it.',
    ],
    engineerReport: {
      role: 'a DBA at Qiwi',
      paraphrase:
        'A DBA at Qiwi reported that refreshing all ten staging servers, more than 6 TB of data in total, takes about a minute.',
    },
    relatedProducts: [products.environments, products.engine],
  },
];

export function getCaseStudy(slug: CaseStudySlug): CaseStudy {
  const study = caseStudies.find((entry) => entry.slug === slug);
  if (!study) throw new Error(`Unknown case study: ${slug}`);
  return study;
}

/** The calls to action at the end of every case study. */
export const caseStudyActions: readonly CallToAction[] = [
  { label: 'Start in the Console', target: { setting: 'signInUrl' }, variant: 'primary' },
  { label: 'Talk to us', target: { route: '/contact/' }, variant: 'secondary' },
];

/** Formats an ISO date as "18 June 2021", independent of the visitor's locale and time zone. */
export function formatCaseStudyDate(iso: string): string {
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const [year, month, day] = iso.split('-').map(Number);
  return `${day ?? ''} ${months[(month ?? 1) - 1] ?? ''} ${year ?? ''}`;
}
