/**
 * The container image's serving stage, run without a container engine.
 *
 * The Dockerfile's last stage installs Debian 12's nginx, copies the build and
 * `deploy/nginx/` to fixed paths, drops to an unprivileged user, checks the
 * configuration and starts nginx, with a health check. This module reads those
 * steps from the Dockerfile and replays them on a Debian host with the same
 * nginx: in a private mount and network namespace (`unshare`), the build and
 * the configuration are mounted where the image has them, and nginx runs as
 * the image's user id on the image's port, so the committed configuration is
 * run as the image runs it, absolute paths included. What it cannot check is
 * the image assembly itself (`docker build`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the Dockerfile's serving stage does, as the replay needs it. */
export type RuntimeStage = {
  /** `COPY --from=build` sources (relative to the build stage's work dir) and their destinations. */
  copies: Array<{ from: string; to: string }>;
  /** The numeric user id the stage runs as. */
  uid: number;
  /** Folders the stage creates and gives to that user. */
  ownedFolders: string[];
  /** The configuration check the stage runs at build time, as arguments. */
  configCheck: string[];
  /** The command the container starts, as arguments. */
  command: string[];
  /** The health check's command, as one shell line. */
  healthCheck: string;
  /** The port the stage exposes. */
  port: number;
};

/** The instructions of the Dockerfile's last stage, with continuation lines joined. */
function lastStage(dockerfile: string): string[] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const start = lines.map((line) => /^FROM\s/i.test(line)).lastIndexOf(true);
  if (start === -1) throw new Error('The Dockerfile has no FROM instruction.');
  return lines.slice(start);
}

function one(stage: string[], pattern: RegExp, what: string): RegExpExecArray {
  const matches = stage.map((line) => pattern.exec(line)).filter((match) => match !== null);
  if (matches.length !== 1)
    throw new Error(`The Dockerfile's serving stage should have one ${what}; found ${matches.length}.`);
  return matches[0]!;
}

/** Reads the serving stage of `dockerfile`; throws a plain message when a step is missing. */
export function parseRuntimeStage(dockerfile: string): RuntimeStage {
  const stage = lastStage(dockerfile);
  const args = new Map<string, string>();
  for (const line of stage) {
    const arg = /^ARG\s+(\w+)=(\S*)$/.exec(line);
    if (arg) args.set(arg[1]!, arg[2]!);
  }
  const expand = (text: string) => text.replace(/\$\{(\w+)\}/g, (_, name: string) => args.get(name) ?? '');
  const copies = stage.flatMap((line) => {
    const copy = /^COPY\s+--from=build\s+(\S+)\s+(\S+)$/.exec(line);
    return copy ? [{ from: copy[1]!, to: expand(copy[2]!) }] : [];
  });
  if (copies.length === 0) throw new Error("The Dockerfile's serving stage copies nothing from the build stage.");

  const user = one(stage, /^USER\s+(\S+)$/, 'USER instruction')[1]!;
  const uid = /^\d+$/.test(user)
    ? Number(user)
    : Number(one(stage, new RegExp(`useradd\\b[^&]*--uid\\s+(\\d+)[^&]*\\s${user}\\b`), `useradd of ${user}`)[1]);
  const ownedFolders = stage.flatMap((line) =>
    [...line.matchAll(new RegExp(`chown\\s+${user}\\s+(\\S+)`, 'g'))].map((match) => match[1]!),
  );
  const configCheck = one(stage, /^RUN\s+(nginx\s+-t\b.*)$/, 'RUN nginx -t')[1]!.split(/\s+/);
  const command = JSON.parse(one(stage, /^CMD\s+(\[.*\])$/, 'CMD in JSON form')[1]!) as string[];
  const healthCheck = one(stage, /^HEALTHCHECK\b.*?\sCMD\s+(.+)$/, 'HEALTHCHECK')[1]!;
  const port = Number(one(stage, /^EXPOSE\s+(\d+)$/, 'EXPOSE')[1]);
  return { copies, uid, ownedFolders, configCheck, command, healthCheck, port };
}

/** Why the replay cannot run on this machine, or null when it can. */
export function replayUnavailable(): string | null {
  if (process.platform !== 'linux') return 'it needs Linux namespaces';
  if (process.getuid?.() !== 0) return 'mounting in a private namespace needs root';
  for (const tool of ['unshare', 'setpriv', 'ip', 'curl']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) return `${tool} is not installed`;
  }
  return null;
}

export type ReplayResult = { status: number | null; output: string };

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * Replays the serving stage over `siteRoot` (the folder holding `build/` and
 * `deploy/nginx/`), then runs the health check and `requests` (curl argument
 * strings, each printing what the caller wants to check) against it. Mount
 * points that the host lacks are created for the run and removed afterwards.
 */
export function replayRuntimeStage(stage: RuntimeStage, siteRoot: string, requests: string[]): ReplayResult {
  const mountPoints = [...stage.copies.map((copy) => copy.to.replace(/\/$/, '')), ...stage.ownedFolders];
  const created = mountPoints.filter((folder) => !fs.existsSync(folder));
  const runAsUser = `setpriv --reuid=${stage.uid} --regid=${stage.uid} --clear-groups --`;
  const script = [
    'set -eu',
    'ip link set lo up',
    ...stage.copies.map(
      (copy) => `mount --bind ${quote(path.join(siteRoot, copy.from))} ${quote(copy.to.replace(/\/$/, ''))}`,
    ),
    ...stage.ownedFolders.map((folder) => `mount -t tmpfs -o uid=${stage.uid},mode=0755 tmpfs ${quote(folder)}`),
    `${runAsUser} ${stage.configCheck.map(quote).join(' ')}`,
    `${runAsUser} ${stage.command.map(quote).join(' ')} & server=$!`,
    // However the script ends, nginx stops with it.
    "trap 'kill -QUIT $server 2>/dev/null; wait $server 2>/dev/null' EXIT",
    // Wait for the port: the health check has a start period too.
    `for i in $(seq 1 100); do curl -s -o /dev/null http://127.0.0.1:${stage.port}/ && break; sleep 0.1; done`,
    // In a subshell: the image's check ends with `|| exit 1`.
    `if (${stage.healthCheck}); then echo "health check: passed"; else echo "health check: failed"; fi`,
    ...requests.map((request) => `curl -s ${request}`),
    // The master process's real user id, from the pid file the configuration names.
    `echo "runs as: $(awk '/^Uid:/ { print $2 }' /proc/$(cat ${quote(path.join(stage.ownedFolders[0] ?? '/tmp', 'nginx.pid'))})/status)"`,
  ].join('\n');
  // nginx reopens /dev/stdout for its access log. That fails on a socket (what
  // Node's pipes are) and on an output the user may not write; a container
  // engine hands the container's user a pipe it owns. Here: a file it owns.
  const logFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-container-'));
  const logFile = path.join(logFolder, 'output.log');
  const log = fs.openSync(logFile, 'w');
  fs.fchownSync(log, stage.uid, stage.uid);
  for (const folder of created) fs.mkdirSync(folder, { recursive: true });
  try {
    const result = spawnSync('unshare', ['--mount', '--net', '--propagation', 'private', 'sh', '-c', script], {
      stdio: ['ignore', log, log],
      timeout: 60_000,
    });
    return { status: result.status, output: fs.readFileSync(logFile, 'utf8') };
  } finally {
    fs.closeSync(log);
    fs.rmSync(logFolder, { recursive: true, force: true });
    // Only the empty mount points made for the run; a folder with content stays.
    for (const folder of created.reverse()) fs.rmdirSync(folder);
  }
}
