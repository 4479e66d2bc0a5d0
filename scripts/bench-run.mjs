#!/usr/bin/env node
// Prints what the Run button of a SQL example costs, measured in Chromium
// against the production build served on 127.0.0.1:
// - the bytes the first Run downloads (gzip, as a compressing server sends
//   them; PGlite's files dominate), and the page's bytes before it;
// - the time from the click to the first result: cold (nothing cached), then
//   warm (a new page with the files in the browser cache), then a second Run
//   on the same page;
// - the worker's memory after running the last block of a whole article
//   (which replays every earlier block).
// Run `npm run build` first; pass another build folder as the first argument.
// 1 MB here is 1,000,000 bytes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchBrowser, serveBuild } from './lib/benchSetup.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const article = '/docs/postgres-howtos/schema-design/ddl-operations/how-to-drop-a-column';
const firstTag = 'CREATE TABLE';
const timeout = 300_000;

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}: run "npm run build" first.`);
  process.exit(1);
}

const { server, origin } = await serveBuild(buildDir, {
  // Hashed assets are cached as a production server caches them.
  headers: [{ source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }],
});
const browser = await launchBrowser();

const gzipSize = (body) => zlib.gzipSync(body, { level: 9 }).length;
const mb = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Records every response of a context with its raw and gzip sizes. */
function recorder(context) {
  const seen = [];
  const pending = [];
  context.on('response', (response) => {
    if (!response.url().startsWith(origin)) return;
    pending.push(
      response
        .body()
        .then((body) => seen.push({ url: response.url(), raw: body.length, gzip: gzipSize(body) }))
        .catch(() => undefined),
    );
  });
  return {
    seen,
    settle: () => Promise.all(pending),
    mark: () => seen.length,
  };
}

const example = (page, number) => page.getByRole('group', { name: `SQL example ${number}` });

/** Clicks Run on an example and waits until its output shows `text`; returns the milliseconds. */
async function timeRun(page, number, text) {
  const block = example(page, number);
  const output = block.getByRole('status');
  await block.getByRole('button', { name: `Run SQL example ${number}` }).click();
  const started = Date.now();
  await output.getByText(text, { exact: false }).first().waitFor({ timeout });
  return Date.now() - started;
}

async function openArticle(page) {
  await page.goto(`${origin}${article}`, { waitUntil: 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

try {
  const context = await browser.newContext();
  await context.route(
    (url) => !url.toString().startsWith(origin),
    (route) => route.abort(),
  );
  const record = recorder(context);
  const page = await context.newPage();
  await openArticle(page);
  await record.settle();
  const before = record.mark();
  const pageBytes = record.seen.reduce((sum, r) => sum + r.gzip, 0);

  const cold = await timeRun(page, 1, firstTag);
  await record.settle();
  const firstRun = record.seen.slice(before);
  const runGzip = firstRun.reduce((sum, r) => sum + r.gzip, 0);
  const runRaw = firstRun.reduce((sum, r) => sum + r.raw, 0);

  const again = await timeRun(page, 2, 'Ran in');

  // A whole article: the last runnable example replays all the others.
  const groups = await page.getByRole('group', { name: /^SQL example \d+$/ }).count();
  const whole = await timeRun(page, groups, 'Ran in');
  const worker = page.workers()[0];
  const memory = worker ? await worker.evaluate(() => globalThis.sqlRunnerMemory?.()) : null;

  const warmPage = await context.newPage();
  await openArticle(warmPage);
  const warm = await timeRun(warmPage, 1, firstTag);

  console.log(`page ${article}`);
  console.log(`before the first Run: ${mb(pageBytes)} gzip`);
  console.log(`first Run downloads:  ${mb(runGzip)} gzip (${mb(runRaw)} uncompressed) in ${firstRun.length} files:`);
  for (const file of firstRun.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    console.log(`  ${mb(file.gzip).padStart(9)}  ${new URL(file.url).pathname}`);
  }
  console.log(`time to first result, cold (nothing cached):        ${seconds(cold)}`);
  console.log(`time to first result, warm (files in the cache):    ${seconds(warm)}`);
  console.log(`a second Run on the same page (database running):  ${seconds(again)}`);
  console.log(`the last example, replaying the rest of the article:   ${seconds(whole)} (example ${groups})`);
  if (memory?.wasmMemoryBytes) {
    console.log(
      `worker memory after the whole article: ${mb(memory.wasmMemoryBytes)} WebAssembly memory, ` +
        `plus ${mb(memory.snapshotBytes ?? 0)} kept for a fresh start`,
    );
  } else {
    console.log('worker memory: not available from this build');
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}
