/**
 * A writer's check: every writing rule, link, anchor and image, the SQL and
 * the options of shell examples of the given files, in every locale.
 *
 *   npm run check:content -- docs/postgres-howtos/.../my-how-to.md blog/2026-01-15-new-post
 *   npm run check:content            (the files changed against main, committed or not)
 *
 * Prints each problem as a sentence that names the file, the line and the
 * fix; then notices (a translation that follows an older English text), which
 * do not fail the check; then what only the build can check, by name; then
 * the time taken. Exits 1 when there is a problem.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { markdownFiles } from './lib/markdownFiles';
import { siteRoot } from './contentChecks/checkFiles';
import { checkContent, isCheckedFile } from './contentChecks/contentReport';
import { runSqlExamples } from './sqlExamples/runSqlExamples';
import { supportedMajors } from './sqlExamples/postgresReleases';
import { checkShellOptions } from './shellFlags/checkShellOptions';
import { contentKindOf, formatProblem } from '../src/plugins/content-rules/frontMatterRules';
import type { Sidebars } from './contentChecks/sidebarIds';
import sidebars from '../sidebars';

const started = Date.now();
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function git(args: string[]): string[] {
  try {
    return execFileSync('git', args, { cwd: siteRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** Files changed against main (or origin/main): committed on this branch, staged, unstaged or new; and those deleted. */
function changedFiles(): { files: string[]; deleted: string[]; base: string } {
  const base = ['main', 'origin/main'].map((ref) => git(['merge-base', ref, 'HEAD'])[0]).find(Boolean);
  const since = base ?? 'HEAD';
  const changed = [...git(['diff', '--name-only', since]), ...git(['ls-files', '--others', '--exclude-standard'])];
  const deleted = git(['diff', '--name-only', '--diff-filter=D', since]);
  return { files: [...new Set(changed)], deleted, base: base ? 'main' : 'the last commit' };
}

/** Paths from the command line, relative to where npm was run, as repository-relative files. */
function expand(targets: string[]): { files: string[]; missing: string[] } {
  const from = process.env.INIT_CWD ?? process.cwd();
  const files: string[] = [];
  const missing: string[] = [];
  for (const target of targets) {
    const absolute = path.resolve(from, target);
    if (!fs.existsSync(absolute)) {
      missing.push(target);
      continue;
    }
    // A folder means its Markdown files; under i18n/, the announcement's translation too.
    const found = fs.statSync(absolute).isDirectory()
      ? [
          ...markdownFiles(absolute),
          ...fs
            .readdirSync(absolute, { recursive: true, encoding: 'utf8' })
            .filter((file) => file.endsWith('announcement.json'))
            .map((file) => path.join(absolute, file)),
        ]
      : [absolute];
    files.push(...found.map((file) => path.relative(siteRoot, file).split(path.sep).join('/')));
  }
  return { files: [...new Set(files)].sort(), missing };
}

/** A section: its summary line, then one indented line per finding. */
function printFindings(title: string, lines: string[]): void {
  console.log(title);
  lines.forEach((line) => console.log(`  ${line}`));
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  let targets: string[];
  let deleted: string[] = [];
  if (args.length > 0) {
    const { files, missing } = expand(args);
    for (const target of missing) console.log(`No such file or folder: ${target}`);
    if (missing.length > 0) return 1;
    targets = files;
  } else {
    const changed = changedFiles();
    targets = changed.files.filter((file) => fs.existsSync(path.join(siteRoot, file)));
    deleted = changed.deleted;
    console.log(`No paths given: checking the ${targets.length} files changed against ${changed.base}.`);
  }

  const checked = targets.filter(isCheckedFile);
  if (checked.length === 0 && deleted.length === 0) {
    console.log(
      'Nothing to check: give docs, how-to, blog, rules or MDX page files, their translations under i18n/, src/data/announcement.md, sidebars.ts, or data files under src/.',
    );
    return 0;
  }

  const report = checkContent(checked, { root: siteRoot, deleted, sidebars: sidebars as unknown as Sidebars });
  printFindings(
    `Writing rules: ${count(report.checkedFiles.length, 'file')}, ${count(report.writingProblems.length, 'problem')}`,
    report.writingProblems.map(formatProblem),
  );
  printFindings(
    `Links, anchors and images: ${count(report.pageFiles.length, 'file')}, ${count(report.linkProblems.length, 'problem')}`,
    report.linkProblems.map(formatProblem),
  );

  // Paths stay repository-relative, so messages name files as the writer sees them.
  process.chdir(siteRoot);
  const content = checked.filter((file) => contentKindOf(file) !== null);
  const sql = await runSqlExamples(content, { minRunnable: null, majors: supportedMajors, log: () => undefined });
  const sqlNote =
    sql.total === 0
      ? 'no sql blocks'
      : `${sql.executed} of ${sql.total} sql blocks run, ${count(sql.outputsCompared, 'output')} compared` +
        (sql.outputsNotCompared > 0 ? ` (${sql.outputsNotCompared} not compared because their blocks failed)` : '');
  printFindings(`SQL: ${sqlNote}, ${count(sql.failures.length, 'problem')}`, sql.failures);

  const shell = checkShellOptions(content);
  printFindings(
    `Shell examples: ${count(shell.checked, 'option')} of PostgreSQL tools checked, ${count(shell.problems.length, 'problem')}`,
    shell.problems.map((problem) => `${problem}. Check the option's spelling against the tool's --help.`),
  );

  if (report.notices.length > 0) {
    printFindings(
      `Notices: ${count(report.notices.length, 'notice')}; they do not fail the check`,
      report.notices.map((notice) => `NOTICE ${formatProblem({ ...notice, field: '' })}`),
    );
  }
  for (const item of report.notChecked) {
    console.log(`Not checked here (${item.by ?? 'the build'} checks it): ${formatProblem({ ...item, field: '' })}`);
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const total = report.problems.length + sql.failures.length + shell.problems.length;
  const notices = report.notices.length > 0 ? ` (${count(report.notices.length, 'notice')} above)` : '';
  console.log(
    total === 0
      ? `All checks passed in ${seconds} s${notices}.`
      : `${count(total, 'problem')} in ${seconds} s. Fix them and run the same command again.`,
  );
  return total === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
