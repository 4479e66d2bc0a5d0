/**
 * Every price, plan and licence fact on the site. Pricing pages, product
 * pages and docs read them from here, so the site never disagrees with itself.
 */

export type PlanId = 'standard' | 'booster' | 'enterprise';

export type Plan = {
  id: PlanId;
  name: string;
  /** Short product name shown under the plan name. */
  edition: string;
  summary: string;
  /** The price as the plan card states it. */
  price: { headline: string; detail: string };
  features: readonly string[];
  action: { label: string; kind: 'console' | 'contact' };
};

/** Hours in a billing month, used to turn an hourly price into a monthly one. */
export const hoursPerMonth = 730;

/** DBLab Engine Standard Edition: the published starting price. */
export const standardEdition = {
  startingMonthlyUsd: 62,
  /** Largest database one SE instance serves; beyond this, talk to sales. */
  maxDatabaseSizeGiB: 2000,
  supportResponseBusinessDays: 3,
} as const;

export const boosterAddOn = {
  priceUsd: 4500,
  durationMonths: 3,
  supportResponseBusinessDays: 1,
} as const;

export const enterpriseEdition = {
  /** Published lower bound of the custom price, per 100 GiB of data per hour. */
  startingUsdPer100GiBHour: 0.2662,
  supportResponseBusinessDays: 1,
} as const;

/** Licences of the open-source products. */
export const licences = {
  dblabEngine: { name: 'Apache 2.0', since: 'DBLab Engine 3.5 (2023)' },
  joeBot: { name: 'GNU AGPL v3' },
  monitoring: { name: 'Apache 2.0' },
} as const;

export const awsMarketplaceUrl = 'https://aws.dblab.dev/';

export function formatUsd(amount: number, fractionDigits = 0): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

export const plans: readonly Plan[] = [
  {
    id: 'standard',
    name: 'Standard',
    edition: 'DBLab SE',
    summary: 'Thin clones and branching for one team, installed in your own cloud account in minutes.',
    price: {
      headline: `from ${formatUsd(standardEdition.startingMonthlyUsd)} / month`,
      detail: 'Billed hourly by instance size; cloud resources are paid to your provider.',
    },
    features: [
      'Unlimited branching and thin cloning',
      'Scheduled, automated data refresh',
      'Set up in minutes from the Console',
      'A tested package with vendor support',
      'Sources include PostGIS databases and managed services: RDS, Aurora, Cloud SQL, Supabase, Timescale, Heroku',
      'Monitoring included',
      'One user and API key',
      `Databases up to ${standardEdition.maxDatabaseSizeGiB} GiB`,
      'Help with Postgres customisation (extensions, locales) on request',
      `Support replies within ${standardEdition.supportResponseBusinessDays} business days`,
    ],
    action: { label: 'Set up in 3 minutes', kind: 'console' },
  },
  {
    id: 'booster',
    name: '"Booster" add-on',
    edition: 'for DBLab SE',
    summary: 'A one-time package of enterprise-level support to get a team productive quickly.',
    price: {
      headline: formatUsd(boosterAddOn.priceUsd),
      detail: `One payment for ${boosterAddOn.durationMonths} months.`,
    },
    features: [
      'Unlimited questions in Slack',
      'One hour of live training over Zoom',
      'Custom-built Docker images on request',
      `Support replies within ${boosterAddOn.supportResponseBusinessDays} business day`,
    ],
    action: { label: 'Contact us', kind: 'contact' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    edition: 'DBLab EE',
    summary: 'For organisations that need many users, large databases and database testing in CI/CD.',
    price: {
      headline: 'Custom pricing',
      detail: `Annual contract, from $${enterpriseEdition.startingUsdPer100GiBHour} per 100 GiB per hour.`,
    },
    features: [
      'Many users with single sign-on',
      'No limit on database size',
      'Advanced access control',
      'Automated database testing in CI/CD',
      'SQL optimization tooling and workflow',
      'Unlimited support in Slack and Zoom',
      'Quarterly training and best-practice review',
      'Live debugging and troubleshooting',
      `Support replies within ${enterpriseEdition.supportResponseBusinessDays} business day`,
    ],
    action: { label: 'Contact us', kind: 'contact' },
  },
];
