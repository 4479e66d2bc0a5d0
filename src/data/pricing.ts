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

/** PostgresAI Checkup, the monthly health-check service announced in July 2025. */
export const checkupService = {
  /** A cluster is one production environment, whatever its size and number of replicas. */
  monthlyUsdPerCluster: 500,
} as const;

/** The PRO plan of the PostgresAI assistant, as announced in January 2024. */
export const assistantProPlan2024 = {
  monthlyUsd: 500,
  /** The monthly price under the promotional offer of the announcement. */
  promotionalMonthlyUsd: 300,
  teammates: 10,
  requestsPerMonth: 1000,
  supportResponseBusinessDays: 3,
} as const;

/**
 * Monthly costs in the November 2022 comparison "cheaper and faster": ten copies
 * of a 100 GiB database, `r5.xlarge` wherever an instance is needed, AWS prices
 * of that time.
 */
export const costComparison2022 = {
  thickEbs: { computeUsd: 185, storagePerCopyUsd: 100, totalUsd: 1185 },
  rdsClones: { computePerCloneUsd: 365, totalUsd: 4650 },
  auroraClones: { computePerCloneUsd: 417, storageUsd: 100, totalUsd: 4270 },
  dblab: { computeUsd: 345, storageUsd: 100, totalUsd: 445 },
} as const;

/**
 * Monthly costs in the DBLab Engine 4.0 announcement (July 2025): ten developers,
 * a 1 TiB database, AWS prices of 2025.
 */
export const costComparison2025 = {
  rdsThickClonesUsd: 8477.6,
  auroraThinClonesUsd: 8570.4,
  dblabTotalUsd: 798.92,
  /** The Standard Edition fee for the `r7i.2xlarge` instance, included in the DBLab total. */
  dblabStandardEditionUsd: 331,
  dblabInstanceType: 'r7i.2xlarge',
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

/** A row of the plan comparison: one feature, what each plan's card says about it. */
export type PlanComparisonRow = {
  feature: string;
  /** `null` when the plan's card does not list the item. */
  values: Readonly<Record<PlanId, string | null>>;
};

/** The plan cards side by side. Booster is an add-on, so it lists only what it adds to SE. */
export const planComparison: readonly PlanComparisonRow[] = [
  {
    feature: 'Price',
    values: {
      standard: `From ${formatUsd(standardEdition.startingMonthlyUsd)} per month`,
      booster: `${formatUsd(boosterAddOn.priceUsd)} once, covers ${boosterAddOn.durationMonths} months`,
      enterprise: `Custom, from $${enterpriseEdition.startingUsdPer100GiBHour} per 100 GiB per hour`,
    },
  },
  {
    feature: 'Billing',
    values: { standard: 'Hourly, by instance size', booster: 'One payment', enterprise: 'Annual contract' },
  },
  {
    feature: 'Branching and thin cloning',
    values: { standard: 'Unlimited', booster: 'Comes with SE', enterprise: 'Included' },
  },
  {
    feature: 'Users',
    values: { standard: 'One user and API key', booster: null, enterprise: 'Many users with single sign-on' },
  },
  {
    feature: 'Database size',
    values: {
      standard: `Up to ${standardEdition.maxDatabaseSizeGiB} GiB`,
      booster: null,
      enterprise: 'No limit',
    },
  },
  {
    feature: 'Scheduled data refresh',
    values: { standard: 'Included', booster: null, enterprise: null },
  },
  {
    feature: 'Monitoring',
    values: { standard: 'Included', booster: null, enterprise: null },
  },
  {
    feature: 'Advanced access control',
    values: { standard: null, booster: null, enterprise: 'Included' },
  },
  {
    feature: 'Automated database testing in CI/CD',
    values: { standard: null, booster: null, enterprise: 'Included' },
  },
  {
    feature: 'SQL optimization tooling and workflow',
    values: { standard: null, booster: null, enterprise: 'Included' },
  },
  {
    feature: 'Postgres customisation',
    values: {
      standard: 'Help with extensions and locales on request',
      booster: 'Custom-built Docker images on request',
      enterprise: null,
    },
  },
  {
    feature: 'Support channels',
    values: {
      standard: 'Vendor support',
      booster: 'Unlimited questions in Slack',
      enterprise: 'Unlimited, in Slack and Zoom',
    },
  },
  {
    feature: 'Support response time',
    values: {
      standard: `Within ${standardEdition.supportResponseBusinessDays} business days`,
      booster: `Within ${boosterAddOn.supportResponseBusinessDays} business day`,
      enterprise: `Within ${enterpriseEdition.supportResponseBusinessDays} business day`,
    },
  },
  {
    feature: 'Training',
    values: {
      standard: null,
      booster: 'One hour of live training over Zoom',
      enterprise: 'Quarterly, with a best-practice review',
    },
  },
  {
    feature: 'Live debugging and troubleshooting',
    values: { standard: null, booster: null, enterprise: 'Included' },
  },
];

/** One fact of "How it works" for DBLab SE billing. */
export type BillingFact = {
  id: string;
  title: string;
  text: string;
  link?: { label: string; href: string };
};

export const billingFacts: readonly BillingFact[] = [
  {
    id: 'open-source-inside',
    title: 'Open source inside, running in your infrastructure',
    text: 'DBLab SE is assembled from open-source components and installed in your own cloud account or data centre.',
  },
  {
    id: 'what-the-fee-covers',
    title: 'What the fee pays for',
    text: 'Vendor support, a tested package, and ongoing updates: new Postgres versions, extensions and tools.',
  },
  {
    id: 'switch-to-ce',
    title: 'Free to switch to Community Edition',
    text: 'You can move to the free, open-source Community Edition at any time. You keep the engine and lose the SE bundle and vendor support.',
  },
  {
    id: 'where-it-runs',
    title: 'Where it runs',
    text: 'The Console has a simplified setup for AWS, GCP, DigitalOcean and Hetzner Cloud. With the BYOM (bring your own machine) option, install on your own hardware or in any other cloud.',
  },
  {
    id: 'cloud-costs',
    title: 'Cloud resources are billed by your provider',
    text: 'Virtual machines, storage, network traffic and IP addresses are paid to your cloud provider separately; the DBLab SE fee does not include them.',
  },
  {
    id: 'compute-based',
    title: 'Priced by compute, not by data',
    text: `The price depends on the CPU and RAM of the instance; for a machine that is not in the table, the closest size applies. Database size does not change the price, but one SE instance serves databases up to ${standardEdition.maxDatabaseSizeGiB} GiB. For larger databases, contact sales.`,
  },
  {
    id: 'hourly-billing',
    title: 'Billed by the hour',
    text: 'You pay only for the hours the instance runs; there is no charge while it is switched off. A started hour counts as a full hour. To stop charges for good, de-provision the instance.',
  },
  {
    id: 'payments',
    title: 'Payments and invoices',
    text: 'Payments are processed by Stripe. Invoices and billed hours are listed in the "Billing" section of your organisation in the Console.',
  },
  {
    id: 'aws-marketplace',
    title: 'Buying through AWS Marketplace',
    text: 'If you install DBLab SE from AWS Marketplace, the prices on the Marketplace listing apply.',
    link: { label: 'DBLab on AWS Marketplace', href: awsMarketplaceUrl },
  },
];

/**
 * The API query behind the SE price table: the GCP instance catalogue is the
 * size reference. Append it to the configured `apiUrlPrefix`.
 */
export const priceTableQuery =
  'cloud_instances?cloud_provider=eq.gcp&only_in_regions=ov.%7Ball,northamerica-northeast1%7D&order=vcpus.asc,ram_gib.asc';

/** One row of the SE price table, from the API or from the bundled snapshot. */
export type InstancePrice = {
  /** Instance size name, e.g. the cloud's machine type. */
  size: string;
  /** `null` when the figure is not published (snapshot rows). */
  vcpus: number | null;
  ramGiB: number | null;
  /** ISO 4217 code (`USD`) or a symbol (`$`), as the API sends it. */
  currency: string;
  hourly: number;
  /** The price is a lower bound ("from"). */
  startingFrom?: boolean;
};
