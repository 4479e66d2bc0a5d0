/**
 * PostgreSQL Universe: curated reading lists on /universe and /universe/<id>.
 * Items are pages of this site (docs, how-tos, blog posts) or pages of the
 * official PostgreSQL and PgBouncer documentation. Dates appear only on blog
 * posts, copied from the route contract.
 */
import { translate } from '@docusaurus/Translate';

export const universeItemKinds = ['docs', 'how-to', 'blog', 'reference'] as const;
export type UniverseItemKind = (typeof universeItemKinds)[number];

export const universeKindLabels: Record<UniverseItemKind, string> = {
  docs: translate({ id: 'universe.kind.docs', message: 'Docs' }),
  'how-to': translate({ id: 'universe.kind.howTo', message: 'How-to' }),
  blog: translate({ id: 'universe.kind.blog', message: 'Blog' }),
  reference: translate({ id: 'universe.kind.reference', message: 'Reference' }),
};

export type UniverseItem = {
  title: string;
  /** A route of this site, or a page of an allowed external documentation site. */
  url: string;
  kind: UniverseItemKind;
  /** One sentence on why the item is worth reading. */
  note: string;
  /** ISO publication date; blog posts only. */
  date?: string;
};

export const universeCollectionIds = [
  'aws-postgres',
  'connection-pooling',
  'postgresql-cli',
  'postgresql-in-containers',
  'sql-query-micro-optimization',
] as const;
export type UniverseCollectionId = (typeof universeCollectionIds)[number];

export type UniverseCollection = {
  id: UniverseCollectionId;
  title: string;
  /** Two or three sentences for the card and the page lead. */
  summary: string;
  items: readonly UniverseItem[];
};

/** External pages may only come from these address prefixes. */
export const allowedExternalPrefixes = [
  'https://www.postgresql.org/docs/current/',
  'https://www.pgbouncer.org/config.html',
  'https://www.pgbouncer.org/usage.html',
] as const;

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//.test(url);
}

const pg = (page: string): string => `https://www.postgresql.org/docs/current/${page}`;

export const universeCollections: readonly UniverseCollection[] = [
  {
    id: 'aws-postgres',
    title: translate({ id: 'universe.aws-postgres.title', message: 'PostgreSQL on AWS: RDS and Aurora' }),
    summary: translate({
      id: 'universe.aws-postgres.summary',
      message:
        'Managed Postgres on Amazon RDS and Aurora takes away the servers but not the database work. These pages cover what changes when you have no superuser and no access to data files: parameter groups, statistics after upgrades, and how to get full-size copies for development and testing.',
    }),
    items: [
      {
        title: translate({
          id: 'universe.aws-postgres.items.0.title',
          message: 'Tutorial: DBLab Engine for Amazon RDS',
        }),
        url: '/docs/tutorials/database-lab-tutorial-amazon-rds',
        kind: 'docs',
        note: translate({
          id: 'universe.aws-postgres.items.0.note',
          message:
            'A guided pilot that installs DBLab from AWS Marketplace and gives developers and CI thin clones of an RDS or Aurora database.',
        }),
      },
      {
        title: translate({
          id: 'universe.aws-postgres.items.1.title',
          message: 'Install DBLab Engine from AWS Marketplace',
        }),
        url: '/docs/dblab-howtos/administration/install-dle-from-aws-marketplace',
        kind: 'how-to',
        note: translate({
          id: 'universe.aws-postgres.items.1.note',
          message:
            'Launches DBLab Standard Edition with a CloudFormation stack and covers the VPC and security-group rules it needs to reach RDS.',
        }),
      },
      {
        title: translate({
          id: 'universe.aws-postgres.items.2.title',
          message: 'Logical retrieval from Amazon RDS and Aurora',
        }),
        url: '/docs/dblab-howtos/administration/data/rds',
        kind: 'how-to',
        note: translate({
          id: 'universe.aws-postgres.items.2.note',
          message:
            'How to load data from RDS or Aurora with a password or IAM database authentication, and how to refresh from RDS snapshots.',
        }),
      },
      {
        title: translate({ id: 'universe.aws-postgres.items.3.title', message: 'Refresh data in logical mode' }),
        url: '/docs/dblab-howtos/administration/logical-full-refresh',
        kind: 'how-to',
        note: translate({
          id: 'universe.aws-postgres.items.3.note',
          message:
            'Scheduled and on-demand full refreshes, including the RDS/Aurora refresh tool that avoids running pg_dump against production.',
        }),
      },
      {
        title: translate({
          id: 'universe.aws-postgres.items.4.title',
          message: 'How to change a PostgreSQL parameter correctly',
        }),
        url: '/docs/postgres-howtos/database-administration/configuration/how-to-change-postgres-parameter',
        kind: 'how-to',
        note: translate({
          id: 'universe.aws-postgres.items.4.note',
          message:
            'Explains reloads and restarts and how to verify a change in pg_settings, which is also how you check a parameter group took effect on RDS.',
        }),
      },
      {
        title: translate({
          id: 'universe.aws-postgres.items.5.title',
          message: 'How to run ANALYZE and keep planner statistics fresh',
        }),
        url: '/docs/postgres-howtos/database-administration/maintenance/how-to-run-analyze',
        kind: 'how-to',
        note: translate({
          id: 'universe.aws-postgres.items.5.note',
          message:
            'Why a managed service may leave you without planner statistics after a major upgrade, and how to collect them quickly with vacuumdb.',
        }),
      },
      {
        title: translate({ id: 'universe.aws-postgres.items.6.title', message: 'Install postgres_ai monitoring' }),
        url: '/docs/monitoring/how-to-install',
        kind: 'docs',
        note: translate({
          id: 'universe.aws-postgres.items.6.note',
          message:
            'Sets up monitoring for Postgres 14 to 18, with notes on preparing RDS and Aurora instances where postgresql.conf is out of reach.',
        }),
      },
      {
        title: translate({
          id: 'universe.aws-postgres.items.7.title',
          message: 'Full-size database copies for every developer: cheaper and faster',
        }),
        url: '/blog/20221125-cheaper-faster',
        kind: 'blog',
        note: translate({
          id: 'universe.aws-postgres.items.7.note',
          message:
            'Compares the time and monthly cost of five ways to copy a database on AWS, from EBS volumes and RDS snapshots to Aurora clones and thin clones.',
        }),
        date: '2022-11-25',
      },
      {
        title: translate({
          id: 'universe.aws-postgres.items.8.title',
          message: 'Database Lab Engine in AWS Marketplace: first preview',
        }),
        url: '/blog/20220703-dle-in-aws-marketplace',
        kind: 'blog',
        note: translate({
          id: 'universe.aws-postgres.items.8.note',
          message:
            'The announcement of the Marketplace offering: dozens of thin clones for the fixed cost of one EC2 instance and one EBS volume.',
        }),
        date: '2022-07-03',
      },
      {
        title: translate({
          id: 'universe.aws-postgres.items.9.title',
          message: 'Database Lab Engine 2.0: automated data retrieval, physical and logical',
        }),
        url: '/blog/dle-2-0-release',
        kind: 'blog',
        note: translate({
          id: 'universe.aws-postgres.items.9.note',
          message:
            'Introduced logical retrieval, the dump-and-restore mode that makes thin clones possible for managed services such as RDS.',
        }),
        date: '2020-11-11',
      },
    ],
  },
  {
    id: 'connection-pooling',
    title: translate({ id: 'universe.connection-pooling.title', message: 'Connection pooling and PgBouncer' }),
    summary: translate({
      id: 'universe.connection-pooling.summary',
      message:
        'Every PostgreSQL connection is a server process with its own memory, so busy applications put a pooler such as PgBouncer in front of the database. Start with the PgBouncer and PostgreSQL references, then see how pooling affects sizing, session settings, locking and switchovers.',
    }),
    items: [
      {
        title: translate({ id: 'universe.connection-pooling.items.0.title', message: 'PgBouncer configuration' }),
        url: 'https://www.pgbouncer.org/config.html',
        kind: 'reference',
        note: translate({
          id: 'universe.connection-pooling.items.0.note',
          message:
            'Every pgbouncer.ini setting, including pool_mode, pool sizes, timeouts and ignore_startup_parameters.',
        }),
      },
      {
        title: translate({
          id: 'universe.connection-pooling.items.1.title',
          message: 'PgBouncer usage and admin console',
        }),
        url: 'https://www.pgbouncer.org/usage.html',
        kind: 'reference',
        note: translate({
          id: 'universe.connection-pooling.items.1.note',
          message:
            'The pooling modes, command-line options and admin console commands such as SHOW POOLS, PAUSE, RESUME and RELOAD.',
        }),
      },
      {
        title: translate({
          id: 'universe.connection-pooling.items.2.title',
          message: 'PostgreSQL: connections and authentication settings',
        }),
        url: pg('runtime-config-connection.html'),
        kind: 'docs',
        note: translate({
          id: 'universe.connection-pooling.items.2.note',
          message:
            'The server side of the picture: max_connections, reserved connection slots and TCP keepalive settings.',
        }),
      },
      {
        title: translate({
          id: 'universe.connection-pooling.items.3.title',
          message: 'Rough OLTP configuration tuning (the 80/20 approach)',
        }),
        url: '/docs/postgres-howtos/database-administration/configuration/rough-oltp-configuration-tuning',
        kind: 'how-to',
        note: translate({
          id: 'universe.connection-pooling.items.3.note',
          message:
            'Argues for a modest max_connections behind a pooler and shows how to measure how many connections are really busy.',
        }),
      },
      {
        title: translate({ id: 'universe.connection-pooling.items.4.title', message: 'How to tune work_mem' }),
        url: '/docs/postgres-howtos/database-administration/configuration/how-to-tune-work-mem',
        kind: 'how-to',
        note: translate({
          id: 'universe.connection-pooling.items.4.note',
          message: 'Shows why SET LOCAL, not SET, is the safe way to raise a setting behind a transaction-mode pooler.',
        }),
      },
      {
        title: translate({
          id: 'universe.connection-pooling.items.5.title',
          message: 'How to set application_name without extra queries',
        }),
        url: '/docs/postgres-howtos/development-tools/client-tools/how-to-set-application-name-without-extra-queries',
        kind: 'how-to',
        note: translate({
          id: 'universe.connection-pooling.items.5.note',
          message:
            'Labels connections at connect time and explains which startup parameters PgBouncer passes on and which it rejects.',
        }),
      },
      {
        title: translate({
          id: 'universe.connection-pooling.items.6.title',
          message: 'The hidden costs of too many indexes',
        }),
        url: '/docs/postgres-howtos/performance-optimization/indexing/over-indexing',
        kind: 'how-to',
        note: translate({
          id: 'universe.connection-pooling.items.6.note',
          message:
            'Explains the LWLock:LockManager contention that many short transactions through a transaction-mode pooler can trigger.',
        }),
      },
      {
        title: translate({
          id: 'universe.connection-pooling.items.7.title',
          message: 'How to tune Linux kernel parameters for OLTP Postgres',
        }),
        url: '/docs/postgres-howtos/database-administration/configuration/how-to-tune-linux-parameters-for-oltp-postgres',
        kind: 'how-to',
        note: translate({
          id: 'universe.connection-pooling.items.7.note',
          message:
            'Includes the network settings that matter for bursts of new connections and for a pooler running on the database host.',
        }),
      },
      {
        title: translate({
          id: 'universe.connection-pooling.items.8.title',
          message: 'Zero-downtime major upgrade of a large, busy PostgreSQL cluster',
        }),
        url: '/docs/postgres-howtos/advanced-topics/replication/zero-downtime-major-upgrade',
        kind: 'how-to',
        note: translate({
          id: 'universe.connection-pooling.items.8.note',
          message:
            'Uses PgBouncer PAUSE and RESUME to switch traffic to the upgraded cluster while clients only see a short delay.',
        }),
      },
      {
        title: translate({
          id: 'universe.connection-pooling.items.9.title',
          message: 'How to enable data checksums without downtime',
        }),
        url: '/docs/postgres-howtos/database-administration/maintenance/how-to-enable-data-checksums-without-downtime',
        kind: 'how-to',
        note: translate({
          id: 'universe.connection-pooling.items.9.note',
          message:
            'Another switchover that relies on pausing the pooler, so running transactions finish and new ones wait.',
        }),
      },
      {
        title: translate({ id: 'universe.connection-pooling.items.10.title', message: 'What is a slow SQL query?' }),
        url: '/blog/20210909-what-is-a-slow-sql-query',
        kind: 'blog',
        note: translate({
          id: 'universe.connection-pooling.items.10.note',
          message:
            'Points to the per-minute statistics in the PgBouncer log as a cheap, always-on source of query latency.',
        }),
        date: '2021-09-09',
      },
      {
        title: translate({
          id: 'universe.connection-pooling.items.11.title',
          message: 'How does planning time depend on the number of partitions?',
        }),
        url: '/blog/20241003-how-does-planning-time-depend-on-number-of-partitions',
        kind: 'blog',
        note: translate({
          id: 'universe.connection-pooling.items.11.note',
          message:
            'Shows that the planning overhead of many partitions is mostly paid once per session, which long-lived pooled connections amortize.',
        }),
        date: '2024-10-03',
      },
    ],
  },
  {
    id: 'postgresql-cli',
    title: translate({ id: 'universe.postgresql-cli.title', message: 'psql, pg_dump and pg_restore' }),
    summary: translate({
      id: 'universe.postgresql-cli.summary',
      message:
        'Most PostgreSQL work still happens in a terminal. This collection pairs the reference pages of the three core client tools with how-tos that make psql pleasant for daily work and scripts, and dumps and restores of large databases faster.',
    }),
    items: [
      {
        title: translate({ id: 'universe.postgresql-cli.items.0.title', message: 'psql reference' }),
        url: pg('app-psql.html'),
        kind: 'reference',
        note: translate({
          id: 'universe.postgresql-cli.items.0.note',
          message:
            'The complete list of psql options, meta-commands and variables; worth skimming once to learn what exists.',
        }),
      },
      {
        title: translate({ id: 'universe.postgresql-cli.items.1.title', message: 'How to tune psql for daily work' }),
        url: '/docs/postgres-howtos/development-tools/psql/psql-tuning',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-cli.items.1.note',
          message: 'A practical ~/.psqlrc with visible NULLs, timing and per-database history, plus the pspg pager.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-cli.items.2.title',
          message: 'How to define handy psql shortcuts',
        }),
        url: '/docs/postgres-howtos/development-tools/psql/psql-shortcuts',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-cli.items.2.note',
          message: 'Turns frequent diagnostic queries into macros in ~/.psqlrc that you run as :activity or :dba.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-cli.items.3.title',
          message: 'How to use variables in psql scripts',
        }),
        url: '/docs/postgres-howtos/development-tools/psql/how-to-use-variables-in-psql-scripts',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-cli.items.3.note',
          message: 'Covers \\set, \\gset, \\if and -v on the client side, and custom settings on the server side.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-cli.items.4.title',
          message: 'How to format text output in psql scripts',
        }),
        url: '/docs/postgres-howtos/development-tools/psql/how-to-format-text-output-in-psql-scripts',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-cli.items.4.note',
          message: 'Makes script output readable with \\echo, colors and timestamps, with a switch to turn colors off.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-cli.items.5.title',
          message: 'How to learn catalog queries by watching what psql runs',
        }),
        url: '/docs/postgres-howtos/development-tools/psql/learn-about-schema-metadata-via-psql',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-cli.items.5.note',
          message: 'Uses psql -E to reveal the SQL behind \\d commands and turn it into your own catalog queries.',
        }),
      },
      {
        title: translate({ id: 'universe.postgresql-cli.items.6.title', message: 'How to make \\e work in psql' }),
        url: '/docs/postgres-howtos/development-tools/psql/how-to-make-e-work-in-psql',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-cli.items.6.note',
          message: 'Fixes the editor command on fresh machines and containers that come without a text editor.',
        }),
      },
      {
        title: translate({ id: 'universe.postgresql-cli.items.7.title', message: 'pg_dump reference' }),
        url: pg('app-pgdump.html'),
        kind: 'reference',
        note: translate({
          id: 'universe.postgresql-cli.items.7.note',
          message: 'Output formats, parallel jobs, object selection and the consistency guarantees of a logical dump.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-cli.items.8.title',
          message: 'How to speed up pg_dump for large databases',
        }),
        url: '/docs/postgres-howtos/database-administration/backup-recovery/how-to-speed-up-pg-dump',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-cli.items.8.note',
          message: 'Chooses format and compression, runs parallel jobs and splits huge tables by ctid ranges.',
        }),
      },
      {
        title: translate({ id: 'universe.postgresql-cli.items.9.title', message: 'pg_restore reference' }),
        url: pg('app-pgrestore.html'),
        kind: 'reference',
        note: translate({
          id: 'universe.postgresql-cli.items.9.note',
          message: 'Restoring custom and directory format dumps, selecting sections and editing the TOC list.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-cli.items.10.title',
          message: 'How to use pg_restore effectively',
        }),
        url: '/docs/postgres-howtos/database-administration/backup-recovery/how-to-use-pg-restore',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-cli.items.10.note',
          message:
            'Parallel and atomic restores, progress monitoring, ownership flags and the ANALYZE you should not forget afterwards.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-cli.items.11.title',
          message: 'plan-exporter: send EXPLAIN plans from psql to visualization tools',
        }),
        url: '/blog/plan-exporter',
        kind: 'blog',
        note: translate({
          id: 'universe.postgresql-cli.items.11.note',
          message: 'A small helper that catches EXPLAIN output in a psql session and uploads it to a plan visualizer.',
        }),
        date: '2020-05-23',
      },
    ],
  },
  {
    id: 'postgresql-in-containers',
    title: translate({ id: 'universe.postgresql-in-containers.title', message: 'PostgreSQL in containers' }),
    summary: translate({
      id: 'universe.postgresql-in-containers.summary',
      message:
        'Containers are the quickest way to get a Postgres server of exactly the version you need, and DBLab runs every thin clone as its own Postgres container. These pages cover Docker basics for development, the images and settings clones use, and running the tooling on a laptop or a cluster.',
    }),
    items: [
      {
        title: translate({
          id: 'universe.postgresql-in-containers.items.0.title',
          message: 'How to use Docker to run Postgres',
        }),
        url: '/docs/postgres-howtos/development-tools/client-tools/how-to-use-docker-to-run-postgres',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-in-containers.items.0.note',
          message:
            'Persistent data, logs, psql access, extra extensions, shared memory size and major upgrades for development containers.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-in-containers.items.1.title',
          message: 'How to make \\e work in psql',
        }),
        url: '/docs/postgres-howtos/development-tools/psql/how-to-make-e-work-in-psql',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-in-containers.items.1.note',
          message:
            'Minimal images ship without an editor; this shows how to add one in the image rather than in a running container.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-in-containers.items.2.title',
          message: 'Supported PostgreSQL versions and extensions',
        }),
        url: '/docs/database-lab/supported-databases',
        kind: 'docs',
        note: translate({
          id: 'universe.postgresql-in-containers.items.2.note',
          message: 'The Postgres images DBLab clones run, the extensions bundled in them and how to add your own.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-in-containers.items.3.title',
          message: 'DBLab Engine components, containers and ports',
        }),
        url: '/docs/reference-guides/database-lab-engine-components',
        kind: 'reference',
        note: translate({
          id: 'universe.postgresql-in-containers.items.3.note',
          message:
            'Which containers an installation starts, what each one does, and the ports they use to talk to each other.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-in-containers.items.4.title',
          message: 'Configure Postgres for DBLab clones and the sync instance',
        }),
        url: '/docs/dblab-howtos/administration/postgresql-configuration',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-in-containers.items.4.note',
          message:
            'Setting parameters for many Postgres containers on one host, keeping planner settings equal to production and sizing memory.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-in-containers.items.5.title',
          message: 'Install DBLab Engine manually (Community Edition)',
        }),
        url: '/docs/dblab-howtos/administration/install-dle-manually',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-in-containers.items.5.note',
          message:
            'A step-by-step install on Ubuntu with Docker and ZFS, from the engine container to the first clone.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-in-containers.items.6.title',
          message: 'Run DBLab Engine on macOS',
        }),
        url: '/docs/dblab-howtos/administration/run-database-lab-on-mac',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-in-containers.items.6.note',
          message:
            'Runs the engine and its clone containers inside a Colima Linux VM with ZFS, with ports forwarded to the Mac.',
        }),
      },
      {
        title: translate({ id: 'universe.postgresql-in-containers.items.7.title', message: 'Connect to a clone' }),
        url: '/docs/dblab-howtos/cloning/connect-clone',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-in-containers.items.7.note',
          message:
            'Finds the host and port a clone container listens on and connects with psql, a JDBC tool or an SSH tunnel.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-in-containers.items.8.title',
          message: 'Preview environments with DBLab and Coolify',
        }),
        url: '/docs/dblab-howtos/branching/preview-environments-with-dblab-and-coolify',
        kind: 'how-to',
        note: translate({
          id: 'universe.postgresql-in-containers.items.8.note',
          message:
            'Gives each pull request its own app containers and its own database clone, created and removed by a CI workflow.',
        }),
      },
      {
        title: translate({
          id: 'universe.postgresql-in-containers.items.9.title',
          message: 'Install postgres_ai monitoring',
        }),
        url: '/docs/monitoring/how-to-install',
        kind: 'docs',
        note: translate({
          id: 'universe.postgresql-in-containers.items.9.note',
          message:
            'Besides the default install, lists a Helm chart that deploys the monitoring stack into a Kubernetes namespace.',
        }),
      },
    ],
  },
  {
    id: 'sql-query-micro-optimization',
    title: translate({
      id: 'universe.sql-query-micro-optimization.title',
      message: 'SQL query micro-optimization and EXPLAIN',
    }),
    summary: translate({
      id: 'universe.sql-query-micro-optimization.summary',
      message:
        'Query tuning is a loop: find the queries that matter, get a realistic example, read its plan, change one thing and measure again. These pages walk through each step, from pg_stat_statements to EXPLAIN (ANALYZE, BUFFERS) and testing indexes on production-sized data.',
    }),
    items: [
      {
        title: translate({
          id: 'universe.sql-query-micro-optimization.items.0.title',
          message: 'PostgreSQL: using EXPLAIN',
        }),
        url: pg('using-explain.html'),
        kind: 'docs',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.0.note',
          message: 'The official introduction to reading plans: costs, row estimates, actual times and loops.',
        }),
      },
      {
        title: translate({
          id: 'universe.sql-query-micro-optimization.items.1.title',
          message: 'How to decide if a query is too slow',
        }),
        url: '/docs/postgres-howtos/performance-optimization/query-tuning/how-to-decide-if-query-too-slow',
        kind: 'how-to',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.1.note',
          message:
            'Practical latency thresholds for OLTP queries, and why call frequency and buffers matter as much as duration.',
        }),
      },
      {
        title: translate({ id: 'universe.sql-query-micro-optimization.items.2.title', message: 'pg_stat_statements' }),
        url: pg('pgstatstatements.html'),
        kind: 'reference',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.2.note',
          message:
            'The extension that aggregates statistics per normalized query; the usual starting point for finding what to tune.',
        }),
      },
      {
        title: translate({
          id: 'universe.sql-query-micro-optimization.items.3.title',
          message: 'Working with pg_stat_statements, part 1: time-based derivatives',
        }),
        url: '/docs/postgres-howtos/performance-optimization/monitoring/pg-stat-statements-part-1',
        kind: 'how-to',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.3.note',
          message: 'Turns cumulative counters into per-second, per-call and percentage metrics from two snapshots.',
        }),
      },
      {
        title: translate({
          id: 'universe.sql-query-micro-optimization.items.4.title',
          message: 'From pg_stat_statements to EXPLAIN, how to find query examples',
        }),
        url: '/docs/postgres-howtos/performance-optimization/query-tuning/from-pgss-to-explain--how-to-find-query-examples',
        kind: 'how-to',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.4.note',
          message: 'Ways to get real parameter values for a normalized query so that you can run EXPLAIN on it.',
        }),
      },
      {
        title: translate({
          id: 'universe.sql-query-micro-optimization.items.5.title',
          message: 'Why to always use BUFFERS with EXPLAIN ANALYZE',
        }),
        url: '/docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers',
        kind: 'how-to',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.5.note',
          message:
            'Measures how much data a query touches, which compares optimizations more reliably than timing alone.',
        }),
      },
      {
        title: translate({
          id: 'universe.sql-query-micro-optimization.items.6.title',
          message: 'How to imitate the production planner on a test server',
        }),
        url: '/docs/postgres-howtos/performance-optimization/query-tuning/how-to-imitate-production-planner',
        kind: 'how-to',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.6.note',
          message:
            'Matches planner settings and statistics so that a test server chooses the same plans as production.',
        }),
      },
      {
        title: translate({ id: 'universe.sql-query-micro-optimization.items.7.title', message: 'auto_explain' }),
        url: pg('auto-explain.html'),
        kind: 'reference',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.7.note',
          message: 'Logs the plans of slow statements automatically, so you see the plan production actually used.',
        }),
      },
      {
        title: translate({ id: 'universe.sql-query-micro-optimization.items.8.title', message: 'PostgreSQL: indexes' }),
        url: pg('indexes.html'),
        kind: 'docs',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.8.note',
          message:
            'The index types, multicolumn, partial and covering indexes, and index-only scans, explained by the manual.',
        }),
      },
      {
        title: translate({
          id: 'universe.sql-query-micro-optimization.items.9.title',
          message: 'Get a query plan with Joe Bot',
        }),
        url: '/docs/dblab-howtos/joe-bot/get-query-plan',
        kind: 'how-to',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.9.note',
          message:
            'Runs explain on a full-size thin clone and returns the plan, buffers, recommendations and locks, never the data.',
        }),
      },
      {
        title: translate({
          id: 'universe.sql-query-micro-optimization.items.10.title',
          message: 'EXPLAIN ANALYZE needs BUFFERS to improve the Postgres query optimization process',
        }),
        url: '/blog/20220106-explain-analyze-needs-buffers-to-improve-the-postgres-query-optimization-process',
        kind: 'blog',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.10.note',
          message: 'A worked example on a generated table showing what BUFFERS reveals that timing hides.',
        }),
        date: '2022-01-06',
      },
      {
        title: translate({
          id: 'universe.sql-query-micro-optimization.items.11.title',
          message: 'SQL query analysis toolkit: bring your own plan',
        }),
        url: '/blog/20250722-query-analysis-toolkit',
        kind: 'blog',
        note: translate({
          id: 'universe.sql-query-micro-optimization.items.11.note',
          message:
            'The Console accepts plans from any environment, visualizes them, adds suggestions and shares them by permalink.',
        }),
        date: '2025-07-22',
      },
    ],
  },
];

export function getUniverseCollection(id: UniverseCollectionId): UniverseCollection {
  const collection = universeCollections.find((entry) => entry.id === id);
  if (!collection) throw new Error(`Unknown Universe collection: ${id}`);
  return collection;
}

export function universeCollectionRoute(id: UniverseCollectionId): string {
  return `/universe/${id}`;
}

export type LatestUniverseItem = UniverseItem & { collectionId: UniverseCollectionId; collectionTitle: string };

/**
 * The newest dated items (blog posts) across all collections, newest first.
 * An item listed in several collections appears once, under the first one.
 */
export function latestUniverseItems(limit: number): LatestUniverseItem[] {
  const seen = new Set<string>();
  const dated: LatestUniverseItem[] = [];
  for (const collection of universeCollections) {
    for (const item of collection.items) {
      if (!item.date || seen.has(item.url)) continue;
      seen.add(item.url);
      dated.push({ ...item, collectionId: collection.id, collectionTitle: collection.title });
    }
  }
  return dated.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '')).slice(0, limit);
}

/** Reads `?kind=` from a query string; a missing or unknown value means no filter. */
export function parseKindFilter(search: string): UniverseItemKind | null {
  const value = new URLSearchParams(search).get('kind');
  return universeItemKinds.find((kind) => kind === value) ?? null;
}

/** The query string for a kind filter, keeping any other parameters. */
export function kindFilterSearch(search: string, kind: UniverseItemKind | null): string {
  const params = new URLSearchParams(search);
  if (kind) params.set('kind', kind);
  else params.delete('kind');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Formats an ISO date as "22 Jul 2025" ("22 июл. 2025" in Russian), independent of the visitor's locale and time zone. */
export function formatUniverseDate(iso: string, locale = 'en'): string {
  const [year, month, day] = iso.split('-').map(Number);
  const months = monthNames[locale] ?? monthNames.en ?? [];
  return `${day ?? ''} ${months[(month ?? 1) - 1] ?? ''} ${year ?? ''}`;
}

/** Short month names by site locale; a locale without its own list gets the English one. */
const monthNames: Readonly<Record<string, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ru: ['янв.', 'фев.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сен.', 'окт.', 'нояб.', 'дек.'],
};
