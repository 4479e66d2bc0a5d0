/**
 * Every price and licence fact on the site. Pricing pages, product pages and
 * docs read them from here, so the site never disagrees with itself. The plan
 * cards built from these facts are in `pricingPlans.ts`.
 */

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
  dblabEngine: {
    name: 'Apache 2.0',
    /** The release that moved the engine to this licence, and when it came out. */
    sinceVersion: '3.5',
    sinceMonth: 'November 2023',
    /** The licence of the releases before that one. */
    previous: { name: 'GNU AGPL v3', versions: '2.0 to 3.4' },
  },
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
