#!/usr/bin/env node
/**
 * npm run check:agents [-- <url>] [--build <dir>] [--report <file>] [afdocs options…]
 *
 * Runs afdocs, the reference implementation of the Agent-Friendly
 * Documentation Spec (https://agentdocsspec.com), against the site and prints
 * its scorecard. Without a URL it serves the production build (`build/`, or
 * `--build <dir>`) through the production nginx configuration on 127.0.0.1,
 * as `npm run serve:nginx` does, checks it, and stops nginx by its pid. The
 * site's absolute links (https://postgres.ai/…, or the `URL` and `BASE_URL`
 * the build was made with) are then read as links to the local server
 * (afdocs' `--canonical-origin`).
 *
 * Exits 1 when a check fails, except the checks that only the public host can
 * answer (`publicHostChecks`, when the target is the local server). Other
 * options go to `afdocs check` as they are (for example
 * `--sampling random`, `--max-links 100`, `--verbose`); the pages of `--urls`
 * may be given as paths (`--urls /docs/,/ru/docs/`). The JSON report is
 * written to `--report <file>` (default: a file in the system's temporary
 * folder, named at the end of the run).
 *
 * afdocs needs Node 22 or later. npx fetches it at the pinned version together
 * with Node 22 from the `node` npm package (no browser, nothing in the
 * project) into npm's cache on the first run, so the check works on the
 * project's Node 20 too. npx then runs this file again under that Node with
 * `--run-afdocs`, to run afdocs and print the scorecard with afdocs' own
 * formatter.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The afdocs release whose checks this script knows (spec v0.6.0). */
const afdocsVersion = '0.22.2';
/** afdocs needs Node 22 or later; npx takes the newest 22.x from the `node` npm package. */
const afdocsNode = 'node@22';

/**
 * Check ids of afdocs 0.22.2.
 * @typedef {'llms-txt-exists' | 'llms-txt-valid' | 'llms-txt-size' | 'llms-txt-links-resolve'
 *   | 'llms-txt-links-markdown' | 'llms-txt-directive-html' | 'llms-txt-directive-md'
 *   | 'markdown-url-support' | 'content-negotiation' | 'rendering-strategy' | 'page-size-markdown'
 *   | 'page-size-html' | 'page-size-transfer' | 'content-start-position' | 'single-fetch-completeness'
 *   | 'tabbed-content-serialization' | 'section-header-quality' | 'markdown-code-fence-validity'
 *   | 'markdown-link-portability' | 'embedded-data-serialization' | 'http-status-codes'
 *   | 'redirect-behavior' | 'llms-txt-coverage' | 'markdown-content-parity' | 'cache-header-hygiene'
 *   | 'auth-gate-detection' | 'auth-alternative-access' | 'bot-protection-interference'} CheckId
 */

/**
 * Checks that only the public host can answer, and why. nginx serves the
 * site behind the hosting's edge, which ends TLS, redirects HTTP to HTTPS and
 * other host names to postgres.ai, and is where bot protection would sit.
 * Against the local server their results are printed but fail nothing; run
 * `npm run check:agents -- https://postgres.ai` to check them.
 * @type {Readonly<Partial<Record<CheckId, string>>>}
 */
const publicHostChecks = {
  'redirect-behavior':
    'HTTP-to-HTTPS and cross-host redirects are made in front of nginx; the local server has no other host or scheme to redirect from.',
  'bot-protection-interference':
    'Bot protection and rate limits, if any, sit in front of nginx; requests to 127.0.0.1 cannot meet them.',
};

/** The URL (when the first argument is one), our own options, and the rest, which goes to afdocs. */
function parseArguments(args) {
  const options = { url: undefined, buildDir: 'build', report: undefined, afdocs: [] };
  const rest = [...args];
  if (/^https?:\/\//.test(rest[0] ?? '')) options.url = rest.shift();
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index] ?? '';
    if (arg === '--build') options.buildDir = rest[++index] ?? options.buildDir;
    else if (arg === '--report') options.report = rest[++index];
    else options.afdocs.push(arg);
  }
  return options;
}

/** Runs a command with this process's output; settles with its exit code. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** The afdocs package that npx put on the PATH (under Node 22, with `--run-afdocs`). */
function afdocsPackage() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const bin = path.join(dir, 'afdocs');
    if (!fs.existsSync(bin)) continue;
    const pkg = path.resolve(path.dirname(fs.realpathSync(bin)), '..');
    const { version } = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8'));
    if (version !== afdocsVersion) throw new Error(`Found afdocs ${version} at ${pkg}, not ${afdocsVersion}.`);
    return pkg;
  }
  throw new Error('afdocs is not on the PATH; run this script through npm run check:agents.');
}

/**
 * Under npx's Node 22: runs `afdocs check` once, writes its JSON report to
 * `reportFile` and prints afdocs' scorecard of it. Progress goes to stderr.
 */
async function runAfdocs(reportFile, args) {
  const pkg = afdocsPackage();
  // The list above goes out of date when afdocs renames or drops a check.
  const { getAllChecks } = await import(pathToFileURL(path.join(pkg, 'dist/index.js')).href);
  const known = new Set(getAllChecks().map((check) => check.id));
  const unknown = Object.keys(publicHostChecks).filter((id) => !known.has(id));
  if (unknown.length > 0) {
    console.error(
      `scripts/check-agent-docs.mjs names checks afdocs ${afdocsVersion} does not have: ${unknown.join(', ')}`,
    );
    process.exit(2);
  }
  const run = spawnSync(
    process.execPath,
    [path.join(pkg, 'bin', 'afdocs.mjs'), 'check', ...args, '--format', 'json', '--score'],
    { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 512 * 1024 * 1024, encoding: 'utf8' },
  );
  if (run.error) throw run.error;
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    console.error(`afdocs wrote no report (exit code ${run.status}).`);
    process.exit(2);
  }
  fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  // The scorecard formatter is not among the package's exports; this version has it here.
  const { formatScorecard } = await import(pathToFileURL(path.join(pkg, 'dist/cli/formatters/scorecard.js')).href);
  console.log(formatScorecard(report, report.scoring));
}

/** Serves the build through the production nginx configuration on 127.0.0.1, on a free port. */
async function startLocalSite(buildDir) {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run "npm run build" first, or pass the URL of a running site.`);
  }
  const { default: createJiti } = await import('jiti');
  const jiti = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
  const { startNginx } = jiti('./serveConfig/nginxServer.ts');
  const { readSiteEnv } = jiti('../src/config/siteEnv.ts');
  const env = readSiteEnv(process.env);
  const nginx = await startNginx({ buildDir, env, host: '127.0.0.1', accessLog: false });
  console.log(`nginx (pid ${nginx.pid}) serves ${buildDir} at ${nginx.origin}${env.baseUrl}`);
  return { nginx, target: `${nginx.origin}${env.baseUrl}`, canonical: `${env.url}${env.baseUrl}`.replace(/\/$/, '') };
}

/** The checks that fail the run, and the failures that do not, with why. */
export function judge(report, { local }) {
  const failing = [];
  const excused = [];
  for (const result of report.results ?? []) {
    if (result.status !== 'fail' && result.status !== 'error') continue;
    const hostOnly = local ? publicHostChecks[result.id] : undefined;
    if (hostOnly) excused.push(`${result.id}: needs the public host. ${hostOnly}`);
    else failing.push(`${result.id}: ${result.message}`);
  }
  return { failing, excused };
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--run-afdocs') {
    await runAfdocs(args[1] ?? '', args.slice(2));
    return;
  }
  const options = parseArguments(args);
  const report = path.resolve(options.report ?? path.join(os.tmpdir(), `agent-docs-report-${process.pid}.json`));
  const local = options.url ? undefined : await startLocalSite(path.resolve(options.buildDir));
  const stop = async () => local?.nginx.stop();
  // Ctrl+C reaches npx and afdocs too; nginx is stopped here, by its pid.
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  process.once('SIGTERM', () => void stop().then(() => process.exit(143)));
  let code;
  try {
    const target = options.url ?? local.target;
    // `--urls /docs/,/blog/`: paths are pages of the target, whose port is not known in advance.
    const forwarded = options.afdocs.map((arg, index) =>
      options.afdocs[index - 1] === '--urls'
        ? arg
            .split(',')
            .map((url) => (url.startsWith('/') ? new URL(url, target).href : url))
            .join(',')
        : arg,
    );
    const afdocsArgs = [target, '--sampling', 'deterministic', ...forwarded];
    if (local && !options.afdocs.includes('--canonical-origin')) afdocsArgs.push('--canonical-origin', local.canonical);
    const npx = ['--yes', '--loglevel', 'error', '--package', afdocsNode, '--package', `afdocs@${afdocsVersion}`, '--'];
    code = await run('npx', [...npx, 'node', fileURLToPath(import.meta.url), '--run-afdocs', report, ...afdocsArgs]);
  } finally {
    await stop();
  }
  if (code !== 0) process.exit(code);
  const { failing, excused } = judge(JSON.parse(fs.readFileSync(report, 'utf8')), { local: Boolean(local) });
  console.log(`Report: ${report}`);
  for (const line of excused) console.log(`Not counted: ${line}`);
  if (failing.length > 0) {
    console.error(`\n${failing.length} check(s) fail:\n${failing.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery counted check passes or warns.');
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
