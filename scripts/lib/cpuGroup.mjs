/**
 * A Linux control group that counts the processor time of everything a
 * command starts. The shell's `times`, which `npm test` used alone before,
 * counts only the processes their parents wait for: a PostgreSQL server that
 * pg_ctl detaches, or the renderers of a Chromium that is killed at the end,
 * are left out, and the end-to-end step showed a third of its real time.
 *
 * A group can be made where the run may write to the cgroup file system (as
 * root in a container, as CI runs): cgroup v1's cpuacct hierarchy, or cgroup
 * v2. Elsewhere `createCpuGroup` returns null and callers fall back to `times`.
 */
import fs from 'node:fs';
import path from 'node:path';

const v1Root = '/sys/fs/cgroup/cpuacct';
const v2Root = '/sys/fs/cgroup';

/** @returns {{ root: string, usageSeconds: (dir: string) => number } | null} */
function hierarchy() {
  if (fs.existsSync(path.join(v1Root, 'cpuacct.usage'))) {
    return {
      root: v1Root,
      usageSeconds: (dir) => Number(fs.readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
    };
  }
  if (fs.existsSync(path.join(v2Root, 'cgroup.controllers'))) {
    return {
      root: v2Root,
      usageSeconds: (dir) => {
        const line = /^usage_usec (\d+)$/m.exec(fs.readFileSync(path.join(dir, 'cpu.stat'), 'utf8'));
        return line ? Number(line[1]) / 1e6 : Number.NaN;
      },
    };
  }
  return null;
}

/**
 * A new, empty group named after `name`, or null where none can be made. A process joins it by
 * writing its pid to `procs`; its children and their children belong to it from then on, wherever
 * they are reparented. `seconds()` is the processor time of every process that was ever in it.
 *
 * @param {string} name
 * @returns {{ dir: string, procs: string, seconds: () => number, remove: () => void } | null}
 */
export function createCpuGroup(name) {
  const kind = hierarchy();
  if (!kind) return null;
  const dir = path.join(kind.root, `npm-test-${process.pid}-${name.replace(/[^\w-]/g, '_')}`);
  try {
    fs.mkdirSync(dir);
  } catch {
    return null;
  }
  return {
    dir,
    procs: path.join(dir, 'cgroup.procs'),
    seconds: () => {
      try {
        return kind.usageSeconds(dir);
      } catch {
        return Number.NaN;
      }
    },
    // A group with processes left in it (a server that outlived its step) cannot be removed; the
    // system removes nothing either, so an empty directory may stay until the next reboot.
    remove: () => {
      try {
        fs.rmdirSync(dir);
      } catch {
        // Still in use, or already gone.
      }
    },
  };
}

/**
 * Processor seconds of the children, from what the shell's `times` printed: its last line holds
 * their user and system time, e.g. "1m2.5s 0m3.1s". What `npm test` falls back to without a group.
 *
 * @param {string} text
 * @returns {number}
 */
export function timesChildSeconds(text) {
  const last = text.trim().split('\n').at(-1) ?? '';
  return last
    .split(/\s+/)
    .map((field) => /^(\d+)m([\d.]+)s$/.exec(field))
    .reduce((sum, match) => sum + (match ? Number(match[1]) * 60 + Number(match[2]) : 0), 0);
}
