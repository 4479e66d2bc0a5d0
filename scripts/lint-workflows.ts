/**
 * npm run lint:workflows (part of npm run lint)
 *
 * Checks .github/workflows/*.yml against the GitHub workflow schema
 * (@action-validator/core, offline), and the project's own rules: every
 * action pinned to a full commit SHA with the release it is in as a
 * `# vX.Y.Z` comment, and `permissions` set at the top of every workflow.
 */
import fs from 'node:fs';
import path from 'node:path';
import { workflowProblems } from './workflowLint/workflowProblems';

const workflowDir = path.resolve(__dirname, '../.github/workflows');

function main(): void {
  const files = fs.readdirSync(workflowDir).filter((name) => /\.ya?ml$/.test(name));
  if (files.length === 0) throw new Error(`no workflows in ${workflowDir}`);
  let failed = false;
  for (const name of files) {
    const problems = workflowProblems(fs.readFileSync(path.join(workflowDir, name), 'utf8'));
    if (problems.length > 0) {
      failed = true;
      console.error(`.github/workflows/${name}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    }
  }
  if (failed) process.exit(1);
  console.log(`lint:workflows: ${files.join(', ')} pass`);
}

main();
