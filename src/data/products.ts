/**
 * Content of the nine product pages under /products/. Facts follow the
 * "Products" section of the page scope and the product fact sheets; prices
 * and licences come from ./pricing, addresses from ./contacts.
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

/** A titled point: a problem, a step, a capability or a highlight. */
export type ProductPoint = {
  title: string;
  text: string;
  /** Optional short list under the text. */
  points?: readonly string[];
  /** Optional link to a site route. */
  link?: { label: string; to: string };
};

/** A box of a diagram: a bold label and an optional muted detail line. */
export type DiagramNode = {
  label: string;
  detail?: string;
  /** Drawn with the brand colour: the product itself. */
  emphasis?: boolean;
};

type DiagramText = {
  /** Unique on the page; used for the ids of the SVG title and description. */
  id: string;
  /** Short name of the diagram: the SVG <title> and the visible caption. */
  title: string;
  /** What the diagram shows, for screen readers (the SVG <desc>). */
  description: string;
};

/** A diagram drawn as inline SVG with the site's colour variables. */
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

export type ProductSection = {
  id: string;
  title: string;
  intro?: string;
  items: readonly ProductPoint[];
};

export type DocLink = { label: string; route: string; text: string };

export type Product = {
  slug: ProductSlug;
  /** The page's route, exactly as in the route contract. */
  route: string;
  /** Product name; shown above the h1. */
  name: string;
  /** Document title (the browser tab). */
  title: string;
  /** The page's h1. */
  headline: string;
  /** Meta description. */
  description: string;
  /** Hero lead paragraph. */
  lead: string;
  /** Availability, for products that are not generally available. */
  status?: { label: string; text: string };
  /** Short promises shown right under the hero. */
  highlights?: readonly ProductPoint[];
  problem: { title: string; intro: string; items: readonly ProductPoint[] };
  solution: { title: string; intro: string; steps: readonly ProductPoint[]; illustration?: Illustration };
  capabilities: { title: string; intro?: string; items: readonly ProductPoint[] };
  /** Further card sections specific to the product. */
  sections?: readonly ProductSection[];
  /** Doc pages to read next; only routes of kind `doc` in the route contract. */
  docs: readonly DocLink[];
  /** Calls to action, in the hero and again at the end of the page. */
  actions: readonly CallToAction[];
  closing: { title: string; text: string };
  /** Shows the DBLab SE starting price with a link to /pricing/. */
  showsPricing: boolean;
  /** The next page of the product tour, where the scope names one. */
  next?: { label: string; route: string; text: string };
  /** A clarifying note at the end of the page. */
  footnote?: string;
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

/** Fixed labels of the product page frame. */
export const productPageLabels = {
  docsTitle: 'Documentation',
  docsIntro: 'Guides and references for the next step.',
} as const;

/** The DBLab SE starting price, shown on the DBLab product pages. */
export const dblabPricingNote = {
  text: `DBLab SE from ${formatUsd(standardEdition.startingMonthlyUsd)}/month.`,
  link: { label: 'See pricing', route: '/pricing/' },
} as const;

/** The DBLab Engine repository on GitHub, whose star count the site shows. */
export const dblabGitHubUrl = `${externalLinks.github}/database-lab-engine`;

export const dblabRepositoryCard = {
  sectionTitle: 'Open source at the core',
  sectionIntro: `DBLab Engine Community Edition is open source under the ${licences.dblabEngine.name} licence. Development happens in the open on GitLab, with a mirror on GitHub; questions and ideas are welcome in the community Slack.`,
  name: 'postgres-ai/database-lab-engine',
  url: dblabGitHubUrl,
  description:
    'DBLab Engine: thin cloning and database branching for PostgreSQL. Written in Go, with a REST API, the dblab CLI and a web UI.',
  meta: [
    { label: 'Licence', value: licences.dblabEngine.name },
    { label: 'Language', value: 'Go' },
  ],
  starLabel: 'Star us on GitHub',
  /** GitHub is a mirror; development and issues live on GitLab. */
  gitlab: { label: 'Main development on GitLab', url: externalLinks.dblabRepository },
  links: [
    { label: 'Join the community Slack', href: externalLinks.slack },
    { label: 'How to contribute', href: `${dblabGitHubUrl}/blob/master/CONTRIBUTING.md` },
    { label: 'Read the documentation', route: '/docs/' },
  ],
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

/** A made-up Joe Bot session that shows the explain → exec → explain → reset loop. */
export const joeSampleExchange = {
  title: 'A sample session',
  badge: 'Illustration',
  authors: {
    engineer: { name: 'Engineer', initial: 'E' },
    joe: { name: 'Joe Bot', initial: 'J' },
  },
  intro:
    'This is how a tuning session reads in Slack or in the Console. Only commands that Joe understands are used: explain, exec and reset.',
  caption:
    'Illustration only: the table, the plans and every number are invented to show the workflow. They are not a measurement or a benchmark.',
  messages: [
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
  ] satisfies readonly TranscriptMessage[],
} as const;

/** The example table on the data-masking page: one column per masking technique. */
export const maskingExample = {
  title: 'What a masked clone looks like',
  intro:
    'A customers table with one rule per sensitive column. Engineers query the clone as usual; only the protected values differ from production.',
  columns: ['Column', 'Technique', 'What clone users see'] as const,
  rows: [
    { column: 'id', technique: 'None: not sensitive', result: 'The real key, so joins and lookups keep working' },
    {
      column: 'email',
      technique: 'Partial masking',
      result: 'A recognisable shape with the personal part hidden',
    },
    { column: 'phone', technique: 'Destruction', result: 'NULL' },
    { column: 'full_name', technique: 'Generation', result: 'A plausible generated name' },
    { column: 'birth_date', technique: 'Generalization', result: 'Reduced precision, such as the year only' },
    {
      column: 'card_token',
      technique: 'Deterministic hashing',
      result: 'The same hash for the same value, so duplicates stay visible',
    },
  ],
  sqlCaption: 'Rules are security labels in the schema (PostgreSQL Anonymizer), versioned with your migrations:',
  sql: [
    'security label for anon on column customers.email',
    "  is 'MASKED WITH FUNCTION anon.partial_email(email)';",
    'security label for anon on column customers.phone',
    "  is 'MASKED WITH VALUE NULL';",
  ],
} as const;

export const products: readonly Product[] = [
  {
    slug: 'dblab-engine',
    route: '/products/dblab_engine/',
    name: 'DBLab Engine',
    title: 'DBLab Engine: instant database branching for PostgreSQL',
    headline: 'Instant database branching for any Postgres',
    description:
      'DBLab Engine gives every engineer and CI job a full-size, writable PostgreSQL clone in seconds: thin cloning and branching on copy-on-write storage, in your own infrastructure.',
    lead: 'Thin clones and Git-like branches of a PostgreSQL database of any size, created in seconds on one machine in your infrastructure. Move database testing from manual checks into CI/CD, give each engineer a full-size database and tune SQL without risk, at a fixed storage and compute cost.',
    highlights: [
      {
        title: 'From manual checks to CI/CD',
        text: 'Every schema change runs against a full-size clone in the pipeline, before it reaches production.',
      },
      {
        title: 'A full-size database per engineer',
        text: 'Independent, writable clones replace the one shared staging database.',
      },
      {
        title: 'Risk-free SQL optimization',
        text: 'Try indexes and rewrites on production-sized data; production never notices.',
      },
      {
        title: 'Fixed storage and compute cost',
        text: 'Dozens of clones share one machine and one copy of the data.',
      },
    ],
    problem: {
      title: 'Full-size copies do not scale, so teams test on something else',
      intro:
        'Restoring a multi-terabyte database takes hours and doubles the disk bill with every copy. Teams settle for one shared staging database or a small synthetic dataset, and production becomes the first place where a change meets real data.',
      items: [
        {
          title: 'Untested schema changes cause downtime',
          text: 'A migration that is instant on a laptop can hold a lock for minutes on a large table, and every request queues behind it.',
        },
        {
          title: 'Query tuning on small data misleads',
          text: 'The planner decides from table sizes and statistics. On a toy dataset it picks plans that production never uses.',
        },
        {
          title: 'Shared staging drifts and blocks',
          text: 'A single staging database is refreshed rarely, contended by every team and slow to rebuild after a failed test.',
        },
        {
          title: 'Every copy spreads sensitive data',
          text: 'Each extra full copy of production is one more place where personal data can leak unless it is masked.',
        },
      ],
    },
    solution: {
      title: 'One full-size copy, as many thin clones as you need',
      intro:
        'DBLab Engine keeps a single copy of your database on copy-on-write storage. Clones share its unchanged blocks, so they appear in seconds and take almost no extra space.',
      steps: [
        {
          title: 'Retrieve the data once',
          text: 'From a logical dump, which works with RDS, Aurora, Cloud SQL, Supabase and other managed services, or from a physical copy made with WAL-G, pgBackRest or pg_basebackup. Refreshes run on a schedule.',
        },
        {
          title: 'Take snapshots',
          text: 'ZFS (the default) or LVM snapshots capture read-only states of the data. In physical mode a replica can stay in sync and be snapshotted on schedule.',
        },
        {
          title: 'Clone in seconds',
          text: 'A clone is a writable PostgreSQL in its own container on its own port. The project README cites about 10 seconds to clone a 1 TiB database.',
        },
        {
          title: 'Branch, commit and reset',
          text: 'Named branches and commits save a clone’s state as a new snapshot; a reset takes a clone back to any snapshot.',
        },
      ],
      illustration: {
        kind: 'fanOut',
        branchLabel: 'thin clones',
        id: 'dblab-fan-out',
        title: 'One engine serves every team',
        description:
          'A production PostgreSQL database is copied once into DBLab Engine, which keeps the full-size copy and its snapshots on ZFS. From it, independent thin clones go to a CI pipeline, an engineer, a Joe Bot session and a staging environment.',
        source: { label: 'Production Postgres', detail: 'self-managed or a managed service' },
        hub: { label: 'DBLab Engine', detail: 'one full-size copy and snapshots on ZFS', emphasis: true },
        targets: [
          { label: 'CI pipeline', detail: 'migration check' },
          { label: 'Engineer', detail: 'a personal clone' },
          { label: 'Joe Bot', detail: 'SQL tuning session' },
          { label: 'Staging', detail: 'app testing' },
        ],
      },
    },
    capabilities: {
      title: 'What DBLab Engine gives you',
      items: [
        {
          title: 'Avoid downtime from untested changes',
          text: 'Run each migration against a fresh full-size clone and see its locks and duration before it is deployed.',
        },
        {
          title: 'Optimize SQL on realistic clones',
          text: 'Clones have the same data and statistics as production, so EXPLAIN shows the plans production would choose.',
        },
        {
          title: 'Fresh data for development and testing',
          text: 'Scheduled or on-demand full refresh in logical mode, or continuous WAL replay in physical mode, keeps snapshots current.',
        },
        {
          title: 'Masking for security and compliance',
          text: 'Scripts and SQL run while a snapshot is prepared, so clones can be made to contain masked data only.',
        },
        {
          title: 'API, CLI and web UI',
          text: 'A REST API, the dblab CLI for Linux, macOS, FreeBSD and Windows, a built-in web UI and webhooks for automation.',
        },
        {
          title: 'PostgreSQL 10 to 18',
          text: 'Extended images include pgvector, TimescaleDB, Citus, HypoPG, pg_cron, PostgreSQL Anonymizer and other extensions.',
        },
      ],
    },
    sections: [
      {
        id: 'use-cases',
        title: 'Where teams use it',
        intro: 'Three workflows that thin clones make practical. Each has its own page.',
        items: [
          {
            title: 'Verify migrations in CI',
            text: 'Apply every pending migration to a thin clone in the pipeline and get a report on locks, duration and errors.',
            link: { label: 'Database migration testing', to: '/products/database-migration-testing' },
          },
          {
            title: 'Optimize SQL with Joe Bot',
            text: 'Ask for a plan in chat, try an index and verify it on a private clone of production.',
            link: { label: 'SQL optimization with Joe Bot', to: '/products/joe' },
          },
          {
            title: 'Staging and test environments',
            text: 'Give every environment and every developer an isolated, resettable copy with the full data.',
            link: { label: 'Realistic test environments', to: '/products/realistic-test-environments' },
          },
        ],
      },
    ],
    docs: [
      {
        label: 'DBLab Engine overview',
        route: '/docs/database-lab',
        text: 'Concepts, editions and the first commands.',
      },
      {
        label: 'Tutorial: DBLab Engine for any Postgres database',
        route: '/docs/tutorials/database-lab-tutorial',
        text: 'Install the engine by hand and create your first clone.',
      },
      {
        label: 'Install from the PostgresAI Console',
        route: '/docs/dblab-howtos/administration/install-dle-from-postgres-ai',
        text: 'Guided setup on AWS, GCP, DigitalOcean, Hetzner Cloud or your own machine.',
      },
      {
        label: 'Install from AWS Marketplace',
        route: '/docs/dblab-howtos/administration/install-dle-from-aws-marketplace',
        text: 'Run DBLab SE in your AWS account.',
      },
      {
        label: 'Branching how-tos',
        route: '/docs/dblab-howtos/branching',
        text: 'Create branches, commit clone states and clean up.',
      },
      {
        label: 'dblab CLI reference',
        route: '/docs/reference-guides/dblab-client-cli-reference',
        text: 'Every command and flag of the client.',
      },
    ],
    actions: [
      getStarted,
      awsMarketplace,
      { label: 'How it works', target: { route: '/products/how-it-works' }, variant: 'secondary' },
    ],
    closing: {
      title: 'Give every engineer a full-size database',
      text: 'The Community Edition is open source. The Standard Edition adds a tested package, images for managed Postgres services and vendor support, and installs from the Console or AWS Marketplace.',
    },
    showsPricing: true,
  },
  {
    slug: 'how-it-works',
    route: '/products/how-it-works',
    name: 'DBLab Engine',
    title: 'How DBLab Engine works: architecture, security and setup',
    headline: 'How DBLab Engine works',
    description:
      'The architecture, security model and setup requirements of DBLab Engine: one full-size copy on ZFS in your infrastructure, copy-on-write thin clones in seconds, no data access for PostgresAI.',
    lead: 'DBLab Engine runs on a separate server in your infrastructure, keeps one full-size copy of your database on ZFS and creates writable thin clones of it in seconds. Your data stays in your network, under your access rules.',
    problem: {
      title: 'What a copy of production has to be',
      intro:
        'Handing every engineer and every CI job a database of their own only works when four things hold at once.',
      items: [
        {
          title: 'Fast',
          text: 'Ready in seconds, not after an overnight restore, or nobody creates one per task.',
        },
        {
          title: 'Cheap',
          text: 'Ten full copies mean ten times the disk. Copies have to share storage.',
        },
        {
          title: 'Faithful',
          text: 'The same data and planner statistics as production, or test results and query plans cannot be trusted.',
        },
        {
          title: 'Safe',
          text: 'The data stays in your infrastructure, access is controlled and sensitive columns can be masked.',
        },
      ],
    },
    solution: {
      title: 'Architecture',
      intro: 'Everything that touches your data runs on a machine you control.',
      steps: [
        {
          title: 'A dedicated machine in your infrastructure',
          text: 'The engine, its clones and the data live on a Linux server or VM separate from production, in your cloud account or data centre.',
        },
        {
          title: 'One full-size copy on ZFS',
          text: 'The engine retrieves the database once into a ZFS pool and keeps it fresh. Other copy-on-write options, such as LVM, are possible.',
        },
        {
          title: 'Copy-on-write thin clones',
          text: 'A clone is a ZFS clone of a snapshot with its own PostgreSQL container. It stores only the blocks it changes, so it is ready in seconds.',
        },
        {
          title: 'Same data, same plans',
          text: 'Clones are writable and have the same rows and statistics as the source, so EXPLAIN shows the plans production would choose.',
        },
      ],
      illustration: {
        kind: 'architecture',
        id: 'how-it-works-architecture',
        title: 'DBLab Engine architecture',
        description:
          'Inside your infrastructure, production PostgreSQL is copied by a dump or a physical backup into DBLab Engine, which keeps a full-size copy and snapshots on ZFS and runs thin clones on ports 6000 and up for engineers, CI and Joe Bot. Outside, the PostgresAI Console talks to the engine API over HTTPS or an SSH tunnel and has no access to the data.',
        boundary: 'Your infrastructure',
        source: { label: 'Production Postgres', detail: 'self-managed, RDS, Cloud SQL, …' },
        retrieval: 'dump or physical backup',
        engine: { label: 'DBLab Engine', detail: 'ZFS pool: full-size copy + snapshots', emphasis: true },
        clones: [
          { label: 'Clone', detail: 'port 6000' },
          { label: 'Clone', detail: 'port 6001' },
          { label: 'Clone', detail: 'port 6002' },
        ],
        consumers: 'engineers · CI jobs · Joe Bot',
        platform: { label: 'PostgresAI Console', detail: 'API over HTTPS or SSH; no access to data' },
      },
    },
    capabilities: {
      title: 'Security model',
      intro: 'PostgresAI never needs access to your databases or your data.',
      items: [
        {
          title: 'API over HTTPS or an SSH tunnel',
          text: 'Keep the engine API and clone ports off the internet. Reach them through a TLS reverse proxy, a VPN or SSH port forwarding.',
        },
        {
          title: 'No access for PostgresAI',
          text: 'PostgresAI and the Platform components cannot connect to your databases, cannot read or change data and cannot SSH into your machines.',
        },
        {
          title: 'Masked clones',
          text: 'Masking applied while a snapshot is prepared means clone users only ever see masked values.',
          link: { label: 'Sensitive data masking', to: '/products/data-masking' },
        },
        {
          title: 'Restricted clone users',
          text: 'Clones can be created with non-superuser database accounts, optionally limited to one database.',
        },
      ],
    },
    sections: [
      {
        id: 'setup',
        title: 'What the setup takes',
        intro: 'A typical installation, for planning purposes.',
        items: [
          {
            title: 'Linux with a ZFS volume',
            text: 'Tested on Ubuntu and RHEL/CentOS, with a separate disk or volume for the ZFS pool.',
          },
          {
            title: 'A disk about 30% larger than the database',
            text: 'Room for the full-size copy plus the blocks that snapshots and clones change.',
          },
          {
            title: 'Less than an hour',
            text: 'An experienced engineer usually installs and configures the engine within an hour. The Console and AWS Marketplace packages automate most of it.',
          },
          {
            title: 'Declarative masking rules',
            text: 'Decide which columns need masking and describe the rules once; every snapshot applies them.',
            link: { label: 'Sensitive data masking', to: '/products/data-masking' },
          },
          {
            title: 'Managed databases too',
            text: 'Amazon RDS and Aurora are copied with a logical dump. A step-by-step tutorial covers the setup.',
            link: { label: 'DBLab for Amazon RDS', to: '/docs/tutorials/database-lab-tutorial-amazon-rds' },
          },
        ],
      },
    ],
    docs: [
      {
        label: 'DBLab Engine overview',
        route: '/docs/database-lab',
        text: 'Snapshots, clones and branches explained.',
      },
      {
        label: 'Security of the Platform and components',
        route: '/docs/platform/security',
        text: 'The trust boundary, ports to protect and what reaches the Platform.',
      },
      {
        label: 'DBLab Engine components',
        route: '/docs/reference-guides/database-lab-engine-components',
        text: 'The engine, the UI, the CLI and the containers they run.',
      },
      {
        label: 'Install DBLab Engine manually',
        route: '/docs/dblab-howtos/administration/install-dle-manually',
        text: 'Prepare the machine, the ZFS pool and the configuration.',
      },
      {
        label: 'Secure DBLab Engine',
        route: '/docs/dblab-howtos/administration/engine-secure',
        text: 'TLS in front of the API and safe access to clones.',
      },
      {
        label: 'Tutorial for Amazon RDS',
        route: '/docs/tutorials/database-lab-tutorial-amazon-rds',
        text: 'Clone an RDS or Aurora database with a logical dump.',
      },
    ],
    actions: [getStarted, awsMarketplace],
    closing: {
      title: 'Set up DBLab Engine in your own cloud',
      text: 'Install the Standard Edition from the Console or AWS Marketplace, or follow the manual guide for the open-source Community Edition.',
    },
    showsPricing: true,
    next: {
      label: 'Next: Database Migration Testing',
      route: '/products/database-migration-testing',
      text: 'Test every schema migration on a full-size clone in CI.',
    },
  },
  {
    slug: 'database-migration-testing',
    route: '/products/database-migration-testing',
    name: 'Database migration testing',
    title: 'Database migration testing in CI/CD with thin clones',
    headline: 'Test database migrations in CI on full-size clones',
    description:
      'Run every schema migration against a fresh thin clone of production in CI and see locks, duration and errors before deploy, with DBLab Engine and the DB Migration Checker.',
    lead: 'Application tests check what code does at runtime. Schema changes also have a deploy-time behaviour, and that is where outages come from. DBLab applies pending migrations to a fresh thin clone in every CI run and reports what happened before the change is merged.',
    problem: {
      title: 'Migrations are first tested on production data during the deploy',
      intro:
        'Test suites run on small fixture databases. A full-size copy per pipeline would take hours or days to provision and cost a fortune, so nobody runs one.',
      items: [
        {
          title: 'Long-held locks',
          text: 'An ALTER TABLE or an index build waits for, then holds, a heavy lock. Queries pile up behind it and the application stalls in a cascade.',
        },
        {
          title: 'Aborted by statement_timeout',
          text: 'A migration exceeds statement_timeout halfway through and stops, leaving the schema in a partial state that nobody planned for.',
        },
        {
          title: 'Unexpected data',
          text: 'Values that fixtures never contain, such as NULLs, duplicates or oversized strings, break constraints or silently lose data.',
        },
      ],
    },
    solution: {
      title: 'A CI job with a thin clone',
      intro: 'The DB Migration Checker connects your CI system to DBLab Engine.',
      steps: [
        {
          title: 'Create a thin clone',
          text: 'The CI job asks the checker for a fresh clone of the latest snapshot. It is ready in seconds.',
        },
        {
          title: 'Run pending migrations',
          text: 'Your migration tool runs in a container against the clone: Sqitch, Flyway, Liquibase, Rails, Django or your own image.',
        },
        {
          title: 'Observe',
          text: 'The checker watches locks and duration while the migration runs. By default, a lock held over 10 seconds or a run over an hour fails the check.',
        },
        {
          title: 'Report and clean up',
          text: 'Status, statistics and metadata return to the CI job, the GitHub Action posts a report on the pull request, and the clone is destroyed.',
        },
      ],
      illustration: {
        kind: 'flow',
        id: 'migration-ci-flow',
        title: 'A migration check in CI',
        description:
          'A pull request with a new migration triggers a CI job. The job calls the DB Migration Checker, which creates a thin clone, runs the migration on it while watching locks and duration, and returns a report with status and artifacts.',
        nodes: [
          { label: 'Pull request', detail: 'adds a migration' },
          { label: 'CI job', detail: 'GitHub Actions, GitLab CI or another system' },
          { label: 'DB Migration Checker', detail: 'creates a thin clone of the latest snapshot', emphasis: true },
          { label: 'Migration runs on the clone', detail: 'locks and duration are watched' },
          { label: 'Report', detail: 'status, statistics and artifacts; the clone is removed' },
        ],
      },
    },
    capabilities: {
      title: 'What you get',
      items: [
        {
          title: 'Deploy-time behaviour, tested',
          text: 'Dangerous locks and slow DDL show up on the real table sizes, not in production.',
        },
        {
          title: 'Artifacts for review',
          text: 'Statistics from pg_stat_statements, tables and indexes, object sizes and Postgres errors from the run are available to download.',
        },
        {
          title: 'GitHub Actions integration',
          text: 'A ready-made action runs the migrations and comments the report on the pull request. Other CI systems call the checker’s API.',
        },
        {
          title: 'Any migration tool',
          text: 'Examples cover Sqitch, Flyway, Liquibase, Rails Active Record and Django. A custom image works as long as it keeps running.',
        },
        {
          title: 'A fresh clone every run',
          text: 'Each run starts from the same snapshot, so results are reproducible and a failed migration leaves nothing behind.',
        },
        {
          title: 'Full size without full cost',
          text: 'Clones share storage with the engine’s single copy, so parallel pipelines do not need parallel databases.',
        },
      ],
    },
    docs: [
      {
        label: 'DB Migration Checker',
        route: '/docs/database-lab/db-migration-checker',
        text: 'How the checker works and how to connect it to CI.',
      },
      {
        label: 'Checker configuration reference',
        route: '/docs/reference-guides/db-migration-checker-configuration-reference',
        text: 'Every setting of ci_checker.yml.',
      },
      {
        label: 'Mask data in CI observer logs',
        route: '/docs/dblab-howtos/administration/ci-observer-postgres-log-masking',
        text: 'Keep sensitive values out of the reports.',
      },
      {
        label: 'Create a clone',
        route: '/docs/dblab-howtos/cloning/create-clone',
        text: 'Clone options for scripted test runs.',
      },
    ],
    actions: [getStarted, awsMarketplace],
    closing: {
      title: 'Catch the next bad migration in CI',
      text: 'Set up DBLab Engine, add the DB Migration Checker and run your first migration check on a full-size clone.',
    },
    showsPricing: true,
    next: {
      label: 'Next: SQL Optimization',
      route: '/products/joe',
      text: 'Tune queries on a private clone with Joe Bot.',
    },
  },
  {
    slug: 'joe',
    route: '/products/joe',
    name: 'Joe Bot',
    title: 'Joe Bot: SQL optimization on thin clones',
    headline: 'Joe Bot: a virtual DBA for SQL optimization',
    description:
      'Joe Bot runs EXPLAIN, indexes and experiments on a private thin clone of production and answers in chat with plans, timing and buffer statistics, never with the data.',
    lead: 'Joe runs your queries on a private thin clone of the production database and answers in Slack or in the Console with the plan, timing, buffer statistics and recommendations. It never returns the data itself.',
    problem: {
      title: 'The SQL optimization paradox',
      intro:
        'What matters is how a query performs in production, yet production is the one place where experiments are not safe. Teams usually choose one of three bad options.',
      items: [
        {
          title: 'Ship it untested',
          text: 'Deploy the query or the index, watch the dashboards and hope nothing degrades.',
        },
        {
          title: 'Experiment on production',
          text: 'Run EXPLAIN ANALYZE and CREATE INDEX on the live database, adding load and risk and exposing data to whoever experiments.',
        },
        {
          title: 'Keep a costly pre-production copy',
          text: 'Pay for a full-size replica that is shared, slow to refresh and hard to reset after each experiment.',
        },
      ],
    },
    solution: {
      title: 'Joe sits between the engineer and a thin clone',
      intro:
        'Each session gets its own thin clone. Joe runs the SQL there and returns performance data and recommendations.',
      steps: [
        {
          title: 'Ask for a plan',
          text: 'Send explain with your query. Joe executes it on your clone and replies with the plan, timing and buffers, plus recommendations.',
        },
        {
          title: 'Try an index',
          text: 'Create the suggested index with exec, or a hypothetical one with hypo, on the clone only.',
        },
        {
          title: 'Verify',
          text: 'Run explain again and compare. Buffer counts match what production would read.',
        },
        {
          title: 'Reset',
          text: 'reset returns the clone to its original snapshot, usually in less than a minute, ready for the next idea.',
        },
      ],
      illustration: {
        kind: 'flow',
        id: 'joe-flow',
        title: 'How Joe handles a request',
        description:
          'An engineer sends a command in Slack or the Console web UI. Joe Bot runs it on the session’s thin clone, a full-size copy of production, and answers with the plan, timing, buffers and recommendations. Result rows never leave the clone.',
        nodes: [
          { label: 'Engineer', detail: 'sends explain, exec or reset in chat' },
          { label: 'Joe Bot', detail: 'runs the command for this session', emphasis: true },
          { label: 'Thin clone', detail: 'full-size copy of production, private to the session' },
          { label: 'Answer in chat', detail: 'plan, timing, buffers, recommendations; no rows' },
        ],
      },
    },
    capabilities: {
      title: 'What Joe does',
      items: [
        {
          title: 'Plans that match production',
          text: 'Same data, statistics and planner settings. Timing can differ because caches are colder, but buffer counts match.',
        },
        {
          title: 'Metadata, never data',
          text: 'Joe returns plans, timings and sizes. Result rows stay on the clone.',
        },
        {
          title: 'A clone per session',
          text: 'Each session runs on its own clone under a restricted database user. Idle sessions are cleaned up automatically.',
        },
        {
          title: 'Hypothetical indexes',
          text: 'With the HypoPG extension, hypo creates an index the planner can consider without building it.',
        },
        {
          title: 'Slack and the web UI',
          text: 'Work in a Slack channel or in the Console, which keeps the command history with plan visualizations and shareable links.',
        },
        {
          title: 'Open source',
          text: `Joe Bot is published under the ${licences.joeBot.name} licence and runs next to your DBLab Engine.`,
        },
      ],
    },
    docs: [
      {
        label: 'Joe Bot overview',
        route: '/docs/joe-bot',
        text: 'What Joe is and how sessions work.',
      },
      {
        label: 'Tutorial: set up Joe Bot',
        route: '/docs/tutorials/joe-setup',
        text: 'Connect Joe to DBLab Engine and Slack or the Console.',
      },
      {
        label: 'Example session',
        route: '/docs/joe-bot/example',
        text: 'A worked optimization from a slow query to an index-only scan.',
      },
      {
        label: 'Get a query plan',
        route: '/docs/dblab-howtos/joe-bot/get-query-plan',
        text: 'Read explain output: rows, buffers, timing and locks.',
      },
      {
        label: 'Joe Bot commands reference',
        route: '/docs/reference-guides/joe-bot-commands-reference',
        text: 'Every chat command and its options.',
      },
    ],
    actions: [getStarted, awsMarketplace],
    closing: {
      title: 'Tune SQL without touching production',
      text: 'Joe runs on top of DBLab Engine. Set up the engine, connect Joe and start your first session.',
    },
    showsPricing: true,
    next: {
      label: 'Next: Realistic Test Environments',
      route: '/products/realistic-test-environments',
      text: 'Replace shared staging databases with thin clones.',
    },
  },
  {
    slug: 'realistic-test-environments',
    route: '/products/realistic-test-environments',
    name: 'Realistic test environments',
    title: 'Realistic test environments with DBLab thin clones',
    headline: 'Realistic test environments from thin clones',
    description:
      'Replace shared staging and development databases with isolated, full-size DBLab clones that are created in seconds, reset at will and share one copy of the data.',
    lead: 'Replace the shared staging database with as many isolated, full-size clones as your teams need: created in seconds, reset at will and cheap enough to throw away.',
    problem: {
      title: 'Staging data is either unrealistic or unsafe',
      intro: 'Most teams fill their staging and development databases in one of these ways, and each has a cost.',
      items: [
        {
          title: 'Internally generated data',
          text: 'Synthetic datasets are small and too clean. The bugs and slow queries that real data triggers never show up.',
        },
        {
          title: 'A raw production restore',
          text: 'Restoring production periodically and keeping it as it is puts real customer data into a less protected environment.',
        },
        {
          title: 'A restore that is mostly wiped',
          text: 'Deleting most rows keeps staging small but loses the volume and distribution that make tests meaningful.',
        },
        {
          title: 'Homegrown masking',
          text: 'Scripts that mask a restore are slow, rarely reviewed and break whenever the schema changes.',
        },
      ],
    },
    solution: {
      title: 'Many isolated clones from one engine',
      intro: 'One DBLab Engine serves every environment from a single copy of the data.',
      steps: [
        {
          title: 'One engine, one copy',
          text: 'DBLab Engine keeps a full-size copy of production, refreshed on schedule and masked where required.',
        },
        {
          title: 'A clone per environment',
          text: 'Each staging, QA or preview environment, and each developer, gets an independent writable clone.',
        },
        {
          title: 'Reset between runs',
          text: 'Reset a clone to its snapshot in seconds during pre-release testing instead of rebuilding staging.',
        },
        {
          title: 'Keep what matters',
          text: 'Protect a clone from deletion, or commit its state to a branch and clone from it later.',
        },
      ],
      illustration: {
        kind: 'fanOut',
        branchLabel: 'thin clones',
        id: 'test-environments-fan-out',
        title: 'Every environment gets its own clone',
        description:
          'Production is copied into DBLab Engine, which keeps one full-size copy, masked if required. Independent thin clones serve staging, QA, a preview environment per pull request and each developer.',
        source: { label: 'Production', detail: 'refreshed on schedule' },
        hub: { label: 'DBLab Engine', detail: 'one full-size copy, masked if required', emphasis: true },
        targets: [
          { label: 'Staging', detail: 'pre-release testing' },
          { label: 'QA', detail: 'reproduce an incident' },
          { label: 'Preview', detail: 'one per pull request' },
          { label: 'Developer', detail: 'a personal clone' },
        ],
      },
    },
    capabilities: {
      title: 'What changes for your teams',
      items: [
        {
          title: 'Reproduce production issues',
          text: 'Investigate a bug on the same data that triggered it, without going near production.',
        },
        {
          title: 'Reset staging in seconds',
          text: 'A failed test run no longer means a day of rebuilding the environment.',
        },
        {
          title: 'Preview code and data changes',
          text: 'See how new code or a data migration behaves on full-size data before release.',
        },
        {
          title: 'Role-based permissions',
          text: 'Decide who may create, reset and delete clones, and give clone users restricted database accounts.',
        },
        {
          title: 'Web portal or CLI',
          text: 'Manage clones in the web UI or with the dblab CLI, or automate them through the API and webhooks.',
        },
        {
          title: 'Lower test-environment cost',
          text: 'Dozens of clones share one machine and one copy of the data instead of one server per environment.',
        },
      ],
    },
    docs: [
      {
        label: 'Cloning how-tos',
        route: '/docs/dblab-howtos/cloning',
        text: 'Create, connect to, reset and destroy clones.',
      },
      {
        label: 'Protect a clone',
        route: '/docs/dblab-howtos/cloning/clone-protection',
        text: 'Keep an environment’s clone from being deleted.',
      },
      {
        label: 'Preview environments with DBLab and Coolify',
        route: '/docs/dblab-howtos/branching/preview-environments-with-dblab-and-coolify',
        text: 'A branch and a clone for every pull request.',
      },
      {
        label: 'DBLab user interface',
        route: '/docs/database-lab/user-interface',
        text: 'Manage clones in the browser.',
      },
      {
        label: 'Controlled data access',
        route: '/docs/data-access',
        text: 'Masked, restricted and audited clones for other teams.',
      },
    ],
    actions: [getStarted, awsMarketplace],
    closing: {
      title: 'Retire the shared staging database',
      text: 'Start with one engine and give the first team its own clones this week.',
    },
    showsPricing: true,
    next: {
      label: 'Next: Sensitive Data Masking',
      route: '/products/data-masking',
      text: 'Keep personal data out of your clones.',
    },
  },
  {
    slug: 'data-masking',
    route: '/products/data-masking',
    name: 'Data masking',
    title: 'Sensitive data masking for PostgreSQL clones',
    headline: 'Sensitive data masking for database clones',
    description:
      'Give engineers realistic PostgreSQL clones without personal data: DBLab Engine applies masking rules while it prepares snapshots, with declarative rules versioned in the schema.',
    lead: 'Give engineers realistic clones without giving them personal data. DBLab Engine applies masking while it prepares a snapshot, so every clone made from that snapshot contains masked values only.',
    problem: {
      title: 'Compliance keeps production data with production',
      intro:
        'SOC 2, ISO 27001 and HIPAA audits ask the same questions of every copy of your database, including staging and developer clones.',
      items: [
        {
          title: 'Only authorized staff see production data',
          text: 'Engineers who test and debug are rarely the people cleared to read customer records.',
        },
        {
          title: 'Every access is audited',
          text: 'Each copy of production is one more system whose access has to be logged and reviewed.',
        },
        {
          title: 'No sensitive data in internal systems',
          text: 'Staging, CI and laptops must not hold real personal or health data.',
        },
      ],
    },
    solution: {
      title: 'Mask once, clone many times',
      intro: 'Masking happens before the snapshot exists, not in every clone.',
      steps: [
        {
          title: 'Declare the rules',
          text: 'With PostgreSQL Anonymizer, masking rules are security labels on columns, stored in the schema itself.',
        },
        {
          title: 'Apply them while the snapshot is prepared',
          text: 'DBLab Engine runs your SQL and scripts after retrieving the data and before taking the snapshot.',
        },
        {
          title: 'Clone the masked snapshot',
          text: 'Every clone starts from masked data. With restricted accounts, clone users cannot reach the originals.',
        },
      ],
      illustration: {
        kind: 'flow',
        id: 'masking-flow',
        title: 'Where masking happens',
        description:
          'Data is retrieved from production by a dump or a physical copy, masking rules are applied on the DBLab host, the masked state becomes a snapshot, and every clone is created from that snapshot, so clone users see masked values only.',
        nodes: [
          { label: 'Production', detail: 'the only place with raw values' },
          { label: 'Retrieval', detail: 'dump or physical copy onto the DBLab host' },
          { label: 'Masking', detail: 'rules applied before the snapshot', emphasis: true },
          { label: 'Masked snapshot', detail: 'the state every clone starts from' },
          { label: 'Clones', detail: 'engineers, CI and AI agents see masked values' },
        ],
      },
    },
    capabilities: {
      title: 'Three ways to mask, one set of rules',
      items: [
        {
          title: 'Hashing and randomization',
          text: 'Replace values with hashes or random ones. Deterministic variants keep joins and uniqueness intact.',
        },
        {
          title: 'Generation and destruction',
          text: 'Generate plausible fake values, or remove a column’s contents entirely.',
        },
        {
          title: 'Generalization',
          text: 'Reduce precision: a birth date becomes a year, an exact amount becomes a range.',
        },
        {
          title: 'Rules versioned with the schema',
          text: 'Security labels live in your migrations, so rules are reviewed in the same pull request as the column they protect.',
        },
        {
          title: 'Access control you already have',
          text: 'The rules are part of the database and fall under the same permissions as the rest of the schema.',
        },
      ],
    },
    docs: [
      {
        label: 'Masking and anonymizing data in DBLab clones',
        route: '/docs/database-lab/masking',
        text: 'Four strategies, their trade-offs and the configuration for each.',
      },
      {
        label: 'Controlled data access',
        route: '/docs/data-access',
        text: 'Masked, restricted and audited clones for analysts and support.',
      },
      {
        label: 'Mask data in CI observer logs',
        route: '/docs/dblab-howtos/administration/ci-observer-postgres-log-masking',
        text: 'Replacement rules for Postgres logs sent to the Platform.',
      },
      {
        label: 'Security of the Platform and components',
        route: '/docs/platform/security',
        text: 'What stays in your infrastructure and what is sent.',
      },
    ],
    actions: [
      getStarted,
      awsMarketplace,
      { label: 'Case studies', target: { route: '/resources/' }, variant: 'secondary' },
    ],
    closing: {
      title: 'Realistic clones, without the personal data',
      text: 'Set up DBLab Engine with your masking rules and hand out clones your auditors can live with.',
    },
    showsPricing: true,
    footnote:
      'On this page, “masking” covers both masking and anonymization, by dynamic as well as persistent methods.',
  },
  {
    slug: 'postgres-ai-monitoring',
    route: '/products/postgres-ai-monitoring',
    name: 'postgres_ai monitoring',
    title: 'postgres_ai monitoring: expert-level PostgreSQL observability',
    headline: 'postgres_ai monitoring: expert-level observability for Postgres',
    description:
      'postgres_ai monitoring: dashboards for emergencies, query and wait-event analysis, health-check reports and expert insights, for self-managed, Kubernetes and managed PostgreSQL.',
    lead: 'Dashboards, health checks and root-cause analysis built on the Four Golden Signals, for any PostgreSQL: self-managed, on Kubernetes or a managed service.',
    status: {
      label: 'Free and open source',
      text: 'The core is open source under Apache 2.0 and free to run yourself; a managed version is available in the PostgresAI Console.',
    },
    problem: {
      title: 'When Postgres slows down, the clock is running',
      intro: 'General-purpose infrastructure monitoring tells you that the database is busy, not why.',
      items: [
        {
          title: 'No starting point',
          text: 'Dozens of graphs and no order in which to read them: every incident begins with guesswork.',
        },
        {
          title: 'Queries stay hidden',
          text: 'Without per-query statistics and wait events, the query behind the load is hard to name.',
        },
        {
          title: 'Slow problems build up unseen',
          text: 'Bloat, unused or redundant indexes and transaction ID wraparound risk grow quietly until they cause an outage.',
        },
      ],
    },
    solution: {
      title: 'Top-down troubleshooting',
      intro: 'Start from the symptoms, then narrow down to the query, the table or the index.',
      steps: [
        {
          title: 'Collect',
          text: 'pgwatch collectors on a separate Linux machine with Docker sample Postgres statistics, including pg_stat_statements and pg_stat_activity.',
        },
        {
          title: 'Store',
          text: 'Metrics go to Prometheus-compatible storage; query texts and metadata go to a Postgres database.',
        },
        {
          title: 'Drill down',
          text: 'Begin at the Emergency dashboard, follow the signal to a query or a wait event, then to a single table or index.',
        },
        {
          title: 'Act',
          text: 'Health-check reports and insights from AI and PostgresAI experts turn findings into concrete fixes.',
        },
      ],
      illustration: {
        kind: 'flow',
        id: 'monitoring-flow',
        title: 'From metrics to fixes',
        description:
          'Your PostgreSQL databases are sampled by pgwatch collectors. Metrics are stored in Prometheus-compatible storage and query texts in Postgres. Grafana dashboards and health-check reports are built from them, and AI and expert insights turn them into fixes.',
        nodes: [
          { label: 'Your Postgres', detail: 'any flavour, with pg_stat_statements' },
          { label: 'pgwatch collectors', detail: 'on a separate machine with Docker' },
          { label: 'Storage', detail: 'Prometheus-compatible metrics, query texts in Postgres' },
          { label: 'Dashboards and reports', detail: 'Grafana dashboards, health checks', emphasis: true },
          { label: 'Insights', detail: 'from AI and PostgresAI experts' },
        ],
      },
    },
    capabilities: {
      title: 'Features',
      items: [
        {
          title: 'Emergency dashboard',
          text: 'A high-level view of one node based on the Four Golden Signals, made to find the problem area within a minute.',
        },
        {
          title: 'Query analysis',
          text: 'Top queries by time, calls, I/O and more, per second and per call, down to a single queryid.',
        },
        {
          title: 'Wait event analysis',
          text: 'Active session history sampled from pg_stat_activity, similar to RDS Performance Insights or Cloud SQL Query Insights.',
        },
        {
          title: 'Health-check reports',
          text: 'Automated checks of settings, bloat, index health, wraparound risk and more, continuing the work of postgres-checkup.',
        },
        {
          title: 'AI and expert insights',
          text: 'Insights from AI and from PostgresAI’s Postgres experts help turn findings into concrete fixes.',
        },
        {
          title: 'Works with any Postgres',
          text: `The core is open source under the ${licences.monitoring.name} licence and runs next to your databases.`,
          points: [
            'Self-managed and Kubernetes',
            'Amazon RDS and Aurora',
            'Google Cloud SQL and Azure',
            'Supabase and TigerData',
          ],
        },
      ],
    },
    docs: [
      {
        label: 'postgres_ai monitoring overview',
        route: '/docs/monitoring',
        text: 'Components, dashboards and requirements.',
      },
      {
        label: 'Install postgres_ai monitoring',
        route: '/docs/monitoring/how-to-install',
        text: 'Prepare the database and start the stack.',
      },
      {
        label: 'Monitoring reference',
        route: '/docs/reference-guides/postgres-ai-monitoring-reference',
        text: 'Metrics, dashboards and CLI commands.',
      },
      {
        label: 'Checkup health-check reports',
        route: '/docs/checkup',
        text: 'Run the health checks from the command line.',
      },
    ],
    actions: [
      {
        label: 'Contact us about postgres_ai monitoring',
        target: { href: mailtoLink('postgres_ai monitoring') },
        variant: 'primary',
      },
      { label: 'Read the docs', target: { route: '/docs/monitoring' }, variant: 'secondary' },
    ],
    closing: {
      title: 'Talk to us about your rollout',
      text: 'Tell us about your databases and we will help you set up postgres_ai monitoring, self-hosted or managed.',
    },
    showsPricing: false,
  },
  {
    slug: 'postgres-ai-zdu',
    route: '/products/postgres-ai-zdu',
    name: 'Zero-downtime upgrades',
    title: 'Zero-downtime PostgreSQL major upgrades',
    headline: 'Zero-downtime Postgres major upgrades',
    description:
      'Upgrade large, busy PostgreSQL clusters to a new major version without downtime: physical-to-logical conversion, PgBouncer PAUSE/RESUME and reverse replication for rollback.',
    lead: 'Move a large, busy PostgreSQL cluster to a new major version without downtime and with a way back. The method is battle-tested at GitLab scale, on clusters with dozens of terabytes and hundreds of thousands of transactions per second.',
    status: {
      label: 'Preview',
      text: 'Available as a preview for select enterprise customers.',
    },
    highlights: [
      {
        title: 'Zero downtime',
        text: 'Traffic pauses for a moment in the connection pooler; clients see a short delay instead of errors.',
      },
      {
        title: 'Reversible',
        text: 'Reverse replication keeps the old cluster current after the switchover, so you can switch back.',
      },
      {
        title: 'Zero data loss in both directions',
        text: 'Committed transactions reach the new cluster, and after the switchover they flow back to the old one.',
      },
    ],
    problem: {
      title: 'Why traditional major upgrades hurt',
      intro: 'The usual methods trade downtime against risk, and large databases pay heavily for both.',
      items: [
        {
          title: 'Hours of downtime',
          text: 'For multi-terabyte databases the window includes rebuilding planner statistics with ANALYZE, a step that is often not even automated.',
        },
        {
          title: 'A full shutdown for pg_upgrade',
          text: 'pg_upgrade needs the cluster stopped, so every connection is dropped for the duration.',
        },
        {
          title: 'No way back',
          text: 'Once the upgraded cluster takes writes, returning to the old version means another outage and possible data loss.',
        },
        {
          title: 'Hard to test',
          text: 'A rehearsal needs a full-size copy of production, so the first realistic run is often the upgrade itself.',
        },
        {
          title: 'Plan flips',
          text: 'A new planner can choose different plans for the same queries, and fast queries turn slow after the switch.',
        },
      ],
    },
    solution: {
      title: 'The technique',
      intro:
        'Physical-to-logical conversion creates the new cluster without copying the data again; PgBouncer PAUSE/RESUME moves traffic without dropping connections.',
      steps: [
        {
          title: 'Convert a standby',
          text: 'A physical standby of the old cluster becomes a logical replica, with no second copy of the data.',
        },
        {
          title: 'Upgrade the replica',
          text: 'pg_upgrade runs on that replica while the old primary keeps serving traffic.',
        },
        {
          title: 'Catch up',
          text: 'Logical replication brings the upgraded cluster up to date with every change made meanwhile.',
        },
        {
          title: 'Switch over',
          text: 'PgBouncer PAUSE holds new queries, traffic moves to the new cluster, and RESUME releases them.',
        },
        {
          title: 'Keep the way back',
          text: 'Reverse replication from the new cluster to the old one keeps a rollback option open without data loss.',
        },
      ],
      illustration: {
        kind: 'flow',
        id: 'zdu-flow',
        title: 'A zero-downtime major upgrade',
        description:
          'A physical standby of the old cluster is converted into a logical replica, upgraded with pg_upgrade and brought up to date by logical replication. PgBouncer pauses traffic, switches it to the new cluster and resumes, while reverse replication keeps the old cluster ready for a rollback.',
        nodes: [
          { label: 'Physical standby', detail: 'of the old cluster, already in sync' },
          { label: 'Logical replica', detail: 'converted without copying data' },
          { label: 'pg_upgrade', detail: 'while the old primary serves traffic' },
          { label: 'PgBouncer PAUSE / RESUME', detail: 'traffic moves to the new version', emphasis: true },
          { label: 'Reverse replication', detail: 'the old cluster stays ready for rollback' },
        ],
      },
    },
    capabilities: {
      title: 'Four components',
      items: [
        {
          title: 'Physical-to-logical conversion',
          text: 'The new cluster starts as a standby of the old one, so multi-terabyte data is never copied twice.',
        },
        {
          title: 'PgBouncer PAUSE/RESUME',
          text: 'The switchover waits for running transactions and queues new ones, instead of closing connections.',
        },
        {
          title: 'Reverse replication for rollback',
          text: 'After the switchover, changes flow back to the old cluster, which remains a working fallback.',
        },
        {
          title: 'Extensive pre-testing',
          text: 'Rehearsals check compatibility and compare query plans between versions to catch plan flips before the real run.',
        },
      ],
    },
    sections: [
      {
        id: 'references',
        title: 'Public references',
        intro: 'The approach has been described in public; ask us for details.',
        items: [
          {
            title: 'GitLab',
            text: 'Major upgrades of GitLab’s Postgres clusters done with this approach have been presented in conference talks.',
          },
          {
            title: 'Gadget',
            text: 'Gadget’s upgrade from PostgreSQL 13 to 15 is another public reference for the method.',
          },
        ],
      },
    ],
    docs: [
      {
        label: 'Zero-downtime major upgrade how-to',
        route: '/docs/postgres-howtos/advanced-topics/replication/zero-downtime-major-upgrade',
        text: 'The full procedure, step by step.',
      },
      {
        label: 'Convert a physical replica to a logical one',
        route: '/docs/postgres-howtos/advanced-topics/replication/how-to-convert-a-physical-replica-to-logical',
        text: 'The first step of the technique in detail.',
      },
    ],
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
    closing: {
      title: 'Planning a major upgrade?',
      text: 'Tell us about your cluster: its size, load and current version. We will get back to you about preview access.',
    },
    showsPricing: false,
  },
  {
    slug: 'postgres-checkup',
    route: '/products/postgres-checkup',
    name: 'postgres-checkup',
    title: 'postgres-checkup: automated PostgreSQL health checks',
    headline: 'postgres-checkup: automated health checks for Postgres',
    description:
      'postgres-checkup runs deep, repeatable diagnostics of performance, scalability and reliability for heavily loaded PostgreSQL clusters, with guidance and training from experienced DBAs.',
    lead: 'Deep, repeatable diagnostics of performance, scalability and reliability for heavily loaded PostgreSQL clusters, with guidance from experienced DBAs.',
    problem: {
      title: 'Manual database reviews miss things',
      intro:
        'Reviewing settings, bloat and query statistics of a busy cluster by hand is slow and inconsistent, and the review is rarely repeated.',
      items: [
        {
          title: 'Human error',
          text: 'A checklist worked through by hand skips steps, and two reviewers reach two different conclusions.',
        },
        {
          title: 'Problems that grow quietly',
          text: 'Bloat, transaction ID wraparound risk and integer keys approaching their limit cause no symptoms until they cause an outage.',
        },
        {
          title: 'Replicas are forgotten',
          text: 'Settings drift between the primary and its replicas when each node is looked at separately.',
        },
      ],
    },
    solution: {
      title: 'How a checkup works',
      intro: 'Designed for heavily loaded systems: light queries, nothing installed on the observed hosts.',
      steps: [
        {
          title: 'Collect',
          text: 'Light queries run on the primary and on every replica, with near-zero impact on the observed system.',
        },
        {
          title: 'Combine',
          text: 'Postgres statistics are merged with system information, and all nodes are analyzed together.',
        },
        {
          title: 'Report',
          text: 'Each report has Observations, Conclusions and Recommendations: JSON for machines, Markdown for people.',
        },
        {
          title: 'Repeat',
          text: 'Weekly, monthly or quarterly, and right before and after major changes.',
        },
      ],
      illustration: {
        kind: 'flow',
        id: 'checkup-flow',
        title: 'From cluster to recommendations',
        description:
          'The checkup collects data from the primary and every replica, then produces a report in three parts: observations, conclusions and recommendations.',
        nodes: [
          { label: 'Primary and replicas', detail: 'light queries, nothing to install' },
          { label: 'Observations', detail: 'collected data, per check and per node' },
          { label: 'Conclusions', detail: 'findings in plain English' },
          { label: 'Recommendations', detail: 'action items for your team', emphasis: true },
        ],
      },
    },
    capabilities: {
      title: 'What the service includes',
      items: [
        {
          title: 'Automated checkup',
          text: 'Performance, scalability and HA/reliability checks for heavily loaded projects, with fewer human errors.',
        },
        {
          title: 'Guidance and training',
          text: 'Experienced DBAs explain the findings, help plan the fixes and train your team.',
        },
        {
          title: 'Budget and resource optimization',
          text: 'The PostgresAI experiment framework verifies configuration, SQL and capacity-planning changes before you spend on them.',
        },
        {
          title: 'Today: postgresai checkup',
          text: 'The standalone repository is archived. Its checks continue in the postgres_ai toolkit: npx postgresai checkup runs them against a connection string.',
          link: { label: 'Checkup reports in the docs', to: '/docs/checkup' },
        },
      ],
    },
    docs: [
      {
        label: 'Checkup health-check reports',
        route: '/docs/checkup',
        text: 'Run the checks and read the reports.',
      },
      {
        label: 'postgres_ai monitoring overview',
        route: '/docs/monitoring',
        text: 'Continuous monitoring with health checks built in.',
      },
    ],
    actions: [
      getStarted,
      { label: 'View repo', target: { href: `${externalLinks.gitlab}/postgres-checkup` }, variant: 'secondary' },
    ],
    closing: {
      title: 'Know the state of your cluster',
      text: 'Sign in to the Console to get started, or browse the postgres-checkup source code.',
    },
    showsPricing: false,
  },
];

/** The product with this slug; throws for an unknown slug so a typo fails the build. */
export function getProduct(slug: ProductSlug): Product {
  const product = products.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`Unknown product: ${slug}`);
  return product;
}
