/**
 * A throwaway PostgreSQL server for the SQL examples: Debian's server
 * binaries (installed with apt-get when missing and we are root), a new data
 * directory in a temporary folder, listening only on 127.0.0.1 and a Unix
 * socket in that folder, stopped by its pid afterwards.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type PostgresServer = { port: number; binDir: string; dataDir: string; pid: number; stop: () => void };

function findBinDir(): string | null {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const majors = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export function ensurePostgresInstalled(): string {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot() || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'The SQL examples need a PostgreSQL server and none was found in /usr/lib/postgresql.\n' +
        'Install one (Debian/Ubuntu: sudo apt-get install -y postgresql) or set PG_BIN_DIR to a folder with initdb, pg_ctl and psql.',
    );
  }
  console.log('PostgreSQL is missing: installing Debian\'s "postgresql" package with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get finished but no PostgreSQL server binaries were found.');
  return installed;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Runs a server binary; as root, as the `postgres` user (initdb refuses root). */
function runAsServerUser(command: string, args: string[]): void {
  const [file, fileArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, fileArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  const binDir = ensurePostgresInstalled();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-sql-examples-'));
  const dataDir = path.join(workDir, 'data');
  if (isRoot()) execFileSync('chown', ['postgres:postgres', workDir]);
  const port = await freePort();
  runAsServerUser(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-instructions',
  ]);
  runAsServerUser(path.join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(workDir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${workDir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=64MB`,
    'start',
  ]);
  const pidLine = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '';
  const pid = Number(pidLine);
  const stop = () => {
    try {
      process.kill(pid, 'SIGINT'); // fast shutdown
    } catch {
      return;
    }
    for (let i = 0; i < 100 && fs.existsSync(path.join(dataDir, 'postmaster.pid')); i += 1) {
      spawnSync('sleep', ['0.1']);
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  return { port, binDir, dataDir, pid, stop };
}
