// npm run lint:openapi
//
// Lints openapi/dblab.yaml with Redocly CLI and our rules (redocly.yaml; the known
// exceptions of the engine's contract are in .redocly.lint-ignore.yaml). Fails on any
// error and on any warning, and prints each problem with its place in the document.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const document = 'openapi/dblab.yaml';
const cli = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const run = spawnSync(
  process.execPath,
  [cli, 'lint', document, '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '1000'],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`lint:openapi: Redocly CLI gave no report (exit ${run.status}).\n${run.stderr}`);
  process.exit(1);
}
const { errors, warnings, ignored } = report.totals;
for (const problem of report.problems) {
  const where = problem.location?.[0]?.pointer ?? '';
  console.error(`${problem.severity}  ${problem.ruleId}  ${where}\n  ${problem.message}`);
}
if (errors + warnings > 0) {
  console.error(
    `lint:openapi: ${document} has ${errors} error(s) and ${warnings} warning(s). Fix the source in src/data/dblabApi/, ` +
      'run `npm run api:generate`, and lint again.',
  );
  process.exit(1);
}
console.log(
  `lint:openapi: ${document} passes our Redocly rules (${ignored} known exceptions of the contract ignored).`,
);
