/**
 * Facts of the nine product pages under /products/: routes, names, calls to
 * action, the diagrams and the examples the pages draw. The prose of each page
 * is written in its MDX file (`src/pages/products/*.mdx`); prices and licences
 * come from ./pricing, addresses from ./contacts.
 */

import { translate } from '@docusaurus/Translate';
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
  label: translate({ id: 'products.action.getStarted', message: 'Get started in 3 minutes' }),
  target: { setting: 'signInUrl' },
  variant: 'primary',
};

const awsMarketplace: CallToAction = {
  label: translate({ id: 'products.action.awsMarketplace', message: 'AWS Marketplace' }),
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
  description: translate({
    id: 'products.repoCard.description',
    message:
      'DBLab Engine: thin cloning and database branching for PostgreSQL. Written in Go, with a REST API, the dblab CLI and a web UI.',
  }),
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
    branchLabel: translate({ id: 'products.diagram.dblab-fan-out.branchLabel', message: 'thin clones' }),
    id: 'dblab-fan-out',
    title: translate({ id: 'products.diagram.dblab-fan-out.title', message: 'One engine serves every team' }),
    description: translate({
      id: 'products.diagram.dblab-fan-out.description',
      message:
        'A production PostgreSQL database is copied once into DBLab Engine, which keeps the full-size copy and its snapshots on ZFS. From it, independent thin clones go to a CI pipeline, an engineer, a Joe Bot session and a staging environment.',
    }),
    source: {
      label: translate({ id: 'products.diagram.dblab-fan-out.source.label', message: 'Production Postgres' }),
      detail: translate({
        id: 'products.diagram.dblab-fan-out.source.detail',
        message: 'self-managed or a managed service',
      }),
    },
    hub: {
      label: translate({ id: 'products.diagram.dblab-fan-out.hub.label', message: 'DBLab Engine' }),
      detail: translate({
        id: 'products.diagram.dblab-fan-out.hub.detail',
        message: 'one full-size copy and snapshots on ZFS',
      }),
      emphasis: true,
    },
    targets: [
      {
        label: translate({ id: 'products.diagram.dblab-fan-out.targets1.label', message: 'CI pipeline' }),
        detail: translate({ id: 'products.diagram.dblab-fan-out.targets1.detail', message: 'migration check' }),
      },
      {
        label: translate({ id: 'products.diagram.dblab-fan-out.targets2.label', message: 'Engineer' }),
        detail: translate({ id: 'products.diagram.dblab-fan-out.targets2.detail', message: 'a personal clone' }),
      },
      {
        label: translate({ id: 'products.diagram.dblab-fan-out.targets3.label', message: 'Joe Bot' }),
        detail: translate({ id: 'products.diagram.dblab-fan-out.targets3.detail', message: 'SQL tuning session' }),
      },
      {
        label: translate({ id: 'products.diagram.dblab-fan-out.targets4.label', message: 'Staging' }),
        detail: translate({ id: 'products.diagram.dblab-fan-out.targets4.detail', message: 'app testing' }),
      },
    ],
  },
  {
    kind: 'architecture',
    id: 'how-it-works-architecture',
    title: translate({ id: 'products.diagram.how-it-works-architecture.title', message: 'DBLab Engine architecture' }),
    description: translate({
      id: 'products.diagram.how-it-works-architecture.description',
      message:
        'Inside your infrastructure, production PostgreSQL is copied by a dump or a physical backup into DBLab Engine, which keeps a full-size copy and snapshots on ZFS and runs thin clones on ports 6000 and up for engineers, CI and Joe Bot. Outside, the PostgresAI Console talks to the engine API over HTTPS or an SSH tunnel and has no access to the data.',
    }),
    boundary: translate({ id: 'products.diagram.how-it-works-architecture.boundary', message: 'Your infrastructure' }),
    source: {
      label: translate({
        id: 'products.diagram.how-it-works-architecture.source.label',
        message: 'Production Postgres',
      }),
      detail: translate({
        id: 'products.diagram.how-it-works-architecture.source.detail',
        message: 'self-managed, RDS, Cloud SQL, …',
      }),
    },
    retrieval: translate({
      id: 'products.diagram.how-it-works-architecture.retrieval',
      message: 'dump or physical backup',
    }),
    engine: {
      label: translate({ id: 'products.diagram.how-it-works-architecture.engine.label', message: 'DBLab Engine' }),
      detail: translate({
        id: 'products.diagram.how-it-works-architecture.engine.detail',
        message: 'ZFS pool: full-size copy + snapshots',
      }),
      emphasis: true,
    },
    clones: [
      {
        label: translate({ id: 'products.diagram.how-it-works-architecture.clones1.label', message: 'Clone' }),
        detail: translate({ id: 'products.diagram.how-it-works-architecture.clones1.detail', message: 'port 6000' }),
      },
      {
        label: translate({ id: 'products.diagram.how-it-works-architecture.clones2.label', message: 'Clone' }),
        detail: translate({ id: 'products.diagram.how-it-works-architecture.clones2.detail', message: 'port 6001' }),
      },
      {
        label: translate({ id: 'products.diagram.how-it-works-architecture.clones3.label', message: 'Clone' }),
        detail: translate({ id: 'products.diagram.how-it-works-architecture.clones3.detail', message: 'port 6002' }),
      },
    ],
    consumers: translate({
      id: 'products.diagram.how-it-works-architecture.consumers',
      message: 'engineers · CI jobs · Joe Bot',
    }),
    platform: {
      label: translate({
        id: 'products.diagram.how-it-works-architecture.platform.label',
        message: 'PostgresAI Console',
      }),
      detail: translate({
        id: 'products.diagram.how-it-works-architecture.platform.detail',
        message: 'API over HTTPS or SSH; no access to data',
      }),
    },
  },
  {
    kind: 'flow',
    id: 'migration-ci-flow',
    title: translate({ id: 'products.diagram.migration-ci-flow.title', message: 'A migration check in CI' }),
    description: translate({
      id: 'products.diagram.migration-ci-flow.description',
      message:
        'A pull request with a new migration triggers a CI job. The job calls the DB Migration Checker, which creates a thin clone, runs the migration on it while watching locks and duration, and returns a report with status and artifacts.',
    }),
    nodes: [
      {
        label: translate({ id: 'products.diagram.migration-ci-flow.nodes1.label', message: 'Pull request' }),
        detail: translate({ id: 'products.diagram.migration-ci-flow.nodes1.detail', message: 'adds a migration' }),
      },
      {
        label: translate({ id: 'products.diagram.migration-ci-flow.nodes2.label', message: 'CI job' }),
        detail: translate({
          id: 'products.diagram.migration-ci-flow.nodes2.detail',
          message: 'GitHub Actions, GitLab CI or another system',
        }),
      },
      {
        label: translate({ id: 'products.diagram.migration-ci-flow.nodes3.label', message: 'DB Migration Checker' }),
        detail: translate({
          id: 'products.diagram.migration-ci-flow.nodes3.detail',
          message: 'creates a thin clone of the latest snapshot',
        }),
        emphasis: true,
      },
      {
        label: translate({
          id: 'products.diagram.migration-ci-flow.nodes4.label',
          message: 'Migration runs on the clone',
        }),
        detail: translate({
          id: 'products.diagram.migration-ci-flow.nodes4.detail',
          message: 'locks and duration are watched',
        }),
      },
      {
        label: translate({ id: 'products.diagram.migration-ci-flow.nodes5.label', message: 'Report' }),
        detail: translate({
          id: 'products.diagram.migration-ci-flow.nodes5.detail',
          message: 'status, statistics and artifacts; the clone is removed',
        }),
      },
    ],
  },
  {
    kind: 'flow',
    id: 'joe-flow',
    title: translate({ id: 'products.diagram.joe-flow.title', message: 'How Joe handles a request' }),
    description: translate({
      id: 'products.diagram.joe-flow.description',
      message:
        'An engineer sends a command in Slack or the Console web UI. Joe Bot runs it on the session’s thin clone, a full-size copy of production, and answers with the plan, timing, buffers and recommendations. Result rows never leave the clone.',
    }),
    nodes: [
      {
        label: translate({ id: 'products.diagram.joe-flow.nodes1.label', message: 'Engineer' }),
        detail: translate({
          id: 'products.diagram.joe-flow.nodes1.detail',
          message: 'sends explain, exec or reset in chat',
        }),
      },
      {
        label: translate({ id: 'products.diagram.joe-flow.nodes2.label', message: 'Joe Bot' }),
        detail: translate({
          id: 'products.diagram.joe-flow.nodes2.detail',
          message: 'runs the command for this session',
        }),
        emphasis: true,
      },
      {
        label: translate({ id: 'products.diagram.joe-flow.nodes3.label', message: 'Thin clone' }),
        detail: translate({
          id: 'products.diagram.joe-flow.nodes3.detail',
          message: 'full-size copy of production, private to the session',
        }),
      },
      {
        label: translate({ id: 'products.diagram.joe-flow.nodes4.label', message: 'Answer in chat' }),
        detail: translate({
          id: 'products.diagram.joe-flow.nodes4.detail',
          message: 'plan, timing, buffers, recommendations; no rows',
        }),
      },
    ],
  },
  {
    kind: 'fanOut',
    branchLabel: translate({ id: 'products.diagram.test-environments-fan-out.branchLabel', message: 'thin clones' }),
    id: 'test-environments-fan-out',
    title: translate({
      id: 'products.diagram.test-environments-fan-out.title',
      message: 'Every environment gets its own clone',
    }),
    description: translate({
      id: 'products.diagram.test-environments-fan-out.description',
      message:
        'Production is copied into DBLab Engine, which keeps one full-size copy, masked if required. Independent thin clones serve staging, QA, a preview environment per pull request and each developer.',
    }),
    source: {
      label: translate({ id: 'products.diagram.test-environments-fan-out.source.label', message: 'Production' }),
      detail: translate({
        id: 'products.diagram.test-environments-fan-out.source.detail',
        message: 'refreshed on schedule',
      }),
    },
    hub: {
      label: translate({ id: 'products.diagram.test-environments-fan-out.hub.label', message: 'DBLab Engine' }),
      detail: translate({
        id: 'products.diagram.test-environments-fan-out.hub.detail',
        message: 'one full-size copy, masked if required',
      }),
      emphasis: true,
    },
    targets: [
      {
        label: translate({ id: 'products.diagram.test-environments-fan-out.targets1.label', message: 'Staging' }),
        detail: translate({
          id: 'products.diagram.test-environments-fan-out.targets1.detail',
          message: 'pre-release testing',
        }),
      },
      {
        label: translate({ id: 'products.diagram.test-environments-fan-out.targets2.label', message: 'QA' }),
        detail: translate({
          id: 'products.diagram.test-environments-fan-out.targets2.detail',
          message: 'reproduce an incident',
        }),
      },
      {
        label: translate({ id: 'products.diagram.test-environments-fan-out.targets3.label', message: 'Preview' }),
        detail: translate({
          id: 'products.diagram.test-environments-fan-out.targets3.detail',
          message: 'one per pull request',
        }),
      },
      {
        label: translate({ id: 'products.diagram.test-environments-fan-out.targets4.label', message: 'Developer' }),
        detail: translate({
          id: 'products.diagram.test-environments-fan-out.targets4.detail',
          message: 'a personal clone',
        }),
      },
    ],
  },
  {
    kind: 'flow',
    id: 'masking-flow',
    title: translate({ id: 'products.diagram.masking-flow.title', message: 'Where masking happens' }),
    description: translate({
      id: 'products.diagram.masking-flow.description',
      message:
        'Data is retrieved from production by a dump or a physical copy, masking rules are applied on the DBLab host, the masked state becomes a snapshot, and every clone is created from that snapshot, so clone users see masked values only.',
    }),
    nodes: [
      {
        label: translate({ id: 'products.diagram.masking-flow.nodes1.label', message: 'Production' }),
        detail: translate({
          id: 'products.diagram.masking-flow.nodes1.detail',
          message: 'the only place with raw values',
        }),
      },
      {
        label: translate({ id: 'products.diagram.masking-flow.nodes2.label', message: 'Retrieval' }),
        detail: translate({
          id: 'products.diagram.masking-flow.nodes2.detail',
          message: 'dump or physical copy onto the DBLab host',
        }),
      },
      {
        label: translate({ id: 'products.diagram.masking-flow.nodes3.label', message: 'Masking' }),
        detail: translate({
          id: 'products.diagram.masking-flow.nodes3.detail',
          message: 'rules applied before the snapshot',
        }),
        emphasis: true,
      },
      {
        label: translate({ id: 'products.diagram.masking-flow.nodes4.label', message: 'Masked snapshot' }),
        detail: translate({
          id: 'products.diagram.masking-flow.nodes4.detail',
          message: 'the state every clone starts from',
        }),
      },
      {
        label: translate({ id: 'products.diagram.masking-flow.nodes5.label', message: 'Clones' }),
        detail: translate({
          id: 'products.diagram.masking-flow.nodes5.detail',
          message: 'engineers, CI and AI agents see masked values',
        }),
      },
    ],
  },
  {
    kind: 'flow',
    id: 'monitoring-flow',
    title: translate({ id: 'products.diagram.monitoring-flow.title', message: 'From metrics to fixes' }),
    description: translate({
      id: 'products.diagram.monitoring-flow.description',
      message:
        'Your PostgreSQL databases are sampled by pgwatch collectors. Metrics are stored in Prometheus-compatible storage and query texts in Postgres. Grafana dashboards and health-check reports are built from them, and AI and expert insights turn them into fixes.',
    }),
    nodes: [
      {
        label: translate({ id: 'products.diagram.monitoring-flow.nodes1.label', message: 'Your Postgres' }),
        detail: translate({
          id: 'products.diagram.monitoring-flow.nodes1.detail',
          message: 'any flavour, with pg_stat_statements',
        }),
      },
      {
        label: translate({ id: 'products.diagram.monitoring-flow.nodes2.label', message: 'pgwatch collectors' }),
        detail: translate({
          id: 'products.diagram.monitoring-flow.nodes2.detail',
          message: 'on a separate machine with Docker',
        }),
      },
      {
        label: translate({ id: 'products.diagram.monitoring-flow.nodes3.label', message: 'Storage' }),
        detail: translate({
          id: 'products.diagram.monitoring-flow.nodes3.detail',
          message: 'Prometheus-compatible metrics, query texts in Postgres',
        }),
      },
      {
        label: translate({ id: 'products.diagram.monitoring-flow.nodes4.label', message: 'Dashboards and reports' }),
        detail: translate({
          id: 'products.diagram.monitoring-flow.nodes4.detail',
          message: 'Grafana dashboards, health checks',
        }),
        emphasis: true,
      },
      {
        label: translate({ id: 'products.diagram.monitoring-flow.nodes5.label', message: 'Insights' }),
        detail: translate({
          id: 'products.diagram.monitoring-flow.nodes5.detail',
          message: 'from AI and PostgresAI experts',
        }),
      },
    ],
  },
  {
    kind: 'flow',
    id: 'zdu-flow',
    title: translate({ id: 'products.diagram.zdu-flow.title', message: 'A zero-downtime major upgrade' }),
    description: translate({
      id: 'products.diagram.zdu-flow.description',
      message:
        'A physical standby of the old cluster is converted into a logical replica, upgraded with pg_upgrade and brought up to date by logical replication. PgBouncer pauses traffic, switches it to the new cluster and resumes, while reverse replication keeps the old cluster ready for a rollback.',
    }),
    nodes: [
      {
        label: translate({ id: 'products.diagram.zdu-flow.nodes1.label', message: 'Physical standby' }),
        detail: translate({
          id: 'products.diagram.zdu-flow.nodes1.detail',
          message: 'of the old cluster, already in sync',
        }),
      },
      {
        label: translate({ id: 'products.diagram.zdu-flow.nodes2.label', message: 'Logical replica' }),
        detail: translate({ id: 'products.diagram.zdu-flow.nodes2.detail', message: 'converted without copying data' }),
      },
      {
        label: translate({ id: 'products.diagram.zdu-flow.nodes3.label', message: 'pg_upgrade' }),
        detail: translate({
          id: 'products.diagram.zdu-flow.nodes3.detail',
          message: 'while the old primary serves traffic',
        }),
      },
      {
        label: translate({ id: 'products.diagram.zdu-flow.nodes4.label', message: 'PgBouncer PAUSE / RESUME' }),
        detail: translate({
          id: 'products.diagram.zdu-flow.nodes4.detail',
          message: 'traffic moves to the new version',
        }),
        emphasis: true,
      },
      {
        label: translate({ id: 'products.diagram.zdu-flow.nodes5.label', message: 'Reverse replication' }),
        detail: translate({
          id: 'products.diagram.zdu-flow.nodes5.detail',
          message: 'the old cluster stays ready for rollback',
        }),
      },
    ],
  },
  {
    kind: 'flow',
    id: 'checkup-flow',
    title: translate({ id: 'products.diagram.checkup-flow.title', message: 'From cluster to recommendations' }),
    description: translate({
      id: 'products.diagram.checkup-flow.description',
      message:
        'The checkup collects data from the primary and every replica, then produces a report in three parts: observations, conclusions and recommendations.',
    }),
    nodes: [
      {
        label: translate({ id: 'products.diagram.checkup-flow.nodes1.label', message: 'Primary and replicas' }),
        detail: translate({
          id: 'products.diagram.checkup-flow.nodes1.detail',
          message: 'light queries, nothing to install',
        }),
      },
      {
        label: translate({ id: 'products.diagram.checkup-flow.nodes2.label', message: 'Observations' }),
        detail: translate({
          id: 'products.diagram.checkup-flow.nodes2.detail',
          message: 'collected data, per check and per node',
        }),
      },
      {
        label: translate({ id: 'products.diagram.checkup-flow.nodes3.label', message: 'Conclusions' }),
        detail: translate({ id: 'products.diagram.checkup-flow.nodes3.detail', message: 'findings in plain English' }),
      },
      {
        label: translate({ id: 'products.diagram.checkup-flow.nodes4.label', message: 'Recommendations' }),
        detail: translate({ id: 'products.diagram.checkup-flow.nodes4.detail', message: 'action items for your team' }),
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
      {
        label: translate({ id: 'products.action.howItWorks', message: 'How it works' }),
        target: { route: '/products/how-it-works' },
        variant: 'secondary',
      },
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
    name: translate({ id: 'products.name.database-migration-testing', message: 'Database migration testing' }),
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
    name: translate({ id: 'products.name.realistic-test-environments', message: 'Realistic test environments' }),
    actions: [getStarted, awsMarketplace],
    showsPricing: true,
  },
  {
    slug: 'data-masking',
    route: '/products/data-masking',
    name: translate({ id: 'products.name.data-masking', message: 'Data masking' }),
    actions: [
      getStarted,
      awsMarketplace,
      {
        label: translate({ id: 'products.action.caseStudies', message: 'Case studies' }),
        target: { route: '/resources/' },
        variant: 'secondary',
      },
    ],
    showsPricing: true,
  },
  {
    slug: 'postgres-ai-monitoring',
    route: '/products/postgres-ai-monitoring',
    name: 'postgres_ai monitoring',
    actions: [
      {
        label: translate({
          id: 'products.action.contactMonitoring',
          message: 'Contact us about postgres_ai monitoring',
        }),
        target: { href: mailtoLink('postgres_ai monitoring') },
        variant: 'primary',
      },
      {
        label: translate({ id: 'products.action.readMonitoringDocs', message: 'Read the docs' }),
        target: { route: '/docs/monitoring' },
        variant: 'secondary',
      },
    ],
    showsPricing: false,
  },
  {
    slug: 'postgres-ai-zdu',
    route: '/products/postgres-ai-zdu',
    name: translate({ id: 'products.name.postgres-ai-zdu', message: 'Zero-downtime upgrades' }),
    actions: [
      {
        label: translate({ id: 'products.action.previewAccess', message: 'Contact us for preview access' }),
        target: { href: mailtoLink('Zero-downtime upgrades: preview access') },
        variant: 'primary',
      },
      {
        label: translate({ id: 'products.action.upgradeHowTo', message: 'Read the upgrade how-to' }),
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
      {
        label: translate({ id: 'products.action.viewRepo', message: 'View repo' }),
        target: { href: `${externalLinks.gitlab}/postgres-checkup` },
        variant: 'secondary',
      },
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
