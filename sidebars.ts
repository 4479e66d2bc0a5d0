import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import {
  operationDocId,
  operationsOf,
  referenceDocDir,
  tagSlug,
  tagsInOrder,
  tagTitles,
} from './src/data/dblabApi/pages';
import { docTranslationsOf, markUntranslated } from './src/plugins/sidebar-mark';

/**
 * Two sidebars: the product documentation and the PostgreSQL how-to library.
 * Categories start collapsed (the docs plugin default). Pages that are
 * deliberately not listed stay reachable by link: all-features, checkup,
 * data-access, data-recovery, database-lab/timing-estimator,
 * platform/service-providers, tutorials (index), and the rsync and Terraform
 * administration pages.
 */

type Category = Extract<SidebarsConfig[string], unknown[]>[number];

/** A category whose label opens its overview page; the id is its translation key. */
function section(label: string, overviewId: string, items: Category[]): Category {
  return { type: 'category', label, key: overviewId, link: { type: 'doc', id: overviewId }, items };
}

/**
 * The DBLab API reference generated from the OpenAPI source (npm run api:generate):
 * the overview, a category per tag (in the document's tag order) whose label opens
 * the tag's landing page and whose items are its operation pages, and the schemas.
 */
const dblabApiReference: Category = section('DBLab Engine API reference', `${referenceDocDir}/index`, [
  ...tagsInOrder.map((tag) =>
    section(tagTitles[tag], `${referenceDocDir}/${tagSlug(tag)}`, operationsOf(tag).map(operationDocId)),
  ),
  `${referenceDocDir}/schemas`,
]);

const docs: Category[] = [
  {
    type: 'category',
    label: 'Overview',
    items: [{ type: 'doc', id: 'get-started', label: 'Documentation home' }, 'questions-and-answers', 'dblab-roadmap'],
  },
  {
    type: 'category',
    label: 'Tutorials',
    items: ['tutorials/database-lab-tutorial', 'tutorials/database-lab-tutorial-amazon-rds', 'tutorials/joe-setup'],
  },
  section('DBLab', 'database-lab/index', [
    'database-lab/supported-databases',
    'database-lab/user-interface',
    'database-lab/masking',
    'database-lab/db-migration-checker',
    'database-lab/telemetry',
    section('Joe Bot', 'joe-bot/index', ['joe-bot/example']),
    section('Platform (SaaS)', 'platform/index', ['platform/security']),
  ]),
  section('Monitoring', 'monitoring/index', ['monitoring/how-to-install']),
  section('DBLab how-tos', 'dblab-howtos/index', [
    section('Administration', 'dblab-howtos/administration/index', [
      'dblab-howtos/administration/install-dle-from-postgres-ai',
      'dblab-howtos/administration/install-dle-from-aws-marketplace',
      'dblab-howtos/administration/install-dle-manually',
      'dblab-howtos/administration/run-database-lab-on-mac',
      section('Data sources', 'dblab-howtos/administration/data/index', [
        'dblab-howtos/administration/data/dump',
        'dblab-howtos/administration/data/rds',
        'dblab-howtos/administration/data/wal-g',
        'dblab-howtos/administration/data/pgbackrest',
        'dblab-howtos/administration/data/pg_basebackup',
        'dblab-howtos/administration/data/custom',
      ]),
      'dblab-howtos/administration/engine-manage',
      'dblab-howtos/administration/engine-secure',
      'dblab-howtos/administration/postgresql-configuration',
      'dblab-howtos/administration/logical-full-refresh',
      'dblab-howtos/administration/add-disk-space-to-zfs-pool',
      'dblab-howtos/administration/ci-observer-postgres-log-masking',
      'dblab-howtos/administration/joe-manage',
    ]),
    section('CLI', 'dblab-howtos/cli/index', ['dblab-howtos/cli/cli-install-init']),
    section('Cloning', 'dblab-howtos/cloning/index', [
      'dblab-howtos/cloning/create-clone',
      'dblab-howtos/cloning/connect-clone',
      'dblab-howtos/cloning/reset-clone',
      'dblab-howtos/cloning/destroy-clone',
      'dblab-howtos/cloning/clone-protection',
      'dblab-howtos/cloning/clone-upgrade',
    ]),
    section('Branching', 'dblab-howtos/branching/index', [
      'dblab-howtos/branching/create-branch',
      'dblab-howtos/branching/delete-branch',
      'dblab-howtos/branching/preview-environments-with-dblab-and-coolify',
    ]),
    section('Snapshots', 'dblab-howtos/snapshots/index', [
      'dblab-howtos/snapshots/create-snapshot',
      'dblab-howtos/snapshots/delete-snapshot',
    ]),
    section('SQL optimization with Joe Bot', 'dblab-howtos/joe-bot/index', [
      'dblab-howtos/joe-bot/get-query-plan',
      'dblab-howtos/joe-bot/visualize-query-plan',
      'dblab-howtos/joe-bot/create-index',
      'dblab-howtos/joe-bot/count-rows',
      'dblab-howtos/joe-bot/get-database-table-index-size',
      'dblab-howtos/joe-bot/query-activity-and-termination',
      'dblab-howtos/joe-bot/reset-session',
      'dblab-howtos/joe-bot/sql-optimization-history',
    ]),
    section('Platform', 'dblab-howtos/platform/index', [
      'dblab-howtos/platform/start-using-platform',
      'dblab-howtos/platform/onboarding',
      'dblab-howtos/platform/tokens',
      'dblab-howtos/platform/audit-logs',
    ]),
  ]),
  section('Reference guides', 'reference-guides/index', [
    'reference-guides/database-lab-engine-api-reference',
    'reference-guides/database-lab-engine-webhooks',
    'reference-guides/database-lab-engine-ci-observation-api',
    dblabApiReference,
    'reference-guides/database-lab-engine-components',
    'reference-guides/database-lab-engine-configuration-reference',
    'reference-guides/database-lab-engine-configuration-examples',
    'reference-guides/db-migration-checker-configuration-reference',
    'reference-guides/dblab-client-cli-reference',
    'reference-guides/joe-bot-commands-reference',
    'reference-guides/joe-bot-configuration-reference',
    'reference-guides/postgres-ai-bot-reference',
    'reference-guides/postgres-ai-monitoring-reference',
  ]),
];

// In a translated locale, entries whose page is still English carry a mark
// (the autogenerated how-to entries get it from the sidebarItemsGenerator in
// docusaurus.config.ts).
const translated = docTranslationsOf(__dirname, process.env['DOCUSAURUS_CURRENT_LOCALE'], 'en');

const sidebars: SidebarsConfig = {
  docs: markUntranslated(docs, translated),
  // The how-to library: group → sub-group → article, from the folder tree and
  // each folder's _category_.json (whose generated index lists the articles).
  postgresHowtos: [{ type: 'autogenerated', dirName: 'postgres-howtos' }],
};

export default sidebars;
