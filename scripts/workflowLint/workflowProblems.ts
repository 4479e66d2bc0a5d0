/** The checks of `npm run lint:workflows` for one workflow file. */
import { validateWorkflow, type ValidationError } from '@action-validator/core';
import { parse } from 'yaml';

function describe(error: ValidationError): string[] {
  const where = 'path' in error ? error.path : error.location ? `line ${error.location.line}` : '';
  const own = `${where}: ${error.title}${error.detail ? ` (${error.detail})` : ''}`;
  const nested = 'states' in error ? (error.states ?? []).flatMap((state) => state.errors.flatMap(describe)) : [];
  return [own, ...nested.map((line) => `  ${line}`)];
}

/** Problems of one workflow file's text; empty when it passes. */
export function workflowProblems(source: string): string[] {
  const problems = validateWorkflow(source).errors.flatMap(describe);
  source.split('\n').forEach((line, index) => {
    const uses = /^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/.exec(line);
    if (!uses) return;
    const [, target = '', rest = ''] = uses;
    if (target.startsWith('./') || target.startsWith('docker://')) return;
    if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(target)) {
      problems.push(`line ${index + 1}: ${target} is not pinned to a full commit SHA`);
    } else if (!/^\s+# v\d+\.\d+\.\d+$/.test(rest)) {
      problems.push(`line ${index + 1}: ${target} needs the release it is in as a "# vX.Y.Z" comment`);
    }
  });
  const workflow = parse(source) as { permissions?: unknown } | null;
  if (workflow?.permissions === undefined) problems.push('no top-level permissions: set the least the jobs need');
  if (workflow?.permissions === 'write-all') problems.push('permissions: write-all gives every job every right');
  return problems;
}
