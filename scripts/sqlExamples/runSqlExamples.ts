/**
 * Runs the ```sql blocks of Markdown files against a throwaway PostgreSQL:
 * each file in a fresh database, its blocks in order, each block in its own
 * psql session. Where a ```text block follows a runnable query, its column
 * names and row count are compared with what the query returns.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { extractSqlBlocks, failingStatementLine, judge, SqlMetaError, type SqlBlock } from './sqlBlocks';
import { startPostgres, type PostgresServer } from './postgresServer';
import { compareShownOutput, extractShownOutputs, type ShownOutput } from './shownOutput';

export function psql(server: PostgresServer, database: string, sql: string) {
  const result = spawnSync(
    path.join(server.binDir, 'psql'),
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
};

type FileWork = { file: string; blocks: SqlBlock[]; outputs: ShownOutput[] };

function runFile(server: PostgresServer, work: FileWork, index: number): FileReport {
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
  };
  const outputFor = new Map(outputs.filter((output) => !output.illustrative).map((output) => [output.sqlLine, output]));
  const created = psql(server, 'postgres', `drop database if exists ${database}; create database ${database};`);
  if (created.exitCode !== 0) throw new Error(`could not create a database: ${created.stderr}`);
  for (const block of blocks) {
    if (block.skipReason !== null) {
      report.skipped += 1;
      continue;
    }
    const result = psql(server, database, block.code);
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
      const difference = compareShownOutput(shown.text, result.stdout);
      if (difference !== null) problem = `the output at line ${shown.line} ${difference}`;
    } else if (problem !== null && shown) {
      report.outputsNotCompared += 1;
      problem = `${problem} The output at line ${shown.line} was not compared because the block failed.`;
    }
    if (problem === null) report.passed += 1;
    else {
      report.failed += 1;
      report.failures.push(`${file}:${line}: ${problem}`);
    }
  }
  psql(server, 'postgres', `drop database if exists ${database} with (force);`);
  return report;
}

export type SqlRunOptions = {
  /** Share of blocks that must run; null to skip the rule (a run over a few files). */
  minRunnable: number | null;
  log: (line: string) => void;
};

export type SqlRunSummary = {
  exitCode: number;
  passed: number;
  failed: number;
  total: number;
  executed: number;
  outputsCompared: number;
  /** Output blocks not compared because their query's block failed. */
  outputsNotCompared: number;
  /** Each failure as "file:line: what went wrong". */
  failures: string[];
};

/** Runs the SQL of the given Markdown files and prints a line per file. */
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
  };
  log(`SQL examples: ${total} blocks in ${work.length} of ${files.length} files`);
  if (total === 0 && metaErrors.length === 0) {
    log('0 passed, 0 failed');
    return summary;
  }

  const reports: FileReport[] = [];
  if (work.length > 0) {
    const server = await startPostgres();
    const stopServer = () => server.stop();
    process.once('SIGINT', stopServer);
    process.once('SIGTERM', stopServer);
    try {
      const version = psql(server, 'postgres', 'show server_version;').stdout.split('\n')[2]?.trim();
      log(`PostgreSQL ${version ?? '?'} on 127.0.0.1:${server.port} (pid ${server.pid})`);
      work.forEach((item, index) => {
        const report = runFile(server, item, index);
        reports.push(report);
        const status = report.failed > 0 ? 'FAIL' : 'ok  ';
        log(`${status} ${item.file}: ${report.passed} passed, ${report.failed} failed, ${report.skipped} not run`);
        report.failures.forEach((failure) => log(`     ${failure}`));
      });
    } finally {
      server.stop();
      process.off('SIGINT', stopServer);
      process.off('SIGTERM', stopServer);
    }
  }

  summary.passed = reports.reduce((sum, r) => sum + r.passed, 0);
  summary.failed = reports.reduce((sum, r) => sum + r.failed, 0) + metaErrors.length;
  summary.executed = reports.reduce((sum, r) => sum + r.passed + r.failed, 0);
  summary.outputsCompared = reports.reduce((sum, r) => sum + r.outputsCompared, 0);
  summary.outputsNotCompared = reports.reduce((sum, r) => sum + r.outputsNotCompared, 0);
  summary.failures = [...reports.flatMap((r) => r.failures), ...metaErrors];
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
      (summary.outputsNotCompared > 0 ? ` (${summary.outputsNotCompared} not compared: their blocks failed)` : ''),
  );
  log(`${summary.passed} passed, ${summary.failed} failed`);
  return summary;
}
