// npm run bench:cpu counts the processor time of a command's whole process tree, including
// grandchildren that the command's own parent never waits for (as Chromium's renderers).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(__dirname, '../../scripts/bench-cpu.mjs');

describe('bench:cpu', () => {
  it("counts a grandchild's processor time and names its program", () => {
    // A child starts a grandchild that uses 0.6 s of processor time, however busy the machine is,
    // then idles a second before it ends, so that a sample sees all of it.
    const busy = 'while (process.cpuUsage().user < 600000); setTimeout(() => {}, 1000);';
    const child = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(busy)}]);`;
    const result = spawnSync(process.execPath, [script, process.execPath, '-e', child], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const total = /bench:cpu: ([\d.]+) s of processor time/.exec(result.stdout);
    expect(total, `no total in:\n${result.stdout}`).not.toBeNull();
    expect(Number(total![1]), "the grandchild's 0.6 s should be counted").toBeGreaterThanOrEqual(0.6);
    expect(result.stdout).toMatch(/^\s+node\s+[\d.]+ s$/m);
  });

  it('says how to use it when no command is given', () => {
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('npm run bench:cpu -- <command>');
  });
});
