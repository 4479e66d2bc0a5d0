/**
 * A writer's check: every writing rule, the SQL and the options of shell
 * examples of the given files.
 *
 *   npm run check:content -- docs/postgres-howtos/.../my-how-to.md blog/2026-01-15-new-post
 *   npm run check:content            (the files changed against main, committed or not)
 *
 * Prints each problem as a sentence that names the file, the field and the
 * fix, then the time taken; exits 1 when there is a problem.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { markdownFiles } from './lib/markdownFiles';
import { checkContentFile, loadVocabulary, siteRoot } from './contentChecks/checkFiles';
import { runSqlExamples } from './sqlExamples/runSqlExamples';
import { checkShellOptions } from './shellFlags/checkShellOptions';
import { contentKindOf, formatProblem, type Problem } from '../src/plugins/content-rules/frontMatterRules';
import {
  AnnouncementError,
  announcementFile,
  announcementLinkProblem,
  readAnnouncement,
} from '../src/data/announcement';
import { knownSiteRoutes } from './contentChecks/siteRoutes';

const started = Date.now();
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const announcementRelative = path.relative(siteRoot, announcementFile).split(path.sep).join('/');

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

/** Files changed against main (or origin/main): committed on this branch, staged, unstaged or new. */
function changedFiles(): { files: string[]; base: string } {
  const base = ['main', 'origin/main'].map((ref) => git(['merge-base', ref, 'HEAD'])[0]).find(Boolean);
  const changed = [
    ...(base ? git(['diff', '--name-only', base]) : git(['diff', '--name-only', 'HEAD'])),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ];
  return { files: [...new Set(changed)], base: base ? 'main' : 'the last commit' };
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
    const found = fs.statSync(absolute).isDirectory() ? markdownFiles(absolute) : [absolute];
    files.push(...found.map((file) => path.relative(siteRoot, file).split(path.sep).join('/')));
  }
  return { files: [...new Set(files)].sort(), missing };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  let targets: string[];
  if (args.length > 0) {
    const { files, missing } = expand(args);
    for (const target of missing) console.log(`No such file or folder: ${target}`);
    if (missing.length > 0) return 1;
    targets = files;
  } else {
    const { files, base } = changedFiles();
    targets = files.filter((file) => fs.existsSync(path.join(siteRoot, file)));
    console.log(`No paths given: checking the ${targets.length} files changed against ${base}.`);
  }

  const content = targets.filter((file) => contentKindOf(file) !== null);
  const checkAnnouncement = targets.includes(announcementRelative);
  if (content.length === 0 && !checkAnnouncement) {
    console.log('Nothing to check: give docs, how-to, blog or rules files (or src/data/announcement.md).');
    return 0;
  }

  const vocabulary = loadVocabulary();
  const problems: Problem[] = content.flatMap((file) => checkContentFile(file, vocabulary));
  if (checkAnnouncement) {
    try {
      const problem = announcementLinkProblem(readAnnouncement(), knownSiteRoutes(siteRoot));
      if (problem)
        problems.push({ file: announcementRelative, field: 'link', message: problem.replace(/^[^ ]+ /, '') });
    } catch (error) {
      if (!(error instanceof AnnouncementError)) throw error;
      problems.push({
        file: announcementRelative,
        field: 'announcement',
        message: error.message.replace(/^[^:]+: /, ''),
      });
    }
  }
  console.log(
    `Writing rules: ${count(content.length + (checkAnnouncement ? 1 : 0), 'file')}, ${count(problems.length, 'problem')}`,
  );
  problems.forEach((problem) => console.log(`  ${formatProblem(problem)}`));

  // Paths stay repository-relative, so messages name files as the writer sees them.
  process.chdir(siteRoot);
  const sql = await runSqlExamples(content, { minRunnable: null, log: () => undefined });
  const sqlNote =
    sql.total === 0
      ? 'no sql blocks'
      : `${sql.executed} of ${sql.total} sql blocks run, ${count(sql.outputsCompared, 'output')} compared` +
        (sql.outputsNotCompared > 0 ? ` (${sql.outputsNotCompared} not compared because their blocks failed)` : '');
  console.log(`SQL: ${sqlNote}, ${count(sql.failed, 'problem')}`);
  sql.failures.forEach((failure) => console.log(`  ${failure}`));

  const shell = checkShellOptions(content);
  console.log(
    `Shell examples: ${count(shell.checked, 'option')} of PostgreSQL tools checked, ${count(shell.problems.length, 'problem')}`,
  );
  shell.problems.forEach((problem) =>
    console.log(`  ${problem}. Check the option's spelling against the tool's --help.`),
  );

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const total = problems.length + sql.failed + shell.problems.length;
  console.log(
    total === 0
      ? `All checks passed in ${seconds} s.`
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
