/**
 * Upgrade rehearsal: `npm run check:upgrade -- <docusaurus version> [--node <binary>] [--report <file>] [--keep]`.
 *
 * Copies the repository's files (tracked, plus new files git does not ignore) to a temporary
 * folder, sets every `@docusaurus/*` dependency to the given version, installs without lifecycle
 * scripts, then says for each patch in patches/ and each DocSearch replacement whether it applies,
 * is no longer needed or fails; applies what fits; builds the site and runs the unit and
 * build-output tests. Prints a Markdown report (also written to --report), removes the folder
 * unless --keep, and exits 1 when anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkReplacements, loadDocsearchScript, type ReplacementResult } from './upgradeCheck/docsearch';
import {
  dependencyFields,
  isDocusaurusPackage,
  setDocusaurusVersion,
  versionToInstall,
} from './upgradeCheck/packageJson';
import { applyFittingPatch, classifyPatch, listPatches, type PatchResult } from './upgradeCheck/patchStatus';
import {
  errorExcerpt,
  rehearsalFailed,
  renderReport,
  type PhaseResult,
  type RehearsalReport,
} from './upgradeCheck/report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const usage =
  'usage: npm run check:upgrade -- <docusaurus version> [--node <path to a node binary>] [--report <file>] [--keep]';

type Options = { version: string; node: string | null; report: string | null; keep: boolean };

function fail(message: string): never {
  console.error(`check-upgrade: ${message}\n${usage}`);
  process.exit(2);
}

function parseArgs(args: string[]): Options {
  const options: Options = { version: '', node: null, report: null, keep: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--keep') options.keep = true;
    else if (arg === '--node' || arg === '--report') {
      const value = args[++i];
      if (!value || value.startsWith('--')) fail(`${arg} needs a value`);
      if (arg === '--node') options.node = path.resolve(value);
      else options.report = path.resolve(value);
    } else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else if (options.version) fail(`one version only (got ${options.version} and ${arg})`);
    else options.version = arg;
  }
  if (!options.version) fail('give the Docusaurus version to rehearse, e.g. 3.10.2');
  return options;
}

/** The environment of every command: this shell's, without npm's per-run variables, with --node first on PATH. */
function commandEnv(node: string | null): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) && key !== 'INIT_CWD') env[key] = value;
  }
  if (node) env.PATH = `${path.dirname(node)}${path.delimiter}${env.PATH ?? ''}`;
  return env;
}

function copyProject(target: string): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the work tree
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.cpSync(from, path.join(target, file), { verbatimSymlinks: true });
  }
}

/** Runs one phase, its output saved to `log`; resolves with its result. */
function runPhase(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, log: string) {
  const shown = [command, ...args].join(' ');
  process.stderr.write(`check-upgrade: ${name} (${shown})...\n`);
  const started = Date.now();
  return new Promise<PhaseResult & { output: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    const out = fs.createWriteStream(log);
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        out.write(chunk);
      });
    }
    const finish = (code: number | null, error?: Error) => {
      out.end();
      const output = Buffer.concat(chunks).toString('utf8') + (error ? `\n${error.message}` : '');
      const durationMs = Date.now() - started;
      const status = code === 0 ? 'passed' : 'failed';
      process.stderr.write(`check-upgrade: ${name} ${status} in ${Math.round(durationMs / 1000)} s\n`);
      resolve({
        name,
        command: shown,
        status,
        durationMs,
        output,
        ...(status === 'failed' ? { detail: errorExcerpt(output) } : {}),
      });
    };
    child.on('error', (error) => finish(null, error));
    child.on('close', (code) => finish(code));
  });
}

function readInstalledCore(dir: string): RehearsalReport['installedCore'] {
  try {
    const json = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {
      version: string;
      engines?: { node?: string };
    };
    return { version: json.version, nodeEngine: json.engines?.node ?? null };
  } catch {
    return null;
  }
}

function notRun(name: string, command: string, why: string): PhaseResult {
  return { name, command, status: 'not run', durationMs: 0, detail: why };
}

function versionOf(command: string, env: NodeJS.ProcessEnv): string {
  const result = spawnSync(command, ['--version'], { env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : `unknown (${command} --version failed)`;
}

/** Checks every patch and DocSearch replacement against the installed packages and applies what fits. */
/**
 * The version of each `@docusaurus/*` package of `pkg` to install for `version`, from what the
 * registry publishes: Docusaurus does not publish every package at every canary, so a package
 * without that exact version gets the nearest prerelease of the same line, and a note says so.
 */
function packageVersions(
  pkg: Record<string, unknown>,
  version: string,
  env: NodeJS.ProcessEnv,
  notes: string[],
): (name: string) => string {
  const names = new Set<string>();
  for (const field of dependencyFields) {
    const entries = pkg[field];
    if (entries && typeof entries === 'object') {
      for (const name of Object.keys(entries)) if (isDocusaurusPackage(name)) names.add(name);
    }
  }
  const chosen = new Map<string, string>();
  for (const name of names) {
    const result = spawnSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8', env });
    let published: string[] = [];
    try {
      const parsed = JSON.parse(result.stdout || '[]') as unknown;
      published = Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
    } catch {
      published = [];
    }
    if (published.length === 0) continue; // Unknown: ask for the version given, and let the install say.
    const pick = versionToInstall(version, published);
    if (pick === null) notes.push(`\`${name}\` publishes no ${version} and no other version of its line.`);
    else if (pick !== version) {
      notes.push(`\`${name}\` publishes no ${version}; the nearest of its line, ${pick}, is installed instead.`);
      chosen.set(name, pick);
    }
  }
  return (name) => chosen.get(name) ?? version;
}

async function checkPatches(dir: string, report: RehearsalReport): Promise<PhaseResult> {
  const started = Date.now();
  const command = 'patches/ and scripts/patch-docsearch.mjs (what fits is applied)';
  try {
    const patches: PatchResult[] = listPatches(path.join(dir, 'patches')).map((name) => classifyPatch(dir, name));
    for (const patch of patches) {
      if (patch.status === 'applies' || patch.status === 'partly upstream') {
        applyFittingPatch(dir, patch.patch.replace(/^patches\//, ''));
      }
    }
    report.patches = patches;
    let docsearch: ReplacementResult[] = [];
    try {
      docsearch = checkReplacements(await loadDocsearchScript(dir), dir, true);
    } catch (error) {
      report.notes.push(`The DocSearch replacements could not be checked: ${(error as Error).message}`);
    }
    report.docsearch = docsearch;
    const failing = [
      ...patches.filter((p) => p.status === 'fails').map((p) => p.patch),
      ...docsearch.filter((r) => r.status === 'fails').map((r) => `${r.module}: ${r.defect}`),
    ];
    return {
      name: 'patches',
      command,
      status: failing.length > 0 ? 'failed' : 'passed',
      durationMs: Date.now() - started,
      ...(failing.length > 0 ? { detail: `Left out (see the tables above):\n${failing.join('\n')}` } : {}),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { name: 'patches', command, status: 'failed', durationMs: Date.now() - started, detail: message };
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.node && !fs.existsSync(options.node)) fail(`--node ${options.node} does not exist`);
  const env = commandEnv(options.node);
  const nodeVersion = versionOf(options.node ?? 'node', env);
  const report: RehearsalReport = {
    version: options.version,
    nodeVersion: `${nodeVersion}${options.node ? ' (given with --node)' : ''}`,
    npmVersion: versionOf('npm', env),
    date: new Date().toISOString(),
    installedCore: null,
    changes: [],
    patches: [],
    docsearch: [],
    phases: [],
    notes: [],
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-upgrade-'));
  const logs = path.join(dir, '.rehearsal-logs');
  fs.mkdirSync(logs);
  process.stderr.write(`check-upgrade: rehearsing Docusaurus ${options.version} on Node ${nodeVersion} in ${dir}\n`);
  try {
    copyProject(dir);
    const manifest = path.join(dir, 'package.json');
    const original = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, unknown>;
    const versionFor = packageVersions(original, options.version, env, report.notes);
    const { pkg, changes } = setDocusaurusVersion(original, options.version, versionFor);
    fs.writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
    report.changes = changes;

    const npm = (name: string, args: string[]) =>
      runPhase(name, 'npm', args, dir, env, path.join(logs, `${name.replace(/\W+/g, '-')}.log`));
    const installArgs = ['install', '--ignore-scripts', '--no-audit', '--no-fund'];
    let install = await npm('install', installArgs);
    report.phases.push(install);
    if (install.status === 'failed' && /ERESOLVE/.test(install.output)) {
      report.notes.push(
        'The install failed on peer dependencies (ERESOLVE); it was tried again with `--legacy-peer-deps` to rehearse the rest.',
      );
      install = await npm('install with --legacy-peer-deps', [...installArgs, '--legacy-peer-deps']);
      report.phases.push(install);
    }
    const installed = install.status === 'passed';
    if (installed) report.installedCore = readInstalledCore(dir);
    const noInstall = 'the install failed';

    report.phases.push(
      installed
        ? await checkPatches(dir, report)
        : notRun('patches', 'patches/, scripts/patch-docsearch.mjs', noInstall),
    );
    const build = installed ? await npm('build', ['run', 'build']) : notRun('build', 'npm run build', noInstall);
    report.phases.push(build);
    // The unit tests need no build; the build-output tests read build/.
    report.phases.push(
      installed ? await npm('unit tests', ['run', 'test:unit']) : notRun('unit tests', 'npm run test:unit', noInstall),
    );
    report.phases.push(
      build.status === 'passed'
        ? await npm('build tests', ['run', 'test:build'])
        : notRun('build tests', 'npm run test:build', 'the build failed or did not run'),
    );
  } catch (error) {
    report.notes.push(`The rehearsal stopped early: ${error instanceof Error ? error.message : String(error)}`);
    report.phases.push({ name: 'rehearsal', command: 'check-upgrade', status: 'failed', durationMs: 0 });
  } finally {
    const markdown = renderReport(report);
    const reportFile = options.report ?? path.join(os.tmpdir(), `check-upgrade-${options.version}.md`);
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    fs.writeFileSync(reportFile, markdown);
    process.stdout.write(markdown);
    if (options.keep) process.stderr.write(`check-upgrade: kept ${dir} (command output in ${logs})\n`);
    else fs.rmSync(dir, { recursive: true, force: true });
    process.stderr.write(`check-upgrade: report written to ${reportFile}\n`);
  }
  process.exit(rehearsalFailed(report) ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`check-upgrade: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
