/**
 * Content of the home page: the product family, the thin-cloning steps and
 * the closing calls to action. Facts follow the product fact sheets.
 */

import type { CallToAction } from './callToAction';

export type { CallToAction };

export type ProductCard = {
  id: string;
  name: string;
  summary: string;
  points: readonly string[];
  /** Where the card leads; absent until that page exists. */
  link?: { label: string; route: string };
  /** Shows the repository star count next to the card title. */
  showsGitHubStars?: boolean;
};

export type CloningStep = {
  id: 'retrieval' | 'snapshot' | 'clone';
  title: string;
  text: string;
};

export const hero = {
  eyebrow: 'Thin clones and branching for PostgreSQL',
  title: 'Every engineer gets a full-size copy of the database',
  lead: 'DBLab Engine provisions independent, writable copies of a PostgreSQL database in seconds, whatever its size. Test migrations, tune queries and run CI against real data volumes, while one machine keeps the storage bill flat.',
  actions: [
    { label: 'Read the documentation', target: { route: '/docs/' }, variant: 'primary' },
    { label: 'Start in the Console', target: { setting: 'signInUrl' }, variant: 'secondary' },
  ] satisfies readonly CallToAction[],
  facts: [
    { value: '~10 s', label: 'to provision a clone of a 1 TiB database' },
    { value: 'Dozens', label: 'of independent clones on one machine' },
    { value: 'Apache 2.0', label: 'license of the Community Edition' },
  ],
} as const;

export const products: readonly ProductCard[] = [
  {
    id: 'dblab-engine',
    name: 'DBLab Engine',
    summary: 'Thin cloning and database branching on copy-on-write storage (ZFS by default, or LVM).',
    points: [
      'Clones and branches through a REST API, the dblab CLI and a web UI',
      'Data from pg_dump or from physical backups such as WAL-G and pgBackRest',
      'Each clone is its own PostgreSQL container on a separate port',
    ],
    link: { label: 'Get started with DBLab', route: '/docs/' },
    showsGitHubStars: true,
  },
  {
    id: 'database-testing',
    name: 'Database testing in CI/CD',
    summary: 'Run every schema migration against a fresh full-size clone before it reaches production.',
    points: [
      'The DB Migration Checker reports locks and artifacts per change',
      'Ready-made integration for GitHub Actions',
      'Migrations from Sqitch, Flyway, Liquibase, Rails or Django',
    ],
  },
  {
    id: 'joe-bot',
    name: 'Joe Bot',
    summary: 'A chat assistant for SQL optimization: each session runs on its own thin clone.',
    points: [
      'EXPLAIN plans that match production, on the same data and statistics',
      'Try an index with exec or a hypothetical one, then compare plans',
      'Users see plans, timings and sizes, never the rows themselves',
    ],
  },
  {
    id: 'monitoring',
    name: 'postgres_ai monitoring',
    summary: 'Expert-level observability for PostgreSQL, built on the Four Golden Signals.',
    points: [
      'Grafana dashboards and health checks out of the box',
      'Works with self-managed Postgres, RDS, Cloud SQL, Supabase and more',
      'Open source under the Apache 2.0 license',
    ],
  },
  {
    id: 'checkup',
    name: 'postgres-checkup',
    summary: 'Deep health-check reports for a whole cluster, primary and replicas together.',
    points: [
      'Light queries with near-zero impact on the observed system',
      'Nothing to install on the database hosts',
      'Now continued as the checkup part of postgres_ai',
    ],
  },
  {
    id: 'assistant',
    name: 'AI assistant',
    summary: 'A PostgreSQL-focused assistant that can back its answers with real experiments on clones.',
    points: [
      'Choice of models for Postgres-only topics',
      'Runs benchmarks and plan experiments instead of guessing',
      'Public chats can be shared by link',
    ],
  },
  {
    id: 'consulting',
    name: 'Consulting',
    summary: 'Hands-on help from the team behind these tools, for scaling, upgrades and performance work.',
    points: [
      'Health checks and query optimization',
      'Zero-downtime major upgrades',
      'Help before the cliffs: XID wraparound, lock manager contention',
    ],
    link: { label: 'About consulting', route: '/consulting' },
  },
];

export const cloningSteps: readonly CloningStep[] = [
  {
    id: 'retrieval',
    title: '1. Retrieve the data once',
    text: 'The engine makes one full copy of the source database on its own disk: logically with pg_dump and pg_restore, or physically from a backup or replica.',
  },
  {
    id: 'snapshot',
    title: '2. Snapshot the pool',
    text: 'It takes copy-on-write snapshots of that copy. A snapshot costs almost no space: blocks are shared until somebody changes them.',
  },
  {
    id: 'clone',
    title: '3. Serve thin clones',
    text: 'Each clone is a writable filesystem clone of a snapshot with its own PostgreSQL container and port. Only the blocks a clone changes take new space.',
  },
];

export const closingActions = {
  title: 'Try it on your own database',
  text: 'Install the Community Edition yourself, start with the managed setup in the Console, or ask the consulting team for help.',
  actions: [
    { label: 'Read the docs', target: { route: '/docs/' }, variant: 'primary' },
    { label: 'Sign up in the Console', target: { setting: 'signInUrl' }, variant: 'secondary' },
    { label: 'Talk to consultants', target: { route: '/consulting' }, variant: 'secondary' },
  ] satisfies readonly CallToAction[],
} as const;

/** Labels of the thin-cloning diagram on the home page. */
export const cloningDiagram = {
  title: 'How thin cloning works',
  description:
    'A source database is copied once into a DBLab pool. The pool is snapshotted, and three thin clones on ports 6000, 6001 and 6002 share the snapshot blocks.',
  source: { label: 'Source database', detail: 'production or backup' },
  pool: { label: 'DBLab pool', details: ['one full copy', 'copy-on-write (ZFS)'] },
  snapshot: 'Snapshot',
  clones: [
    { label: 'Clone for CI', port: 6000 },
    { label: 'Clone for a developer', port: 6001 },
    { label: 'Clone for Joe Bot', port: 6002 },
  ],
} as const;
