// `npm run serve` (and the end-to-end tests' server): the build through serve-handler, plus the
// site's rewrites, which `docusaurus serve` cannot be told about.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUrlRedirect, createPreviewServer, trailingSlashRedirect } from '../../scripts/serveConfig/previewServer';
import { serveRewrites } from '../../src/data/serveRewrites';

let dir: string;
const servers: import('node:http').Server[] = [];

async function start(baseUrl: string): Promise<string> {
  const server = createPreviewServer({ outDir: dir, baseUrl, rewrites: serveRewrites });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  fs.mkdirSync(path.join(dir, 'chats'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<title>home</title>');
  fs.writeFileSync(path.join(dir, 'chats/chat.html'), '<title>chat shell</title>');
  fs.writeFileSync(path.join(dir, 'docs/index.html'), '<title>docs</title>');
  fs.writeFileSync(path.join(dir, '404.html'), '<title>not found</title>');
});

afterAll(() => {
  for (const server of servers) server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('preview server', () => {
  it('keeps an idle connection open as long as nginx does, so a reused connection is not reset', () => {
    const server = createPreviewServer({ outDir: dir, baseUrl: '/', rewrites: serveRewrites });
    expect(
      server.keepAliveTimeout,
      "Node's 5 s default races a client reusing the connection (ECONNRESET): set keepAliveTimeout",
    ).toBeGreaterThanOrEqual(60_000);
  });

  it('answers a shared conversation address with the prerendered shell and a 200', async () => {
    const origin = await start('/');
    const response = await fetch(`${origin}/chats/8f2c-shared-id`);
    expect(response.status, 'the /chats/:chatId rewrite from src/data/serveRewrites.ts is not applied').toBe(200);
    expect(await response.text()).toContain('chat shell');
  });

  it('serves pages by their clean address and answers an unknown one with the 404 page', async () => {
    const origin = await start('/');
    expect(await (await fetch(`${origin}/docs/`)).text()).toContain('docs');
    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('not found');
  });

  it('sends /page/index and /page.html to the clean address with the query and fragment kept', async () => {
    const origin = await start('/');
    const response = await fetch(`${origin}/docs/index?ref=old-link`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location'), 'an old link forwarded from /x/index must keep its query').toBe(
      '/docs?ref=old-link',
    );
    expect(cleanUrlRedirect('/guide.html#setup')).toBe('/guide#setup');
    expect(cleanUrlRedirect('/index')).toBe('/');
    expect(cleanUrlRedirect('/docs/indexes')).toBeUndefined();
  });

  it('serves the build under a base URL and sends other addresses to it', async () => {
    const origin = await start('/site/');
    expect(await (await fetch(`${origin}/site/chats/abc`)).text()).toContain('chat shell');
    const outside = await fetch(`${origin}/elsewhere`, { redirect: 'manual' });
    expect(outside.status).toBe(302);
    expect(outside.headers.get('location')).toBe('/site/');
  });

  it('redirects page addresses to the trailing-slash form the site is configured for', () => {
    expect(trailingSlashRedirect('/site/docs', true)).toBe('/site/docs/');
    expect(trailingSlashRedirect('/site/docs/?q=1', false)).toBe('/site/docs?q=1');
    expect(trailingSlashRedirect('/site/img/logo.svg', true)).toBeUndefined();
    expect(trailingSlashRedirect('/site/docs', undefined)).toBeUndefined();
  });
});
