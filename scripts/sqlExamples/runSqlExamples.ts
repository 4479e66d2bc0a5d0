/**
 * Runs the ```sql blocks of Markdown files against a throwaway PostgreSQL:
 * each file in a fresh database, its blocks in order, each block in its own
 * psql session. Where a ```text block follows a runnable query, its column
 * names and row count are compared with what the query returns.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import {
  extractSqlBlocks,
  failingStatementLine,
  judge,
  judgeOutsideRange,
  outsideRange,
  SqlMetaError,
  type PsqlResult,
  type SqlBlock,
} from './sqlBlocks';
import { startPostgres, type PostgresServer } from './postgresServer';
import { compareShownOutput, extractShownOutputs, type ShownOutput } from './shownOutput';

export function psql(server: PostgresServer, database: string, sql: string): Promise<PsqlResult> {
  return new Promise((resolve) => {
    const child = spawn(
      server.psql,
      [
        '-X',
        // Echo a failed statement (STATEMENT: ...), so that its line in the file can be found.
        '-b',
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
        // Limits that end a hang, not speed goals. Five servers share the machine with the rest of
        // `npm test`: a block that creates 500 partitions took over 40 s on PostgreSQL 14 there,
        // against a few seconds alone. Waiting longer costs a passing block nothing.
        timeout: 600_000,
        env: {
          ...process.env,
          PGOPTIONS: '-c statement_timeout=300s -c lock_timeout=60s -c idle_in_transaction_session_timeout=60s',
          PGAPPNAME: 'site-sql-examples',
        },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => (stderr += String(error)));
    child.on('close', (code) => resolve({ exitCode: code ?? 1, stdout, stderr }));
    child.stdin.on('error', () => undefined);
    child.stdin.end(sql);
  });
}

export type FileReport = {
  file: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Output blocks compared with the query's result. */
  outputsCompared: number;
  /** Output blocks not compared because their query's block failed. */
  outputsNotCompared: number;
  failures: string[];
  /** Runnable blocks that ran as on a major they support (not below their min=). */
  ranFully: number;
  /** Lines of the output blocks compared, and of those not compared because their block failed. */
  comparedLines: number[];
  notComparedLines: number[];
  /** Wall seconds of each block that ran, by its line. */
  seconds: Map<number, number>;
};

type FileWork = { file: string; blocks: SqlBlock[]; outputs: ShownOutput[] };

async function runFile(server: PostgresServer, work: FileWork, index: number): Promise<FileReport> {
  const { file, blocks, outputs } = work;
  const database = `example_${index}`;
  const report: FileReport = {
    file,
    passed: 0,
    failed: 0,
    skipped: 0,
    outputsCompared: 0,
    outputsNotCompared: 0,
    failures: [],
    ranFully: 0,
    comparedLines: [],
    notComparedLines: [],
    seconds: new Map(),
  };
  const outputFor = new Map(
    outputs
      .filter(
        (output) =>
          !output.illustrative &&
          (output.majors === null || (server.major >= output.majors.from && server.major <= output.majors.to)),
      )
      .map((output) => [output.sqlLine, output]),
  );
  // From 15 on, CREATE DATABASE writes the template's pages to the WAL one by one unless told to
  // copy its files; the copy took half the processor time here (fsync is off, so its checkpoints
  // cost little), and the check creates a database for each of some 240 files on each major.
  const strategy = server.major >= 15 ? ' strategy file_copy' : '';
  const created = await psql(
    server,
    'postgres',
    `drop database if exists ${database}; create database ${database}${strategy};`,
  );
  if (created.exitCode !== 0) throw new Error(`could not create a database: ${created.stderr}`);
  for (const block of blocks) {
    if (block.skipReason !== null) {
      report.skipped += 1;
      continue;
    }
    const blockStarted = performance.now();
    const result = await psql(server, database, block.code);
    report.seconds.set(block.line, (performance.now() - blockStarted) / 1000);
    if (outsideRange(block, server.major)) {
      const problem = judgeOutsideRange(block, server.major, result);
      if (problem === null) report.passed += 1;
      else {
        report.failed += 1;
        report.failures.push(`${file}:${block.line}: ${problem}`);
      }
      continue;
    }
    report.ranFully += 1;
    let problem = judge(block, result);
    // A failed statement is named by its own line, not the block's fence.
    let line = block.line;
    if (problem !== null && result.exitCode !== 0) {
      const inBlock = failingStatementLine(block.code, result.stderr);
      if (inBlock !== null) line = block.line + inBlock;
    }
    const shown = outputFor.get(block.line);
    if (problem === null && shown) {
      report.outputsCompared += 1;
      report.comparedLines.push(shown.line);
      const difference = compareShownOutput(shown.text, result.stdout);
      if (difference !== null) problem = `the output at line ${shown.line} ${difference}`;
    } else if (problem !== null && shown) {
      report.outputsNotCompared += 1;
      report.notComparedLines.push(shown.line);
      problem = `${problem} The output at line ${shown.line} was not compared because the block failed.`;
    }
    if (problem === null) report.passed += 1;
    else {
      report.failed += 1;
      report.failures.push(`${file}:${line}: ${problem}`);
    }
  }
  await psql(server, 'postgres', `drop database if exists ${database} with (force);`);
  return report;
}

/**
 * CPU seconds of a server and its ended backends (Linux), which the run's own
 * CPU time does not include: pg_ctl starts the server outside our process tree.
 */
function serverCpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime, stime, cutime, cstime: fields 14-17 of stat, 12-15 after the command name.
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
    return ticks / 100;
  } catch {
    return null;
  }
}

/**
 * Servers side by side share the machine's files: a page whose SQL writes or
 * reads a file (COPY, \copy, file_fdw: a quoted path such as '/tmp/x.csv')
 * runs on one server at a time, so that one major does not read what another
 * is writing.
 */
const usesFiles = (work: FileWork) =>
  work.blocks.some((block) => block.skipReason === null && /'\/(tmp|var)\//.test(block.code));
let filesInUse: Promise<void> = Promise.resolve();
async function withFilesLock<T>(task: () => Promise<T>): Promise<T> {
  const previous = filesInUse;
  let release = () => undefined as void;
  filesInUse = new Promise<void>((resolve) => (release = resolve));
  await previous;
  try {
    return await task();
  } finally {
    release();
  }
}

/** Runs every file on one major's server, started for it and stopped afterwards. */
async function runOnMajor(
  major: number,
  work: readonly FileWork[],
  log: (line: string) => void,
): Promise<{ major: number; version: string; reports: FileReport[] }> {
  const server = await startPostgres(major);
  const stopServer = () => server.stop();
  process.once('SIGINT', stopServer);
  process.once('SIGTERM', stopServer);
  const started = Date.now();
  const reports: FileReport[] = [];
  let serverCpu: number | null = null;
  try {
    log(`PostgreSQL ${server.version} on 127.0.0.1:${server.port} (pid ${server.pid})`);
    for (const [index, item] of work.entries()) {
      const run = () => runFile(server, item, index);
      reports.push(await (usesFiles(item) ? withFilesLock(run) : run()));
    }
  } finally {
    serverCpu = serverCpuSeconds(server.pid);
    server.stop();
    process.off('SIGINT', stopServer);
    process.off('SIGTERM', stopServer);
  }
  const passed = reports.reduce((sum, r) => sum + r.passed, 0);
  const failed = reports.reduce((sum, r) => sum + r.failed, 0);
  log(
    `PostgreSQL ${server.version}: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s` +
      (serverCpu === null ? '' : ` (server CPU ${serverCpu.toFixed(1)} s)`),
  );
  return { major: server.major, version: server.version, reports };
}

/**
 * Servers side by side: a server of the SQL check keeps about a sixth of a
 * core busy (psql's start and the connection dominate), so three a core
 * run all five majors at once on two cores.
 */
export function defaultParallel(): number {
  return Math.max(1, os.availableParallelism()) * 3;
}

/** Runs tasks with at most `limit` at a time, keeping their order in the result. */
async function inParallel<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** "14–18", "16", or "14, 16–18" for majors with a gap. */
export function majorRange(majors: readonly number[]): string {
  const sorted = [...new Set(majors)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && (sorted[end + 1] ?? 0) === (sorted[end] ?? 0) + 1) end += 1;
    parts.push(end === index ? String(sorted[index]) : `${sorted[index]}–${sorted[end]}`);
    index = end + 1;
  }
  return parts.join(', ');
}

/** For the version line of a page: the majors its runnable examples ran on. */
export type PageVersions = {
  /** The oldest and newest majors on which the page's examples ran. */
  from: number;
  to: number;
  /** Majors newer than `from` that some of its blocks need (their min=). */
  someNeed: number[];
};

export type SqlRunOptions = {
  /** Share of blocks that must run; null to skip the rule (a run over a few files). */
  minRunnable: number | null;
  log: (line: string) => void;
  /** The majors to run on (one server each); with PG_BIN_DIR set, its one server. */
  majors: readonly number[];
  /** Servers run side by side; by default three a core (see defaultParallel). */
  parallel?: number;
  /** Lists this many of the slowest blocks: their time summed over the majors, and their longest run. */
  slowest?: number;
};

export type SqlRunSummary = {
  exitCode: number;
  /** Blocks that passed, counted once per major. */
  passed: number;
  failed: number;
  /** Blocks found (each once, whatever the majors). */
  total: number;
  executed: number;
  outputsCompared: number;
  /** Output blocks not compared (on some major) because their query's block failed. */
  outputsNotCompared: number;
  /** Each failure as "file:line: what went wrong", and the majors it happened on when several ran. */
  failures: string[];
  /** The majors the servers reported, e.g. [14, 15, 16, 17, 18]. */
  majors: number[];
  /** Each file with runnable blocks that passed on every major: the majors its examples ran on. */
  pages: Record<string, PageVersions>;
};

/** Runs the SQL of the given Markdown files on each major and prints what failed. */
export async function runSqlExamples(files: readonly string[], options: SqlRunOptions): Promise<SqlRunSummary> {
  const { log, minRunnable } = options;
  const work: FileWork[] = [];
  const metaErrors: string[] = [];
  for (const file of files) {
    try {
      const source = fs.readFileSync(file, 'utf8');
      const blocks = extractSqlBlocks(source);
      if (blocks.length > 0) work.push({ file, blocks, outputs: extractShownOutputs(source) });
    } catch (error) {
      metaErrors.push(
        error instanceof SqlMetaError
          ? `${file}:${error.line}: ${error.message}`
          : `${file}: ${(error as Error).message}`,
      );
    }
  }
  const total = work.reduce((sum, item) => sum + item.blocks.length, 0);
  const summary: SqlRunSummary = {
    exitCode: 0,
    passed: 0,
    failed: 0,
    total,
    executed: 0,
    outputsCompared: 0,
    outputsNotCompared: 0,
    failures: [],
    majors: [],
    pages: {},
  };
  const majors = process.env.PG_BIN_DIR ? (options.majors.slice(-1) as number[]) : [...options.majors];
  log(`SQL examples: ${total} blocks in ${work.length} of ${files.length} files`);
  if (total === 0 && metaErrors.length === 0) {
    log('0 passed, 0 failed');
    return summary;
  }

  const runs =
    work.length === 0
      ? []
      : await inParallel(majors, options.parallel ?? defaultParallel(), (major) => runOnMajor(major, work, log));
  summary.majors = runs.map((item) => item.major);
  const several = runs.length > 1;
  // The same failure on several majors is listed once, with the majors it happened on.
  const failureMajors = new Map<string, number[]>();
  work.forEach((item, index) => {
    const reports = runs.map((entry) => ({ major: entry.major, report: entry.reports[index] as FileReport }));
    const passed = reports.reduce((sum, r) => sum + r.report.passed, 0);
    const failed = reports.reduce((sum, r) => sum + r.report.failed, 0);
    const skipped = reports[0]?.report.skipped ?? 0;
    for (const { major, report } of reports) {
      for (const failure of report.failures) failureMajors.set(failure, [...(failureMajors.get(failure) ?? []), major]);
    }
    const fileFailures = [...new Set(reports.flatMap((r) => r.report.failures))].map((failure) =>
      several ? `${failure} [PostgreSQL ${majorRange(failureMajors.get(failure) ?? [])}]` : failure,
    );
    const status = failed > 0 ? 'FAIL' : 'ok  ';
    const onMajors = several ? ` on ${majorRange(runs.map((entry) => entry.major))}` : '';
    if (failed > 0 || !several) {
      log(`${status} ${item.file}: ${passed} passed, ${failed} failed, ${skipped} not run${onMajors}`);
    }
    fileFailures.forEach((failure) => log(`     ${failure}`));
    summary.failures.push(...fileFailures);
    const ranOn = reports.filter((r) => r.report.ranFully > 0).map((r) => r.major);
    if (failed === 0 && ranOn.length > 0) {
      const from = Math.min(...ranOn);
      const someNeed = [
        ...new Set(
          item.blocks.flatMap((block) =>
            block.skipReason === null && block.minMajor !== null && block.minMajor > from ? [block.minMajor] : [],
          ),
        ),
      ].sort((a, b) => a - b);
      summary.pages[item.file] = { from, to: Math.max(...ranOn), someNeed };
    }
  });

  const reports = runs.flatMap((entry) => entry.reports);
  summary.passed = reports.reduce((sum, r) => sum + r.passed, 0);
  summary.failed = reports.reduce((sum, r) => sum + r.failed, 0) + metaErrors.length;
  // Share of blocks that run: counted on one major, the same on all.
  const first = runs[0]?.reports ?? [];
  summary.executed = first.reduce((sum, r) => sum + r.passed + r.failed, 0);
  // Output blocks counted once, whatever the majors they were compared on.
  const distinct = (lines: (r: FileReport) => number[]) =>
    work.reduce(
      (sum, _item, index) => sum + new Set(runs.flatMap((entry) => lines(entry.reports[index] as FileReport))).size,
      0,
    );
  summary.outputsCompared = distinct((r) => r.comparedLines);
  summary.outputsNotCompared = distinct((r) => r.notComparedLines);
  summary.failures.push(...metaErrors);
  const share = total === 0 ? 1 : summary.executed / total;
  metaErrors.forEach((error) => log(`FAIL ${error}`));
  summary.exitCode = summary.failed > 0 ? 1 : 0;
  if (minRunnable !== null) {
    log(
      `Executed ${summary.executed} of ${total} blocks (${(share * 100).toFixed(1)}%; required ${(minRunnable * 100).toFixed(0)}%)`,
    );
    if (share < minRunnable) {
      log(`Too many blocks are marked norun/output: at least ${(minRunnable * 100).toFixed(0)}% must run.`);
      summary.exitCode = 1;
    }
  } else {
    log(`Executed ${summary.executed} of ${total} blocks`);
  }
  log(
    `Compared ${summary.outputsCompared} output blocks with the query results` +
      (several ? ' on the majors they are from' : '') +
      (summary.outputsNotCompared > 0 ? ` (${summary.outputsNotCompared} not compared: their blocks failed)` : ''),
  );
  if (several) log(`Ran on PostgreSQL ${majorRange(summary.majors)}; blocks are counted once per major`);
  if (options.slowest) logSlowest(work, runs, options.slowest, log);
  log(`${summary.passed} passed, ${summary.failed} failed`);
  return summary;
}

/**
 * The blocks that take longest over all the majors, each with its longest run, and their share of
 * the whole: where to look when the check grows slow. Wall time, so a run beside other work counts
 * waiting too; a run on one major (--versions 17) alone gives the cleanest figures.
 */
function logSlowest(
  work: readonly FileWork[],
  runs: readonly { major: number; reports: FileReport[] }[],
  count: number,
  log: (line: string) => void,
): void {
  const blocks = work.flatMap((item, index) =>
    item.blocks.map((block) => {
      const times = runs.map((entry) => ({
        major: entry.major,
        seconds: entry.reports[index]?.seconds.get(block.line) ?? 0,
      }));
      const longest = times.reduce((best, time) => (time.seconds > best.seconds ? time : best), {
        major: 0,
        seconds: 0,
      });
      const total = times.reduce((sum, time) => sum + time.seconds, 0);
      return { where: `${item.file}:${block.line}`, longest, total };
    }),
  );
  const all = blocks.reduce((sum, block) => sum + block.total, 0);
  const slowest = [...blocks].sort((a, b) => b.total - a.total).slice(0, count);
  const share = slowest.reduce((sum, block) => sum + block.total, 0);
  log(
    `The ${slowest.length} slowest blocks take ${share.toFixed(1)} of ${all.toFixed(1)} block-seconds over the majors:`,
  );
  for (const block of slowest) {
    log(
      `  ${block.total.toFixed(2).padStart(7)} s  ${block.where} (longest ${block.longest.seconds.toFixed(2)} s on ${block.longest.major})`,
    );
  }
}
