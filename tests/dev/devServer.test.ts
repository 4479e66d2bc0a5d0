/**
 * `npm start` as README and CONTRIBUTING describe it: with no flags, with
 * `--locale ru` and with `--port`. Each page is opened in Chromium and must
 * show its own title once hydrated. Each server is then stopped the way a
 * writer stops it (Ctrl+C in the terminal, or a signal to the npm process),
 * and nothing of it may be left running or holding the port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from '@playwright/test';
import { parse } from 'yaml';
import { chromiumLaunchOptions } from '../support/chromiumLaunch';

const root = path.resolve(__dirname, '../..');

/** The `title` of a Markdown file's front matter. */
function frontMatterTitle(file: string): string {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const title = (parse(block) as { title?: string }).title;
  if (!title) throw new Error(`${file} has no title in its front matter; the dev-server test reads it from there.`);
  return title;
}

/** The English default of a translated message in a page's source. */
function sourceMessage(file: string, id: string): string {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const message = new RegExp(`id: '${id.replace(/\./g, '\\.')}',\\s*message: '([^']+)'`).exec(text)?.[1];
  if (!message)
    throw new Error(`${file} no longer has the message "${id}"; point the dev-server test at another page.`);
  return message;
}

function russianMessage(id: string): string {
  const messages = JSON.parse(fs.readFileSync(path.join(root, 'i18n/ru/code.json'), 'utf8')) as Record<
    string,
    { message: string }
  >;
  const message = messages[id]?.message;
  if (!message)
    throw new Error(`i18n/ru/code.json has no "${id}"; the dev-server test reads the Russian home title there.`);
  return message;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, 'localhost');
  });
}

/** Pids of processes whose command line names this port, i.e. what `npm start -- --port N` started. */
function processesOnPort(port: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      if (command.includes(`--port ${port}`) && !command.includes('vitest')) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

type DevServer = { npm: ChildProcess; origin: string; port: number; output: () => string };

/** A non-default locale is served under its own base URL, as in production. */
function localeBase(args: string[]): string {
  const locale = args[args.indexOf('--locale') + 1];
  return args.includes('--locale') && locale !== 'en' ? `/${locale}` : '';
}

/** The environment of a writer's terminal: none of the test runner's variables (NODE_ENV=test changes the build). */
function writerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BROWSER: 'none', FORCE_COLOR: '0' };
  for (const name of Object.keys(env)) {
    if (name === 'NODE_ENV' || name.startsWith('VITEST') || name === 'TEST') delete env[name];
  }
  return env;
}

/** `npm start -- <args> --port N`, in a process group of its own as a terminal would run it. */
function startDevServer(port: number, args: string[]): DevServer {
  let output = '';
  const npm = spawn('npm', ['start', '--', ...args, '--port', String(port)], {
    cwd: root,
    detached: true,
    env: writerEnv(),
  });
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { npm, origin: `http://localhost:${port}${localeBase(args)}`, port, output: () => output };
}

/** Waits for the first compile: the dev server holds requests until it is done. */
async function untilServing(server: DevServer): Promise<void> {
  for (;;) {
    if (server.npm.exitCode !== null) {
      throw new Error(`npm start exited with code ${server.npm.exitCode} before serving a page:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.origin}/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function untilStopped(server: DevServer): Promise<void> {
  if (server.npm.exitCode === null && server.npm.signalCode === null) {
    await new Promise((resolve) => server.npm.once('exit', resolve));
  }
  // The script ends the dev server's group and waits for it; allow the group a moment to go.
  for (let tries = 0; tries < 100 && processesOnPort(server.port).length > 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

async function expectTitle(origin: string, route: string, title: string, lang: string): Promise<void> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${origin}${route}`);
    await expect
      .poll(() => page.title(), {
        message: `${route} in the dev server should get the title "${title}"`,
        timeout: 60_000,
      })
      .toContain(title);
    expect(await page.getAttribute('html', 'lang'), `${route}: html lang`).toBe(lang);
    expect(errors, `${route} threw in the browser`).toEqual([]);
  } finally {
    await page.close();
  }
}

describe('npm start', () => {
  it('with no flags serves a doc, a post and a page, and stops with its npm process', async () => {
    const port = await freePort();
    const server = startDevServer(port, []);
    try {
      await untilServing(server);
      await expectTitle(
        server.origin,
        '/docs/questions-and-answers',
        frontMatterTitle('docs/questions-and-answers.mdx'),
        'en-US',
      );
      await expectTitle(
        server.origin,
        '/blog/20210728-code-and-data',
        frontMatterTitle('blog/2021-07-28-code-and-data/index.mdx'),
        'en-US',
      );
      await expectTitle(
        server.origin,
        '/pricing/',
        sourceMessage('src/pages/pricing/index.tsx', 'pricing.page.title'),
        'en-US',
      );
      expect(server.output(), 'the dev server reported an error').not.toMatch(/\[ERROR\]/);
    } finally {
      // A signal to npm alone, as a process manager or `kill <npm pid>` sends it.
      server.npm.kill('SIGTERM');
      await untilStopped(server);
    }
    expect(processesOnPort(port), 'stopping npm must stop scripts/start.mjs and docusaurus start too').toEqual([]);
    expect(await portIsFree(port), `port ${port} is still held after npm start was stopped`).toBe(true);
  });

  it('with --locale ru serves the Russian home, and stops on Ctrl+C', async () => {
    const port = await freePort();
    const server = startDevServer(port, ['--locale', 'ru']);
    try {
      await untilServing(server);
      await expectTitle(server.origin, '/', russianMessage('home.page.title'), 'ru');
    } finally {
      // Ctrl+C in a terminal signals the whole foreground process group.
      if (server.npm.pid && server.npm.exitCode === null) process.kill(-server.npm.pid, 'SIGINT');
      await untilStopped(server);
    }
    expect(processesOnPort(port), 'Ctrl+C must stop scripts/start.mjs and docusaurus start too').toEqual([]);
    expect(await portIsFree(port), `port ${port} is still held after Ctrl+C`).toBe(true);
  });
});
