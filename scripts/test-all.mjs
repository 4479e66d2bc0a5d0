#!/usr/bin/env node
// `npm test`: every check of the project, each run once, side by side where
// nothing makes one wait for another.
//
// Each step is an npm script. A step starts when the steps it needs have
// passed and the machine has room for it (each step has a weight, roughly
// the cores it keeps busy; see `capacity` for how much runs at once). A step's output
// is printed whole when it ends, so the log reads step by step. At the end
// a table gives each step's status, wall time and CPU time.
//
//   npm test                       every step
//   npm test -- --only unit,sql    those steps (and nothing they need)
//   npm test -- --list             the steps and what each needs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCpuGroup, timesChildSeconds } from './lib/cpuGroup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The steps. `needs`: steps that must pass first. `weight`: cores kept busy.
 * Builds share Docusaurus's generated folder, so they run one after another.
 */
const steps = [
  // Earlier entries start first when several could. The build leads to the end-to-end tests,
  // the longest step, so both come first; the rest fill in around them, longest first.
  { name: 'build', script: 'build', weight: 3 },
  {
    name: 'e2e',
    script: 'test:e2e',
    args: ['--project=default', '--project=crawl'],
    needs: ['build'],
    weight: 2,
    // The production build only; the variant builds run meanwhile and get tests of their own. A
    // page test mostly waits for its page, so two workers a core keep the machine busy.
    env: { E2E_SKIP_CONFIGURED: '1', E2E_WORKERS: String(Math.max(2, os.availableParallelism()) * 2) },
  },
  // The SQL check runs a server of each PostgreSQL major, 14 to 18, side by side; each mostly waits
  // on psql and keeps a small share of a core busy.
  { name: 'sql', script: 'test:sql', weight: 1 },
  { name: 'build-configured', script: 'build:variant', args: ['configured'], needs: ['build'], weight: 2 },
  { name: 'build-typesense', script: 'build:variant', args: ['typesense'], needs: ['build-configured'], weight: 2 },
  {
    name: 'e2e-variants',
    script: 'test:e2e',
    args: ['--project=configured', '--project=typesense'],
    needs: ['build-configured', 'build-typesense'],
    weight: 1,
    // The variant builds exist: only serve them, on ports of their own beside the other step's.
    env: { E2E_VARIANTS_BUILT: '1', E2E_SKIP_SITE: '1', E2E_PORT: '4273', E2E_WORKERS: '2' },
  },
  { name: 'test-build', script: 'test:build', needs: ['build'], weight: 1 },
  // Writes the gzip and brotli copies into build/ first: after the build-output tests, which list
  // its files; atomically, since the end-to-end tests' nginx may be serving the folder meanwhile.
  { name: 'serve', script: 'test:serve', needs: ['test-build'], weight: 2 },
  { name: 'sql-browser', script: 'test:sql-browser', weight: 2 },
  { name: 'unit', script: 'test:unit', weight: 2 },
  { name: 'lint', script: 'lint', weight: 1 },
  // Redocly CLI on the OpenAPI document of the DBLab API reference: about a second of CPU.
  { name: 'lint-openapi', script: 'lint:openapi', weight: 1 },
  { name: 'typecheck', script: 'typecheck', weight: 1 },
  { name: 'shell', script: 'test:shell', weight: 1 },
  { name: 'dev', script: 'test:dev', weight: 2 },
];

// The dev-server test and the builds both write Docusaurus's generated folder.
const exclusive = [['dev', 'build', 'build-configured', 'build-typesense']];

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const step of steps) {
    console.log(
      `${step.name.padEnd(18)} npm run ${step.script}${step.needs ? `   (after ${step.needs.join(', ')})` : ''}`,
    );
  }
  process.exit(0);
}
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set((args[onlyIndex + 1] ?? '').split(',').filter(Boolean)) : null;
if (only) {
  const unknown = [...only].filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Run "npm test -- --list" for the names.`);
    process.exit(2);
  }
}
// With --only, a step's needs that were left out count as met (their output is assumed to exist).
const selected = steps
  .filter((step) => !only || only.has(step.name))
  .map((step) => ({ ...step, needs: step.needs?.filter((name) => !only || only.has(name)) }));
/** How many lines of a failed step's output are repeated at the end of the run. */
const failedTail = 60;

/**
 * How much may run at once. While the production build runs, the steps beside it stay within
 * twice the cores, so that it is not slowed: the end-to-end tests wait for it. Once it is done,
 * the end-to-end tests alone keep both cores busy to the end of the run, so every other step may
 * start beside them: a step that waited for room would run on alone after them.
 */
const cores = Math.max(2, os.availableParallelism());
const capacity = () => (state.get('build')?.status === 'running' ? cores * 2 : cores * 4);

/** @type {Map<string, {status: 'waiting'|'running'|'passed'|'failed'|'skipped', wall?: number, cpu?: number, cpuFrom?: 'group'|'times', note?: string, output?: string, code?: number | null}>} */
const state = new Map(selected.map((step) => [step.name, { status: 'waiting' }]));
let load = 0;
const started = Date.now();

/** Busy and total CPU time of the whole machine so far (Linux), to tell a busy run from a waiting one. */
function machineTimes() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const values = fields.map(Number);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    const total = values.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}
const machineAtStart = machineTimes();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`;

function runStep(step) {
  return new Promise((resolve) => {
    const entry = state.get(step.name);
    entry.status = 'running';
    load += step.weight;
    console.log(`${clock()}  start  ${step.name}`);
    const begin = Date.now();
    const command = ['npm', 'run', '--silent', step.script, ...(step.args ? ['--', ...step.args] : [])]
      .map((word) => `'${word}'`)
      .join(' ');
    // The step's processor time, for the table: from a control group where the machine lets the run
    // make one (every process of the step, detached servers and browsers included), else from
    // `times` (only the processes that were waited for). The shell joins the group before it starts
    // anything and says so on fd 3, then `times` follows there.
    const group = createCpuGroup(step.name);
    const join = group ? `{ echo $$ > '${group.procs}' && echo joined >&3; } 2>/dev/null; ` : '';
    const child = spawn('sh', ['-c', `${join}${command}; code=$?; times >&3; exit $code`], {
      cwd: root,
      env: { ...process.env, ...step.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    let output = '';
    let times = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdio[3].on('data', (chunk) => (times += chunk));
    child.on('close', (code) => {
      load -= step.weight;
      entry.wall = (Date.now() - begin) / 1000;
      const counted = group && times.startsWith('joined') ? group.seconds() : Number.NaN;
      entry.cpuFrom = Number.isFinite(counted) ? 'group' : 'times';
      entry.cpu = Number.isFinite(counted) ? counted : timesChildSeconds(times);
      group?.remove();
      entry.status = code === 0 ? 'passed' : 'failed';
      entry.output = output;
      entry.code = code;
      const rule = '─'.repeat(20);
      console.log(`\n${rule} ${step.name} (npm run ${step.script}) ${rule}`);
      process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
      console.log(
        `${clock()}  ${entry.status === 'passed' ? 'passed' : 'FAILED'} ${step.name} in ${entry.wall.toFixed(0)} s\n`,
      );
      resolve();
    });
  });
}

function blockedBy(step) {
  for (const group of exclusive) {
    if (!group.includes(step.name)) continue;
    for (const other of group) if (other !== step.name && state.get(other)?.status === 'running') return other;
  }
  return null;
}

await new Promise((resolve) => {
  const schedule = () => {
    for (const step of selected) {
      const entry = state.get(step.name);
      if (entry.status !== 'waiting') continue;
      const needs = (step.needs ?? []).map((name) => state.get(name)).filter(Boolean);
      const failedNeed = (step.needs ?? []).find((name) => ['failed', 'skipped'].includes(state.get(name)?.status));
      if (failedNeed) {
        entry.status = 'skipped';
        entry.note = `${failedNeed} did not pass`;
        continue;
      }
      if (!needs.every((need) => need.status === 'passed')) continue;
      if (blockedBy(step)) continue;
      // A step heavier than what is free still starts when nothing else runs. Steps later in
      // the list wait for it, so that a long step is not kept out by a row of short ones.
      if (load > 0 && load + step.weight > capacity()) break;
      void runStep(step).then(schedule);
    }
    const running = [...state.values()].filter((entry) => entry.status === 'running').length;
    if (running === 0 && [...state.values()].every((entry) => entry.status !== 'waiting')) resolve();
    else if (running === 0) {
      const stuck = selected.filter((step) => state.get(step.name).status === 'waiting');
      throw new Error(`no step can start: ${stuck.map((step) => step.name).join(', ')}`);
    }
  };
  schedule();
});

const total = (Date.now() - started) / 1000;
// A failed step's report scrolled by long ago; its end (where test runners sum up what failed) is
// repeated here, so that the last screen of a run says what to fix.
for (const step of selected) {
  const entry = state.get(step.name);
  if (entry.status !== 'failed') continue;
  const rule = '═'.repeat(20);
  const text = (entry.output ?? '').trimEnd();
  if (text === '') {
    console.log(`\n${rule} ${step.name} failed with exit code ${entry.code} and printed nothing ${rule}`);
    continue;
  }
  const lines = text.split('\n');
  console.log(`\n${rule} ${step.name} failed: the last ${Math.min(lines.length, failedTail)} lines ${rule}`);
  console.log(lines.slice(-failedTail).join('\n'));
}
console.log('');
console.log('step               status    wall s   cpu s');
for (const step of selected) {
  const entry = state.get(step.name);
  console.log(
    `${step.name.padEnd(18)} ${entry.status.padEnd(8)} ${(entry.wall ?? 0).toFixed(0).padStart(7)} ${(entry.cpu ?? 0)
      .toFixed(0)
      .padStart(7)}${entry.note ? `   (${entry.note})` : ''}`,
  );
}
const methods = new Set(selected.map((step) => state.get(step.name).cpuFrom).filter(Boolean));
if (methods.has('group')) console.log('cpu s: every process of the step, counted by a control group.');
if (methods.has('times')) {
  console.log(
    'cpu s from `times`: only the processes each step waited for, without detached servers and browsers ' +
      '(the run could not make control groups here; npm run bench:cpu -- <command> counts them).',
  );
}
const machineAtEnd = machineTimes();
if (machineAtStart && machineAtEnd) {
  const share = (machineAtEnd.busy - machineAtStart.busy) / (machineAtEnd.total - machineAtStart.total);
  console.log(`The machine's ${os.availableParallelism()} cores were busy ${(share * 100).toFixed(0)}% of the run.`);
}
const failed = selected.filter((step) => state.get(step.name).status !== 'passed');
console.log(
  failed.length === 0
    ? `All ${selected.length} steps passed in ${(total / 60).toFixed(1)} min.`
    : `${failed.length} of ${selected.length} steps did not pass (${failed.map((step) => step.name).join(', ')}), after ${(total / 60).toFixed(1)} min.`,
);
process.exit(failed.length === 0 ? 0 : 1);
