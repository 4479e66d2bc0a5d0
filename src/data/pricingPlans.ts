/**
 * The DBLab plans as the pricing pages show them: cards, the comparison table
 * and how billing works. Figures come from `pricing.ts`; every visible string
 * goes through `translate()`, so `write-translations` lists it.
 */
import { translate } from '@docusaurus/Translate';
import { awsMarketplaceUrl, boosterAddOn, enterpriseEdition, formatUsd, standardEdition } from './pricing';

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

const seMonthly = formatUsd(standardEdition.startingMonthlyUsd);
const seMaxSize = standardEdition.maxDatabaseSizeGiB;
const eeRate = `$${enterpriseEdition.startingUsdPer100GiBHour}`;
const contactUs = translate({ id: 'pricing.plan.action.contact', message: 'Contact us' });

export const plans: readonly Plan[] = [
  {
    id: 'standard',
    name: translate({ id: 'pricing.plan.standard.name', message: 'Standard' }),
    edition: 'DBLab SE',
    summary: translate({
      id: 'pricing.plan.standard.summary',
      message: 'Thin clones and branching for one team, installed in your own cloud account in minutes.',
    }),
    price: {
      headline: translate({ id: 'pricing.plan.standard.price', message: 'from {price} / month' }, { price: seMonthly }),
      detail: translate({
        id: 'pricing.plan.standard.priceDetail',
        message: 'Billed hourly by instance size; cloud resources are paid to your provider.',
      }),
    },
    features: [
      translate({ id: 'pricing.plan.standard.feature.cloning', message: 'Unlimited branching and thin cloning' }),
      translate({ id: 'pricing.plan.standard.feature.refresh', message: 'Scheduled, automated data refresh' }),
      translate({ id: 'pricing.plan.standard.feature.setup', message: 'Set up in minutes from the Console' }),
      translate({ id: 'pricing.plan.standard.feature.package', message: 'A tested package with vendor support' }),
      translate({
        id: 'pricing.plan.standard.feature.sources',
        message:
          'Sources include PostGIS databases and managed services: RDS, Aurora, Cloud SQL, Supabase, Timescale, Heroku',
      }),
      translate({ id: 'pricing.plan.standard.feature.monitoring', message: 'Monitoring included' }),
      translate({ id: 'pricing.plan.standard.feature.users', message: 'One user and API key' }),
      translate(
        { id: 'pricing.plan.standard.feature.size', message: 'Databases up to {size} GiB' },
        { size: seMaxSize },
      ),
      translate({
        id: 'pricing.plan.standard.feature.customisation',
        message: 'Help with Postgres customisation (extensions, locales) on request',
      }),
      translate(
        { id: 'pricing.plan.standard.feature.support', message: 'Support replies within {days} business days' },
        { days: standardEdition.supportResponseBusinessDays },
      ),
    ],
    action: {
      label: translate({ id: 'pricing.plan.standard.action', message: 'Set up in 3 minutes' }),
      kind: 'console',
    },
  },
  {
    id: 'booster',
    name: translate({ id: 'pricing.plan.booster.name', message: '"Booster" add-on' }),
    edition: translate({ id: 'pricing.plan.booster.edition', message: 'for DBLab SE' }),
    summary: translate({
      id: 'pricing.plan.booster.summary',
      message: 'A one-time package of enterprise-level support to get a team productive quickly.',
    }),
    price: {
      headline: formatUsd(boosterAddOn.priceUsd),
      detail: translate(
        { id: 'pricing.plan.booster.priceDetail', message: 'One payment for {months} months.' },
        { months: boosterAddOn.durationMonths },
      ),
    },
    features: [
      translate({ id: 'pricing.plan.booster.feature.slack', message: 'Unlimited questions in Slack' }),
      translate({ id: 'pricing.plan.booster.feature.training', message: 'One hour of live training over Zoom' }),
      translate({ id: 'pricing.plan.booster.feature.images', message: 'Custom-built Docker images on request' }),
      translate(
        { id: 'pricing.plan.booster.feature.support', message: 'Support replies within {days} business day' },
        { days: boosterAddOn.supportResponseBusinessDays },
      ),
    ],
    action: { label: contactUs, kind: 'contact' },
  },
  {
    id: 'enterprise',
    name: translate({ id: 'pricing.plan.enterprise.name', message: 'Enterprise' }),
    edition: 'DBLab EE',
    summary: translate({
      id: 'pricing.plan.enterprise.summary',
      message: 'For organisations that need many users, large databases and database testing in CI/CD.',
    }),
    price: {
      headline: translate({ id: 'pricing.plan.enterprise.price', message: 'Custom pricing' }),
      detail: translate(
        { id: 'pricing.plan.enterprise.priceDetail', message: 'Annual contract, from {rate} per 100 GiB per hour.' },
        { rate: eeRate },
      ),
    },
    features: [
      translate({ id: 'pricing.plan.enterprise.feature.sso', message: 'Many users with single sign-on' }),
      translate({ id: 'pricing.plan.enterprise.feature.size', message: 'No limit on database size' }),
      translate({ id: 'pricing.plan.enterprise.feature.access', message: 'Advanced access control' }),
      translate({ id: 'pricing.plan.enterprise.feature.ci', message: 'Automated database testing in CI/CD' }),
      translate({ id: 'pricing.plan.enterprise.feature.sql', message: 'SQL optimization tooling and workflow' }),
      translate({ id: 'pricing.plan.enterprise.feature.support', message: 'Unlimited support in Slack and Zoom' }),
      translate({
        id: 'pricing.plan.enterprise.feature.training',
        message: 'Quarterly training and best-practice review',
      }),
      translate({ id: 'pricing.plan.enterprise.feature.debugging', message: 'Live debugging and troubleshooting' }),
      translate(
        { id: 'pricing.plan.enterprise.feature.response', message: 'Support replies within {days} business day' },
        { days: enterpriseEdition.supportResponseBusinessDays },
      ),
    ],
    action: { label: contactUs, kind: 'contact' },
  },
];

/** A row of the plan comparison: one feature, what each plan's card says about it. */
export type PlanComparisonRow = {
  id: string;
  feature: string;
  /** `null` when the plan's card does not list the item. */
  values: Readonly<Record<PlanId, string | null>>;
};

const included = translate({ id: 'pricing.comparison.included', message: 'Included' });

/** The plan cards side by side. Booster is an add-on, so it lists only what it adds to SE. */
export const planComparison: readonly PlanComparisonRow[] = [
  {
    id: 'price',
    feature: translate({ id: 'pricing.comparison.price', message: 'Price' }),
    values: {
      standard: translate(
        { id: 'pricing.comparison.price.standard', message: 'From {price} per month' },
        { price: seMonthly },
      ),
      booster: translate(
        { id: 'pricing.comparison.price.booster', message: '{price} once, covers {months} months' },
        { price: formatUsd(boosterAddOn.priceUsd), months: boosterAddOn.durationMonths },
      ),
      enterprise: translate(
        { id: 'pricing.comparison.price.enterprise', message: 'Custom, from {rate} per 100 GiB per hour' },
        { rate: eeRate },
      ),
    },
  },
  {
    id: 'billing',
    feature: translate({ id: 'pricing.comparison.billing', message: 'Billing' }),
    values: {
      standard: translate({ id: 'pricing.comparison.billing.standard', message: 'Hourly, by instance size' }),
      booster: translate({ id: 'pricing.comparison.billing.booster', message: 'One payment' }),
      enterprise: translate({ id: 'pricing.comparison.billing.enterprise', message: 'Annual contract' }),
    },
  },
  {
    id: 'cloning',
    feature: translate({ id: 'pricing.comparison.cloning', message: 'Branching and thin cloning' }),
    values: {
      standard: translate({ id: 'pricing.comparison.cloning.standard', message: 'Unlimited' }),
      booster: translate({ id: 'pricing.comparison.cloning.booster', message: 'Comes with SE' }),
      enterprise: included,
    },
  },
  {
    id: 'users',
    feature: translate({ id: 'pricing.comparison.users', message: 'Users' }),
    values: {
      standard: translate({ id: 'pricing.comparison.users.standard', message: 'One user and API key' }),
      booster: null,
      enterprise: translate({ id: 'pricing.comparison.users.enterprise', message: 'Many users with single sign-on' }),
    },
  },
  {
    id: 'size',
    feature: translate({ id: 'pricing.comparison.size', message: 'Database size' }),
    values: {
      standard: translate({ id: 'pricing.comparison.size.standard', message: 'Up to {size} GiB' }, { size: seMaxSize }),
      booster: null,
      enterprise: translate({ id: 'pricing.comparison.size.enterprise', message: 'No limit' }),
    },
  },
  {
    id: 'refresh',
    feature: translate({ id: 'pricing.comparison.refresh', message: 'Scheduled data refresh' }),
    values: { standard: included, booster: null, enterprise: null },
  },
  {
    id: 'monitoring',
    feature: translate({ id: 'pricing.comparison.monitoring', message: 'Monitoring' }),
    values: { standard: included, booster: null, enterprise: null },
  },
  {
    id: 'access',
    feature: translate({ id: 'pricing.comparison.access', message: 'Advanced access control' }),
    values: { standard: null, booster: null, enterprise: included },
  },
  {
    id: 'ci',
    feature: translate({ id: 'pricing.comparison.ci', message: 'Automated database testing in CI/CD' }),
    values: { standard: null, booster: null, enterprise: included },
  },
  {
    id: 'sql',
    feature: translate({ id: 'pricing.comparison.sql', message: 'SQL optimization tooling and workflow' }),
    values: { standard: null, booster: null, enterprise: included },
  },
  {
    id: 'customisation',
    feature: translate({ id: 'pricing.comparison.customisation', message: 'Postgres customisation' }),
    values: {
      standard: translate({
        id: 'pricing.comparison.customisation.standard',
        message: 'Help with extensions and locales on request',
      }),
      booster: translate({
        id: 'pricing.comparison.customisation.booster',
        message: 'Custom-built Docker images on request',
      }),
      enterprise: null,
    },
  },
  {
    id: 'channels',
    feature: translate({ id: 'pricing.comparison.channels', message: 'Support channels' }),
    values: {
      standard: translate({ id: 'pricing.comparison.channels.standard', message: 'Vendor support' }),
      booster: translate({ id: 'pricing.comparison.channels.booster', message: 'Unlimited questions in Slack' }),
      enterprise: translate({ id: 'pricing.comparison.channels.enterprise', message: 'Unlimited, in Slack and Zoom' }),
    },
  },
  {
    id: 'response',
    feature: translate({ id: 'pricing.comparison.response', message: 'Support response time' }),
    values: {
      standard: translate(
        { id: 'pricing.comparison.response.standard', message: 'Within {days} business days' },
        { days: standardEdition.supportResponseBusinessDays },
      ),
      booster: translate(
        { id: 'pricing.comparison.response.booster', message: 'Within {days} business day' },
        { days: boosterAddOn.supportResponseBusinessDays },
      ),
      enterprise: translate(
        { id: 'pricing.comparison.response.enterprise', message: 'Within {days} business day' },
        { days: enterpriseEdition.supportResponseBusinessDays },
      ),
    },
  },
  {
    id: 'training',
    feature: translate({ id: 'pricing.comparison.training', message: 'Training' }),
    values: {
      standard: null,
      booster: translate({ id: 'pricing.comparison.training.booster', message: 'One hour of live training over Zoom' }),
      enterprise: translate({
        id: 'pricing.comparison.training.enterprise',
        message: 'Quarterly, with a best-practice review',
      }),
    },
  },
  {
    id: 'debugging',
    feature: translate({ id: 'pricing.comparison.debugging', message: 'Live debugging and troubleshooting' }),
    values: { standard: null, booster: null, enterprise: included },
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
    title: translate({
      id: 'pricing.billing.openSource.title',
      message: 'Open source inside, running in your infrastructure',
    }),
    text: translate({
      id: 'pricing.billing.openSource.text',
      message:
        'DBLab SE is assembled from open-source components and installed in your own cloud account or data centre.',
    }),
  },
  {
    id: 'what-the-fee-covers',
    title: translate({ id: 'pricing.billing.fee.title', message: 'What the fee pays for' }),
    text: translate({
      id: 'pricing.billing.fee.text',
      message: 'Vendor support, a tested package, and ongoing updates: new Postgres versions, extensions and tools.',
    }),
  },
  {
    id: 'switch-to-ce',
    title: translate({ id: 'pricing.billing.switch.title', message: 'Free to switch to Community Edition' }),
    text: translate({
      id: 'pricing.billing.switch.text',
      message:
        'You can move to the free, open-source Community Edition at any time. You keep the engine and lose the SE bundle and vendor support.',
    }),
  },
  {
    id: 'where-it-runs',
    title: translate({ id: 'pricing.billing.where.title', message: 'Where it runs' }),
    text: translate({
      id: 'pricing.billing.where.text',
      message:
        'The Console has a simplified setup for AWS, GCP, DigitalOcean and Hetzner Cloud. With the BYOM (bring your own machine) option, install on your own hardware or in any other cloud.',
    }),
  },
  {
    id: 'cloud-costs',
    title: translate({ id: 'pricing.billing.cloud.title', message: 'Cloud resources are billed by your provider' }),
    text: translate({
      id: 'pricing.billing.cloud.text',
      message:
        'Virtual machines, storage, network traffic and IP addresses are paid to your cloud provider separately; the DBLab SE fee does not include them.',
    }),
  },
  {
    id: 'compute-based',
    title: translate({ id: 'pricing.billing.compute.title', message: 'Priced by compute, not by data' }),
    text: translate(
      {
        id: 'pricing.billing.compute.text',
        message:
          'The price depends on the CPU and RAM of the instance; for a machine that is not in the table, the closest size applies. Database size does not change the price, but one SE instance serves databases up to {size} GiB. For larger databases, contact sales.',
      },
      { size: seMaxSize },
    ),
  },
  {
    id: 'hourly-billing',
    title: translate({ id: 'pricing.billing.hourly.title', message: 'Billed by the hour' }),
    text: translate({
      id: 'pricing.billing.hourly.text',
      message:
        'You pay only for the hours the instance runs; there is no charge while it is switched off. A started hour counts as a full hour. To stop charges for good, de-provision the instance.',
    }),
  },
  {
    id: 'payments',
    title: translate({ id: 'pricing.billing.payments.title', message: 'Payments and invoices' }),
    text: translate({
      id: 'pricing.billing.payments.text',
      message:
        'Payments are processed by Stripe. Invoices and billed hours are listed in the "Billing" section of your organisation in the Console.',
    }),
  },
  {
    id: 'aws-marketplace',
    title: translate({ id: 'pricing.billing.marketplace.title', message: 'Buying through AWS Marketplace' }),
    text: translate({
      id: 'pricing.billing.marketplace.text',
      message: 'If you install DBLab SE from AWS Marketplace, the prices on the Marketplace listing apply.',
    }),
    link: {
      label: translate({ id: 'pricing.billing.marketplace.link', message: 'DBLab on AWS Marketplace' }),
      href: awsMarketplaceUrl,
    },
  },
];
