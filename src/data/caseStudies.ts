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
  /** The page's route, as in the route contract; the page is src/pages/resources/case-studies/<slug>.mdx. */
  route: `/resources/case-studies/${CaseStudySlug}`;
  customer: string;
  industry: string;
  /** The page's h1 and the headline of its card on /resources/. */
  headline: string;
  /** One or two sentences for the card on /resources/ and the page lead. */
  summary: string;
  /** ISO date of publication, only where the original site stated one. */
  date?: string;
  /** Facts about the company, as stated at the time of the case study. */
  companyFacts: readonly string[];
  figures: readonly CaseStudyFigure[];
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
