/**
 * Runs every ```sql block of the site's Markdown against real PostgreSQL
 * servers, one per major version (see scripts/sqlExamples/runSqlExamples.ts).
 * Prints what failed and a closing "N passed, N failed" line; exits non-zero
 * on a failed block or when fewer than the required share of blocks is
 * executed. A full run (every folder, every supported major, no failure)
 * rewrites src/data/sqlVersions.json, the majors each page's examples ran
 * on; in CI (CI=true) it compares that file instead and fails when the
 * committed one is out of date.
 *
 * Usage: jiti scripts/run-sql-examples.ts [files or folders...] [--versions 14,15,16,17,18]
 *          [--parallel N] [--min-runnable 0.8] [--slowest N]
 * Without files or folders it runs docs, blog and rules; with them, only those.
 * Without --versions it runs on every supported major; --parallel sets how
 * many servers run side by side (default: three a core, all five majors on two cores);
 * --slowest N lists the N blocks that took longest, to find what makes the check slow.
 */
import { markdownFiles } from './lib/markdownFiles';
import { runSqlExamples } from './sqlExamples/runSqlExamples';
import { parseMajors, supportedMajors } from './sqlExamples/postgresReleases';
import { sqlVersionsFile, syncSqlVersions } from './sqlExamples/sqlVersionsFile';
import { minRunnableShare } from '../src/data/contentRules';

const args = process.argv.slice(2);
const valued = ['--min-runnable', '--versions', '--parallel', '--slowest'];
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const folders = args.filter((arg, index) => !arg.startsWith('--') && !valued.includes(args[index - 1] ?? ''));
const roots = folders.length > 0 ? folders : ['docs', 'blog', 'rules'];

/** The value of an option that takes a whole number from 1, or undefined when it is not given. */
function wholeNumberOption(name: string, unit: string): number | undefined {
  const value = option(name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} needs a whole number of ${unit}, got "${value}".`);
  return number;
}

async function main(): Promise<number> {
  const minRunnable = option('--min-runnable') !== undefined ? Number(option('--min-runnable')) : minRunnableShare;
  const majors = parseMajors(option('--versions'));
  const slowest = wholeNumberOption('--slowest', 'blocks');
  const parallel = wholeNumberOption('--parallel', 'servers');
  console.log(`Reading ${roots.join(', ')}; PostgreSQL ${majors.join(', ')}`);
  const summary = await runSqlExamples(
    roots.flatMap(markdownFiles),
    parallel === undefined
      ? { minRunnable, majors, slowest, log: (line) => console.log(line) }
      : { minRunnable, majors, parallel, slowest, log: (line) => console.log(line) },
  );
  const complete =
    folders.length === 0 &&
    summary.exitCode === 0 &&
    supportedMajors.every((major) => summary.majors.includes(major)) &&
    !process.env.PG_BIN_DIR;
  if (!complete) return summary.exitCode;
  const sync = syncSqlVersions(summary.pages, summary.majors, process.env.CI === 'true' ? 'check' : 'write');
  console.log(sync.message);
  return sync.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error(`(${sqlVersionsFile} was not changed.)`);
    process.exit(1);
  },
);
