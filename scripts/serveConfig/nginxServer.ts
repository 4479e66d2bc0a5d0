/**
 * Runs nginx with the production configuration over a build, in the
 * foreground, on 127.0.0.1, with everything it writes (pid, logs, temporary
 * files, the configuration itself) in a temporary prefix folder.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SiteEnv } from '../../src/config/siteEnv';
import { ensureNginx } from './ensureNginx';
import { nginxFiles, renderNginxConfig, type NginxRuntime } from './nginxConfig';
import { serveSettings, type ServeSettings } from './serveSettings';

export type RunningNginx = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  pid: number;
  prefix: string;
  settings: ServeSettings;
  /** The error log so far. */
  errorLog: () => Promise<string>;
  /** Stops nginx by its pid and removes the prefix folder. */
  stop: () => Promise<void>;
  /** Settles when nginx exits. */
  exited: Promise<number | null>;
};

export type StartOptions = {
  buildDir: string;
  env: SiteEnv;
  /** 0 or absent: a free port. */
  port?: number;
  host?: string;
  accessLog?: boolean;
  /** Print nginx's own output (serve:nginx) instead of only keeping it in the log file. */
  inheritOutput?: boolean;
};

/** A port that was free a moment ago. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function answers(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}/`, { timeout: 1000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.once('error', () => resolve(false));
    request.once('timeout', () => request.destroy());
  });
}

async function waitUntilAnswering(origin: string, exited: Promise<number | null>, timeoutMs: number): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(origin))) {
    if (gone) throw new Error('nginx exited before it answered');
    if (Date.now() > deadline) throw new Error(`nginx did not answer at ${origin} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startNginx(options: StartOptions): Promise<RunningNginx> {
  const install = ensureNginx();
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort(host));
  const buildDir = path.resolve(options.buildDir);
  const settings = await serveSettings(options.env, buildDir);
  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'site-nginx-'));
  const confDir = path.join(prefix, 'conf');
  const logDir = path.join(prefix, 'logs');
  const tempDir = path.join(prefix, 'temp');
  await Promise.all([confDir, logDir, tempDir].map((dir) => fs.mkdir(dir, { recursive: true })));
  // nginx's root is the folder whose <base URL> path is the build.
  let root = buildDir;
  if (settings.baseUrl !== '/') {
    root = path.join(prefix, 'www');
    const mounted = path.join(root, settings.baseUrl);
    await fs.mkdir(path.dirname(mounted.replace(/\/$/, '')), { recursive: true });
    await fs.symlink(buildDir, mounted.replace(/\/$/, ''));
  }
  const runtime: NginxRuntime = {
    listen: `${host}:${port}`,
    root,
    pidFile: path.join(prefix, 'nginx.pid'),
    errorLog: path.join(logDir, 'error.log'),
    accessLog: options.accessLog === false ? 'off' : path.join(logDir, 'access.log'),
    tempDir,
    brotliModule: install.brotliModule,
    workerProcesses: 1,
  };
  for (const [name, content] of Object.entries(renderNginxConfig(settings, runtime))) {
    await fs.writeFile(path.join(confDir, name), content);
  }
  const args = ['-p', `${prefix}/`, '-c', path.join(confDir, nginxFiles.main), '-e', runtime.errorLog];
  try {
    await promisify(execFile)(install.binary, [...args, '-t', '-q']);
  } catch (error) {
    const output = (error as { stderr?: string }).stderr ?? String(error);
    await fs.rm(prefix, { recursive: true, force: true });
    throw new Error(`nginx rejected the configuration:\n${output}`);
  }
  const child = spawn(install.binary, args, { stdio: options.inheritOutput ? 'inherit' : 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${install.binary}`);
  const origin = `http://${host}:${port}`;
  const errorLog = () => fs.readFile(runtime.errorLog, 'utf8').catch(() => '');
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(pid, 'SIGTERM');
        await exited;
      }
      await fs.rm(prefix, { recursive: true, force: true });
    })();
    return stopping;
  };
  try {
    await waitUntilAnswering(origin, exited, 10_000);
  } catch (error) {
    const log = await errorLog();
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { origin, port, pid, prefix, settings, errorLog, stop, exited };
}
