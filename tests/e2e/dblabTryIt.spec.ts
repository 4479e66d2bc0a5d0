import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { axeSource, axeViolations } from './axe';
import { operations } from '../../src/data/dblabApi/operations';
import { operationRoute } from '../../src/data/dblabApi/pages';

// The "Try it" panel of the DBLab API reference against a mock engine: Prism serves
// openapi/dblab.yaml on 127.0.0.1, so the panel's requests and the answers it shows follow
// the contract the pages document.
//
// Prism checks that the Verification-Token header is present (a request without it gets the
// contract's 401) but cannot check its value: an apiKey scheme has no value in the document.
// A small front in this spec stands before Prism and answers a request whose token is not
// the test token with the contract's 401 (the Error example of the operations); every other
// request, preflights included, goes to Prism unchanged.

const token = 'e2e-verification-token-7f3a9c';
const wrongToken = 'not-the-engine-token';
const reference = '/docs/reference-guides/dblab-api';

let prism: ChildProcess | undefined;
let front: http.Server | undefined;
let noCors: http.Server | undefined;
let mockUrl = '';
let noCorsUrl = '';
let closedUrl = '';
/** Requests the front received: method, path and the token they carried. */
const received: Array<{ method: string; url: string; token: string | undefined }> = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts Prism and resolves once it says it listens; rejects if it exits first. */
function startPrism(port: number): Promise<ChildProcess> {
  const cli = require.resolve('@stoplight/prism-cli/dist/index.js');
  const spec = path.resolve('openapi/dblab.yaml');
  const child = spawn(process.execPath, [cli, 'mock', '--host', '127.0.0.1', '--port', String(port), spec], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Prism is listening on/.test(output)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Prism exited (${code}) before it listened:\n${output}`)));
  });
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

test.beforeAll(async () => {
  const prismPort = await freePort();
  prism = await startPrism(prismPort);
  front = http.createServer((req, res) => {
    const sent = req.headers['verification-token'];
    const value = Array.isArray(sent) ? sent[0] : sent;
    received.push({ method: req.method ?? '', url: req.url ?? '', token: value });
    if (value !== undefined && value !== token) {
      res.writeHead(401, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': '*',
      });
      res.end(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Check your verification token.' }));
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: prismPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const frontPort = await freePort();
  await listen(front, frontPort);
  mockUrl = `http://127.0.0.1:${frontPort}`;
  // A server that answers but allows no cross-origin reads: what an engine without CORS looks like.
  noCors = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
  const noCorsPort = await freePort();
  await listen(noCors, noCorsPort);
  noCorsUrl = `http://127.0.0.1:${noCorsPort}`;
  closedUrl = `http://127.0.0.1:${await freePort()}`;
});

test.afterAll(async () => {
  if (prism?.pid !== undefined && prism.exitCode === null) process.kill(prism.pid, 'SIGTERM');
  await Promise.all(
    [front, noCors].map(
      (server) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    ),
  );
});

test.beforeEach(() => {
  received.length = 0;
});

/** Opens the panel of an operation and returns it; the button's name is "Try it: METHOD /path". */
async function openPanel(page: Page, method: string, apiPath: string): Promise<Locator> {
  await page.getByRole('button', { name: `Try it: ${method} ${apiPath}`, exact: true }).click();
  const panel = page.getByRole('region', { name: `Send ${method} ${apiPath} to your engine`, exact: true });
  await expect(panel, 'the panel opens below its button').toBeVisible();
  return panel;
}

async function fillTarget(panel: Locator, baseUrl: string, withToken: string | null = token): Promise<void> {
  await panel.getByLabel('Base URL').fill(baseUrl);
  if (withToken !== null) await panel.getByLabel('Verification-Token').fill(withToken);
}

/** The page of the operation with this method and path (one page per operation). */
function operationPage(method: string, apiPath: string): string {
  const op = operations.find((candidate) => candidate.method.toUpperCase() === method && candidate.path === apiPath);
  if (!op) throw new Error(`No operation ${method} ${apiPath} in src/data/dblabApi/operations.ts`);
  return operationRoute(op);
}

async function openPage(page: Page, route: string): Promise<void> {
  await page.goto(route);
  // Long pages of code blocks: wait as long as the test may run, not the short default.
  await waitForHydration(page, { timeout: 0 });
}

test('sends requests from three operation pages and shows status, headers and pretty JSON', async ({ page }) => {
  await openPage(page, operationPage('GET', '/status'));
  let panel = await openPanel(page, 'GET', '/status');
  await expect(panel.getByLabel('Base URL'), 'the default is the engine’s own port').toHaveValue(
    'http://localhost:2345',
  );
  await fillTarget(panel, mockUrl);
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByTestId('try-it-status')).toHaveText('200 OK');
  await expect(panel.getByText('content-type', { exact: true })).toBeVisible();
  const body = panel.getByRole('region', { name: 'Response body' });
  await expect(body, 'the body is pretty-printed JSON of the contract’s example').toContainText(
    '"instanceID": "d0g7s4mjkq8c73b1h2ng"',
  );
  await expect(panel.getByRole('alert')).toHaveCount(0);

  await openPage(page, operationPage('GET', '/snapshots'));
  panel = await openPanel(page, 'GET', '/snapshots');
  await expect(panel.getByLabel('Base URL'), 'the base URL is kept for the tab').toHaveValue(mockUrl);
  await panel.getByLabel('branch (query parameter) (optional)').fill('main');
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByTestId('try-it-status')).toHaveText('200 OK');
  await expect(panel.getByRole('region', { name: 'Response body' })).toContainText('"numClones": 2');
  expect(received.map((r) => `${r.method} ${r.url}`)).toContain('GET /snapshots?branch=main');

  await openPage(page, operationPage('POST', '/clone'));
  panel = await openPanel(page, 'POST', '/clone');
  await expect(panel.getByLabel('Request body (JSON)'), 'the body editor starts with the example request').toHaveValue(
    /"id": "ci-run-4812"/,
  );
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByTestId('try-it-status')).toHaveText('201 Created');
  await expect(panel.getByRole('region', { name: 'Response body' })).toContainText('"code": "CREATING"');
});

test('a request that breaks the contract shows Prism’s 422 as an error', async ({ page }) => {
  await openPage(page, operationPage('PATCH', '/clone/{id}'));
  const panel = await openPanel(page, 'PATCH', '/clone/{id}');
  await fillTarget(panel, mockUrl);
  // The contract requires a body for PATCH /clone/{id}; an emptied editor sends none.
  await panel.getByLabel('Request body (JSON)').fill('');
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByTestId('try-it-status')).toHaveText('422 Unprocessable Entity');
  await expect(panel.getByRole('alert'), 'a 422 must read as a refused request, with what to check').toContainText(
    '422: the request was refused as invalid',
  );
  // A field of the wrong type breaks the contract too.
  await panel.getByLabel('Request body (JSON)').fill('{"protected": "yes"}');
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByRole('region', { name: 'Response body' })).toContainText('protected must be boolean');
  await expect(panel.getByRole('alert')).toContainText('422');
});

test('a wrong or missing token shows 401 with what to do', async ({ page }) => {
  await openPage(page, operationPage('GET', '/status'));
  const panel = await openPanel(page, 'GET', '/status');
  await fillTarget(panel, mockUrl, wrongToken);
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByTestId('try-it-status')).toHaveText('401 Unauthorized');
  await expect(panel.getByRole('alert')).toContainText('the engine refused the token');
  await expect(panel.getByRole('alert')).toContainText('Verification-Token field');
  // Without a token, Prism itself answers the contract's 401.
  await panel.getByLabel('Verification-Token').fill('');
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByRole('region', { name: 'Response body' })).toContainText('UNAUTHORIZED');
  await expect(panel.getByRole('alert')).toContainText('401');
  expect(received.filter((r) => r.method === 'GET').map((r) => r.token)).toEqual([wrongToken, undefined]);
});

test('errors before sending and network failures are explained, each with what to do', async ({ page }) => {
  await openPage(page, operationPage('POST', '/clone'));
  const panel = await openPanel(page, 'POST', '/clone');
  await fillTarget(panel, mockUrl);
  const editor = panel.getByLabel('Request body (JSON)');
  await editor.fill('{"id": "ci-run-4812",');
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByRole('alert')).toContainText('Nothing was sent: the request body is not valid JSON');
  await expect(editor, 'focus goes to the body to correct it').toBeFocused();
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  expect(received, 'an invalid body must not be sent').toEqual([]);

  await editor.fill('{}');
  await panel.getByLabel('Base URL').fill(closedUrl);
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByRole('alert')).toContainText(`No answer from ${closedUrl}. Check that the engine runs`);

  await panel.getByLabel('Base URL').fill(noCorsUrl);
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByRole('alert')).toContainText('does not allow cross-origin requests (CORS)');
  await expect(panel.getByRole('alert')).toContainText('reverse proxy on the same origin');

  await panel.getByLabel('Base URL').fill('localhost:2345');
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByRole('alert')).toContainText('The base URL is not an http:// or https:// address');
});

test('the token stays in the tab: not in localStorage, cookies or the URL, and only in the request sent', async ({
  page,
  context,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await openPage(page, operationPage('GET', '/clones'));
  const panel = await openPanel(page, 'GET', '/clones');
  await fillTarget(panel, mockUrl);
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByTestId('try-it-status')).toHaveText('200 OK');

  const carrying: string[] = [];
  for (const request of requests) {
    const headers = await request.allHeaders();
    const text = [request.url(), JSON.stringify(headers), request.postData() ?? ''].join('\n');
    if (text.includes(token)) carrying.push(`${request.method()} ${request.url()}`);
  }
  expect(carrying, 'the token may travel only in the one request the reader sent').toEqual([`GET ${mockUrl}/clones`]);
  expect(page.url()).not.toContain(token);
  const local = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(local, 'localStorage outlives the tab: the token must not be there').not.toContain(token);
  expect(JSON.stringify(await context.cookies())).not.toContain(token);
  const session = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }));
  expect(session, 'the token is kept for the tab in sessionStorage').toContain(token);
});

test('a corrupt saved value does not break the page: the form starts from the defaults', async ({
  page,
  consoleProblems,
}) => {
  await page.addInitScript(() => window.sessionStorage.setItem('dblab-try-it', '{"baseUrl": 7, broken'));
  await openPage(page, operationPage('GET', '/clones'));
  const panel = await openPanel(page, 'GET', '/clones');
  await expect(panel.getByLabel('Base URL')).toHaveValue('http://localhost:2345');
  await expect(panel.getByLabel('Verification-Token')).toHaveValue('');
  expect(consoleProblems).toEqual([]);
});

test('the form is in the static HTML as a button, and its code loads only on the first click', async ({
  page,
  request,
}) => {
  const html = await (await request.get(operationPage('POST', '/clone/{id}/reset'))).text();
  expect(html, 'the prerendered page must show the Try it button').toContain('Try it: POST /clone/{id}/reset');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const formCode = async (requested: readonly string[]) => {
    // The scripts asked for so far: later ones (the search dialog, loaded once the reader acts) may come meanwhile.
    const urls = [...requested];
    const bodies = await Promise.all(urls.map(async (url) => (await request.get(url)).text()));
    return urls.filter((_, i) => bodies[i]!.includes('dblabTryIt.send'));
  };
  await openPage(page, operationPage('DELETE', '/clone/{id}'));
  expect(await formCode(scripts), 'the form’s code must not load before the button is pressed').toEqual([]);
  await openPanel(page, 'DELETE', '/clone/{id}');
  await expect.poll(async () => (await formCode(scripts)).length, { message: 'the click loads the form' }).toBe(1);
});

test('pages without a Try it panel, outside the API reference or a tag landing page, load none of its code', async ({
  page,
  request,
}) => {
  // The tag landing pages list operations without a panel: no Try it code there either.
  for (const route of ['/', '/docs/reference-guides/database-lab-engine-api-reference', `${reference}/clones`]) {
    const scripts: string[] = [];
    const listener = (r: Request) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    };
    page.on('request', listener);
    await openPage(page, route);
    page.off('request', listener);
    expect(scripts.length, route).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      expect(body.includes('dblabTryIt.'), `${route} loaded Try it code in ${url}`).toBe(false);
    }
  }
});

test('keyboard only: open, fill, send and close the form', async ({ page }) => {
  await openPage(page, operationPage('GET', '/status'));
  const toggle = page.getByRole('button', { name: 'Try it: GET /status', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Send GET /status to your engine' });
  const base = panel.getByLabel('Base URL');
  await expect(base, 'opening the form puts the focus in its first field').toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(mockUrl);
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Verification-Token')).toBeFocused();
  await page.keyboard.type(token);
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Send request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('try-it-status')).toHaveText('200 OK');
  await expect(
    panel.getByRole('button', { name: 'Send request' }),
    'sending keeps the focus on the button',
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(toggle, 'closing gives the focus back to the button').toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open form with an answer and an error passes axe in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.addInitScript({ path: axeSource });
    await openPage(page, operationPage('GET', '/status'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const panel = await openPanel(page, 'GET', '/status');
    await fillTarget(panel, mockUrl, wrongToken);
    await panel.getByRole('button', { name: 'Send request' }).click();
    await expect(panel.getByRole('alert')).toContainText('401');
    const violations = await axeViolations(page);
    const lines = violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(lines, 'Fix the markup or colours of src/components/DblabTryIt.').toEqual([]);
  });
}
