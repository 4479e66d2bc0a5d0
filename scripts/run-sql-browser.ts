/**
 * Runs the site's SQL examples in PGlite, PostgreSQL compiled to WebAssembly,
 * as the Run buttons do in the reader's browser: each article on a fresh
 * database, the blocks the SQL check runs in order, except those marked
 * `browser="reason"`, with the browser's own code (src/components/SqlRunner/
 * engine). Prints counts per article and the share of the SQL check's blocks
 * that run in the browser; exits non-zero when an unmarked block fails or
 * when that share is below the minimum. The articles are shared between two
 * child processes, one per core.
 *
 * Usage: jiti scripts/run-sql-browser.ts [folders...] [--min-share 0.8] [--jobs 2]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownFiles } from './lib/markdownFiles';
import { browserSkipReason, extractSqlBlocks, judge } from './sqlExamples/sqlBlocks';
import { pgliteFactory, type FreshDatabase } from './sqlExamples/pgliteNode';
import { asPsqlResult, runBlock } from '../src/components/SqlRunner/engine/runBlock';

type Report = { file: string; ran: number; marked: number; failures: string[]; seconds: number };

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const args = process.argv.slice(2);
const minShare = Number(option(args, '--min-share') ?? 0.8);
const jobs = Math.max(1, Number(option(args, '--jobs') ?? Math.min(2, os.availableParallelism())));
const shard = option(args, '--shard');
const optionValues = new Set(['--min-share', '--jobs', '--shard'].map((name) => option(args, name)));
const roots = args.filter((arg) => !arg.startsWith('--') && !optionValues.has(arg));
const folders = roots.length > 0 ? roots : ['docs', 'blog', 'rules'];

function articles(): string[] {
  return folders
    .flatMap(markdownFiles)
    .filter((file) => extractSqlBlocks(fs.readFileSync(file, 'utf8')).some((block) => block.skipReason === null));
}

/** Runs one article's blocks on a fresh database. */
async function runArticle(file: string, fresh: () => Promise<FreshDatabase>): Promise<Report> {
  const started = performance.now();
  const blocks = extractSqlBlocks(fs.readFileSync(file, 'utf8')).filter((block) => block.skipReason === null);
  const report: Report = { file, ran: 0, marked: 0, failures: [], seconds: 0 };
  let database: FreshDatabase | null = null;
  for (const block of blocks) {
    if (browserSkipReason(block) !== null) {
      report.marked += 1;
      continue;
    }
    report.ran += 1;
    try {
      database ??= await fresh();
      const problem = judge(block, asPsqlResult(await runBlock(database.exec, block.code)));
      if (problem !== null) report.failures.push(`${file}:${block.line}: ${problem}`);
    } catch (error) {
      // PGlite stopped (a FATAL error, or input it cannot take): the rest of the article starts afresh.
      report.failures.push(
        `${file}:${block.line}: PGlite stopped: ${error instanceof Error ? error.message : String(error)}`,
      );
      database = null;
    }
  }
  await database?.close().catch(() => undefined);
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** A child process: runs every `jobs`-th article from `index` and prints one JSON report per line. */
async function runShard(index: number, count: number): Promise<void> {
  const fresh = await pgliteFactory();
  const mine = articles().filter((_, position) => position % count === index);
  for (const file of mine) process.stdout.write(`${JSON.stringify(await runArticle(file, fresh))}\n`);
}

function printReport(report: Report): void {
  const status = report.failures.length > 0 ? 'FAIL' : 'ok  ';
  console.log(
    `${status} ${report.file}: ${report.ran - report.failures.length} passed, ${report.failures.length} failed, ` +
      `${report.marked} marked not for the browser (${report.seconds.toFixed(1)} s)`,
  );
  report.failures.forEach((failure) => console.log(`     ${failure}`));
}

function spawnShard(index: number): Promise<Report[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [require.resolve('jiti/bin/jiti.js'), process.argv[1] as string, ...folders, '--shard', `${index}/${jobs}`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const reports: Report[] = [];
    let buffer = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines.filter((text) => text.startsWith('{'))) {
        const report = JSON.parse(line) as Report;
        reports.push(report);
        printReport(report);
      }
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(reports) : reject(new Error(`shard ${index} exited with ${code}`)),
    );
  });
}

async function main(): Promise<number> {
  if (shard) {
    const [index, count] = shard.split('/').map(Number);
    await runShard(index ?? 0, count ?? 1);
    return 0;
  }
  const started = performance.now();
  const packageFile = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const pkg = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { version: string };
  console.log(`PGlite ${pkg.version}: ${articles().length} articles with runnable SQL, ${jobs} processes`);
  const reports = (await Promise.all(Array.from({ length: jobs }, (_, index) => spawnShard(index)))).flat();

  const total = reports.reduce((sum, r) => sum + r.ran + r.marked, 0);
  const failed = reports.reduce((sum, r) => sum + r.failures.length, 0);
  const ran = reports.reduce((sum, r) => sum + r.ran, 0);
  const passed = ran - failed;
  const share = total === 0 ? 1 : passed / total;
  console.log(
    `In the browser: ${passed} of the SQL check's ${total} blocks (${(share * 100).toFixed(1)}%; ` +
      `required ${(minShare * 100).toFixed(0)}%); ${total - ran} marked browser="..."; ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  let exitCode = failed > 0 ? 1 : 0;
  if (share < minShare) {
    console.log(`Too few blocks run in the browser: at least ${(minShare * 100).toFixed(0)}% must.`);
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
