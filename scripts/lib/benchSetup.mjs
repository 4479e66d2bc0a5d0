/**
 * What the page benchmarks share: the built site served from 127.0.0.1 on a
 * free port, and Debian's Chromium (or CHROMIUM_PATH) to load it.
 */
import http from 'node:http';
import { chromium } from '@playwright/test';
import handler from 'serve-handler';

/** Serves `buildDir` with clean URLs; `options` go to serve-handler (headers, for one). */
export async function serveBuild(buildDir, options = {}) {
  const server = http.createServer((req, res) => handler(req, res, { public: buildDir, cleanUrls: true, ...options }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}
