/**
 * Runs every ```sql block of the site's Markdown against a real PostgreSQL:
 * each file in a fresh database, its blocks in order, each block in its own
 * psql session. Prints counts per file and a closing "N passed, N failed"
 * line; exits non-zero on a failed block or when fewer than the required
 * share of blocks is executed.
 *
 * Usage: jiti scripts/run-sql-examples.ts [folders...] [--min-runnable 0.8]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { markdownFiles } from './lib/markdownFiles';
import { extractSqlBlocks, judge, type SqlBlock } from './sqlExamples/sqlBlocks';
import { startPostgres, type PostgresServer } from './sqlExamples/postgresServer';

const args = process.argv.slice(2);
const minIndex = args.indexOf('--min-runnable');
const minRunnable = minIndex >= 0 ? Number(args[minIndex + 1]) : 0.8;
const folders = args.filter((arg, index) => !arg.startsWith('--') && (minIndex < 0 || index !== minIndex + 1));
const roots = folders.length > 0 ? folders : ['docs', 'blog', 'rules'];

function psql(server: PostgresServer, database: string, sql: string) {
  const result = spawnSync(
    path.join(server.binDir, 'psql'),
    [
      '-X',
      '-v',
      'ON_ERROR_STOP=1',
      '-h',
      '127.0.0.1',
      '-p',
      String(server.port),
      '-U',
      'postgres',
      '-d',
      database,
      '-f',
      '-',
    ],
    {
      input: sql,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        PGOPTIONS: '-c statement_timeout=10s -c lock_timeout=5s -c idle_in_transaction_session_timeout=10s',
        PGAPPNAME: 'site-sql-examples',
      },
    },
  );
  return {
    exitCode: result.status ?? 1,
    stdout: result.stdout ?? '',
    stderr: result.stderr ?? String(result.error ?? ''),
  };
}

type FileReport = { file: string; passed: number; failed: number; skipped: number; failures: string[] };

function runFile(server: PostgresServer, file: string, blocks: SqlBlock[], index: number): FileReport {
  const database = `example_${index}`;
  const report: FileReport = { file, passed: 0, failed: 0, skipped: 0, failures: [] };
  const created = psql(server, 'postgres', `drop database if exists ${database}; create database ${database};`);
  if (created.exitCode !== 0) throw new Error(`could not create a database: ${created.stderr}`);
  for (const block of blocks) {
    if (block.skipReason !== null) {
      report.skipped += 1;
      continue;
    }
    const problem = judge(block, psql(server, database, block.code));
    if (problem === null) report.passed += 1;
    else {
      report.failed += 1;
      report.failures.push(`${file}:${block.line}: ${problem}`);
    }
  }
  psql(server, 'postgres', `drop database if exists ${database} with (force);`);
  return report;
}

async function main(): Promise<number> {
  const files = roots.flatMap(markdownFiles);
  const work: { file: string; blocks: SqlBlock[] }[] = [];
  const metaErrors: string[] = [];
  for (const file of files) {
    try {
      const blocks = extractSqlBlocks(fs.readFileSync(file, 'utf8'));
      if (blocks.length > 0) work.push({ file, blocks });
    } catch (error) {
      metaErrors.push(`${file}: ${(error as Error).message}`);
    }
  }
  const total = work.reduce((sum, item) => sum + item.blocks.length, 0);
  console.log(`SQL examples: ${total} blocks in ${work.length} of ${files.length} files under ${roots.join(', ')}`);
  if (total === 0 && metaErrors.length === 0) {
    console.log('0 passed, 0 failed');
    return 0;
  }

  const server = await startPostgres();
  const stopServer = () => server.stop();
  process.once('SIGINT', stopServer);
  process.once('SIGTERM', stopServer);
  const reports: FileReport[] = [];
  try {
    const version = psql(server, 'postgres', 'show server_version;').stdout.split('\n')[2]?.trim();
    console.log(`PostgreSQL ${version ?? '?'} on 127.0.0.1:${server.port} (pid ${server.pid})`);
    work.forEach(({ file, blocks }, index) => {
      const report = runFile(server, file, blocks, index);
      reports.push(report);
      const status = report.failed > 0 ? 'FAIL' : 'ok  ';
      console.log(`${status} ${file}: ${report.passed} passed, ${report.failed} failed, ${report.skipped} not run`);
      report.failures.forEach((failure) => console.log(`     ${failure}`));
    });
  } finally {
    server.stop();
  }

  const passed = reports.reduce((sum, r) => sum + r.passed, 0);
  const failed = reports.reduce((sum, r) => sum + r.failed, 0) + metaErrors.length;
  const executed = reports.reduce((sum, r) => sum + r.passed + r.failed, 0);
  const share = total === 0 ? 1 : executed / total;
  metaErrors.forEach((error) => console.log(`FAIL ${error}`));
  console.log(
    `Executed ${executed} of ${total} blocks (${(share * 100).toFixed(1)}%; required ${(minRunnable * 100).toFixed(0)}%)`,
  );
  let exitCode = failed > 0 ? 1 : 0;
  if (share < minRunnable) {
    console.log(`Too many blocks are marked norun/output: at least ${(minRunnable * 100).toFixed(0)}% must run.`);
    exitCode = 1;
  }
  console.log(`${passed} passed, ${failed} failed`);
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
