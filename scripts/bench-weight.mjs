#!/usr/bin/env node
// Prints the gzip-compressed bytes of JavaScript and CSS that a first visit
// to selected pages of the production build loads, measured in Chromium
// (every JS and CSS response until the network is idle). Run `npm run build`
// first; pass another build folder as the first argument.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import handler from 'serve-handler';
import { chromium } from '@playwright/test';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const pages = ['/', '/docs/', '/blog'];

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}: run "npm run build" first.`);
  process.exit(1);
}

const server = http.createServer((req, res) => handler(req, res, { public: buildDir, cleanUrls: true }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`${'page'.padEnd(10)} ${'JS gzip'.padStart(11)} ${'CSS gzip'.padStart(11)} ${'total'.padStart(11)}  files`);
try {
  for (const route of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Nothing leaves the machine: the build is measured on its own.
    await page.route(
      (url) => !url.toString().startsWith(origin),
      (r) => r.abort(),
    );
    const sizes = { script: 0, stylesheet: 0 };
    let files = 0;
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => null);
      if (!body) return;
      sizes[type] += zlib.gzipSync(body, { level: 9 }).length;
      files += 1;
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    console.log(
      `${route.padEnd(10)} ${kib(sizes.script).padStart(11)} ${kib(sizes.stylesheet).padStart(11)} ${kib(sizes.script + sizes.stylesheet).padStart(11)}  ${files}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
