#!/usr/bin/env node
/**
 * npm run bench:cpu -- <command> [args...]
 *
 * Runs a command and prints the processor time of its whole process tree,
 * by program (Chromium, node, postgres...). The shell's `time` and the table
 * of `npm test` count only the processes their parent waits for, which
 * leaves out most of Chromium (its renderers belong to its own helper
 * processes); this reads /proc every 200 ms and keeps each process's last
 * figure, so a process that lives less than that is missed. Linux only.
 *
 *   npm run bench:cpu -- npx playwright test --project=crawl --workers=2
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Name the command to measure: npm run bench:cpu -- <command> [args...]');
  process.exit(2);
}
if (!fs.existsSync('/proc/self/stat')) {
  console.error('bench:cpu reads /proc: it runs on Linux only.');
  process.exit(2);
}

/** Clock ticks a second of /proc/<pid>/stat's times: 100 on every Linux we run on. */
const ticksPerSecond = 100;

/** pid → {ppid, cpu ticks, start, program} for every process now running. */
function processes() {
  const table = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const program = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(name), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        start: fields[19],
        program,
      });
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** Last figure of each process of the tree, by pid and start time (pids are reused). */
const seen = new Map();
function sample(root) {
  const table = processes();
  const children = new Map();
  for (const [pid, entry] of table) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), pid]);
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop();
    const entry = table.get(pid);
    if (entry) seen.set(`${pid}:${entry.start}`, entry);
    stack.push(...(children.get(pid) ?? []));
  }
}

const started = Date.now();
const child = spawn(command, args, { stdio: 'inherit' });
const timer = setInterval(() => sample(child.pid), 200);
child.on('close', (code) => {
  clearInterval(timer);
  const byProgram = new Map();
  for (const { program, ticks } of seen.values()) byProgram.set(program, (byProgram.get(program) ?? 0) + ticks);
  const total = [...byProgram.values()].reduce((sum, ticks) => sum + ticks, 0);
  const wall = (Date.now() - started) / 1000;
  console.log(`\nbench:cpu: ${(total / ticksPerSecond).toFixed(1)} s of processor time in ${wall.toFixed(0)} s`);
  for (const [program, ticks] of [...byProgram].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    console.log(`  ${program.padEnd(16)} ${(ticks / ticksPerSecond).toFixed(1).padStart(8)} s`);
  }
  process.exit(code ?? 1);
});
