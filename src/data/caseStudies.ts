/**
 * Customer case studies shown on /resources/ and /resources/case-studies/<slug>.
 * Every fact and figure comes from the case-study section of the page scope;
 * people appear by role only, and what they reported is paraphrased.
 */

import { translate } from '@docusaurus/Translate';
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
    label: translate({ id: 'caseStudy.product.joe.label', message: 'Joe Bot: SQL optimization' }),
    route: '/products/joe',
    text: translate({
      id: 'caseStudy.product.joe.text',
      message: 'Run EXPLAIN and try indexes on a full-size thin clone from chat, without access to production data.',
    }),
  },
  migrations: {
    label: translate({ id: 'caseStudy.product.migrations.label', message: 'Database migration testing' }),
    route: '/products/database-migration-testing',
    text: translate({
      id: 'caseStudy.product.migrations.text',
      message: 'Run every pending migration on a thin clone in CI and see locks, duration and errors before deploying.',
    }),
  },
  environments: {
    label: translate({ id: 'caseStudy.product.environments.label', message: 'Realistic test environments' }),
    route: '/products/realistic-test-environments',
    text: translate({
      id: 'caseStudy.product.environments.text',
      message: 'Replace shared staging databases with isolated, resettable clones of production-sized data.',
    }),
  },
  engine: {
    label: 'DBLab Engine',
    route: '/products/dblab_engine/',
    text: translate({
      id: 'caseStudy.product.engine.text',
      message: 'The thin-cloning engine behind all of the above: many writable copies of one database on one machine.',
    }),
  },
} satisfies Record<string, CaseStudyProductLink>;

export const caseStudies: readonly CaseStudy[] = [
  {
    slug: 'gitlab',
    route: '/resources/case-studies/gitlab',
    customer: 'GitLab',
    industry: translate({ id: 'caseStudy.gitlab.industry', message: 'Software: DevOps platform' }),
    headline: translate({
      id: 'caseStudy.gitlab.headline',
      message: 'How GitLab reviews SQL performance on production-sized data without production access',
    }),
    summary: translate({
      id: 'caseStudy.gitlab.summary',
      message:
        'GitLab moved SQL performance review for its 12 TiB PostgreSQL database to Joe Bot on Database Lab thin clones, so engineers check queries on realistic data in seconds instead of waiting days for an environment.',
    }),
    date: '2021-06-18',
    companyFacts: [
      translate({
        id: 'caseStudy.gitlab.companyFacts.0',
        message: 'Builds a DevOps platform and ships it as a monthly release of a monolithic application',
      }),
      translate({
        id: 'caseStudy.gitlab.companyFacts.1',
        message: 'All-remote company with more than 1,300 employees at the time of the case study',
      }),
      translate({
        id: 'caseStudy.gitlab.companyFacts.2',
        message: 'Its monolith runs on a 12 TiB PostgreSQL database',
      }),
    ],
    figures: [
      {
        value: '12 TiB',
        label: translate({
          id: 'caseStudy.gitlab.figures.0.label',
          message: 'PostgreSQL database behind the monolith',
        }),
      },
      {
        value: '60k–80k',
        label: translate({
          id: 'caseStudy.gitlab.figures.1.label',
          message: 'transactions per second on that database',
        }),
      },
      {
        value: '150+',
        label: translate({
          id: 'caseStudy.gitlab.figures.2.label',
          message: 'engineers working under least-privilege access',
        }),
      },
      {
        value: translate({ id: 'caseStudy.gitlab.figures.3.value', message: 'Days → seconds' }),
        label: translate({
          id: 'caseStudy.gitlab.figures.3.label',
          message: 'time to provision an environment for query work',
        }),
      },
    ],
    relatedProducts: [products.joe, products.migrations, products.engine],
  },
  {
    slug: 'cdek',
    route: '/resources/case-studies/cdek',
    customer: 'CDEK',
    industry: translate({ id: 'caseStudy.cdek.industry', message: 'Logistics and express delivery' }),
    headline: translate({
      id: 'caseStudy.cdek.headline',
      message: 'How CDEK gave 100+ developers and testers their own staging databases',
    }),
    summary: translate({
      id: 'caseStudy.cdek.summary',
      message:
        'CDEK deployed DBLab on its private-cloud PostgreSQL in three weeks. Staging data that took several days to restore now arrives in seconds, and each team has its own staging database.',
    }),
    companyFacts: [
      translate({
        id: 'caseStudy.cdek.companyFacts.0',
        message: 'Logistics and express delivery company headquartered in Novosibirsk, Russia',
      }),
      translate({ id: 'caseStudy.cdek.companyFacts.1', message: '20-year history and revenue of $65M in 2019' }),
      translate({
        id: 'caseStudy.cdek.companyFacts.2',
        message: '1 million active users and 150,000 departures a day, a volume that tripled in two years',
      }),
      translate({
        id: 'caseStudy.cdek.companyFacts.3',
        message: 'Serves 36,000 localities through 1,800 offices in 14 countries',
      }),
    ],
    figures: [
      {
        value: '360k',
        label: translate({
          id: 'caseStudy.cdek.figures.0.label',
          message: 'transactions per minute across the microservices',
        }),
      },
      {
        value: '100+',
        label: translate({
          id: 'caseStudy.cdek.figures.1.label',
          message: 'developers and testers who needed test databases',
        }),
      },
      {
        value: translate({ id: 'caseStudy.cdek.figures.2.value', message: '3 weeks' }),
        label: translate({ id: 'caseStudy.cdek.figures.2.label', message: 'to deploy DBLab with limited resources' }),
      },
      { value: '50+', label: translate({ id: 'caseStudy.cdek.figures.3.label', message: 'DBLab Engines in use' }) },
      {
        value: translate({ id: 'caseStudy.cdek.figures.4.value', message: '14 h → seconds' }),
        label: translate({ id: 'caseStudy.cdek.figures.4.label', message: 'to deliver data to an environment' }),
      },
    ],
    relatedProducts: [products.environments, products.migrations, products.joe, products.engine],
  },
  {
    slug: 'qiwi',
    route: '/resources/case-studies/qiwi',
    customer: 'Qiwi',
    industry: translate({ id: 'caseStudy.qiwi.industry', message: 'Payments and banking' }),
    headline: translate({
      id: 'caseStudy.qiwi.headline',
      message: 'How Qiwi refreshes ten staging databases in about a minute',
    }),
    summary: translate({
      id: 'caseStudy.qiwi.summary',
      message:
        'Qiwi replaced thick-copy staging servers with Database Lab. Ten staging servers with more than 6 TB of data refresh in about a minute, and 50+ developers and testers get isolated clones on their own.',
    }),
    companyFacts: [
      translate({
        id: 'caseStudy.qiwi.companyFacts.0',
        message: 'Payments provider and bank headquartered in Nicosia, Cyprus',
      }),
      translate({ id: 'caseStudy.qiwi.companyFacts.1', message: 'Revenue of $635M in 2019' }),
      translate({
        id: 'caseStudy.qiwi.companyFacts.2',
        message: 'Owns RocketBank, a Russian neobank founded in 2012 that focuses on small businesses',
      }),
    ],
    figures: [
      {
        value: '10',
        label: translate({ id: 'caseStudy.qiwi.figures.0.label', message: 'staging servers refreshed together' }),
      },
      {
        value: '6+ TB',
        label: translate({ id: 'caseStudy.qiwi.figures.1.label', message: 'of data on those staging servers' }),
      },
      {
        value: translate({ id: 'caseStudy.qiwi.figures.2.value', message: '~1 min' }),
        label: translate({ id: 'caseStudy.qiwi.figures.2.label', message: 'to refresh all of them' }),
      },
      {
        value: '50+',
        label: translate({ id: 'caseStudy.qiwi.figures.3.label', message: 'developers and testers served' }),
      },
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
  {
    label: translate({ id: 'caseStudy.action.0', message: 'Start in the Console' }),
    target: { setting: 'signInUrl' },
    variant: 'primary',
  },
  {
    label: translate({ id: 'caseStudy.action.1', message: 'Talk to us' }),
    target: { route: '/contact/' },
    variant: 'secondary',
  },
];

/** Full month names by site locale (Russian in the genitive, as a date needs); others get English. */
const caseStudyMonths: Readonly<Record<string, readonly string[]>> = {
  en: [
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
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
};

/** Formats an ISO date as "18 June 2021" ("18 июня 2021" in Russian), independent of the visitor's time zone. */
export function formatCaseStudyDate(iso: string, locale = 'en'): string {
  const months = caseStudyMonths[locale] ?? caseStudyMonths.en ?? [];
  const [year, month, day] = iso.split('-').map(Number);
  return `${day ?? ''} ${months[(month ?? 1) - 1] ?? ''} ${year ?? ''}`;
}
