// `npm start`: checks that the dev server's port is free before starting
// Docusaurus, and when it is not, says what holds it and how to pick another.
// Arguments pass through: npm start -- --port 3001 --locale ru
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

/** Value of --name value, --name=value or -n value. */
function option(long, short) {
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === long || arg === short) return args[index + 1];
    if (arg.startsWith(`${long}=`)) return arg.slice(long.length + 1);
  }
  return undefined;
}

const port = Number(option('--port', '-p') ?? process.env.PORT ?? 3000);
const host = option('--host', '-h') ?? 'localhost';

function isFree(candidate) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(candidate, host);
  });
}

/** "node, pid 1234" when `ss` can tell, else null. */
function holderOf(candidate) {
  const result = spawnSync('ss', ['-ltnpH', `sport = :${candidate}`], { encoding: 'utf8' });
  const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(result.stdout ?? '');
  return match ? `${match[1]}, pid ${match[2]}` : null;
}

if (!(await isFree(port))) {
  let suggestion = port + 1;
  while (suggestion < port + 20 && !(await isFree(suggestion))) suggestion += 1;
  const holder = holderOf(port);
  console.error(
    [
      `Port ${port} on ${host} is already in use${holder ? ` (by ${holder})` : ''}.`,
      'Another `npm start` or `npm run serve` may still be running: stop it with Ctrl+C in its terminal' +
        (holder ? ` or with kill ${holder.split('pid ')[1]}` : '') +
        '.',
      `Or start on another port: npm start -- --port ${suggestion}`,
    ].join('\n'),
  );
  process.exit(1);
}

// Docusaurus runs in a process group of its own, so stopping `npm start` stops
// all of it: Ctrl+C, a signal to this script, or a signal to npm (which ends
// the shell between npm and this script without passing the signal on).
const child = spawn(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['start', ...args], {
  cwd: siteDir,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
  // A dev server that ignores the polite signal is ended after a grace period.
  setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone.
    }
  }, 5000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// When npm is stopped, its shell dies and this script is handed to another parent.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();
child.on('exit', (code, signal) => {
  // Leave nothing of the group behind, whatever ended the server.
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Gone.
  }
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
