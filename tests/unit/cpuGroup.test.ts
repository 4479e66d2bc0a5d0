// npm test's table of processor time per step counts every process a step starts, through a
// control group, where the machine lets the run make one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCpuGroup } from '../../scripts/lib/cpuGroup.mjs';

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
        const [, children = ''] = shell.stdout.trim().split('\n');
        const [user = '0m0s'] = children.split(/\s+/);
        const timesSeconds = Number(/m([\d.]+)s/.exec(user)?.[1] ?? 0);
        expect(timesSeconds).toBeLessThan(0.5);
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
});
