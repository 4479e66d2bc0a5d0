/**
 * The upgrade rehearsal's Markdown report and its verdict.
 */
import type { ReplacementResult } from './docsearch';
import type { VersionChange } from './packageJson';
import type { PatchResult } from './patchStatus';

export type PhaseResult = {
  name: string;
  command: string;
  status: 'passed' | 'failed' | 'not run';
  durationMs: number;
  /** The first lines of the error, for a failed phase; why it did not run, for one not run. */
  detail?: string;
};

export type RehearsalReport = {
  version: string;
  nodeVersion: string;
  npmVersion: string;
  date: string;
  /** `@docusaurus/core` as installed in the copy, and the Node range its `engines` asks for. */
  installedCore: { version: string; nodeEngine: string | null } | null;
  changes: VersionChange[];
  patches: PatchResult[];
  docsearch: ReplacementResult[];
  phases: PhaseResult[];
  notes: string[];
};

/** Whether the rehearsal failed: a patch or replacement that no longer fits, or a failed phase. */
export function rehearsalFailed(report: RehearsalReport): boolean {
  return (
    report.patches.some((patch) => patch.status === 'fails') ||
    report.docsearch.some((replacement) => replacement.status === 'fails') ||
    report.phases.some((phase) => phase.status === 'failed')
  );
}

/**
 * What marks the start of a failure, strongest first: a test runner's failed test or file, then
 * npm's and the bundler's error lines, then any line that mentions an error. A passing test may log
 * an error on purpose (a stand-in server answering 503), so a weaker mark is used only when no
 * stronger one is in the output.
 */
const failureMarks = [/^\s*(FAIL\b|×|✘)/, /\bERR!|^\s*\[?ERROR\]?\b|\bE[A-Z]{4,}\b/, /\berror\b|\bfailed\b/i];

/**
 * The first lines of a failure from a command's output: from the first line with the strongest
 * failure mark found (skipping warnings), or else the last lines. Escape codes are removed.
 */
export function errorExcerpt(output: string, lines = 12): string {
  // eslint-disable-next-line no-control-regex
  const all = output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').split(/\r?\n/);
  const isWarning = (line: string) => /^\s*(npm )?warn/i.test(line);
  const start =
    failureMarks
      .map((mark) => all.findIndex((line) => mark.test(line) && !isWarning(line)))
      .find((index) => index >= 0) ?? -1;
  const chosen = start >= 0 ? all.slice(start, start + lines) : all.filter((line) => line.trim()).slice(-lines);
  return chosen
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
    .join('\n')
    .trim();
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  return seconds < 120 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

function versionCell(patch: PatchResult): string {
  if (patch.versionStatus === 'not installed') return `not installed (patch made for ${patch.madeFor})`;
  if (patch.versionStatus === 'same version') return `unchanged, ${patch.installed ?? ''}`;
  return `changed version: made for ${patch.madeFor}, installed ${patch.installed ?? ''}`;
}

function hunkCounts(patch: PatchResult): string {
  const count = (status: string) => patch.hunks.filter((hunk) => hunk.status === status).length;
  return `${count('applies')} apply, ${count('already applied')} already upstream, ${count('fails')} fail`;
}

/** The report as Markdown. */
export function renderReport(report: RehearsalReport): string {
  const failed = rehearsalFailed(report);
  const out: string[] = [
    `# Upgrade rehearsal: Docusaurus ${report.version}`,
    '',
    `- Docusaurus: ${report.version}`,
    `- Installed \`@docusaurus/core\`: ${
      report.installedCore
        ? `${report.installedCore.version} (engines: node ${report.installedCore.nodeEngine ?? 'not stated'})`
        : 'none (the install failed)'
    }`,
    `- Node: ${report.nodeVersion}, npm ${report.npmVersion}`,
    `- Date: ${report.date}`,
    `- Result: ${failed ? '**failed**' : 'passed'}, ${duration(report.phases.reduce((sum, p) => sum + p.durationMs, 0))} in all`,
  ];
  for (const note of report.notes) out.push(`- ${note}`);
  out.push('', '## package.json', '');
  if (report.changes.length === 0) out.push('No `@docusaurus/*` entry changed (already at this version).');
  for (const change of report.changes) {
    out.push(`- \`${change.field}\`: \`${change.name}\` ${change.from} → ${change.to}`);
  }

  out.push('', '## Patches (`patches/`)', '');
  const patchPhase = report.phases.find((phase) => phase.name === 'patches');
  if (patchPhase?.status === 'not run') out.push(`Not checked: ${patchPhase.detail ?? 'the phase did not run'}.`);
  else if (report.patches.length === 0) out.push('No patch in `patches/`.');
  else {
    out.push('| patch | result | hunks | package |', '| --- | --- | --- | --- |');
    for (const patch of report.patches) {
      const name = patch.patch.replace(/^patches\//, '');
      const counts = patch.error ? cell(patch.error) : hunkCounts(patch);
      out.push(`| \`${name}\` | ${patch.status} | ${counts} | ${cell(versionCell(patch))} |`);
    }
    const problems = report.patches.filter((patch) => patch.hunks.some((hunk) => hunk.status !== 'applies'));
    if (problems.length > 0) out.push('', 'Hunks that do not simply apply:', '');
    for (const patch of problems) {
      out.push(`- \`${patch.patch.replace(/^patches\//, '')}\``);
      for (const hunk of patch.hunks.filter((h) => h.status !== 'applies')) {
        const status = hunk.status === 'already applied' ? 'already upstream' : 'fails';
        out.push(`  - ${status}: \`${hunk.file}\` ${hunk.hunk}${hunk.detail ? ` (${hunk.detail})` : ''}`);
      }
    }
  }

  out.push('', '## DocSearch replacements (`scripts/patch-docsearch.mjs`)', '');
  if (report.docsearch.length === 0) out.push('Not checked.');
  else {
    out.push('| module | replacement | result |', '| --- | --- | --- |');
    for (const r of report.docsearch) {
      const module = `\`${r.module}\`${r.version ? ` ${r.version}` : ''}`;
      out.push(`| ${module} | ${cell(r.defect)} | ${r.status}${r.detail ? `: ${cell(r.detail)}` : ''} |`);
    }
  }

  out.push(
    '',
    'The build-time loaders of `src/plugins/lean-client-bundle` are checked by the build below: each throws',
    'when a file it rewrites has changed shape.',
  );

  out.push('', '## Phases', '', '| phase | command | result | time |', '| --- | --- | --- | --- |');
  for (const phase of report.phases) {
    out.push(`| ${phase.name} | \`${phase.command}\` | ${phase.status} | ${duration(phase.durationMs)} |`);
  }
  for (const phase of report.phases.filter((p) => p.detail)) {
    out.push('', `### ${phase.name}: ${phase.status}`, '', '```text', phase.detail ?? '', '```');
  }
  return `${out.join('\n')}\n`;
}
