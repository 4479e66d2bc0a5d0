// npm test's table of processor time per step counts every process a step starts, through a
// control group, where the machine lets the run make one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCpuGroup, timesChildSeconds } from '../../scripts/lib/cpuGroup.mjs';

const group = createCpuGroup(`unit-probe-${Date.now()}`);
group?.remove();

describe('createCpuGroup', () => {
  it.skipIf(group === null)(
    'counts a grandchild that detached from its parent, as pg_ctl leaves the server',
    async () => {
      const cpu = createCpuGroup(`unit-${Date.now()}`);
      expect(cpu, 'a group could be made a moment ago').not.toBeNull();
      try {
        // The grandchild uses 0.5 s of processor time in its own session; its parent exits at
        // once, without waiting, so `times` in the shell never sees the grandchild.
        const busy = 'const start = process.cpuUsage(); while (process.cpuUsage(start).user < 500000);';
        const detach = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(busy)}], { detached: true, stdio: 'ignore' }).unref();`;
        const shell = spawnSync(
          'sh',
          ['-c', `echo $$ > '${cpu!.procs}' && ${JSON.stringify(process.execPath)} -e "$0"; times`, detach],
          { encoding: 'utf8' },
        );
        expect(shell.status, shell.stderr).toBe(0);
        // Wait for the grandchild to end: the group empties.
        await expect.poll(() => fs.readFileSync(cpu!.procs, 'utf8').trim(), { timeout: 30_000 }).toBe('');
        expect(cpu!.seconds(), "the detached grandchild's 0.5 s should be counted").toBeGreaterThanOrEqual(0.5);
        // What `times` printed for the shell's children leaves it out: the group is what the table needs.
        expect(timesChildSeconds(shell.stdout)).toBeLessThan(0.5);
      } finally {
        cpu?.remove();
      }
    },
  );

  it.skipIf(group === null)('is removed once empty', () => {
    const cpu = createCpuGroup(`unit-empty-${Date.now()}`);
    expect(cpu).not.toBeNull();
    cpu!.remove();
    expect(fs.existsSync(cpu!.dir)).toBe(false);
  });

  it("reads the children's user and system time from the last line of `times`", () => {
    expect(timesChildSeconds('0m0.010s 0m0.002s\n1m2.5s 0m3.1s\n')).toBeCloseTo(65.6);
    expect(timesChildSeconds('joined\n0m0.01s 0m0s\n0m0.250s 0m0.050s')).toBeCloseTo(0.3);
    expect(timesChildSeconds('')).toBe(0);
  });
});
