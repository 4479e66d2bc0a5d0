/**
 * Sentences of docs/, blog/ and rules/ that tie a feature or a behaviour to
 * a PostgreSQL version and that no SQL block on their page can prove (the
 * major is older than the ones the examples run on, the behaviour is a
 * server setting, a log line, a build option, a tool), each checked against
 * what it rests on. tests/unit/versionClaims.test.ts finds every such
 * sentence (scripts/lib/versionClaims.ts) and fails for one that is neither
 * proven by a block (min=16 for "since 16") nor listed here, and for an
 * entry whose sentence is no longer on its page. `npm run claims` prints all
 * of them with what backs each.
 *
 * To add an entry: copy the file and the sentence from the failure message,
 * name the release-notes section (or its URL) in `source`, and say in `note`
 * what you checked. If the sentence is wrong, fix the sentence instead.
 */

export type ReviewedClaim = {
  /** The page, from the repository root, e.g. "docs/postgres-howtos/…/how-to-x.md". */
  file: string;
  /** The sentence exactly as the detector reads it (whitespace collapsed, Markdown emphasis and link targets dropped). */
  sentence: string;
  /**
   * What the claim rests on: the PostgreSQL release-notes section, e.g.
   * "PostgreSQL 16 release notes, Monitoring (https://www.postgresql.org/docs/release/16.0/)";
   * for a statement that is not about PostgreSQL itself (a product's supported
   * versions, the Docker image), where that is stated.
   */
  source: string;
  /** What was checked, in a few words. */
  note: string;
};

export const reviewedVersionClaims: readonly ReviewedClaim[] = [
  {
    file: 'blog/2021-08-31-postgresql-subtransactions-considered-harmful/index.mdx',
    sentence:
      'The SQL standard defines `SAVEPOINT`, `ROLLBACK TO SAVEPOINT` and `RELEASE SAVEPOINT`, supported by Postgres since version 8.0 (released in January 2005).',
    source: 'PostgreSQL 8.0 release notes, Overview: savepoints (https://www.postgresql.org/docs/release/8.0.0/)',
    note: 'released 19 January 2005',
  },
  {
    file: 'blog/2021-08-31-postgresql-subtransactions-considered-harmful/index.mdx',
    sentence:
      'When that happens, standby throughput collapses, and sessions wait on `LWLock:SubtransSLRU` (called `SubtransControlLock` in Postgres 12 and older).',
    source:
      'PostgreSQL 13 release notes, Monitoring: wait event names renamed (https://www.postgresql.org/docs/release/13.0/)',
    note: 'SubtransControlLock became SubtransSLRU in 13',
  },
  {
    file: 'blog/2021-08-31-postgresql-subtransactions-considered-harmful/index.mdx',
    sentence:
      'On Postgres 13 and newer, `pg_stat_slru` shows whether Subtrans pages are being read from disk (Postgres 17 renamed the row `subtransaction`):',
    source:
      'PostgreSQL 13 release notes, Monitoring: pg_stat_slru (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 14 release notes, Monitoring: pg_stat_wal (https://www.postgresql.org/docs/release/14.0/)',
    note: 'pg_stat_slru added in 13, pg_stat_wal in 14; 17 renamed the Subtrans row',
  },
  {
    file: 'blog/2021-09-23-zero-downtime-postgres-schema-migrations-lock-timeout-and-retries/index.mdx',
    sentence: '`lock_timeout`, available since Postgres 9.3, limits how long any statement waits for a lock.',
    source:
      'PostgreSQL 9.6 release notes, Monitoring: pg_blocking_pids() and wait_event columns (https://www.postgresql.org/docs/release/9.6.0/); PostgreSQL 9.3 release notes, lock_timeout (https://www.postgresql.org/docs/release/9.3.0/)',
    note: 'pg_blocking_pids and wait events 9.6, lock_timeout 9.3, pg_locks.fastpath 9.2',
  },
  {
    file: 'blog/2021-09-23-zero-downtime-postgres-schema-migrations-lock-timeout-and-retries/index.mdx',
    sentence: 'If you go this way, monitor `pg_stat_slru` (Postgres 13 and newer).',
    source:
      'PostgreSQL 13 release notes, Monitoring: pg_stat_slru (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 14 release notes, Monitoring: pg_stat_wal (https://www.postgresql.org/docs/release/14.0/)',
    note: 'pg_stat_slru added in 13, pg_stat_wal in 14; 17 renamed the Subtrans row',
  },
  {
    file: 'blog/2021-10-18-postgresql-lock-trees/index.mdx',
    sentence:
      '`pg_blocking_pids()`, available since Postgres 9.6, returns the process IDs of the sessions that block a given session.',
    source:
      'PostgreSQL 9.6 release notes, Monitoring: pg_blocking_pids() and wait_event columns (https://www.postgresql.org/docs/release/9.6.0/); PostgreSQL 9.3 release notes, lock_timeout (https://www.postgresql.org/docs/release/9.3.0/)',
    note: 'pg_blocking_pids and wait events 9.6, lock_timeout 9.3, pg_locks.fastpath 9.2',
  },
  {
    file: 'blog/2021-10-18-postgresql-lock-trees/index.mdx',
    sentence: '`pg_locks.waitstart`, added in Postgres 14, records when a session started waiting for a lock.',
    source:
      'PostgreSQL 14 release notes, Monitoring: pg_locks.waitstart (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'blog/2021-10-29-how-partial-and-covering-indexes-affect-update-performance-in-postgresql/index.mdx',
    sentence:
      'PostgreSQL 16 (September 2023) relaxed the rule for summarizing indexes: an update that changes only columns covered solely by such indexes can still be HOT, and the summarizing index is updated anyway.',
    source:
      'PostgreSQL 16 release notes, Performance: HOT updates with BRIN (summarizing) indexes (https://www.postgresql.org/docs/release/16.0/)',
    note: 'changed in 16',
  },
  {
    file: 'blog/2021-10-29-how-partial-and-covering-indexes-affect-update-performance-in-postgresql/index.mdx',
    sentence:
      'Six copies of it differ only in the extra index they carry: none, a one-column index on `owner_id`, a two-column index on `(owner_id, price)`, a partial index on `owner_id` where the price is set, a covering index on `owner_id` that includes `price` (a feature of Postgres 11 and newer), and a partial covering index combining the last two.',
    source:
      'PostgreSQL 11 release notes, Indexes: INCLUDE columns (covering B-tree indexes) (https://www.postgresql.org/docs/release/11.0/)',
    note: 'added in 11',
  },
  {
    file: 'blog/2021-10-29-how-partial-and-covering-indexes-affect-update-performance-in-postgresql/index.mdx',
    sentence:
      'A covering index can be bigger than a two-column index on the same columns, because the B-tree deduplication added in Postgres 13 does not apply to indexes with `INCLUDE` columns.',
    source:
      'PostgreSQL 13 release notes, Indexes: B-tree deduplication (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 14 release notes, Indexes: bottom-up index deletion (https://www.postgresql.org/docs/release/14.0/)',
    note: 'dedup 13, bottom-up deletion 14',
  },
  {
    file: 'blog/2022-01-06-explain-analyze-needs-buffers-to-improve-the-postgres-query-optimization-process/index.mdx',
    sentence:
      'One later change supports the argument of this post directly: since PostgreSQL 18, `EXPLAIN ANALYZE` includes buffer counts without asking for `BUFFERS`.',
    source:
      'PostgreSQL 13 release notes, Utility Commands: EXPLAIN BUFFERS reports planning (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 18 release notes, Utility Commands: EXPLAIN ANALYZE includes BUFFERS by default (https://www.postgresql.org/docs/release/18.0/)',
    note: 'planning buffers 13, BUFFERS default 18',
  },
  {
    file: 'blog/2022-01-06-explain-analyze-needs-buffers-to-improve-the-postgres-query-optimization-process/index.mdx',
    sentence:
      'Since Postgres 13, `EXPLAIN (ANALYZE, BUFFERS)` also reports buffers used during planning, which you see as the `Planning:` section above.',
    source:
      'PostgreSQL 13 release notes, Utility Commands: EXPLAIN BUFFERS reports planning (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 18 release notes, Utility Commands: EXPLAIN ANALYZE includes BUFFERS by default (https://www.postgresql.org/docs/release/18.0/)',
    note: 'planning buffers 13, BUFFERS default 18',
  },
  {
    file: 'blog/2022-01-06-explain-analyze-needs-buffers-to-improve-the-postgres-query-optimization-process/index.mdx',
    sentence: '(It was accepted in PostgreSQL 18; see the note near the top of this post.)',
    source:
      'PostgreSQL 13 release notes, Utility Commands: EXPLAIN BUFFERS reports planning (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 18 release notes, Utility Commands: EXPLAIN ANALYZE includes BUFFERS by default (https://www.postgresql.org/docs/release/18.0/)',
    note: 'planning buffers 13, BUFFERS default 18',
  },
  {
    file: 'blog/2022-01-14-progress-bar-for-postgres-queries-lets-dive-deeper/index.mdx',
    sentence:
      '`pg_stat_progress_vacuum` appeared in 9.6, `pg_stat_progress_create_index` and `pg_stat_progress_cluster` in 12, `pg_stat_progress_analyze` and `pg_stat_progress_basebackup` in 13, and `pg_stat_progress_copy` in 14.',
    source:
      'PostgreSQL 13 release notes, Monitoring: pg_stat_progress_analyze and pg_stat_progress_basebackup (https://www.postgresql.org/docs/release/13.0/); progress views of 9.6, 12 and 14 in their release notes',
    note: 'each view checked against the release that added it',
  },
  {
    file: 'blog/2022-05-25-common-db-schema-change-mistakes/index.mdx',
    sentence:
      'Before Postgres 11, `ADD COLUMN ... DEFAULT ... NOT NULL` rewrote the whole table under an exclusive lock.',
    source:
      'PostgreSQL 11 release notes, Utility Commands: ALTER TABLE ADD COLUMN with a non-null default without rewrite (https://www.postgresql.org/docs/release/11.0/)',
    note: 'fast default added in 11',
  },
  {
    file: 'blog/2022-05-25-common-db-schema-change-mistakes/index.mdx',
    sentence:
      'Since Postgres 11, a constant default is stored in the catalog and the table is left alone, although the statement still needs a brief exclusive lock.',
    source:
      'PostgreSQL 11 release notes, Utility Commands: ALTER TABLE ADD COLUMN with a non-null default without rewrite (https://www.postgresql.org/docs/release/11.0/)',
    note: 'fast default added in 11',
  },
  {
    file: 'blog/2022-07-03-dle-in-aws-marketplace/index.mdx',
    sentence:
      'Logical provisioning from any live Postgres, version 9.6 or newer, wherever the engine can connect to it:',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'blog/2023-07-22-10-postgres-tips-for-beginners/index.mdx',
    sentence:
      'Indexes bloat over time and need rebuilding; since Postgres 12, `REINDEX CONCURRENTLY` can do that without blocking writes.',
    source:
      'PostgreSQL 12 release notes, Utility Commands: REINDEX CONCURRENTLY (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'blog/2023-08-19-dblab-engine-3-4-released/index.mdx',
    sentence:
      'For SE, new images cover Postgres 10 to 15 on Cloud SQL, RDS, Aurora, Supabase, Timescale, Heroku, and PostGIS.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'blog/2025-07-24-postgres-howtos-launch/index.mdx',
    sentence:
      'The guides are written for PostgreSQL 12 and newer, and most of them also apply to version 10 and later.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'blog/2025-10-05-postgres-marathon-2-001/index.mdx',
    sentence: 'The examples below are meant for a fresh, empty database on PostgreSQL 14 through 18.',
    source: "Not a feature claim: says on which versions the post's examples were run",
    note: 'the SQL check runs the blocks on 14 to 18',
  },
  {
    file: 'blog/2025-10-05-postgres-marathon-2-001/index.mdx',
    sentence:
      'On PostgreSQL 17 and newer, the `pg_wait_events` view lists every wait event together with a short description, which helps when you meet an unfamiliar name.',
    source:
      'PostgreSQL 17 release notes, Monitoring: pg_wait_events view (https://www.postgresql.org/docs/release/17.0/)',
    note: 'added in 17',
  },
  {
    file: 'blog/2025-10-06-postgres-marathon-2-002/index.mdx',
    sentence: 'The examples run on PostgreSQL 14 to 18; the outputs were captured on PostgreSQL 15.',
    source: "Not a feature claim: says on which versions the post's examples were run",
    note: 'the SQL check runs the blocks on 14 to 18',
  },
  {
    file: 'blog/2025-10-07-postgres-marathon-2-003/index.mdx',
    sentence: 'The fix, developed that year and released in PostgreSQL 9.2, was fast-path locking.',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'blog/2025-10-07-postgres-marathon-2-003/index.mdx',
    sentence: 'That is PostgreSQL 14 to 17.',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'blog/2025-10-07-postgres-marathon-2-003/index.mdx',
    sentence: 'PostgreSQL 18 finally changes the size of the fast-path array.',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'blog/2025-10-07-postgres-marathon-2-003/index.mdx',
    sentence:
      "The [next post] answers a reader's question about how the fast path works in detail, and what exactly changed in version 18, with benchmark results.",
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'blog/2025-10-08-postgres-marathon-2-004/index.mdx',
    sentence:
      'Since PostgreSQL 9.2 it includes a small fast-path array: in versions 9.2 through 17, 16 slots stored inline, each holding a relation OID plus a few bits that say which weak modes are held on it.',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'blog/2025-10-08-postgres-marathon-2-004/index.mdx',
    sentence: 'What PostgreSQL 18 changes',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/)',
    note: 'changed in 18',
  },
  {
    file: 'blog/2025-10-08-postgres-marathon-2-004/index.mdx',
    sentence:
      'PostgreSQL 18 replaces the 16 inline slots with arrays whose size is derived from `max_locks_per_transaction`, default 64.',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/)',
    note: 'changed in 18',
  },
  {
    file: 'blog/2025-10-08-postgres-marathon-2-004/index.mdx',
    sentence:
      'The work was done by a PostgreSQL core developer, and it removes the hard-coded limit that had been in place since PostgreSQL 9.2.',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'blog/2025-10-09-postgres-marathon-2-005/index.mdx',
    sentence: 'On PostgreSQL 15, or any version before 18, the fast path holds 16 relations per backend.',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'blog/2025-10-10-postgres-marathon-2-006/index.mdx',
    sentence: 'The `pg_shmem_allocations` view, available since PostgreSQL 13, hints at why.',
    source:
      'PostgreSQL 13 release notes, Monitoring: pg_shmem_allocations (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'blog/2025-10-28-postgres-marathon-2-009/index.mdx',
    sentence:
      'Every count quoted here comes from the SQL blocks in the post, which run on PostgreSQL 14 to 18 with default settings, that is `enable_partition_pruning = on` and `plan_cache_mode = auto`; run them yourself to see the same numbers.',
    source: "Not a feature claim: says on which versions the post's examples were run",
    note: 'the SQL check runs the blocks on 14 to 18',
  },
  {
    file: 'blog/2025-10-28-postgres-marathon-2-009/index.mdx',
    sentence:
      'Two stages lock three relations more on PostgreSQL 16 and later than on 14 and 15, and the post shows both.',
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'blog/2025-10-28-postgres-marathon-2-009/index.mdx',
    sentence: "PostgreSQL 16 and later also open the parent's three partitioned indexes while planning, which makes 8.",
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'blog/2025-10-28-postgres-marathon-2-009/index.mdx',
    sentence:
      "This is the call where `plan_cache_mode = auto` builds a generic plan to compare with the custom ones, and building it locked every partition and every partition index, all held until the end of the transaction: 49 relations on PostgreSQL 14 and 15, and all 52 relations of the setup on 16 and later, where the parent's partitioned indexes are locked too.",
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'blog/2025-10-28-postgres-marathon-2-009/index.mdx',
    sentence:
      'Here the planner rejected the generic plan on every version from 14 to 18 and went back to custom plans, so executions 7 and 8 locked five relations again, and `generic_plans` stayed at zero.',
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'blog/2025-10-28-postgres-marathon-2-009/index.mdx',
    sentence:
      'The first execution builds the generic plan and pays the same price as execution 6 above: 49 locks, or 52 on PostgreSQL 16 and later.',
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'blog/2025-10-28-postgres-marathon-2-009/index.mdx',
    sentence: '| Stage | PostgreSQL 14 and 15 | PostgreSQL 16 to 18 |',
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'blog/2025-10-29-postgres-marathon-2-010/index.mdx',
    sentence:
      "That is the 49 relations from part 1 (52 on PostgreSQL 16 and later, which also lock the parent's partitioned indexes), and as always with heavyweight locks, they stay locked until the transaction ends.",
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'blog/2025-10-29-postgres-marathon-2-010/index.mdx',
    sentence: "On PostgreSQL 16 to 18 (this is 18.4), the parent's three partitioned indexes are locked as well:",
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'blog/2025-10-30-postgres-marathon-2-011/index.mdx',
    sentence:
      "The lock counts, shown together with the other modes below, follow a familiar pattern: 5 relations for executions 1 to 5, 49 for execution 6, then 5 again on PostgreSQL 14 and 15, and 8, 52 and 8 on 16 to 18, which also lock the parent's three partitioned indexes.",
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'blog/2025-10-30-postgres-marathon-2-011/index.mdx',
    sentence: 'The first execution builds the generic plan and takes 49 locks (52 on PostgreSQL 16 and later).',
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'blog/2025-10-30-postgres-marathon-2-011/index.mdx',
    sentence: 'On PostgreSQL 16 to 18 (this is 18.4):',
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'blog/2025-10-30-postgres-marathon-2-011/index.mdx',
    sentence:
      'With custom plans only, every execution locks the minimum, 5 relations on PostgreSQL 14 and 15 and 8 on 16 and later, because the planner prunes before opening anything.',
    source:
      "The page's own SQL blocks, which the SQL check runs on PostgreSQL 14 to 18 (the shown outputs carry version=); the planner change behind it: PostgreSQL 16 release notes, Optimizer: left join removal and unique joins on partitioned tables, which opens the partitioned parent's indexes (https://www.postgresql.org/docs/release/16.0/)",
    note: 'counts from real runs on 14.23, 15.18, 16.14, 17.10 and 18.4',
  },
  {
    file: 'docs/checkup.md',
    sentence: '| Target Postgres | 14–18 | 9.6 and newer |',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/checkup.md',
    sentence: 'A PostgreSQL 14–18 target.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/checkup.md',
    sentence: 'Linux with Postgres 9.6 or newer.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/database-lab/supported-databases.md',
    sentence: 'DBLab Engine 4.1 supports PostgreSQL 10 to 18.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/database-lab/supported-databases.md',
    sentence:
      ':::note Older statements you may find Documentation written in 2025 lists PostgreSQL 9.6 to 17 with version 16 as the default image.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/database-lab/supported-databases.md',
    sentence: '| pgvector | Vector similarity search (11 and newer) |',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/database-lab/supported-databases.md',
    sentence: '| TimescaleDB | Time-series (12 and newer) |',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/database-lab/supported-databases.md',
    sentence: '| Citus | Distributed tables (11 and newer) |',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/database-lab/supported-databases.md',
    sentence: '| pg_show_plans | Plans of running queries (12 and newer) |',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/dblab-howtos/administration/data/custom.md',
    sentence: '`recovery` only for 11 and older. |',
    source:
      'PostgreSQL 12 release notes, Migration to Version 12: recovery.conf replaced by configuration parameters (https://www.postgresql.org/docs/release/12.0/)',
    note: 'recovery.conf options were moved into postgresql.conf in 12, so they apply to 11 and older',
  },
  {
    file: 'docs/dblab-howtos/administration/data/dump.md',
    sentence:
      'On PostgreSQL 14 and later, membership in the predefined role `pg_read_all_data` covers every table and sequence.',
    source:
      'PostgreSQL 14 release notes, Privileges: predefined roles pg_read_all_data and pg_write_all_data (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/dblab-howtos/administration/data/pg_basebackup.md',
    sentence:
      '| `physicalRestore.options.sync.recovery` | not set | `recovery.conf` options, PostgreSQL 11 and older only. |',
    source:
      'PostgreSQL 12 release notes, Migration to Version 12: recovery.conf replaced by configuration parameters (https://www.postgresql.org/docs/release/12.0/)',
    note: 'recovery.conf options were moved into postgresql.conf in 12, so they apply to 11 and older',
  },
  {
    file: 'docs/dblab-howtos/administration/data/pgbackrest.md',
    sentence:
      '| `physicalRestore.options.sync.recovery` | not set | `recovery.conf` options, PostgreSQL 11 and older only. |',
    source:
      'PostgreSQL 12 release notes, Migration to Version 12: recovery.conf replaced by configuration parameters (https://www.postgresql.org/docs/release/12.0/)',
    note: 'recovery.conf options were moved into postgresql.conf in 12, so they apply to 11 and older',
  },
  {
    file: 'docs/dblab-howtos/administration/data/pgbackrest.md',
    sentence: '`recovery` only for 11 and older. |',
    source:
      'PostgreSQL 12 release notes, Migration to Version 12: recovery.conf replaced by configuration parameters (https://www.postgresql.org/docs/release/12.0/)',
    note: 'recovery.conf options were moved into postgresql.conf in 12, so they apply to 11 and older',
  },
  {
    file: 'docs/dblab-howtos/administration/data/rsync.md',
    sentence: '`recovery` only for 11 and older. |',
    source:
      'PostgreSQL 12 release notes, Migration to Version 12: recovery.conf replaced by configuration parameters (https://www.postgresql.org/docs/release/12.0/)',
    note: 'recovery.conf options were moved into postgresql.conf in 12, so they apply to 11 and older',
  },
  {
    file: 'docs/dblab-howtos/administration/data/wal-g.md',
    sentence:
      '| `physicalRestore.options.sync.recovery` | not set | `recovery.conf` options, PostgreSQL 11 and older only. |',
    source:
      'PostgreSQL 12 release notes, Migration to Version 12: recovery.conf replaced by configuration parameters (https://www.postgresql.org/docs/release/12.0/)',
    note: 'recovery.conf options were moved into postgresql.conf in 12, so they apply to 11 and older',
  },
  {
    file: 'docs/dblab-howtos/administration/data/wal-g.md',
    sentence:
      '| `physicalSnapshot.options.promotion.recovery` | not set | `recovery.conf` options, PostgreSQL 11 and older only. |',
    source:
      'PostgreSQL 12 release notes, Migration to Version 12: recovery.conf replaced by configuration parameters (https://www.postgresql.org/docs/release/12.0/)',
    note: 'recovery.conf options were moved into postgresql.conf in 12, so they apply to 11 and older',
  },
  {
    file: 'docs/dblab-howtos/administration/install-database-lab-with-terraform.mdx',
    sentence: '| Prometheus metrics, clone protection leases, PostgreSQL 9.6 dropped | 4.1.0 |',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/dblab-howtos/administration/install-dle-manually.md',
    sentence: 'DBLab Engine 4.1 works with PostgreSQL 10 through 18.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/dblab-howtos/administration/postgresql-configuration.md',
    sentence:
      'The `recovery` maps in `sync` and `promotion` are legacy `recovery.conf` options and apply only to Postgres 11 and older.',
    source:
      'PostgreSQL 12 release notes, Migration to Version 12: recovery.conf replaced by configuration parameters (https://www.postgresql.org/docs/release/12.0/)',
    note: 'recovery.conf options were moved into postgresql.conf in 12, so they apply to 11 and older',
  },
  {
    file: 'docs/dblab-howtos/cloning/clone-upgrade.md',
    sentence: 'The examples upgrade PostgreSQL 16 to 17; the same steps work for other pairs of major versions.',
    source: "The how-to's own worked example (an upgrade from 16 to 17)",
    note: 'describes the example, not a feature',
  },
  {
    file: 'docs/dblab-howtos/cloning/clone-upgrade.md',
    sentence: 'The release notes list them (for example, `old_snapshot_threshold` was removed in PostgreSQL 17).',
    source:
      'PostgreSQL 17 release notes, Migration to Version 17: remove old_snapshot_threshold (https://www.postgresql.org/docs/release/17.0/)',
    note: 'removed in 17',
  },
  {
    file: 'docs/dblab-howtos/joe-bot/get-query-plan.md',
    sentence:
      '`SETTINGS TRUE` is used on PostgreSQL 12 and newer (it lists planner settings that differ from the defaults) and `WAL` on PostgreSQL 13 and newer (it counts WAL records and bytes the query generated).',
    source:
      'PostgreSQL 12 release notes, Utility Commands: EXPLAIN SETTINGS (https://www.postgresql.org/docs/release/12.0/); PostgreSQL 13 release notes, Utility Commands: EXPLAIN WAL (https://www.postgresql.org/docs/release/13.0/)',
    note: 'SETTINGS added in 12, WAL in 13',
  },
  {
    file: 'docs/dblab-roadmap.mdx',
    sentence:
      '| 4.1.0 | 2026-04 | Prometheus metrics, clone protection leases, Teleport integration, RDS/Aurora refresh tool, PostgreSQL 9.6 dropped |',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/index.mdx',
    sentence: 'Current releases support PostgreSQL 10 through 18; support for 9.6 was dropped in 4.1.0.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/joe-bot/index.mdx',
    sentence:
      ':::note Outdated statements Older documentation says Joe supports Postgres 9.6 to 12 and works only in Slack.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'quotes what older product documentation said, marked as outdated',
  },
  {
    file: 'docs/joe-bot/index.mdx',
    sentence: 'DBLab 4.1 supports PostgreSQL 10 to 18.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/joe-bot/index.mdx',
    sentence:
      '`SETTINGS` is added on Postgres 12 and newer, `WAL` on 13 and newer, and the split I/O timings of Postgres 17 are shown since Joe 0.11.0.',
    source:
      'PostgreSQL 12 release notes, Utility Commands: EXPLAIN SETTINGS (https://www.postgresql.org/docs/release/12.0/); PostgreSQL 13 release notes, Utility Commands: EXPLAIN WAL (https://www.postgresql.org/docs/release/13.0/)',
    note: 'SETTINGS added in 12, WAL in 13',
  },
  {
    file: 'docs/monitoring/how-to-install.md',
    sentence: 'The 2025 installation guide listed PostgreSQL 14 to 17; 18 is supported by current releases.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/monitoring/index.mdx',
    sentence:
      'The wait event dashboard samples active sessions in `pg_stat_activity` every 15 seconds and groups them by wait event type, wait event and, on Postgres 14 and newer, query ID.',
    source:
      'PostgreSQL 14 release notes, Monitoring: compute_query_id, query_id in pg_stat_activity and %Q in log_line_prefix (https://www.postgresql.org/docs/release/14.0/)',
    note: 'query identifier computed in core from 14',
  },
  {
    file: 'docs/monitoring/index.mdx',
    sentence: 'PostgreSQL 14 to 18 with `pg_stat_statements` enabled.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/how-to-compile-postgres-on-ubuntu-22.04.md',
    sentence:
      'OpenSSL (`--with-openssl`), LZ4 (`--with-lz4`, PostgreSQL 14+), Zstandard (`--with-zstd`, PostgreSQL 15+), XML functions (`--with-libxml`) and the `uuid-ossp` extension (`--with-uuid=e2fs`).',
    source:
      'PostgreSQL 14 release notes, Source Code: --with-lz4 (https://www.postgresql.org/docs/release/14.0/); PostgreSQL 15 release notes, Source Code: --with-zstd (https://www.postgresql.org/docs/release/15.0/)',
    note: 'lz4 build option from 14, zstd from 15',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/how-to-compile-postgres-on-ubuntu-22.04.md',
    sentence:
      'Starting with PostgreSQL 16, the source tree also supports the Meson build system, which usually builds faster and is where new build work happens.',
    source:
      'PostgreSQL 16 release notes, Source Code: Meson build system (https://www.postgresql.org/docs/release/16.0/)',
    note: 'Meson added in 16',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/how-to-help-others.md',
    sentence: 'This was true before PostgreSQL 11 and is still repeated.',
    source:
      'PostgreSQL 11 release notes, Utility Commands: ALTER TABLE ADD COLUMN with a non-null default without rewrite (https://www.postgresql.org/docs/release/11.0/)',
    note: 'fast default added in 11',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/how-to-help-others.md',
    sentence:
      'Now the answer is precise: a constant default is stored once in `pg_attribute` and no rewrite happens (PostgreSQL 11+), while a volatile default such as `random()` still rewrites the table under an `ACCESS EXCLUSIVE` lock.',
    source:
      'PostgreSQL 11 release notes, Utility Commands: ALTER TABLE ADD COLUMN with a non-null default without rewrite (https://www.postgresql.org/docs/release/11.0/)',
    note: 'fast default added in 11',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/how-to-install-postgres-16-with-plpython3u.md',
    sentence:
      'Python 2 support (`plpythonu`, `plpython2u`) was removed in PostgreSQL 15, so `plpython3u` is the only variant in current versions.',
    source:
      'PostgreSQL 15 release notes, Migration to Version 15: remove PL/Python 2 support (https://www.postgresql.org/docs/release/15.0/)',
    note: 'removed in 15',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/how-to-work-with-metadata.md',
    sentence:
      "`regtype` (`'int8'::regtype` prints `bigint`), `regproc` and `regprocedure` for functions, `regnamespace` and `regrole` (PostgreSQL 9.5+), and `regcollation` (PostgreSQL 13+):",
    source:
      'PostgreSQL 9.5 release notes, regnamespace and regrole types (https://www.postgresql.org/docs/release/9.5.0/); PostgreSQL 13 release notes, Data Types: regcollation (https://www.postgresql.org/docs/release/13.0/)',
    note: 'regnamespace/regrole 9.5, regcollation 13',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/lsn-values-and-wal-filenames.md',
    sentence: 'SQL has a dedicated type, `pg_lsn` (PostgreSQL 9.4+).',
    source: 'PostgreSQL 9.4 release notes, Data Types: pg_lsn (https://www.postgresql.org/docs/release/9.4.0/)',
    note: 'pg_lsn type added in 9.4',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/lsn-values-and-wal-filenames.md',
    sentence: '`pg_wal_lsn_diff()` does the same (before PostgreSQL 10 it was called `pg_xlog_location_diff()`):',
    source:
      'PostgreSQL 10 release notes, Migration to Version 10: xlog renamed to wal (https://www.postgresql.org/docs/release/10.0/)',
    note: 'function renamed in 10',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/lsn-values-and-wal-filenames.md',
    sentence: 'Adding or subtracting a number of bytes (`pg_lsn + numeric`) needs PostgreSQL 14+.',
    source: 'PostgreSQL 14 release notes, Functions: pg_lsn + numeric (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/tuple-sparsity.md',
    sentence: '`pg_current_xact_id()`: returns the ID of the current transaction (PostgreSQL 13+).',
    source:
      'PostgreSQL 13 release notes, Functions: pg_current_xact_id and xid8 (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/tuple-sparsity.md',
    sentence: 'On PostgreSQL 14+ a range condition uses a Tid Range Scan that reads only that page:',
    source: 'PostgreSQL 14 release notes, Optimizer: TID Range Scan (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/misc/tuple-sparsity.md',
    sentence: '`INCLUDE` columns need PostgreSQL 11+.',
    source:
      'PostgreSQL 11 release notes, Indexes: INCLUDE columns (covering B-tree indexes) (https://www.postgresql.org/docs/release/11.0/)',
    note: 'added in 11',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/replication/how-to-convert-a-physical-replica-to-logical.md',
    sentence:
      'In PostgreSQL 10 to 17 the number of replication origins a subscriber can track is limited by `max_replication_slots`, so the subscriber needs a free entry there even though it creates no slot;',
    source:
      'PostgreSQL 18 release notes, Logical Replication: max_active_replication_origins (https://www.postgresql.org/docs/release/18.0/)',
    note: 'before 18 the origins were limited by max_replication_slots',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/replication/how-to-convert-a-physical-replica-to-logical.md',
    sentence: 'PostgreSQL 18 moved this limit to its own setting, `max_active_replication_origins`.',
    source:
      'PostgreSQL 18 release notes, Logical Replication: max_active_replication_origins (https://www.postgresql.org/docs/release/18.0/)',
    note: 'before 18 the origins were limited by max_replication_slots',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/replication/how-to-convert-a-physical-replica-to-logical.md',
    sentence:
      'PostgreSQL 17+ ships the `pg_createsubscriber` utility, which automates this whole procedure for a standby.',
    source:
      'PostgreSQL 17 release notes, Server Applications: pg_createsubscriber (https://www.postgresql.org/docs/release/17.0/)',
    note: 'added in 17',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/replication/how-to-troubleshoot-streaming-replication-lag.md',
    sentence:
      'Useful levers: give the replica hardware that matches the primary, enable `recovery_prefetch` (PostgreSQL 15+, on by default as `try` where the OS supports it) with a reasonable `maintenance_io_concurrency`, and reduce the WAL volume on the primary (fewer full-page images via longer checkpoints, `wal_compression`, batching mass updates).',
    source:
      'PostgreSQL 15 release notes, Replication and Recovery: recovery_prefetch (https://www.postgresql.org/docs/release/15.0/)',
    note: 'added in 15, default try',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/replication/how-to-troubleshoot-streaming-replication-lag.md',
    sentence: 'A disconnected one does the same, forever, unless `max_slot_wal_keep_size` (PostgreSQL 13+) caps it:',
    source:
      'PostgreSQL 13 release notes, Replication: max_slot_wal_keep_size and wal_status (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/advanced-topics/replication/zero-downtime-major-upgrade.md',
    sentence:
      'A major upgrade with `pg_upgrade --link` takes only minutes, but those minutes are downtime, and they are followed by a period of poor performance until `ANALYZE` has rebuilt the planner statistics (only since PostgreSQL 18 does `pg_upgrade` keep most planner statistics).',
    source:
      'PostgreSQL 18 release notes, Server Applications: pg_upgrade keeps optimizer statistics; pg_dump --statistics; pg_restore_*_stats functions (https://www.postgresql.org/docs/release/18.0/)',
    note: 'statistics transfer added in 18',
  },
  {
    file: 'docs/postgres-howtos/database-administration/backup-recovery/how-to-speed-up-bulk-load.md',
    sentence:
      'With this level, data written into a table created or truncated in the same transaction skips WAL: at commit, the new files are synced to disk instead (since PostgreSQL 13, files smaller than `wal_skip_threshold`, 2MB by default, are written to WAL at commit).',
    source:
      'PostgreSQL 13 release notes, Server Configuration: wal_skip_threshold (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13 with the rework of WAL skipping under wal_level=minimal',
  },
  {
    file: 'docs/postgres-howtos/database-administration/backup-recovery/how-to-speed-up-bulk-load.md',
    sentence:
      'Since PostgreSQL 14 it also marks the pages all-visible and all-frozen in the visibility map, so the first vacuum and the later anti-wraparound vacuum have almost nothing to do:',
    source:
      'PostgreSQL 14 release notes, Performance: COPY FREEZE sets visibility map bits (https://www.postgresql.org/docs/release/14.0/)',
    note: 'COPY FREEZE marks pages all-visible from 14',
  },
  {
    file: 'docs/postgres-howtos/database-administration/backup-recovery/how-to-speed-up-pg-dump.md',
    sentence:
      'From PostgreSQL 14 on, every `COPY ... TO STDOUT` that `pg_dump` runs appears in `pg_stat_progress_copy`:',
    source:
      'PostgreSQL 14 release notes, Monitoring: pg_stat_progress_copy (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/database-administration/backup-recovery/how-to-speed-up-pg-dump.md',
    sentence:
      'PostgreSQL 16+ clients can also use `--compress=lz4` or `--compress=zstd`, which are usually faster than gzip at a similar ratio.',
    source:
      'PostgreSQL 16 release notes, Client Applications: pg_dump lz4 and zstd compression (https://www.postgresql.org/docs/release/16.0/)',
    note: 'added in 16',
  },
  {
    file: 'docs/postgres-howtos/database-administration/backup-recovery/how-to-speed-up-pg-dump.md',
    sentence: 'Since PostgreSQL 14, a condition on a `ctid` range uses a Tid Range Scan that reads only those pages:',
    source: 'PostgreSQL 14 release notes, Optimizer: TID Range Scan (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/database-administration/backup-recovery/how-to-speed-up-pg-dump.md',
    sentence:
      '`pg_dump` 18 and newer includes most of them when you add `--statistics`; older clients cannot include them at all.',
    source:
      'PostgreSQL 18 release notes, Server Applications: pg_upgrade keeps optimizer statistics; pg_dump --statistics; pg_restore_*_stats functions (https://www.postgresql.org/docs/release/18.0/)',
    note: 'statistics transfer added in 18',
  },
  {
    file: 'docs/postgres-howtos/database-administration/backup-recovery/how-to-use-pg-restore.md',
    sentence:
      'From the database side, the target size grows as data arrives, and since PostgreSQL 14 every running `COPY` is visible in `pg_stat_progress_copy`.',
    source:
      'PostgreSQL 14 release notes, Monitoring: pg_stat_progress_copy (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/database-administration/backup-recovery/how-to-use-pg-restore.md',
    sentence: 'Index builds appear in `pg_stat_progress_create_index` (PostgreSQL 12+):',
    source:
      'PostgreSQL 12 release notes, Monitoring: pg_stat_progress_create_index (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/database-administration/configuration/how-to-change-postgres-parameter.md',
    sentence:
      '`superuser`: can be changed with `SET` by superusers (and, since PostgreSQL 15, by roles granted `SET` on that parameter), such as `log_lock_waits`.',
    source:
      'PostgreSQL 15 release notes, Privileges: GRANT SET and ALTER SYSTEM on parameters (https://www.postgresql.org/docs/release/15.0/)',
    note: 'added in 15',
  },
  {
    file: 'docs/postgres-howtos/database-administration/configuration/how-to-change-postgres-parameter.md',
    sentence:
      'PostgreSQL 17 added the `allow_alter_system` parameter to switch `ALTER SYSTEM` off on servers where configuration must come only from files.',
    source:
      'PostgreSQL 17 release notes, Server Configuration: allow_alter_system (https://www.postgresql.org/docs/release/17.0/)',
    note: 'added in 17',
  },
  {
    file: 'docs/postgres-howtos/database-administration/configuration/how-to-tune-linux-parameters-for-oltp-postgres.md',
    sentence: 'Since PostgreSQL 15 the server computes how many huge pages it needs:',
    source:
      'PostgreSQL 15 release notes, Server Configuration: shared_memory_size_in_huge_pages (https://www.postgresql.org/docs/release/15.0/)',
    note: 'added in 15',
  },
  {
    file: 'docs/postgres-howtos/database-administration/configuration/how-to-tune-work-mem.md',
    sentence: 'The parameter appeared in PostgreSQL 13, and its default went from 1.0 to 2.0 in PostgreSQL 15.',
    source:
      'PostgreSQL 13 release notes, Server Configuration: hash_mem_multiplier (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 15 release notes, Server Configuration: hash_mem_multiplier default 2.0 (https://www.postgresql.org/docs/release/15.0/)',
    note: 'added in 13, default raised in 15',
  },
  {
    file: 'docs/postgres-howtos/database-administration/configuration/how-to-tune-work-mem.md',
    sentence:
      'To see what a backend actually allocates, PostgreSQL 14+ provides `pg_get_backend_memory_contexts()` for the current session, and `pg_log_backend_memory_contexts(pid)` to write the contexts of another backend to the log:',
    source:
      'PostgreSQL 14 release notes, Monitoring: pg_backend_memory_contexts and pg_log_backend_memory_contexts() (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/database-administration/configuration/rough-oltp-configuration-tuning.md',
    sentence: 'JIT compilation is enabled by default since PostgreSQL 12.',
    source:
      'PostgreSQL 12 release notes, Server Configuration: jit enabled by default (https://www.postgresql.org/docs/release/12.0/)',
    note: 'on by default from 12',
  },
  {
    file: 'docs/postgres-howtos/database-administration/configuration/rough-oltp-configuration-tuning.md',
    sentence:
      '`autovacuum_vacuum_insert_scale_factor` (PostgreSQL 13+) makes append-only tables get vacuumed too, which keeps their visibility maps current for index-only scans.',
    source:
      'PostgreSQL 13 release notes, Autovacuum: insert-triggered vacuum (autovacuum_vacuum_insert_threshold) (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/autovacuum-queue-and-progress.md',
    sentence: 'Inserts (PostgreSQL 13+):',
    source:
      'PostgreSQL 13 release notes, Autovacuum: insert-triggered vacuum (autovacuum_vacuum_insert_threshold) (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/autovacuum-queue-and-progress.md',
    sentence:
      '`reltuples` is -1 for a table that was never vacuumed or analyzed (PostgreSQL 14+); autovacuum treats it as zero, and so does the query.',
    source:
      'PostgreSQL 14 release notes, Migration to Version 14: reltuples is -1 for never vacuumed tables (https://www.postgresql.org/docs/release/14.0/)',
    note: 'changed in 14',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/autovacuum-queue-and-progress.md',
    sentence: 'Up to PostgreSQL 17, changing `autovacuum_max_workers` requires a restart.',
    source:
      'PostgreSQL 18 release notes, Autovacuum: autovacuum_worker_slots; autovacuum_max_workers changeable without restart (https://www.postgresql.org/docs/release/18.0/)',
    note: 'restart needed up to 17',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-deal-with-bloat.md',
    sentence:
      '`REINDEX CONCURRENTLY` (PostgreSQL 12+) builds a new copy of the index next to the old one and swaps them, holding only locks that allow reads and writes for most of the work.',
    source:
      'PostgreSQL 12 release notes, Utility Commands: REINDEX CONCURRENTLY (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-deal-with-long-running-transactions-oltp.md',
    sentence:
      '`transaction_timeout` (PostgreSQL 17+) limits the whole transaction, including the time between statements.',
    source:
      'PostgreSQL 17 release notes, Server Configuration: transaction_timeout (https://www.postgresql.org/docs/release/17.0/)',
    note: 'added in 17',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-deal-with-long-running-transactions-oltp.md',
    sentence:
      "On PostgreSQL 17 and newer, add `alter role app_user set transaction_timeout = '5min'` or a value that fits your longest legitimate transaction.",
    source:
      'PostgreSQL 17 release notes, Server Configuration: transaction_timeout (https://www.postgresql.org/docs/release/17.0/)',
    note: 'added in 17',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-enable-data-checksums-without-downtime.md',
    sentence:
      'Since PostgreSQL 12, the `pg_checksums` tool can switch them on for an existing cluster, but only while the server is stopped.',
    source:
      'PostgreSQL 12 release notes, Server Applications: pg_checksums --enable; Monitoring: checksum_failures in pg_stat_database (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-enable-data-checksums-without-downtime.md',
    sentence: 'From PostgreSQL 12 on, `pg_stat_database` counts checksum failures per database.',
    source:
      'PostgreSQL 12 release notes, Server Applications: pg_checksums --enable; Monitoring: checksum_failures in pg_stat_database (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-enable-data-checksums-without-downtime.md',
    sentence: 'PostgreSQL 12+.',
    source:
      'PostgreSQL 12 release notes, Server Applications: pg_checksums; Monitoring: checksum_failures (https://www.postgresql.org/docs/release/12.0/)',
    note: 'list item of the checksums how-to, both added in 12',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-enable-data-checksums-without-downtime.md',
    sentence: 'PostgreSQL 12+.',
    source:
      'PostgreSQL 12 release notes, Server Applications: pg_checksums; Monitoring: checksum_failures (https://www.postgresql.org/docs/release/12.0/)',
    note: 'list item of the checksums how-to, both added in 12',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-run-analyze.md',
    sentence:
      'After `pg_restore`, because a dump contains no planner statistics unless it was made by `pg_dump` 18 or newer with `--statistics`.',
    source:
      'PostgreSQL 18 release notes, Server Applications: pg_upgrade keeps optimizer statistics; pg_dump --statistics; pg_restore_*_stats functions (https://www.postgresql.org/docs/release/18.0/)',
    note: 'statistics transfer added in 18',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-run-analyze.md',
    sentence:
      'Before PostgreSQL 18, `pg_upgrade` does not carry planner statistics over, and the new cluster starts with none.',
    source:
      'PostgreSQL 18 release notes, Server Applications: pg_upgrade keeps optimizer statistics; pg_dump --statistics; pg_restore_*_stats functions (https://www.postgresql.org/docs/release/18.0/)',
    note: 'statistics transfer added in 18',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-run-analyze.md',
    sentence:
      '`vacuumdb --analyze-only` skips partitioned parents in PostgreSQL 18 and earlier: it processes regular tables and materialized views, which includes the partitions, but not the partitioned tables themselves.',
    source:
      'PostgreSQL 18 release notes, Client Applications: vacuumdb (no change to partitioned parents listed) (https://www.postgresql.org/docs/release/18.0/)',
    note: 'no release up to 18 makes vacuumdb analyze partitioned parents; the how-to says to run ANALYZE on them',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-run-analyze.md',
    sentence: 'While it runs, `pg_stat_progress_analyze` (PostgreSQL 13+) shows what each backend is doing:',
    source:
      'PostgreSQL 13 release notes, Monitoring: pg_stat_progress_analyze and pg_stat_progress_basebackup (https://www.postgresql.org/docs/release/13.0/); progress views of 9.6, 12 and 14 in their release notes',
    note: 'each view checked against the release that added it',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-a-growing-pg-wal-directory.md',
    sentence:
      '`wal_status` (PostgreSQL 13+) is `reserved` while the retained WAL fits in `max_wal_size`, `extended` when it goes beyond that but is still kept, `unreserved` when the slot is about to lose WAL, and `lost` when required WAL was removed and the slot can no longer be used.',
    source:
      'PostgreSQL 13 release notes, Replication: max_slot_wal_keep_size and wal_status (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-a-growing-pg-wal-directory.md',
    sentence:
      'To protect the primary in the future, set `max_slot_wal_keep_size` (PostgreSQL 13+; the default `-1` means unlimited).',
    source:
      'PostgreSQL 13 release notes, Replication: max_slot_wal_keep_size and wal_status (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-a-growing-pg-wal-directory.md',
    sentence:
      'With `archive_mode = on`, a segment may be removed only after `archive_command` (or `archive_library` in PostgreSQL 15+) has archived it successfully.',
    source:
      'PostgreSQL 15 release notes, Server Configuration: archive_library (https://www.postgresql.org/docs/release/15.0/)',
    note: 'added in 15',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-a-growing-pg-wal-directory.md',
    sentence: '`pg_ls_archive_statusdir()` (PostgreSQL 12+) counts them:',
    source:
      'PostgreSQL 12 release notes, Functions: pg_ls_archive_statusdir() (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-a-growing-pg-wal-directory.md',
    sentence:
      '`wal_keep_size` (PostgreSQL 13+; before that `wal_keep_segments`, counted in segments) makes the server keep at least that much WAL for standbys that do not use slots.',
    source:
      'PostgreSQL 13 release notes, Migration to Version 13: wal_keep_segments replaced by wal_keep_size (https://www.postgresql.org/docs/release/13.0/)',
    note: 'changed in 13',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-a-growing-pg-wal-directory.md',
    sentence:
      'Enable `log_checkpoints` (on by default since PostgreSQL 15) to see in the log how often checkpoints happen and how many segments each one adds, removes and recycles.',
    source:
      'PostgreSQL 15 release notes, Server Configuration: log_checkpoints on by default (https://www.postgresql.org/docs/release/15.0/)',
    note: 'default changed in 15',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-a-growing-pg-wal-directory.md',
    sentence:
      'To write less WAL in the first place, `wal_compression` compresses full-page images (`pglz` everywhere, `lz4` and `zstd` in PostgreSQL 15+).',
    source:
      'PostgreSQL 15 release notes, Server Configuration: wal_compression methods lz4 and zstd (https://www.postgresql.org/docs/release/15.0/)',
    note: 'method names from 15',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-and-speedup-postgres-restarts.md',
    sentence: 'With `log_checkpoints = on` (the default since PostgreSQL 15), the log shows the difference.',
    source:
      'PostgreSQL 15 release notes, Server Configuration: log_checkpoints on by default (https://www.postgresql.org/docs/release/15.0/)',
    note: 'default changed in 15',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-long-startup.md',
    sentence:
      'Since PostgreSQL 15, the startup process logs its progress every `log_startup_progress_interval` (10 seconds by default).',
    source:
      'PostgreSQL 15 release notes, Monitoring: log_startup_progress_interval (https://www.postgresql.org/docs/release/15.0/)',
    note: 'added in 15',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-long-startup.md',
    sentence:
      'With `log_checkpoints` on (the default since PostgreSQL 15), every checkpoint line in the log reports its `distance`, the WAL written since the previous checkpoint.',
    source:
      'PostgreSQL 15 release notes, Server Configuration: log_checkpoints on by default (https://www.postgresql.org/docs/release/15.0/)',
    note: 'default changed in 15',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-long-startup.md',
    sentence:
      'PostgreSQL 15+ can prefetch data pages referenced by WAL during recovery (`recovery_prefetch`, default `try`), which helps when replay waits on random reads.',
    source:
      'PostgreSQL 15 release notes, Replication and Recovery: recovery_prefetch (https://www.postgresql.org/docs/release/15.0/)',
    note: 'added in 15, default try',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-use-subtransactions-in-postgres.md',
    sentence:
      'In `pg_stat_activity` this shows up as the wait event `LWLock:SubtransSLRU` (`SubtransControlLock` before PostgreSQL 13), and throughput can drop sharply at once.',
    source:
      'PostgreSQL 13 release notes, Monitoring: wait event names renamed (https://www.postgresql.org/docs/release/13.0/)',
    note: 'SubtransControlLock became SubtransSLRU in 13',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-use-subtransactions-in-postgres.md',
    sentence:
      'PostgreSQL 17 made the SLRU size configurable (`subtransaction_buffers`), which softens but does not remove the problem.',
    source:
      'PostgreSQL 17 release notes, Server Configuration: SLRU cache sizes (subtransaction_buffers) (https://www.postgresql.org/docs/release/17.0/)',
    note: 'added in 17',
  },
  {
    file: 'docs/postgres-howtos/database-administration/maintenance/how-to-use-subtransactions-in-postgres.md',
    sentence: '`pg_stat_slru` (PostgreSQL 13+) shows how the subtrans SLRU is doing.',
    source:
      'PostgreSQL 13 release notes, Monitoring: pg_stat_slru (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 14 release notes, Monitoring: pg_stat_wal (https://www.postgresql.org/docs/release/14.0/)',
    note: 'pg_stat_slru added in 13, pg_stat_wal in 14; 17 renamed the Subtrans row',
  },
  {
    file: 'docs/postgres-howtos/development-tools/client-tools/how-to-change-ownership-of-all-objects-in-a-database.md',
    sentence:
      'Functions, procedures and aggregates are handled with `alter routine` (PostgreSQL 11+), with argument types taken from `pg_get_function_identity_arguments()`, since overloaded functions share a name.',
    source:
      'PostgreSQL 11 release notes, Utility Commands: procedures and ALTER ROUTINE (https://www.postgresql.org/docs/release/11.0/)',
    note: 'added in 11',
  },
  {
    file: 'docs/postgres-howtos/development-tools/client-tools/how-to-change-ownership-of-all-objects-in-a-database.md',
    sentence:
      "Multirange types (PostgreSQL 14+) need their own statement up to PostgreSQL 16: there, changing a range type's owner leaves its multirange type with the old owner.",
    source:
      'PostgreSQL 14 release notes, Data Types: multirange types (https://www.postgresql.org/docs/release/14.0/); PostgreSQL 17 release notes, Migration to Version 17: multirange ownership follows its range type (https://www.postgresql.org/docs/release/17.0/)',
    note: "the page's blocks show both behaviours, with version= on the outputs",
  },
  {
    file: 'docs/postgres-howtos/development-tools/client-tools/how-to-change-ownership-of-all-objects-in-a-database.md',
    sentence:
      'From PostgreSQL 17 on, the multirange type follows its range type, and altering it directly fails with `cannot alter multirange type`, so the block skips multirange types there.',
    source:
      'PostgreSQL 14 release notes, Data Types: multirange types (https://www.postgresql.org/docs/release/14.0/); PostgreSQL 17 release notes, Migration to Version 17: multirange ownership follows its range type (https://www.postgresql.org/docs/release/17.0/)',
    note: "the page's blocks show both behaviours, with version= on the outputs",
  },
  {
    file: 'docs/postgres-howtos/development-tools/client-tools/how-to-change-ownership-of-all-objects-in-a-database.md',
    sentence:
      'On PostgreSQL 14 to 16, the range type gets the new owner and its multirange type keeps the old one (`postgres`, who created it):',
    source:
      'PostgreSQL 14 release notes, Data Types: multirange types (https://www.postgresql.org/docs/release/14.0/); PostgreSQL 17 release notes, Migration to Version 17: multirange ownership follows its range type (https://www.postgresql.org/docs/release/17.0/)',
    note: "the page's blocks show both behaviours, with version= on the outputs",
  },
  {
    file: 'docs/postgres-howtos/development-tools/client-tools/how-to-change-ownership-of-all-objects-in-a-database.md',
    sentence:
      'Since PostgreSQL 15, the `public` schema of a new database belongs to the special role `pg_database_owner`, which always means "the owner of this database".',
    source:
      'PostgreSQL 15 release notes, Migration to Version 15: public schema owned by pg_database_owner (https://www.postgresql.org/docs/release/15.0/)',
    note: 'changed in 15',
  },
  {
    file: 'docs/postgres-howtos/development-tools/client-tools/how-to-use-docker-to-run-postgres.md',
    sentence:
      'Images for PostgreSQL 18 and newer moved the data directory to a version-specific path under `/var/lib/postgresql` and expect the volume to be mounted at `/var/lib/postgresql`; check the image documentation for the version you run.',
    source:
      'The postgres Docker Official Image documentation, section PGDATA (the 18 images use /var/lib/postgresql/18/docker)',
    note: 'a fact of the image, not of PostgreSQL',
  },
  {
    file: 'docs/postgres-howtos/development-tools/psql/how-to-use-variables-in-psql-scripts.md',
    sentence:
      '`current_setting(name, true)` returns NULL instead of an error when the parameter was never set (the two-argument form exists since PostgreSQL 9.6).',
    source:
      'PostgreSQL 9.6 release notes, Functions: current_setting() missing_ok argument (https://www.postgresql.org/docs/release/9.6.0/)',
    note: 'added in 9.6',
  },
  {
    file: 'docs/postgres-howtos/development-tools/psql/learn-about-schema-metadata-via-psql.md',
    sentence:
      'Catalogs change between major versions: for example, table access methods (shown through `pg_class.relam` and `pg_am`) arrived in PostgreSQL 12.',
    source:
      'PostgreSQL 12 release notes, Server: table access method interface (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/development-tools/psql/psql-shortcuts.md',
    sentence:
      '`backend_type` in `pg_stat_activity` needs PostgreSQL 10 or newer; if you still connect to older servers, keep a second variant of the macro.',
    source:
      'PostgreSQL 10 release notes, Monitoring: backend_type in pg_stat_activity (https://www.postgresql.org/docs/release/10.0/)',
    note: 'added in 10',
  },
  {
    file: 'docs/postgres-howtos/development-tools/sql-techniques/find-or-insert-using-a-single-query.md',
    sentence: '`generated always as identity` (PostgreSQL 10+) is the standard way to get an auto-incremented key.',
    source:
      'PostgreSQL 10 release notes, Data Definition: identity columns (https://www.postgresql.org/docs/release/10.0/)',
    note: 'added in 10',
  },
  {
    file: 'docs/postgres-howtos/development-tools/sql-techniques/find-or-insert-using-a-single-query.md',
    sentence: '`returning` for `merge` only appeared in PostgreSQL 17.',
    source:
      'PostgreSQL 17 release notes, Utility Commands: MERGE RETURNING (https://www.postgresql.org/docs/release/17.0/)',
    note: 'MERGE 15, RETURNING for MERGE 17',
  },
  {
    file: 'docs/postgres-howtos/development-tools/sql-techniques/how-to-format-sql.md',
    sentence:
      'Since PostgreSQL 12, a non-recursive CTE that is referenced only once and has no side effects is inlined into the main query, so this style usually costs nothing.',
    source:
      'PostgreSQL 12 release notes, Optimizer: inline non-recursive side-effect-free CTEs (https://www.postgresql.org/docs/release/12.0/)',
    note: 'inlining added in 12',
  },
  {
    file: 'docs/postgres-howtos/development-tools/sql-techniques/how-to-format-sql.md',
    sentence: 'In PostgreSQL 11 and older every CTE was an optimization fence.',
    source:
      'PostgreSQL 12 release notes, Optimizer: inline non-recursive side-effect-free CTEs (https://www.postgresql.org/docs/release/12.0/)',
    note: 'inlining added in 12',
  },
  {
    file: 'docs/postgres-howtos/development-tools/sql-techniques/how-to-generate-fake-data.md',
    sentence:
      'On PostgreSQL 15 and older, the Box-Muller transform gives the same distribution from two uniform values.',
    source: 'PostgreSQL 16 release notes, Functions: random_normal() (https://www.postgresql.org/docs/release/16.0/)',
    note: 'random_normal() added in 16, so 15 and older need the transform',
  },
  {
    file: 'docs/postgres-howtos/development-tools/sql-techniques/how-to-import-csv-to-postgres.md',
    sentence:
      'Server-side `COPY` reads a file that lives on the database server, and requires a superuser or a member of `pg_read_server_files` (PostgreSQL 11+).',
    source:
      'PostgreSQL 11 release notes, Privileges: pg_read_server_files, pg_write_server_files, pg_execute_server_program (https://www.postgresql.org/docs/release/11.0/)',
    note: 'added in 11',
  },
  {
    file: 'docs/postgres-howtos/development-tools/sql-techniques/how-to-use-lib-pgquery-in-shell.md',
    sentence: 'Since PostgreSQL 14 the server can compute a query identifier without any extension.',
    source:
      'PostgreSQL 14 release notes, Monitoring: compute_query_id, query_id in pg_stat_activity and %Q in log_line_prefix (https://www.postgresql.org/docs/release/14.0/)',
    note: 'query identifier computed in core from 14',
  },
  {
    file: 'docs/postgres-howtos/development-tools/sql-techniques/how-to-use-lib-pgquery-in-shell.md',
    sentence: 'Up to PostgreSQL 17, `IN` lists of different lengths produce different IDs:',
    source:
      'PostgreSQL 18 release notes, Monitoring: squash IN lists of constants in query jumbling (https://www.postgresql.org/docs/release/18.0/)',
    note: 'changed in 18',
  },
  {
    file: 'docs/postgres-howtos/development-tools/sql-techniques/how-to-use-lib-pgquery-in-shell.md',
    sentence: 'PostgreSQL 14+.',
    source:
      'PostgreSQL 14 release notes, Monitoring: compute_query_id, query_id in pg_stat_activity and %Q in log_line_prefix (https://www.postgresql.org/docs/release/14.0/)',
    note: 'query identifier computed in core from 14',
  },
  {
    file: 'docs/postgres-howtos/development-tools/sql-techniques/how-to-use-lib-pgquery-in-shell.md',
    sentence:
      'PostgreSQL 18 changed query jumbling so that lists of constants, such as `IN` lists, no longer produce a separate ID per list length.',
    source:
      'PostgreSQL 18 release notes, Monitoring: squash IN lists of constants in query jumbling (https://www.postgresql.org/docs/release/18.0/)',
    note: 'changed in 18',
  },
  {
    file: 'docs/postgres-howtos/index.md',
    sentence: 'Where a feature needs a newer release, the guide says so, for example "PostgreSQL 16+".',
    source: 'Not a claim: the how-to index describes how guides mark version requirements',
    note: 'describes the convention',
  },
  {
    file: 'docs/postgres-howtos/miscellaneous/how-to-get-into-trouble-using-some-postgres-features.md',
    sentence: '`COMMIT` inside a `DO` block needs PostgreSQL 11+ and must not run inside an outer transaction.',
    source:
      'PostgreSQL 11 release notes, Server-side languages: transaction control in procedures and DO blocks (https://www.postgresql.org/docs/release/11.0/)',
    note: 'added in 11',
  },
  {
    file: 'docs/postgres-howtos/monitoring-troubleshooting/lock-analysis/how-to-understand-what-is-blocking-ddl.md',
    sentence:
      '`pg_blocking_pids()` and the `wait_event_type`/`wait_event` columns exist since PostgreSQL 9.6, `lock_timeout` since 9.3.',
    source:
      'PostgreSQL 9.6 release notes, Monitoring: pg_blocking_pids() and wait_event columns (https://www.postgresql.org/docs/release/9.6.0/); PostgreSQL 9.3 release notes, lock_timeout (https://www.postgresql.org/docs/release/9.3.0/)',
    note: 'pg_blocking_pids and wait events 9.6, lock_timeout 9.3, pg_locks.fastpath 9.2',
  },
  {
    file: 'docs/postgres-howtos/monitoring-troubleshooting/system-monitoring/how-to-determine-the-replication-lag.md',
    sentence:
      '`write_lag`, `flush_lag` and `replay_lag` (PostgreSQL 10+) are times: how long it took recent WAL to reach each stage on the standby, measured on the primary.',
    source:
      'PostgreSQL 10 release notes, Replication: write_lag, flush_lag, replay_lag in pg_stat_replication (https://www.postgresql.org/docs/release/10.0/)',
    note: 'added in 10',
  },
  {
    file: 'docs/postgres-howtos/monitoring-troubleshooting/troubleshooting/how-to-fix-too-many-connections.md',
    sentence:
      '`idle_session_timeout`, available since PostgreSQL 14, ends a session that stays idle outside a transaction longer than the limit, with `terminating connection due to idle-session timeout`.',
    source:
      'PostgreSQL 14 release notes, Server Configuration: idle_session_timeout (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14; the message is in the server binaries of 14 to 18',
  },
  {
    file: 'docs/postgres-howtos/monitoring-troubleshooting/troubleshooting/how-to-not-get-screwed-as-a-dba.md',
    sentence:
      'They are chosen at `initdb` time (`--data-checksums`) and can be turned on later with `pg_checksums` on a stopped server (PostgreSQL 12+).',
    source:
      'PostgreSQL 12 release notes, Server Applications: pg_checksums --enable; Monitoring: checksum_failures in pg_stat_database (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/monitoring-troubleshooting/troubleshooting/how-to-not-get-screwed-as-a-dba.md',
    sentence:
      'PostgreSQL 14 added `verify_heapam()` for tables and the `pg_amcheck` command-line tool, which runs these checks for a whole database in parallel.',
    source:
      'PostgreSQL 14 release notes, Additional Modules: amcheck verify_heapam() and pg_amcheck (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14; heapallindexed in 11',
  },
  {
    file: 'docs/postgres-howtos/monitoring-troubleshooting/troubleshooting/how-to-not-get-screwed-as-a-dba.md',
    sentence:
      "`synchronous_standby_names` lists the standbys that count, for example `'ANY 1 (replica1, replica2)'` for a quorum of one out of two (PostgreSQL 10+).",
    source:
      'PostgreSQL 10 release notes, Replication: quorum commit with ANY in synchronous_standby_names (https://www.postgresql.org/docs/release/10.0/)',
    note: 'added in 10',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/benchmarks/how-to-benchmark.md',
    sentence:
      "Newer versions accept more targets in `pg_stat_reset_shared()`, for example `'io'` for `pg_stat_io` in PostgreSQL 16+.",
    source:
      "PostgreSQL 16 release notes, Monitoring: pg_stat_io and pg_stat_reset_shared('io') (https://www.postgresql.org/docs/release/16.0/)",
    note: 'added in 16',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/benchmarks/how-to-benchmark.md',
    sentence:
      '`pg_stat_database`, `pg_stat_bgwriter`, `pg_stat_wal` (PostgreSQL 14+), `pg_stat_user_tables` and `pg_stat_user_indexes`; in PostgreSQL 17+, checkpoint counters moved from `pg_stat_bgwriter` to `pg_stat_checkpointer`;',
    source:
      'PostgreSQL 14 release notes, Monitoring: pg_stat_wal (https://www.postgresql.org/docs/release/14.0/); PostgreSQL 17 release notes, Monitoring: pg_stat_checkpointer (https://www.postgresql.org/docs/release/17.0/)',
    note: 'pg_stat_wal 14, checkpointer view 17',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/benchmarks/pre-and-post-steps-for-benchmark-iterations.md',
    sentence: "`pg_stat_reset_slru()` needs PostgreSQL 13+, and `pg_stat_reset_shared('wal')` needs 14+.",
    source:
      'PostgreSQL 13 release notes, Monitoring: pg_stat_slru (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 14 release notes, Monitoring: pg_stat_wal (https://www.postgresql.org/docs/release/14.0/)',
    note: 'pg_stat_slru added in 13, pg_stat_wal in 14; 17 renamed the Subtrans row',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/benchmarks/pre-and-post-steps-for-benchmark-iterations.md',
    sentence: "Newer versions add more targets, such as `'io'` for `pg_stat_io` in PostgreSQL 16+.",
    source:
      "PostgreSQL 16 release notes, Monitoring: pg_stat_io and pg_stat_reset_shared('io') (https://www.postgresql.org/docs/release/16.0/)",
    note: 'added in 16',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/how-to-find-redundent-indexes.md',
    sentence: '`INCLUDE` columns (`pg_index.indnkeyatts`) exist in PostgreSQL 11+.',
    source:
      'PostgreSQL 11 release notes, Indexes: INCLUDE columns (covering B-tree indexes) (https://www.postgresql.org/docs/release/11.0/)',
    note: 'added in 11',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/how-to-find-redundent-indexes.md',
    sentence: 'B-tree deduplication, which makes non-unique indexes on repeated values smaller, is in PostgreSQL 13+.',
    source:
      'PostgreSQL 13 release notes, Indexes: B-tree deduplication (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 14 release notes, Indexes: bottom-up index deletion (https://www.postgresql.org/docs/release/14.0/)',
    note: 'dedup 13, bottom-up deletion 14',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/how-to-find-redundent-indexes.md',
    sentence:
      'PostgreSQL 18+ can use an index on `(b, a)` for conditions on `a` alone with a B-tree skip scan, which is fast when `b` has few distinct values.',
    source: 'PostgreSQL 18 release notes, Optimizer: B-tree skip scan (https://www.postgresql.org/docs/release/18.0/)',
    note: 'added in 18',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/how-to-find-unused-indexes.md',
    sentence:
      'On busy systems the extra locks can push queries past the fast-path lock slots of a backend (16 up to PostgreSQL 17) and lead to `LWLock:LockManager` contention.',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/how-to-find-unused-indexes.md',
    sentence: 'On PostgreSQL 14+ you can keep those statistics with `CREATE STATISTICS` on the expression.',
    source:
      'PostgreSQL 14 release notes, Optimizer: extended statistics on expressions (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/how-to-find-unused-indexes.md',
    sentence:
      'In PostgreSQL 15+ the statistics live in shared memory and survive a clean restart, as they did on disk in older versions; they are still lost after a crash.',
    source:
      'PostgreSQL 15 release notes, Monitoring: cumulative statistics in shared memory (https://www.postgresql.org/docs/release/15.0/)',
    note: 'changed in 15',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/how-to-monitor-index-operations.md',
    sentence:
      'Since PostgreSQL 12, every backend that runs `CREATE INDEX` or `REINDEX` (with or without `CONCURRENTLY`) reports its state in the system view `pg_stat_progress_create_index`: the current phase, how many blocks or tuples it has processed out of how many, and which other transactions it is waiting for.',
    source:
      'PostgreSQL 12 release notes, Monitoring: pg_stat_progress_create_index (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/how-to-monitor-index-operations.md',
    sentence: '`pg_stat_progress_create_index` exists in PostgreSQL 12+;',
    source:
      'PostgreSQL 12 release notes, Monitoring: pg_stat_progress_create_index (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/how-to-monitor-index-operations.md',
    sentence: '`REINDEX CONCURRENTLY` also appeared in PostgreSQL 12.',
    source:
      'PostgreSQL 12 release notes, Utility Commands: REINDEX CONCURRENTLY (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/how-to-monitor-index-operations.md',
    sentence:
      'On PostgreSQL 11 and older there is no progress view for index builds; you can only watch the size of the new index files and the session in `pg_stat_activity`.',
    source:
      'PostgreSQL 12 release notes, Monitoring: pg_stat_progress_create_index (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/index-maintenance.md',
    sentence:
      'For whole databases, the `pg_amcheck` command-line tool (PostgreSQL 14+) runs the same checks in parallel and also checks tables:',
    source:
      'PostgreSQL 14 release notes, Additional Modules: amcheck verify_heapam() and pg_amcheck (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14; heapallindexed in 11',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/index-maintenance.md',
    sentence: '`REINDEX CONCURRENTLY` needs PostgreSQL 12+.',
    source:
      'PostgreSQL 12 release notes, Utility Commands: REINDEX CONCURRENTLY (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/index-maintenance.md',
    sentence:
      'B-tree deduplication (PostgreSQL 13+) and bottom-up index deletion (PostgreSQL 14+) make indexes smaller and slow down bloat, but they do not remove the need to check.',
    source:
      'PostgreSQL 13 release notes, Indexes: B-tree deduplication (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 14 release notes, Indexes: bottom-up index deletion (https://www.postgresql.org/docs/release/14.0/)',
    note: 'dedup 13, bottom-up deletion 14',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/index-maintenance.md',
    sentence:
      '`pg_amcheck` ships with PostgreSQL 14+; the `amcheck` extension with `heapallindexed` works from PostgreSQL 11.',
    source:
      'PostgreSQL 14 release notes, Additional Modules: amcheck verify_heapam() and pg_amcheck (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14; heapallindexed in 11',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/over-indexing.md',
    sentence:
      'Each backend can record up to 16 such weak relation locks in its private fast-path slots (PostgreSQL 9.2 to 17).',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/over-indexing.md',
    sentence:
      'Fast-path locking appeared in PostgreSQL 9.2 with a fixed 16 slots per backend, unchanged up to PostgreSQL 17.',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/over-indexing.md',
    sentence:
      'Since PostgreSQL 16, an update that changes only columns covered solely by summarizing indexes can still be HOT;',
    source:
      'PostgreSQL 16 release notes, Performance: HOT updates with BRIN (summarizing) indexes (https://www.postgresql.org/docs/release/16.0/)',
    note: 'changed in 16',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/over-indexing.md',
    sentence:
      '`pg_stat_user_tables.n_tup_newpage_upd` (PostgreSQL 16+) counts updates whose new row version went to another page, which helps explain a low HOT ratio.',
    source:
      'PostgreSQL 16 release notes, Monitoring: n_tup_newpage_upd (https://www.postgresql.org/docs/release/16.0/)',
    note: 'added in 16',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/over-indexing.md',
    sentence:
      '[How partial and covering indexes affect UPDATE performance], [how fast-path locking works and what changed in PostgreSQL 18] and [why keep your index set lean]',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/rebuild-indexes-without-deadlocks.md',
    sentence:
      'Every session uses one backend plus up to `max_parallel_maintenance_workers` parallel workers for B-tree builds (PostgreSQL 11+, default 2).',
    source:
      'PostgreSQL 11 release notes, Performance: parallel B-tree index builds (https://www.postgresql.org/docs/release/11.0/)',
    note: 'added in 11',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/rebuild-indexes-without-deadlocks.md',
    sentence: '`REINDEX ... CONCURRENTLY` exists in PostgreSQL 12+.',
    source:
      'PostgreSQL 12 release notes, Utility Commands: REINDEX CONCURRENTLY (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/indexing/rebuild-indexes-without-deadlocks.md',
    sentence: 'Parallel B-tree builds and `max_parallel_maintenance_workers` exist in PostgreSQL 11+.',
    source:
      'PostgreSQL 11 release notes, Performance: parallel B-tree index builds (https://www.postgresql.org/docs/release/11.0/)',
    note: 'added in 11',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/ad-hoc-monitoring.md',
    sentence: '| `--csv` | CSV output with proper quoting (PostgreSQL 12+) |',
    source: 'PostgreSQL 12 release notes, psql: --csv output format (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/ad-hoc-monitoring.md',
    sentence:
      'Since PostgreSQL 16, `\\watch` also accepts named options, for example `\\watch i=5 c=12` for twelve runs.',
    source:
      'PostgreSQL 16 release notes, psql: \\watch count and named options (https://www.postgresql.org/docs/release/16.0/)',
    note: 'added in 16',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-analyze-heavyweight-locks-part-1.md',
    sentence: 'In PostgreSQL 17 and older that array has 16 slots.',
    source:
      'PostgreSQL 18 release notes, Performance: fast-path lock slots sized by max_locks_per_transaction (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 9.2 release notes, Performance: fast-path locking (https://www.postgresql.org/docs/release/9.2.0/)',
    note: '16 slots from 9.2 to 17, configurable from 18',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-analyze-heavyweight-locks-part-1.md',
    sentence: '`pg_locks.fastpath` exists since PostgreSQL 9.2, `pg_blocking_pids()` since 9.6.',
    source:
      'PostgreSQL 9.6 release notes, Monitoring: pg_blocking_pids() and wait_event columns (https://www.postgresql.org/docs/release/9.6.0/); PostgreSQL 9.3 release notes, lock_timeout (https://www.postgresql.org/docs/release/9.3.0/)',
    note: 'pg_blocking_pids and wait events 9.6, lock_timeout 9.3, pg_locks.fastpath 9.2',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-monitor-transaction-id-wraparound-risks.md',
    sentence:
      'At `vacuum_failsafe_age` (PostgreSQL 14+), `VACUUM` switches to a failsafe mode: it stops cost-based throttling and skips index cleanup to finish freezing sooner.',
    source:
      'PostgreSQL 14 release notes, Autovacuum: vacuum_failsafe_age (https://www.postgresql.org/docs/release/14.0/); PostgreSQL 9.5 release notes, Functions: mxid_age() (https://www.postgresql.org/docs/release/9.5.0/)',
    note: 'failsafe 14, mxid_age 9.5, pg_current_xact_id 13',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-monitor-transaction-id-wraparound-risks.md',
    sentence:
      '`mxid_age()` exists since PostgreSQL 9.5, `pg_current_xact_id()` since 13 (use `txid_current()` before), and `vacuum_failsafe_age` with `vacuum_multixact_failsafe_age` since 14.',
    source:
      'PostgreSQL 14 release notes, Autovacuum: vacuum_failsafe_age (https://www.postgresql.org/docs/release/14.0/); PostgreSQL 9.5 release notes, Functions: mxid_age() (https://www.postgresql.org/docs/release/9.5.0/)',
    note: 'failsafe 14, mxid_age 9.5, pg_current_xact_id 13',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-monitor-xmin-horizon.md',
    sentence:
      'For prevention, set `idle_in_transaction_session_timeout`, use `transaction_timeout` (PostgreSQL 17+) for sessions that must not run long, move long analytical queries to a replica without `hot_standby_feedback` or to a separate clone, and alert on inactive slots.',
    source:
      'PostgreSQL 17 release notes, Server Configuration: transaction_timeout (https://www.postgresql.org/docs/release/17.0/)',
    note: 'added in 17',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-monitor-xmin-horizon.md',
    sentence:
      'XIDs old" line to the server log when a run takes longer than `log_autovacuum_min_duration` (10 minutes by default in PostgreSQL 15+, disabled before).',
    source:
      'PostgreSQL 15 release notes, Server Configuration: log_autovacuum_min_duration default 10min (https://www.postgresql.org/docs/release/15.0/)',
    note: 'default changed in 15',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-monitor-xmin-horizon.md',
    sentence:
      'PostgreSQL 14 and older print `oldest xmin: N` in the `tuples:` line instead of a separate "removable cutoff" line, without the age.',
    source:
      'PostgreSQL 15 release notes, Autovacuum: VACUUM VERBOSE and autovacuum log output reworked (https://www.postgresql.org/docs/release/15.0/)',
    note: "15 reports 'removable cutoff' instead",
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-reduce-wal-generation-rates.md',
    sentence: 'PostgreSQL 14+ also keeps cumulative counters in `pg_stat_wal`.',
    source:
      'PostgreSQL 14 release notes, Monitoring: pg_stat_wal (https://www.postgresql.org/docs/release/14.0/); PostgreSQL 17 release notes, Monitoring: pg_stat_checkpointer (https://www.postgresql.org/docs/release/17.0/)',
    note: 'pg_stat_wal 14, checkpointer view 17',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-reduce-wal-generation-rates.md',
    sentence:
      '`EXPLAIN (ANALYZE, WAL)` (PostgreSQL 13+) reports WAL records, full-page images and bytes for a single statement.',
    source:
      'PostgreSQL 13 release notes, Additional Modules: pg_stat_statements planning time and WAL counters; Utility Commands: EXPLAIN WAL (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-reduce-wal-generation-rates.md',
    sentence:
      'For the whole workload, `pg_stat_statements` has `wal_records`, `wal_fpi` and `wal_bytes` columns (also PostgreSQL 13+):',
    source:
      'PostgreSQL 13 release notes, Additional Modules: pg_stat_statements planning time and WAL counters; Utility Commands: EXPLAIN WAL (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-reduce-wal-generation-rates.md',
    sentence:
      'Since PostgreSQL 15 it takes a method (`pglz`, and `lz4` or `zstd` when the server is built with them) instead of `on`; a superuser can try it in a session:',
    source:
      'PostgreSQL 15 release notes, Server Configuration: wal_compression methods lz4 and zstd (https://www.postgresql.org/docs/release/15.0/)',
    note: 'method names from 15',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-reduce-wal-generation-rates.md',
    sentence: 'PostgreSQL 13+.',
    source:
      'PostgreSQL 13 release notes, Utility Commands: EXPLAIN WAL (https://www.postgresql.org/docs/release/13.0/)',
    note: 'list item',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-reduce-wal-generation-rates.md',
    sentence: 'PostgreSQL 14+.',
    source: 'PostgreSQL 14 release notes, Monitoring: pg_stat_wal (https://www.postgresql.org/docs/release/14.0/)',
    note: 'list item: pg_stat_wal added in 14',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/how-to-reduce-wal-generation-rates.md',
    sentence:
      'PostgreSQL 15+ (also `zstd`, if the server was built with it); before 15 the setting is only on or off (pglz).',
    source:
      'PostgreSQL 15 release notes, Server Configuration: wal_compression methods lz4 and zstd (https://www.postgresql.org/docs/release/15.0/)',
    note: 'method names from 15',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/pg-stat-statements-part-1.md',
    sentence: '| `queryid`, `userid`, `dbid` | Identify an entry together with `toplevel` (PostgreSQL 14+) |',
    source:
      'PostgreSQL 14 release notes, Additional Modules: pg_stat_statements toplevel and pg_stat_statements_info (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/pg-stat-statements-part-1.md',
    sentence:
      'Since PostgreSQL 14, the `pg_stat_statements_info` view tells when the statistics were last reset and how many entries were evicted because `pg_stat_statements.max` (5,000 by default) was reached:',
    source:
      'PostgreSQL 14 release notes, Additional Modules: pg_stat_statements toplevel and pg_stat_statements_info (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/pg-stat-statements-part-1.md',
    sentence: 'Entries are separate per user and database, and in PostgreSQL 14+ also per `toplevel`.',
    source:
      'PostgreSQL 14 release notes, Additional Modules: pg_stat_statements toplevel and pg_stat_statements_info (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/pg-stat-statements-part-1.md',
    sentence:
      'PostgreSQL 13 split `total_time` into `total_plan_time` and `total_exec_time` and added `wal_records`, `wal_fpi`, `wal_bytes`.',
    source:
      'PostgreSQL 13 release notes, Additional Modules: pg_stat_statements planning time and WAL counters; Utility Commands: EXPLAIN WAL (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/pg-stat-statements-part-1.md',
    sentence: 'On 12 and older, use `total_time`.',
    source:
      'PostgreSQL 13 release notes, Additional Modules: pg_stat_statements planning time and WAL counters; Utility Commands: EXPLAIN WAL (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/pg-stat-statements-part-1.md',
    sentence:
      'PostgreSQL 14 added `toplevel`, `pg_stat_statements_info`, and computes `queryid` in core (`compute_query_id`).',
    source:
      'PostgreSQL 14 release notes, Monitoring: compute_query_id, query_id in pg_stat_activity and %Q in log_line_prefix (https://www.postgresql.org/docs/release/14.0/)',
    note: 'query identifier computed in core from 14',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/monitoring/pg-stat-statements-part-1.md',
    sentence:
      'PostgreSQL 17 added `stats_since` and renamed `blk_read_time`/`blk_write_time` to `shared_blk_read_time` and `shared_blk_write_time`.',
    source:
      'PostgreSQL 17 release notes, Additional Modules: pg_stat_statements stats_since, renamed I/O timing columns (https://www.postgresql.org/docs/release/17.0/)',
    note: 'changed in 17',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers.md',
    sentence: 'PostgreSQL 13+ also reports buffers used during planning (the `Planning:` section).',
    source:
      'PostgreSQL 13 release notes, Utility Commands: EXPLAIN BUFFERS reports planning (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 18 release notes, Utility Commands: EXPLAIN ANALYZE includes BUFFERS by default (https://www.postgresql.org/docs/release/18.0/)',
    note: 'planning buffers 13, BUFFERS default 18',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers.md',
    sentence:
      'In PostgreSQL 18+, `EXPLAIN ANALYZE` includes buffers by default; on older versions, always type `BUFFERS` yourself.',
    source:
      'PostgreSQL 13 release notes, Utility Commands: EXPLAIN BUFFERS reports planning (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 18 release notes, Utility Commands: EXPLAIN ANALYZE includes BUFFERS by default (https://www.postgresql.org/docs/release/18.0/)',
    note: 'planning buffers 13, BUFFERS default 18',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/query-tuning/from-pgss-to-explain--how-to-find-query-examples.md',
    sentence:
      'The columns are named `total_exec_time` and `mean_exec_time` in PostgreSQL 13+ (older versions use `total_time` and `mean_time`).',
    source:
      'PostgreSQL 13 release notes, Additional Modules: pg_stat_statements planning time and WAL counters; Utility Commands: EXPLAIN WAL (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/query-tuning/from-pgss-to-explain--how-to-find-query-examples.md',
    sentence:
      'In PostgreSQL 14+, the `query_id` column holds the same identifier as `pg_stat_statements.queryid`, so you can poll for the group you care about.',
    source:
      'PostgreSQL 14 release notes, Monitoring: compute_query_id, query_id in pg_stat_activity and %Q in log_line_prefix (https://www.postgresql.org/docs/release/14.0/)',
    note: 'query identifier computed in core from 14',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/query-tuning/from-pgss-to-explain--how-to-find-query-examples.md',
    sentence:
      'On PostgreSQL 12 to 15, prepare the statement with guessed parameter types, force a generic plan and execute it with nulls:',
    source:
      'PostgreSQL 16 release notes, Utility Commands: EXPLAIN (GENERIC_PLAN) (https://www.postgresql.org/docs/release/16.0/)',
    note: 'added in 16',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/query-tuning/from-pgss-to-explain--how-to-find-query-examples.md',
    sentence:
      'In PostgreSQL 14+, add `%Q` to `log_line_prefix` to log the query identifier next to each statement and match on it directly.',
    source:
      'PostgreSQL 14 release notes, Monitoring: compute_query_id, query_id in pg_stat_activity and %Q in log_line_prefix (https://www.postgresql.org/docs/release/14.0/)',
    note: 'query identifier computed in core from 14',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/query-tuning/how-to-decide-if-query-too-slow.md',
    sentence: '`calls`, `mean_exec_time` and `total_exec_time` (PostgreSQL 13+).',
    source:
      'PostgreSQL 13 release notes, Additional Modules: pg_stat_statements planning time and WAL counters; Utility Commands: EXPLAIN WAL (https://www.postgresql.org/docs/release/13.0/)',
    note: 'added in 13',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/query-tuning/how-to-imitate-production-planner.md',
    sentence: '`work_mem`, `hash_mem_multiplier` (PostgreSQL 13+);',
    source:
      'PostgreSQL 13 release notes, Server Configuration: hash_mem_multiplier (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 15 release notes, Server Configuration: hash_mem_multiplier default 2.0 (https://www.postgresql.org/docs/release/15.0/)',
    note: 'added in 13, default raised in 15',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/query-tuning/how-to-imitate-production-planner.md',
    sentence:
      'A dump and restore (`pg_dump` and `pg_restore`) creates fresh, compact tables without statistics, unless the dump was made by `pg_dump` 18 or newer with `--statistics`, which carries most planner statistics over (extended statistics excepted).',
    source:
      'PostgreSQL 18 release notes, Server Applications: pg_upgrade keeps optimizer statistics; pg_dump --statistics; pg_restore_*_stats functions (https://www.postgresql.org/docs/release/18.0/)',
    note: 'statistics transfer added in 18',
  },
  {
    file: 'docs/postgres-howtos/performance-optimization/query-tuning/how-to-imitate-production-planner.md',
    sentence:
      'PostgreSQL 18 adds built-in functions to import statistics (`pg_restore_relation_stats()` and `pg_restore_attribute_stats()`), and its `pg_upgrade` keeps statistics across a major upgrade.',
    source:
      'PostgreSQL 18 release notes, Server Applications: pg_upgrade keeps optimizer statistics; pg_dump --statistics; pg_restore_*_stats functions (https://www.postgresql.org/docs/release/18.0/)',
    note: 'statistics transfer added in 18',
  },
  {
    file: 'docs/postgres-howtos/schema-design/constraints/how-to-add-a-foreign-key.md',
    sentence:
      'Foreign keys on partitioned tables exist since PostgreSQL 11, but from 11 to 17 a `NOT VALID` foreign key on a partitioned table is rejected with "This feature is not yet supported on partitioned tables".',
    source:
      'PostgreSQL 18 release notes, Partitioning: NOT VALID foreign keys on partitioned tables (https://www.postgresql.org/docs/release/18.0/); PostgreSQL 11 release notes, Partitioning: foreign keys on partitioned tables (https://www.postgresql.org/docs/release/11.0/)',
    note: 'FKs on partitioned tables 11, NOT VALID there 18',
  },
  {
    file: 'docs/postgres-howtos/schema-design/constraints/how-to-find-int4-pks-with-out-of-range-risks.md',
    sentence:
      'For an `integer` sequence, change its type as part of the migration (`ALTER SEQUENCE ... AS bigint`, PostgreSQL 10+), otherwise the new `int8` column is still capped at 2^31-1.',
    source:
      'PostgreSQL 10 release notes, Utility Commands: ALTER SEQUENCE AS (https://www.postgresql.org/docs/release/10.0/)',
    note: 'sequence data types added in 10',
  },
  {
    file: 'docs/postgres-howtos/schema-design/data-types/how-to-quickly-check-data-type-and-storage-size-of-a-value.md',
    sentence:
      '`pg_column_compression()` needs PostgreSQL 14+; the default method is `pglz`, and builds with lz4 support accept `ALTER TABLE ... ALTER COLUMN ... SET COMPRESSION lz4` for new values.',
    source:
      'PostgreSQL 14 release notes, Functions: pg_column_compression(); Server: LZ4 TOAST compression (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/schema-design/data-types/how-to-use-uuid.md',
    sentence:
      'This how-to shows how to generate UUIDv7 on any PostgreSQL from 13 on, how to read the timestamp back, and what the difference looks like in a real index.',
    source:
      'PostgreSQL 13 release notes, Functions: gen_random_uuid() in core (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 17 release notes, Functions: uuid_extract_version(), uuid_extract_timestamp() (https://www.postgresql.org/docs/release/17.0/); PostgreSQL 18 release notes, Functions: uuidv7() (https://www.postgresql.org/docs/release/18.0/)',
    note: 'built-in gen_random_uuid 13, extract functions 17, uuidv7 18',
  },
  {
    file: 'docs/postgres-howtos/schema-design/data-types/how-to-use-uuid.md',
    sentence:
      '`gen_random_uuid()` is built in since PostgreSQL 13 (older versions get it from the `pgcrypto` extension).',
    source:
      'PostgreSQL 13 release notes, Functions: gen_random_uuid() in core (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 17 release notes, Functions: uuid_extract_version(), uuid_extract_timestamp() (https://www.postgresql.org/docs/release/17.0/); PostgreSQL 18 release notes, Functions: uuidv7() (https://www.postgresql.org/docs/release/18.0/)',
    note: 'built-in gen_random_uuid 13, extract functions 17, uuidv7 18',
  },
  {
    file: 'docs/postgres-howtos/schema-design/data-types/how-to-use-uuid.md',
    sentence:
      'PostgreSQL 17 adds `uuid_extract_version()` and `uuid_extract_timestamp()`, and PostgreSQL 18 adds a native `uuidv7()` generator (plus `uuidv4()` as an alias of `gen_random_uuid()`).',
    source:
      'PostgreSQL 13 release notes, Functions: gen_random_uuid() in core (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 17 release notes, Functions: uuid_extract_version(), uuid_extract_timestamp() (https://www.postgresql.org/docs/release/17.0/); PostgreSQL 18 release notes, Functions: uuidv7() (https://www.postgresql.org/docs/release/18.0/)',
    note: 'built-in gen_random_uuid 13, extract functions 17, uuidv7 18',
  },
  {
    file: 'docs/postgres-howtos/schema-design/data-types/uuid-v7-and-partitioning-timescaledb.md',
    sentence:
      'The TimescaleDB examples need the extension installed on your server; the native variant runs on PostgreSQL 13+ as shown (on 11 and 12, `gen_random_uuid()` comes from the pgcrypto extension).',
    source:
      'PostgreSQL 13 release notes, Functions: gen_random_uuid() in core (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 17 release notes, Functions: uuid_extract_version(), uuid_extract_timestamp() (https://www.postgresql.org/docs/release/17.0/); PostgreSQL 18 release notes, Functions: uuidv7() (https://www.postgresql.org/docs/release/18.0/)',
    note: 'built-in gen_random_uuid 13, extract functions 17, uuidv7 18',
  },
  {
    file: 'docs/postgres-howtos/schema-design/data-types/uuid-v7-and-partitioning-timescaledb.md',
    sentence: 'Use `lock_timeout` and retries, or `DETACH PARTITION ... CONCURRENTLY` (PostgreSQL 14+).',
    source:
      'PostgreSQL 14 release notes, Partitioning: ALTER TABLE DETACH PARTITION CONCURRENTLY (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-add-a-check-constraint-without-downtime.md',
    sentence: 'The same pair of steps is also the fastest safe route to a `NOT NULL` column on PostgreSQL 12+.',
    source:
      'PostgreSQL 12 release notes, Utility Commands: SET NOT NULL skips the scan when a CHECK constraint proves it (https://www.postgresql.org/docs/release/12.0/); PostgreSQL 18 release notes, Utility Commands: NOT NULL NOT VALID (https://www.postgresql.org/docs/release/18.0/)',
    note: '12 for the CHECK shortcut, 18 for NOT VALID NOT NULL',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-add-a-check-constraint-without-downtime.md',
    sentence:
      '`ALTER COLUMN ... SET NOT NULL` has no `NOT VALID` form before PostgreSQL 18, and it scans the whole table under an `AccessExclusiveLock`.',
    source:
      'PostgreSQL 12 release notes, Utility Commands: SET NOT NULL skips the scan when a CHECK constraint proves it (https://www.postgresql.org/docs/release/12.0/); PostgreSQL 18 release notes, Utility Commands: NOT NULL NOT VALID (https://www.postgresql.org/docs/release/18.0/)',
    note: '12 for the CHECK shortcut, 18 for NOT VALID NOT NULL',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-add-a-check-constraint-without-downtime.md',
    sentence:
      'Since PostgreSQL 12, however, it skips the scan when a validated `CHECK (column IS NOT NULL)` constraint already proves there are no nulls.',
    source:
      'PostgreSQL 12 release notes, Utility Commands: SET NOT NULL skips the scan when a CHECK constraint proves it (https://www.postgresql.org/docs/release/12.0/); PostgreSQL 18 release notes, Utility Commands: NOT NULL NOT VALID (https://www.postgresql.org/docs/release/18.0/)',
    note: '12 for the CHECK shortcut, 18 for NOT VALID NOT NULL',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-add-a-column.md',
    sentence: 'Since PostgreSQL 11, a column added with a non-volatile default does not rewrite the table.',
    source:
      'PostgreSQL 11 release notes, Utility Commands: ALTER TABLE ADD COLUMN with a non-null default without rewrite (https://www.postgresql.org/docs/release/11.0/)',
    note: 'fast default added in 11',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-add-a-column.md',
    sentence:
      'A `DO` block may commit between batches (PostgreSQL 11+) when it is not run inside an explicit transaction:',
    source:
      'PostgreSQL 11 release notes, Server-side languages: transaction control in procedures and DO blocks (https://www.postgresql.org/docs/release/11.0/)',
    note: 'added in 11',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-add-a-column.md',
    sentence:
      'On PostgreSQL 12+, prove the absence of nulls first with a `CHECK` constraint added as `NOT VALID` and validated under a weaker lock.',
    source:
      'PostgreSQL 12 release notes, Utility Commands: SET NOT NULL skips the scan when a CHECK constraint proves it (https://www.postgresql.org/docs/release/12.0/)',
    note: 'added in 12',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-add-a-column.md',
    sentence: 'Before PostgreSQL 11, any `ADD COLUMN ... DEFAULT` rewrote the table.',
    source:
      'PostgreSQL 11 release notes, Utility Commands: ALTER TABLE ADD COLUMN with a non-null default without rewrite (https://www.postgresql.org/docs/release/11.0/)',
    note: 'fast default added in 11',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-drop-a-column.md',
    sentence:
      'Objects outside the table (`deptype = n`, normal), such as views, foreign keys in other tables that reference the column, and functions with SQL-standard bodies (PostgreSQL 14+), make the `DROP COLUMN` fail unless you add `CASCADE`:',
    source:
      'PostgreSQL 14 release notes, Server-side languages: SQL-standard function bodies (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-drop-a-column.md',
    sentence:
      'Inside a larger migration, that transaction keeps every lock it already acquired while it retries, and migrations that stack many subtransactions in one transaction can push busy systems into `SubtransSLRU` contention (the wait event name since PostgreSQL 13).',
    source:
      'PostgreSQL 13 release notes, Monitoring: wait event names renamed (https://www.postgresql.org/docs/release/13.0/)',
    note: 'SubtransControlLock became SubtransSLRU in 13',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-redefine-a-PK-without-downtime.md',
    sentence:
      'A `DO` block can commit between batches on PostgreSQL 11+ when it is not called inside an explicit transaction:',
    source:
      'PostgreSQL 11 release notes, Server-side languages: transaction control in procedures and DO blocks (https://www.postgresql.org/docs/release/11.0/)',
    note: 'added in 11',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-redefine-a-PK-without-downtime.md',
    sentence:
      'Since PostgreSQL 12, `SET NOT NULL` skips the scan if a validated `CHECK (column IS NOT NULL)` constraint exists, and that constraint can be validated under a lock that lets traffic continue:',
    source:
      'PostgreSQL 12 release notes, Utility Commands: SET NOT NULL skips the scan when a CHECK constraint proves it (https://www.postgresql.org/docs/release/12.0/); PostgreSQL 18 release notes, Utility Commands: NOT NULL NOT VALID (https://www.postgresql.org/docs/release/18.0/)',
    note: '12 for the CHECK shortcut, 18 for NOT VALID NOT NULL',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-redefine-a-PK-without-downtime.md',
    sentence:
      'Thanks to fast defaults (PostgreSQL 11+) that is instant, and the column is `NOT NULL` from the beginning.',
    source:
      'PostgreSQL 11 release notes, Utility Commands: ALTER TABLE ADD COLUMN with a non-null default without rewrite (https://www.postgresql.org/docs/release/11.0/)',
    note: 'fast default added in 11',
  },
  {
    file: 'docs/postgres-howtos/schema-design/ddl-operations/how-to-redefine-a-PK-without-downtime.md',
    sentence:
      "`ALTER SEQUENCE ... AS bigint` (PostgreSQL 10+) also raises its maximum, because the old maximum was the type's limit.",
    source:
      'PostgreSQL 10 release notes, Utility Commands: ALTER SEQUENCE AS (https://www.postgresql.org/docs/release/10.0/)',
    note: 'sequence data types added in 10',
  },
  {
    file: 'docs/questions-and-answers.mdx',
    sentence: 'DBLab Engine 4.1 supports PostgreSQL 10 through 18.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/reference-guides/database-lab-engine-components.md',
    sentence:
      'Its working directory is `/home/dblab`, which also holds `standard/`, the default Postgres configuration for each major version from 10 to 18, and `api/`.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/reference-guides/database-lab-engine-configuration-reference.md',
    sentence: 'Postgres 10 to 18 are supported by 4.1.x; 4.0.4 made 18 the default image.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/reference-guides/database-lab-engine-configuration-reference.md',
    sentence:
      '| `retrieval.spec.physicalRestore.options.sync.recovery` | map | (none) | Legacy `recovery.conf` options, for Postgres 11 and older only. |',
    source:
      'PostgreSQL 12 release notes, Migration to Version 12: recovery.conf replaced by configuration parameters (https://www.postgresql.org/docs/release/12.0/)',
    note: 'recovery.conf options were moved into postgresql.conf in 12, so they apply to 11 and older',
  },
  {
    file: 'docs/reference-guides/database-lab-engine-configuration-reference.md',
    sentence:
      '| `retrieval.spec.physicalSnapshot.options.promotion.recovery` | map | (none) | Legacy `recovery.conf` options, Postgres 11 and older only. |',
    source:
      'PostgreSQL 12 release notes, Migration to Version 12: recovery.conf replaced by configuration parameters (https://www.postgresql.org/docs/release/12.0/)',
    note: 'recovery.conf options were moved into postgresql.conf in 12, so they apply to 11 and older',
  },
  {
    file: 'docs/reference-guides/joe-bot-commands-reference.md',
    sentence: '`SETTINGS TRUE` is added on PostgreSQL 12 and later and `WAL` on PostgreSQL 13 and later.',
    source:
      'PostgreSQL 12 release notes, Utility Commands: EXPLAIN SETTINGS (https://www.postgresql.org/docs/release/12.0/); PostgreSQL 13 release notes, Utility Commands: EXPLAIN WAL (https://www.postgresql.org/docs/release/13.0/)',
    note: 'SETTINGS added in 12, WAL in 13',
  },
  {
    file: 'docs/reference-guides/postgres-ai-monitoring-reference.mdx',
    sentence:
      '| 04 | Wait event analysis (Active Session History) | Samples active sessions from `pg_stat_activity` every 15 s, grouped by `wait_event_type`, `wait_event` and (Postgres 14+) query ID; sessions with no wait event are shown as `CPU*`.',
    source:
      'PostgreSQL 14 release notes, Monitoring: compute_query_id, query_id in pg_stat_activity and %Q in log_line_prefix (https://www.postgresql.org/docs/release/14.0/)',
    note: 'query identifier computed in core from 14',
  },
  {
    file: 'docs/tutorials/database-lab-tutorial-amazon-rds.md',
    sentence: 'An RDS for PostgreSQL or Aurora PostgreSQL database (PostgreSQL 10 to 18) and its size.',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/tutorials/database-lab-tutorial-amazon-rds.md',
    sentence: 'On PostgreSQL 14 and newer:',
    source:
      'PostgreSQL 14 release notes, Privileges: predefined role pg_read_all_data (https://www.postgresql.org/docs/release/14.0/)',
    note: 'the statement after it grants pg_read_all_data',
  },
  {
    file: 'docs/tutorials/database-lab-tutorial.md',
    sentence:
      'A source database running PostgreSQL 10 to 18, and its size (run `SELECT pg_size_pretty(pg_database_size(current_database()));` on it).',
    source:
      "Not a PostgreSQL feature: which PostgreSQL versions a PostgresAI product supports or was documented for, as its own release notes and this site's product facts state",
    note: 'product support range, not a PostgreSQL behaviour',
  },
  {
    file: 'docs/tutorials/database-lab-tutorial.md',
    sentence: 'On PostgreSQL 14 and newer, the built-in role `pg_read_all_data` is the simplest way:',
    source:
      'PostgreSQL 14 release notes, Privileges: predefined roles pg_read_all_data and pg_write_all_data (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'docs/tutorials/database-lab-tutorial.md',
    sentence:
      'Grant `pg_read_all_data` (PostgreSQL 14+) or `SELECT` on the missing objects, then save the configuration again |',
    source:
      'PostgreSQL 14 release notes, Privileges: predefined roles pg_read_all_data and pg_write_all_data (https://www.postgresql.org/docs/release/14.0/)',
    note: 'added in 14',
  },
  {
    file: 'rules/postgres-hacking.md',
    sentence:
      'Since Postgres 16, ICU support is on by default, so `libicu-dev` and `pkg-config` are needed too (or pass `--without-icu`).',
    source:
      'PostgreSQL 16 release notes, Source Code: build with ICU by default (https://www.postgresql.org/docs/release/16.0/)',
    note: 'ICU on by default from 16',
  },
  {
    file: 'rules/postgres-hacking.md',
    sentence:
      'While iterating, run single regression tests from `src/test/regress` with `make check-tests TESTS="test_setup boolean"`; since Postgres 15 most tests need `test_setup` to run first.',
    source:
      'PostgreSQL 15 release notes, Source Code: regression tests need test_setup (https://www.postgresql.org/docs/release/15.0/)',
    note: '15 moved shared test objects into test_setup',
  },
  {
    file: 'rules/writing-terminology-consistency.md',
    sentence: '"Postgres 18 adds the `uuidv7()` function."',
    source:
      'PostgreSQL 13 release notes, Functions: gen_random_uuid() in core (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 17 release notes, Functions: uuid_extract_version(), uuid_extract_timestamp() (https://www.postgresql.org/docs/release/17.0/); PostgreSQL 18 release notes, Functions: uuidv7() (https://www.postgresql.org/docs/release/18.0/)',
    note: 'built-in gen_random_uuid 13, extract functions 17, uuidv7 18',
  },
  {
    file: 'rules/writing-terminology-consistency.md',
    sentence: '"PostgreSQL 18 adds the uuidv7() function, and Postgres 17 does not" (two names in one sentence).',
    source:
      'PostgreSQL 13 release notes, Functions: gen_random_uuid() in core (https://www.postgresql.org/docs/release/13.0/); PostgreSQL 17 release notes, Functions: uuid_extract_version(), uuid_extract_timestamp() (https://www.postgresql.org/docs/release/17.0/); PostgreSQL 18 release notes, Functions: uuidv7() (https://www.postgresql.org/docs/release/18.0/)',
    note: 'built-in gen_random_uuid 13, extract functions 17, uuidv7 18',
  },
];
