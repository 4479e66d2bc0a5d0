/**
 * Checks that the long options given to PostgreSQL client tools in shell
 * examples exist in the installed tools (the oldest major version we
 * support), by reading each tool's --help. Exits non-zero on a finding.
 *
 * Usage: jiti scripts/check-shell-flags.ts [folders or files...]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { markdownFiles } from './lib/markdownFiles';
import { extractToolOptions, optionsFromHelp } from './shellFlags/shellFlags';
import { ensurePostgresInstalled } from './sqlExamples/postgresServer';

const roots = process.argv.slice(2);
const targets = roots.length > 0 ? roots : ['docs', 'blog', 'rules'];

const binDir = ensurePostgresInstalled();
const helpCache = new Map<string, Set<string> | null>();
function knownOptions(tool: string): Set<string> | null {
  if (!helpCache.has(tool)) {
    const binary = path.join(binDir, tool);
    if (!fs.existsSync(binary)) helpCache.set(tool, null);
    else {
      const result = spawnSync(binary, ['--help'], { encoding: 'utf8' });
      helpCache.set(tool, optionsFromHelp(`${result.stdout}${result.stderr}`));
    }
  }
  return helpCache.get(tool) ?? null;
}

const universal = new Set(['--help', '--version']);
const version = spawnSync(path.join(binDir, 'psql'), ['--version'], { encoding: 'utf8' }).stdout.trim();
let checked = 0;
const problems: string[] = [];
for (const file of targets.flatMap(markdownFiles)) {
  for (const { tool, option, line } of extractToolOptions(fs.readFileSync(file, 'utf8'))) {
    const known = knownOptions(tool);
    if (known === null || universal.has(option)) continue;
    checked += 1;
    if (!known.has(option)) problems.push(`${file}:${line}: ${tool} has no option ${option} in ${version}`);
  }
}
problems.forEach((problem) => console.log(problem));
console.log(`Shell examples: ${checked} options of PostgreSQL tools checked against ${version}`);
console.log(`${checked - problems.length} passed, ${problems.length} failed`);
process.exit(problems.length > 0 ? 1 : 0);
