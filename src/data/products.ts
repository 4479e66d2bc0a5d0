/**
 * Facts of the nine product pages under /products/: routes, names, calls to
 * action, the diagrams and the examples the pages draw. The prose of each page
 * is written in its MDX file (`src/pages/products/*.mdx`); prices and licences
 * come from ./pricing, addresses from ./contacts.
 */

import type { CallToAction } from './callToAction';
import { mailtoLink } from './contacts';
import { externalLinks } from './navigation';
import { awsMarketplaceUrl, formatUsd, licences, standardEdition } from './pricing';

export type ProductSlug =
  | 'dblab-engine'
  | 'how-it-works'
  | 'database-migration-testing'
  | 'joe'
  | 'realistic-test-environments'
  | 'data-masking'
  | 'postgres-ai-monitoring'
  | 'postgres-ai-zdu'
  | 'postgres-checkup';

/** A box of a diagram: a bold label and an optional muted detail line. */
export type DiagramNode = {
  label: string;
  detail?: string;
  /** Drawn with the brand colour: the product itself. */
  emphasis?: boolean;
};

type DiagramText = {
  /** Unique on the site; used for the ids of the SVG title and description. */
  id: string;
  /** Short name of the diagram: the SVG <title> and the visible caption. */
  title: string;
  /** What the diagram shows, for screen readers (the SVG <desc>). */
  description: string;
};

/**
 * A diagram drawn as inline SVG with the site's colour variables. Its labels
 * are kept here, not in the page, because the boxes are sized for them (a
 * unit test checks that every label fits).
 */
export type Illustration =
  | (DiagramText & { kind: 'flow'; nodes: readonly DiagramNode[] })
  | (DiagramText & {
      kind: 'fanOut';
      source: DiagramNode;
      /** Label of the line from the hub to the targets. */
      branchLabel: string;
      hub: DiagramNode;
      targets: readonly DiagramNode[];
    })
  | (DiagramText & {
      kind: 'architecture';
      boundary: string;
      source: DiagramNode;
      /** Label of the arrow from the source to the engine. */
      retrieval: string;
      engine: DiagramNode;
      clones: readonly DiagramNode[];
      consumers: string;
      platform: DiagramNode;
    });

export type Product = {
  slug: ProductSlug;
  /** The page's route, exactly as in the route contract; the MDX file lives at this path. */
  route: string;
  /** Product name; shown above the h1. */
  name: string;
  /** Calls to action, in the hero and again at the end of the page. */
  actions: readonly CallToAction[];
  /** Shows the DBLab SE starting price with a link to /pricing/. */
  showsPricing: boolean;
};

const getStarted: CallToAction = {
  label: 'Get started in 3 minutes',
  target: { setting: 'signInUrl' },
  variant: 'primary',
};

const awsMarketplace: CallToAction = {
  label: 'AWS Marketplace',
  target: { href: awsMarketplaceUrl },
  variant: 'secondary',
};

/** The DBLab SE starting price, shown on the DBLab product pages. */
export const dblabPricingNote = {
  price: formatUsd(standardEdition.startingMonthlyUsd),
  route: '/pricing/',
} as const;

/** The DBLab Engine repository on GitHub, whose star count the site shows. */
export const dblabGitHubUrl = `${externalLinks.github}/database-lab-engine`;

export const dblabRepositoryCard = {
  name: 'postgres-ai/database-lab-engine',
  url: dblabGitHubUrl,
  description:
    'DBLab Engine: thin cloning and database branching for PostgreSQL. Written in Go, with a REST API, the dblab CLI and a web UI.',
  licence: licences.dblabEngine.name,
  language: 'Go',
  /** GitHub is a mirror; development and issues live on GitLab. */
  gitlabUrl: externalLinks.dblabRepository,
  slackUrl: externalLinks.slack,
  contributingUrl: `${dblabGitHubUrl}/blob/master/CONTRIBUTING.md`,
  docsRoute: '/docs/',
} as const;

export type TranscriptMessage = {
  author: 'engineer' | 'joe';
  /** A chat command, shown in monospace. */
  command?: string;
  /** Plain text of a reply. */
  text?: string;
  /** Preformatted output, such as a plan excerpt and its summary. */
  output?: readonly string[];
};

const sampleQuery = 'explain select * from orders where customer_id = 42 order by created_at desc limit 20';

/**
 * A made-up Joe Bot session that shows the explain → exec → explain → reset
 * loop. Joe's replies follow the bot's own output format, so they stay here
 * with the commands a test checks against the fact sheet.
 */
export const joeSampleExchange: readonly TranscriptMessage[] = [
  { author: 'engineer', command: sampleQuery },
  {
    author: 'joe',
    text: 'Plan with execution (abridged):',
    output: [
      'Limit  (actual time=4871.902..4871.907 rows=20 loops=1)',
      '  Buffers: shared hit=2144 read=161210',
      '  ->  Sort  (actual time=4871.900..4871.903 rows=20 loops=1)',
      '        Sort Key: created_at DESC',
      '        ->  Seq Scan on orders  (actual time=0.412..4870.115 rows=37 loops=1)',
      '              Filter: (customer_id = 42)',
      '              Rows Removed by Filter: 9999963',
      '',
      'Summary:',
      '  Time: 4.872 s (planning 0.118 ms, execution 4.872 s)',
      '  Shared buffers: hits 2144 (~16.75 MiB), reads 161210 (~1.23 GiB)',
      'Recommendations:',
      '  - a sequential scan reads ten million rows to return 37;',
      '    an index on orders (customer_id, created_at) may help',
    ],
  },
  { author: 'engineer', command: 'exec create index on orders (customer_id, created_at desc)' },
  { author: 'joe', text: 'The query has been executed. Duration: 41.250 s' },
  { author: 'engineer', command: sampleQuery },
  {
    author: 'joe',
    text: 'Plan with execution (abridged):',
    output: [
      'Limit  (actual time=0.051..0.093 rows=20 loops=1)',
      '  Buffers: shared hit=4 read=20',
      '  ->  Index Scan using orders_customer_id_created_at_idx on orders',
      '        (actual time=0.049..0.088 rows=20 loops=1)',
      '        Index Cond: (customer_id = 42)',
      '',
      'Summary:',
      '  Time: 0.214 ms (planning 0.121 ms, execution 0.093 ms)',
      '  Shared buffers: hits 4 (~32 KiB), reads 20 (~160 KiB)',
    ],
  },
  { author: 'engineer', command: 'reset' },
  { author: 'joe', text: 'The clone has been reset to its original snapshot. The new index is gone.' },
];

/** The masking rules shown on the data-masking page, as PostgreSQL Anonymizer security labels. */
export const maskingRulesSql: readonly string[] = [
  'security label for anon on column customers.email',
  "  is 'MASKED WITH FUNCTION anon.partial_email(email)';",
  'security label for anon on column customers.phone',
  "  is 'MASKED WITH VALUE NULL';",
];

/** The diagram of each product page, by id; a page names its diagram in `<Steps diagram="…">`. */
export const productDiagrams = [
  {
    kind: 'fanOut',
    branchLabel: 'thin clones',
    id: 'dblab-fan-out',
    title: 'One engine serves every team',
    description:
      'A production PostgreSQL database is copied once into DBLab Engine, which keeps the full-size copy and its snapshots on ZFS. From it, independent thin clones go to a CI pipeline, an engineer, a Joe Bot session and a staging environment.',
    source: {
      label: 'Production Postgres',
      detail: 'self-managed or a managed service',
    },
    hub: {
      label: 'DBLab Engine',
      detail: 'one full-size copy and snapshots on ZFS',
      emphasis: true,
    },
    targets: [
      {
        label: 'CI pipeline',
        detail: 'migration check',
      },
      {
        label: 'Engineer',
        detail: 'a personal clone',
      },
      {
        label: 'Joe Bot',
        detail: 'SQL tuning session',
      },
      {
        label: 'Staging',
        detail: 'app testing',
      },
    ],
  },
  {
    kind: 'architecture',
    id: 'how-it-works-architecture',
    title: 'DBLab Engine architecture',
    description:
      'Inside your infrastructure, production PostgreSQL is copied by a dump or a physical backup into DBLab Engine, which keeps a full-size copy and snapshots on ZFS and runs thin clones on ports 6000 and up for engineers, CI and Joe Bot. Outside, the PostgresAI Console talks to the engine API over HTTPS or an SSH tunnel and has no access to the data.',
    boundary: 'Your infrastructure',
    source: {
      label: 'Production Postgres',
      detail: 'self-managed, RDS, Cloud SQL, …',
    },
    retrieval: 'dump or physical backup',
    engine: {
      label: 'DBLab Engine',
      detail: 'ZFS pool: full-size copy + snapshots',
      emphasis: true,
    },
    clones: [
      {
        label: 'Clone',
        detail: 'port 6000',
      },
      {
        label: 'Clone',
        detail: 'port 6001',
      },
      {
        label: 'Clone',
        detail: 'port 6002',
      },
    ],
    consumers: 'engineers · CI jobs · Joe Bot',
    platform: {
      label: 'PostgresAI Console',
      detail: 'API over HTTPS or SSH; no access to data',
    },
  },
  {
    kind: 'flow',
    id: 'migration-ci-flow',
    title: 'A migration check in CI',
    description:
      'A pull request with a new migration triggers a CI job. The job calls the DB Migration Checker, which creates a thin clone, runs the migration on it while watching locks and duration, and returns a report with status and artifacts.',
    nodes: [
      {
        label: 'Pull request',
        detail: 'adds a migration',
      },
      {
        label: 'CI job',
        detail: 'GitHub Actions, GitLab CI or another system',
      },
      {
        label: 'DB Migration Checker',
        detail: 'creates a thin clone of the latest snapshot',
        emphasis: true,
      },
      {
        label: 'Migration runs on the clone',
        detail: 'locks and duration are watched',
      },
      {
        label: 'Report',
        detail: 'status, statistics and artifacts; the clone is removed',
      },
    ],
  },
  {
    kind: 'flow',
    id: 'joe-flow',
    title: 'How Joe handles a request',
    description:
      'An engineer sends a command in Slack or the Console web UI. Joe Bot runs it on the session’s thin clone, a full-size copy of production, and answers with the plan, timing, buffers and recommendations. Result rows never leave the clone.',
    nodes: [
      {
        label: 'Engineer',
        detail: 'sends explain, exec or reset in chat',
      },
      {
        label: 'Joe Bot',
        detail: 'runs the command for this session',
        emphasis: true,
      },
      {
        label: 'Thin clone',
        detail: 'full-size copy of production, private to the session',
      },
      {
        label: 'Answer in chat',
        detail: 'plan, timing, buffers, recommendations; no rows',
      },
    ],
  },
  {
    kind: 'fanOut',
    branchLabel: 'thin clones',
    id: 'test-environments-fan-out',
    title: 'Every environment gets its own clone',
    description:
      'Production is copied into DBLab Engine, which keeps one full-size copy, masked if required. Independent thin clones serve staging, QA, a preview environment per pull request and each developer.',
    source: {
      label: 'Production',
      detail: 'refreshed on schedule',
    },
    hub: {
      label: 'DBLab Engine',
      detail: 'one full-size copy, masked if required',
      emphasis: true,
    },
    targets: [
      {
        label: 'Staging',
        detail: 'pre-release testing',
      },
      {
        label: 'QA',
        detail: 'reproduce an incident',
      },
      {
        label: 'Preview',
        detail: 'one per pull request',
      },
      {
        label: 'Developer',
        detail: 'a personal clone',
      },
    ],
  },
  {
    kind: 'flow',
    id: 'masking-flow',
    title: 'Where masking happens',
    description:
      'Data is retrieved from production by a dump or a physical copy, masking rules are applied on the DBLab host, the masked state becomes a snapshot, and every clone is created from that snapshot, so clone users see masked values only.',
    nodes: [
      {
        label: 'Production',
        detail: 'the only place with raw values',
      },
      {
        label: 'Retrieval',
        detail: 'dump or physical copy onto the DBLab host',
      },
      {
        label: 'Masking',
        detail: 'rules applied before the snapshot',
        emphasis: true,
      },
      {
        label: 'Masked snapshot',
        detail: 'the state every clone starts from',
      },
      {
        label: 'Clones',
        detail: 'engineers, CI and AI agents see masked values',
      },
    ],
  },
  {
    kind: 'flow',
    id: 'monitoring-flow',
    title: 'From metrics to fixes',
    description:
      'Your PostgreSQL databases are sampled by pgwatch collectors. Metrics are stored in Prometheus-compatible storage and query texts in Postgres. Grafana dashboards and health-check reports are built from them, and AI and expert insights turn them into fixes.',
    nodes: [
      {
        label: 'Your Postgres',
        detail: 'any flavour, with pg_stat_statements',
      },
      {
        label: 'pgwatch collectors',
        detail: 'on a separate machine with Docker',
      },
      {
        label: 'Storage',
        detail: 'Prometheus-compatible metrics, query texts in Postgres',
      },
      {
        label: 'Dashboards and reports',
        detail: 'Grafana dashboards, health checks',
        emphasis: true,
      },
      {
        label: 'Insights',
        detail: 'from AI and PostgresAI experts',
      },
    ],
  },
  {
    kind: 'flow',
    id: 'zdu-flow',
    title: 'A zero-downtime major upgrade',
    description:
      'A physical standby of the old cluster is converted into a logical replica, upgraded with pg_upgrade and brought up to date by logical replication. PgBouncer pauses traffic, switches it to the new cluster and resumes, while reverse replication keeps the old cluster ready for a rollback.',
    nodes: [
      {
        label: 'Physical standby',
        detail: 'of the old cluster, already in sync',
      },
      {
        label: 'Logical replica',
        detail: 'converted without copying data',
      },
      {
        label: 'pg_upgrade',
        detail: 'while the old primary serves traffic',
      },
      {
        label: 'PgBouncer PAUSE / RESUME',
        detail: 'traffic moves to the new version',
        emphasis: true,
      },
      {
        label: 'Reverse replication',
        detail: 'the old cluster stays ready for rollback',
      },
    ],
  },
  {
    kind: 'flow',
    id: 'checkup-flow',
    title: 'From cluster to recommendations',
    description:
      'The checkup collects data from the primary and every replica, then produces a report in three parts: observations, conclusions and recommendations.',
    nodes: [
      {
        label: 'Primary and replicas',
        detail: 'light queries, nothing to install',
      },
      {
        label: 'Observations',
        detail: 'collected data, per check and per node',
      },
      {
        label: 'Conclusions',
        detail: 'findings in plain English',
      },
      {
        label: 'Recommendations',
        detail: 'action items for your team',
        emphasis: true,
      },
    ],
  },
] as const satisfies readonly Illustration[];

export type DiagramId = (typeof productDiagrams)[number]['id'];

/** The diagram with this id; throws for an unknown id so a typo fails the build. */
export function getDiagram(id: DiagramId): Illustration {
  const diagram = productDiagrams.find((candidate) => candidate.id === id);
  if (!diagram) throw new Error(`Unknown diagram: ${id}`);
  return diagram;
}

export const products: readonly Product[] = [
  {
    slug: 'dblab-engine',
    route: '/products/dblab_engine/',
    name: 'DBLab Engine',
    actions: [
      getStarted,
      awsMarketplace,
      { label: 'How it works', target: { route: '/products/how-it-works' }, variant: 'secondary' },
    ],
    showsPricing: true,
  },
  {
    slug: 'how-it-works',
    route: '/products/how-it-works',
    name: 'DBLab Engine',
    actions: [getStarted, awsMarketplace],
    showsPricing: true,
  },
  {
    slug: 'database-migration-testing',
    route: '/products/database-migration-testing',
    name: 'Database migration testing',
    actions: [getStarted, awsMarketplace],
    showsPricing: true,
  },
  {
    slug: 'joe',
    route: '/products/joe',
    name: 'Joe Bot',
    actions: [getStarted, awsMarketplace],
    showsPricing: true,
  },
  {
    slug: 'realistic-test-environments',
    route: '/products/realistic-test-environments',
    name: 'Realistic test environments',
    actions: [getStarted, awsMarketplace],
    showsPricing: true,
  },
  {
    slug: 'data-masking',
    route: '/products/data-masking',
    name: 'Data masking',
    actions: [
      getStarted,
      awsMarketplace,
      { label: 'Case studies', target: { route: '/resources/' }, variant: 'secondary' },
    ],
    showsPricing: true,
  },
  {
    slug: 'postgres-ai-monitoring',
    route: '/products/postgres-ai-monitoring',
    name: 'postgres_ai monitoring',
    actions: [
      {
        label: 'Contact us about postgres_ai monitoring',
        target: { href: mailtoLink('postgres_ai monitoring') },
        variant: 'primary',
      },
      { label: 'Read the docs', target: { route: '/docs/monitoring' }, variant: 'secondary' },
    ],
    showsPricing: false,
  },
  {
    slug: 'postgres-ai-zdu',
    route: '/products/postgres-ai-zdu',
    name: 'Zero-downtime upgrades',
    actions: [
      {
        label: 'Contact us for preview access',
        target: { href: mailtoLink('Zero-downtime upgrades: preview access') },
        variant: 'primary',
      },
      {
        label: 'Read the upgrade how-to',
        target: { route: '/docs/postgres-howtos/advanced-topics/replication/zero-downtime-major-upgrade' },
        variant: 'secondary',
      },
    ],
    showsPricing: false,
  },
  {
    slug: 'postgres-checkup',
    route: '/products/postgres-checkup',
    name: 'postgres-checkup',
    actions: [
      getStarted,
      { label: 'View repo', target: { href: `${externalLinks.gitlab}/postgres-checkup` }, variant: 'secondary' },
    ],
    showsPricing: false,
  },
];

/** The product with this slug; throws for an unknown slug so a typo fails the build. */
export function getProduct(slug: ProductSlug): Product {
  const product = products.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`Unknown product: ${slug}`);
  return product;
}
