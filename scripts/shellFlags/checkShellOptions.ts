/**
 * Checks that the long options given to PostgreSQL client tools in shell
 * examples exist in the installed tools, by reading each tool's --help.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { extractToolOptions, optionsFromHelp } from './shellFlags';
import { ensurePostgresInstalled } from '../sqlExamples/postgresServer';

export type ShellOptionReport = {
  /** psql --version of the tools checked against. */
  version: string;
  checked: number;
  /** Each as "file:line: tool has no option --x in psql (PostgreSQL) 15.x". */
  problems: string[];
};

const universal = new Set(['--help', '--version']);

export function checkShellOptions(files: readonly string[]): ShellOptionReport {
  const binDir = ensurePostgresInstalled();
  const helpCache = new Map<string, Set<string> | null>();
  const knownOptions = (tool: string): Set<string> | null => {
    if (!helpCache.has(tool)) {
      const binary = path.join(binDir, tool);
      if (!fs.existsSync(binary)) helpCache.set(tool, null);
      else {
        const result = spawnSync(binary, ['--help'], { encoding: 'utf8' });
        helpCache.set(tool, optionsFromHelp(`${result.stdout}${result.stderr}`));
      }
    }
    return helpCache.get(tool) ?? null;
  };
  const version = spawnSync(path.join(binDir, 'psql'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  let checked = 0;
  const problems: string[] = [];
  for (const file of files) {
    for (const { tool, option, line } of extractToolOptions(fs.readFileSync(file, 'utf8'))) {
      const known = knownOptions(tool);
      if (known === null || universal.has(option)) continue;
      checked += 1;
      if (!known.has(option)) problems.push(`${file}:${line}: ${tool} has no option ${option} in ${version}`);
    }
  }
  return { version, checked, problems };
}
