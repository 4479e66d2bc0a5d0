/**
 * Content of the home page: the product family, the thin-cloning steps and
 * the closing calls to action. Facts follow the product fact sheets; every
 * visible string goes through `translate()`, so `write-translations` lists it.
 */

import { translate } from '@docusaurus/Translate';
import { licences } from './pricing';
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
  eyebrow: translate({ id: 'home.hero.eyebrow', message: 'Thin clones and branching for PostgreSQL' }),
  title: translate({ id: 'home.hero.title', message: 'Every engineer gets a full-size copy of the database' }),
  lead: translate({
    id: 'home.hero.lead',
    message:
      'DBLab Engine provisions independent, writable copies of a PostgreSQL database in seconds, whatever its size. Test migrations, tune queries and run CI against real data volumes, while one machine keeps the storage bill flat.',
  }),
  actions: [
    {
      label: translate({ id: 'home.hero.action.docs', message: 'Read the documentation' }),
      target: { route: '/docs/' },
      variant: 'primary',
    },
    {
      label: translate({ id: 'home.hero.action.console', message: 'Start in the Console' }),
      target: { setting: 'signInUrl' },
      variant: 'secondary',
    },
  ] satisfies readonly CallToAction[],
  facts: [
    {
      value: translate({ id: 'home.hero.fact.speedValue', message: '~10 s' }),
      label: translate({ id: 'home.hero.fact.speed', message: 'to provision a clone of a 1 TiB database' }),
    },
    {
      value: translate({ id: 'home.hero.fact.clonesValue', message: 'Dozens' }),
      label: translate({ id: 'home.hero.fact.clones', message: 'of independent clones on one machine' }),
    },
    {
      value: licences.dblabEngine.name,
      label: translate({ id: 'home.hero.fact.license', message: 'license of the Community Edition' }),
    },
  ],
} as const;

export const products: readonly ProductCard[] = [
  {
    id: 'dblab-engine',
    name: 'DBLab Engine',
    summary: translate({
      id: 'home.product.dblab-engine.summary',
      message: 'Thin cloning and database branching on copy-on-write storage (ZFS by default, or LVM).',
    }),
    points: [
      translate({
        id: 'home.product.dblab-engine.point1',
        message: 'Clones and branches through a REST API, the dblab CLI and a web UI',
      }),
      translate({
        id: 'home.product.dblab-engine.point2',
        message: 'Data from pg_dump or from physical backups such as WAL-G and pgBackRest',
      }),
      translate({
        id: 'home.product.dblab-engine.point3',
        message: 'Each clone is its own PostgreSQL container on a separate port',
      }),
    ],
    link: { label: translate({ id: 'home.product.dblab.link', message: 'Get started with DBLab' }), route: '/docs/' },
    showsGitHubStars: true,
  },
  {
    id: 'database-testing',
    name: translate({ id: 'home.product.databaseTesting.name', message: 'Database testing in CI/CD' }),
    summary: translate({
      id: 'home.product.database-testing.summary',
      message: 'Run every schema migration against a fresh full-size clone before it reaches production.',
    }),
    points: [
      translate({
        id: 'home.product.database-testing.point1',
        message: 'The DB Migration Checker reports locks and artifacts per change',
      }),
      translate({ id: 'home.product.database-testing.point2', message: 'Ready-made integration for GitHub Actions' }),
      translate({
        id: 'home.product.database-testing.point3',
        message: 'Migrations from Sqitch, Flyway, Liquibase, Rails or Django',
      }),
    ],
  },
  {
    id: 'joe-bot',
    name: 'Joe Bot',
    summary: translate({
      id: 'home.product.joe-bot.summary',
      message: 'A chat assistant for SQL optimization: each session runs on its own thin clone.',
    }),
    points: [
      translate({
        id: 'home.product.joe-bot.point1',
        message: 'EXPLAIN plans that match production, on the same data and statistics',
      }),
      translate({
        id: 'home.product.joe-bot.point2',
        message: 'Try an index with exec or a hypothetical one, then compare plans',
      }),
      translate({
        id: 'home.product.joe-bot.point3',
        message: 'Users see plans, timings and sizes, never the rows themselves',
      }),
    ],
  },
  {
    id: 'monitoring',
    name: 'postgres_ai monitoring',
    summary: translate({
      id: 'home.product.monitoring.summary',
      message: 'Expert-level observability for PostgreSQL, built on the Four Golden Signals.',
    }),
    points: [
      translate({
        id: 'home.product.monitoring.point1',
        message: 'Grafana dashboards and health checks out of the box',
      }),
      translate({
        id: 'home.product.monitoring.point2',
        message: 'Works with self-managed Postgres, RDS, Cloud SQL, Supabase and more',
      }),
      translate(
        { id: 'home.product.monitoring.point3', message: 'Open source under the {licence} license' },
        { licence: licences.monitoring.name },
      ),
    ],
  },
  {
    id: 'checkup',
    name: 'postgres-checkup',
    summary: translate({
      id: 'home.product.checkup.summary',
      message: 'Deep health-check reports for a whole cluster, primary and replicas together.',
    }),
    points: [
      translate({
        id: 'home.product.checkup.point1',
        message: 'Light queries with near-zero impact on the observed system',
      }),
      translate({ id: 'home.product.checkup.point2', message: 'Nothing to install on the database hosts' }),
      translate({ id: 'home.product.checkup.point3', message: 'Now continued as the checkup part of postgres_ai' }),
    ],
  },
  {
    id: 'assistant',
    name: translate({ id: 'home.product.assistant.name', message: 'AI assistant' }),
    summary: translate({
      id: 'home.product.assistant.summary',
      message: 'A PostgreSQL-focused assistant that can back its answers with real experiments on clones.',
    }),
    points: [
      translate({ id: 'home.product.assistant.point1', message: 'Choice of models for Postgres-only topics' }),
      translate({
        id: 'home.product.assistant.point2',
        message: 'Runs benchmarks and plan experiments instead of guessing',
      }),
      translate({ id: 'home.product.assistant.point3', message: 'Public chats can be shared by link' }),
    ],
  },
  {
    id: 'consulting',
    name: translate({ id: 'home.product.consulting.name', message: 'Consulting' }),
    summary: translate({
      id: 'home.product.consulting.summary',
      message: 'Hands-on help from the team behind these tools, for scaling, upgrades and performance work.',
    }),
    points: [
      translate({ id: 'home.product.consulting.point1', message: 'Health checks and query optimization' }),
      translate({ id: 'home.product.consulting.point2', message: 'Zero-downtime major upgrades' }),
      translate({
        id: 'home.product.consulting.point3',
        message: 'Help before the cliffs: XID wraparound, lock manager contention',
      }),
    ],
    link: {
      label: translate({ id: 'home.product.consulting.link', message: 'About consulting' }),
      route: '/consulting',
    },
  },
];

export const cloningSteps: readonly CloningStep[] = [
  {
    id: 'retrieval',
    title: translate({ id: 'home.cloning.retrieval.title', message: '1. Retrieve the data once' }),
    text: translate({
      id: 'home.cloning.retrieval.text',
      message:
        'The engine makes one full copy of the source database on its own disk: logically with pg_dump and pg_restore, or physically from a backup or replica.',
    }),
  },
  {
    id: 'snapshot',
    title: translate({ id: 'home.cloning.snapshot.title', message: '2. Snapshot the pool' }),
    text: translate({
      id: 'home.cloning.snapshot.text',
      message:
        'It takes copy-on-write snapshots of that copy. A snapshot costs almost no space: blocks are shared until somebody changes them.',
    }),
  },
  {
    id: 'clone',
    title: translate({ id: 'home.cloning.clone.title', message: '3. Serve thin clones' }),
    text: translate({
      id: 'home.cloning.clone.text',
      message:
        'Each clone is a writable filesystem clone of a snapshot with its own PostgreSQL container and port. Only the blocks a clone changes take new space.',
    }),
  },
];

export const closingActions = {
  title: translate({ id: 'home.closing.title', message: 'Try it on your own database' }),
  text: translate({
    id: 'home.closing.text',
    message:
      'Install the Community Edition yourself, start with the managed setup in the Console, or ask the consulting team for help.',
  }),
  actions: [
    {
      label: translate({ id: 'home.closing.action.docs', message: 'Read the docs' }),
      target: { route: '/docs/' },
      variant: 'primary',
    },
    {
      label: translate({ id: 'home.closing.action.console', message: 'Sign up in the Console' }),
      target: { setting: 'signInUrl' },
      variant: 'secondary',
    },
    {
      label: translate({ id: 'home.closing.action.consulting', message: 'Talk to consultants' }),
      target: { route: '/consulting' },
      variant: 'secondary',
    },
  ] satisfies readonly CallToAction[],
} as const;

/** Labels of the thin-cloning diagram on the home page. */
export const cloningDiagram = {
  title: translate({ id: 'home.diagram.title', message: 'How thin cloning works' }),
  description: translate({
    id: 'home.diagram.description',
    message:
      'A source database is copied once into a DBLab pool. The pool is snapshotted, and three thin clones on ports 6000, 6001 and 6002 share the snapshot blocks.',
  }),
  source: {
    label: translate({ id: 'home.diagram.source', message: 'Source database' }),
    detail: translate({ id: 'home.diagram.sourceDetail', message: 'production or backup' }),
  },
  pool: {
    label: translate({ id: 'home.diagram.pool', message: 'DBLab pool' }),
    details: [
      translate({ id: 'home.diagram.poolCopy', message: 'one full copy' }),
      translate({ id: 'home.diagram.poolCow', message: 'copy-on-write (ZFS)' }),
    ],
  },
  snapshot: translate({ id: 'home.diagram.snapshot', message: 'Snapshot' }),
  clones: [
    { label: translate({ id: 'home.diagram.cloneCi', message: 'Clone for CI' }), port: 6000 },
    { label: translate({ id: 'home.diagram.cloneDeveloper', message: 'Clone for a developer' }), port: 6001 },
    { label: translate({ id: 'home.diagram.cloneJoe', message: 'Clone for Joe Bot' }), port: 6002 },
  ],
} as const;
