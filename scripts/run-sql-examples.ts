/**
 * Runs every ```sql block of the site's Markdown against a real PostgreSQL
 * (see scripts/sqlExamples/runSqlExamples.ts). Prints counts per file and a
 * closing "N passed, N failed" line; exits non-zero on a failed block or when
 * fewer than the required share of blocks is executed.
 *
 * Usage: jiti scripts/run-sql-examples.ts [files or folders...] [--min-runnable 0.8]
 * Without files or folders it runs docs, blog and rules; with them, only those.
 */
import { markdownFiles } from './lib/markdownFiles';
import { runSqlExamples } from './sqlExamples/runSqlExamples';
import { minRunnableShare } from '../src/data/contentRules';

const args = process.argv.slice(2);
const minIndex = args.indexOf('--min-runnable');
const minRunnable = minIndex >= 0 ? Number(args[minIndex + 1]) : minRunnableShare;
const folders = args.filter((arg, index) => !arg.startsWith('--') && (minIndex < 0 || index !== minIndex + 1));
const roots = folders.length > 0 ? folders : ['docs', 'blog', 'rules'];

console.log(`Reading ${roots.join(', ')}`);
runSqlExamples(roots.flatMap(markdownFiles), { minRunnable, log: (line) => console.log(line) }).then(
  (summary) => process.exit(summary.exitCode),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
