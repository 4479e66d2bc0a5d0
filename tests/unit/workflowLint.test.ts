import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workflowProblems } from '@site/scripts/workflowLint/workflowProblems';

const workflowDir = path.resolve(__dirname, '../../.github/workflows');
const sha = '11bd71901bbe5b1630ceea73d27597364c9af683';

function workflow(steps: string, top = 'permissions:\n  contents: read\n'): string {
  return `name: t\non: push\n${top}jobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;
}

const workflowFiles = fs.readdirSync(workflowDir).filter((name) => /\.ya?ml$/.test(name));

describe('workflow lint', () => {
  it('finds the workflows to lint', () => {
    expect(workflowFiles, `no workflow files in ${workflowDir}`).toContain('deploy.yml');
  });

  it.each(workflowFiles)('%s passes', (name) => {
    expect(workflowProblems(fs.readFileSync(path.join(workflowDir, name), 'utf8'))).toEqual([]);
  });

  it('accepts a pinned action with its release', () => {
    expect(workflowProblems(workflow(`      - uses: actions/checkout@${sha} # v4.2.2\n`))).toEqual([]);
  });

  it('finds keys the workflow schema does not know', () => {
    const problems = workflowProblems(workflow(`      - uses: actions/checkout@${sha} # v4.2.2\n        wiht: {}\n`));
    expect(problems.join('\n')).toContain("Additional property 'wiht' is not allowed");
  });

  it('requires a full commit SHA and the release comment', () => {
    expect(workflowProblems(workflow('      - uses: actions/checkout@v4\n'))).toEqual([
      'line 9: actions/checkout@v4 is not pinned to a full commit SHA',
    ]);
    expect(workflowProblems(workflow(`      - uses: actions/checkout@${sha}\n`))[0]).toMatch(/needs the release/);
  });

  it('requires top-level permissions, and not write-all', () => {
    const step = `      - uses: actions/checkout@${sha} # v4.2.2\n`;
    expect(workflowProblems(workflow(step, ''))).toEqual(['no top-level permissions: set the least the jobs need']);
    expect(workflowProblems(workflow(step, 'permissions: write-all\n'))).toContain(
      'permissions: write-all gives every job every right',
    );
  });
});
