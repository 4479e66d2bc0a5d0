/**
 * Prints the figures of the offline search: index size, what a first query
 * downloads, load time, query latency, and the relevance suite's top-1 and
 * top-5 hit rates on the built index and on an index of the source pages (the
 * one the unit test uses), and the question suite's on the built index. Run
 * after `npm run build`:
 *   npm run bench:search [-- --dir build] [-- --cpu-throttle 4]
 * `--cpu-throttle N` slows Chromium's CPU N times (DevTools' CPU throttling)
 * for the browser figures, to stand in for a slower machine.
 * Latency is measured twice with the same engine code: in Node, and in
 * Chromium (Debian's, at CHROMIUM_PATH or /usr/bin/chromium) loading the index
 * over HTTP from a local server, as the dialog does. Last, the dialog itself on
 * the built site behind the production nginx configuration (installed when
 * missing; the build's gzip and brotli copies are written first).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { transformSync } from '@swc/core';
import { chromium, type Browser } from '@playwright/test';
import { readSiteEnv } from '../src/config/siteEnv';
import { startNginx } from './serveConfig/nginxServer';
import { precompressBuild } from './serveConfig/precompress';
import { createLocalSearchEngine } from '../src/plugins/search-local/engine/localSearchEngine';
import { buildSearchIndex } from '../src/plugins/search-local/buildSearchIndex';
import { measureRelevance, relevanceCases, type RelevanceResult } from '../tests/fixtures/searchRelevance';
import { questionCases } from '../tests/fixtures/searchQuestions';
import { sourceSearchPages } from './lib/sourceSearchRecords';

const dirFlag = process.argv.indexOf('--dir');
const buildDir = path.resolve(dirFlag > 0 ? (process.argv[dirFlag + 1] ?? 'build') : 'build');
const indexDir = path.join(buildDir, 'search-index');
const throttleFlag = process.argv.indexOf('--cpu-throttle');
const cpuThrottle = throttleFlag > 0 ? Number(process.argv[throttleFlag + 1]) : 1;
if (!Number.isFinite(cpuThrottle) || cpuThrottle < 1) {
  console.error('--cpu-throttle takes a slowdown factor of 1 or more, e.g. --cpu-throttle 4.');
  process.exit(1);
}
const throttleNote = cpuThrottle > 1 ? `, CPU throttled ${cpuThrottle}×` : '';
if (!fs.existsSync(path.join(indexDir, 'manifest.json'))) {
  console.error(`No search index in ${indexDir}. Run "npm run build" first.`);
  process.exit(1);
}

const queries = [
  'vacuum',
  'thin clone',
  'pg_stat_activity',
  'create index concurrently',
  'dblab branch',
  'joe bot explain',
  'partitioning',
  'wal archive',
  'lock timeout migration',
  'vacum freeze',
  'select * from pg_stat_activity',
  'monitoring dashboards',
  'pricing',
  'checkup report',
  'replication lag',
];
const typicalQuery = 'create index concurrently';

const gzip = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

// Index size on disk (the build's precompressed .gz/.br copies are not the index).
let raw = 0;
let compressed = 0;
const files = walk(indexDir).filter((file) => !/\.(gz|br)$/.test(file));
for (const file of files) {
  const data = fs.readFileSync(file);
  raw += data.length;
  compressed += gzip(data);
}
const manifestBytes = fs.readFileSync(path.join(indexDir, 'manifest.json'));

// The dialog's code and styles, loaded with the first open. The main bundle names the dialog's
// class too (the navbar's search bar traps focus in it), but every page loads that bundle anyway.
const assets = walk(path.join(buildDir, 'assets'));
const everyPage = /^(main|runtime~main)\.[\w]+\.js$/;
const dialogJs = assets.filter(
  (file) =>
    file.endsWith('.js') &&
    !everyPage.test(path.basename(file)) &&
    fs.readFileSync(file, 'utf8').includes('DocSearch-Modal'),
);
const dialogCss = assets.filter(
  (file) => file.endsWith('.css') && fs.readFileSync(file, 'utf8').includes('.DocSearch-Modal'),
);
const engineJs = assets.filter(
  (file) => file.endsWith('.js') && fs.readFileSync(file, 'utf8').includes('search index manifest is malformed'),
);
const dialogBytes = [...dialogJs, ...dialogCss, ...engineJs].reduce(
  (sum, file) => sum + gzip(fs.readFileSync(file)),
  0,
);

// What the navbar carries before the first use: the button, the shortcut hook and our bar.
/** A TypeScript module compiled and minified the way the production build does it, gzipped. */
function compiledBytes(file: string): number {
  const code = transformSync(fs.readFileSync(path.resolve(file), 'utf8'), {
    filename: path.basename(file),
    jsc: {
      parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
      minify: { compress: true, mangle: true },
    },
    minify: true,
  }).code;
  return gzip(code);
}
const navbarBytes =
  compiledBytes('src/components/DocSearch/SearchButton.tsx') +
  compiledBytes('src/components/DocSearch/useSearchShortcuts.ts') +
  compiledBytes('src/plugins/search-local/theme/SearchBar/index.tsx');

/** "N queries: median …, p95 …, max …" for a list of timings in milliseconds. */
function latencySummary(timings: readonly number[]): string {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return `${sorted.length} queries: median ${at(50).toFixed(2)} ms, p95 ${at(95).toFixed(2)} ms, max ${sorted[sorted.length - 1]!.toFixed(2)} ms`;
}

async function main(): Promise<void> {
  // Bytes before the first results of a typical query, on a cold cache.
  const fetched = new Set<string>();
  const cold = createLocalSearchEngine(async (file) => {
    fetched.add(file);
    return JSON.parse(fs.readFileSync(path.join(indexDir, file), 'utf8')) as unknown;
  });
  const loadStarted = performance.now();
  await cold.search({ query: typicalQuery, hitsPerPage: 20, attributesToSnippet: ['content:10'] });
  const firstQueryMs = performance.now() - loadStarted;
  const indexBytesForQuery = [...fetched].reduce(
    (sum, file) => sum + gzip(fs.readFileSync(path.join(indexDir, file))),
    0,
  );

  // Latency with the needed files loaded, as after the first keystrokes.
  const warm = createLocalSearchEngine(async (file) => JSON.parse(fs.readFileSync(path.join(indexDir, file), 'utf8')));
  for (const query of queries) await warm.search({ query, hitsPerPage: 20, attributesToSnippet: ['content:10'] });
  const timings: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const query of queries) {
      const started = performance.now();
      await warm.search({ query, hitsPerPage: 20, attributesToSnippet: ['content:10'] });
      timings.push(performance.now() - started);
    }
  }

  const manifest = JSON.parse(manifestBytes.toString('utf8')) as {
    pages: unknown[];
    levels: unknown[];
    shards: unknown[];
  };
  console.log('Offline search index');
  console.log(
    `  pages ${manifest.pages.length}, records ${manifest.levels.length}, term shards ${manifest.shards.length}`,
  );
  console.log(`  files ${files.length}: ${kib(raw)} raw, ${kib(compressed)} gzip`);
  console.log(`  manifest: ${kib(manifestBytes.length)} raw, ${kib(gzip(manifestBytes))} gzip`);
  console.log('Bytes');
  console.log(`  navbar search before first use (button, shortcuts, bar, minified): ${kib(navbarBytes)} gzip`);
  console.log(
    `  dialog code and styles (ahead once a reader acts, or on first hover/focus/open with Save-Data): ${kib(dialogBytes)} gzip`,
  );
  console.log(`  index files for "${typicalQuery}" (${fetched.size} files): ${kib(indexBytesForQuery)} gzip`);
  console.log(`  total before the first results: ${kib(dialogBytes + indexBytesForQuery)} gzip`);
  console.log(
    `  of which loaded ahead once a reader acts on a page (dialog, styles, engine, manifest; not with Save-Data): ${kib(dialogBytes + gzip(manifestBytes))} gzip`,
  );
  console.log('Time');
  console.log(`  first query from a cold cache, files read from disk: ${firstQueryMs.toFixed(1)} ms`);
  console.log(`  query latency in Node, ${latencySummary(timings)}`);
  const relevance = await measureRelevance(async (query) =>
    (await warm.search({ query, hitsPerPage: 20 })).hits.map((hit) => hit.url_without_anchor),
  );
  console.log(`Relevance (${relevanceCases.length} queries of tests/fixtures/searchRelevance.ts)`);
  printRelevance('built index', relevance);
  const questions = await measureRelevance(
    async (query) => (await warm.search({ query, hitsPerPage: 20 })).hits.map((hit) => hit.url_without_anchor),
    questionCases,
  );
  console.log(`Questions (${questionCases.length} queries of tests/fixtures/searchQuestions.ts)`);
  printRelevance('built index', questions);
  // The unit test's index: built in memory from the source pages, without a build.
  const sourceStarted = performance.now();
  const sourcePages = sourceSearchPages(path.resolve(__dirname, '..'));
  const sourceFiles = buildSearchIndex(sourcePages.map(({ records }) => records));
  const fromSources = createLocalSearchEngine(async (file) => sourceFiles.get(file));
  const sourceRelevance = await measureRelevance(async (query) =>
    (await fromSources.search({ query, hitsPerPage: 20 })).hits.map((hit) => hit.url_without_anchor),
  );
  const sourceMs = performance.now() - sourceStarted;
  printRelevance(
    `index of the ${sourcePages.length} source pages, read and searched in ${sourceMs.toFixed(0)} ms`,
    sourceRelevance,
  );
  await browserFigures();
  await dialogFigures();
}

function printRelevance(label: string, result: RelevanceResult): void {
  console.log(
    `  ${label}: wanted page first ${(result.top1 * 100).toFixed(1)}%, in the first five ${(result.top5 * 100).toFixed(1)}%`,
  );
  for (const miss of result.misses) console.log(`    missed: ${miss}`);
}

type DialogRun = { driverMs: number; inPageMs: number; afterPress: number };

/** How the reader arrives at the key press: what loaded and rendered before it. */
type Arrival = 'acted' | 'first' | 'saveData';
const arrivals: Array<{ arrival: Arrival; label: string }> = [
  {
    arrival: 'acted',
    label:
      'a reader who acted on the page after it loaded, here a key press (the dialog and manifest loaded and rendered then)',
  },
  { arrival: 'first', label: 'a reader whose first act is Ctrl+K (the Ctrl key starts the loading)' },
  { arrival: 'saveData', label: 'a reader who saves data (the dialog and index load after the key press)' },
];

/**
 * What a visitor waits for, as the search issue defines it: on a loaded, idle /docs/ page served
 * by the production nginx configuration (precompressed files, its headers), the time from the
 * Ctrl+K key press that opens the dialog to the first hit of a typed word in the document, and
 * what is transferred for it, for each way of arriving at the key press (`arrivals`). A new
 * browser context per run, so every run is cold.
 */
async function dialogFigures(): Promise<void> {
  const executablePath = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) return;
  const env = readSiteEnv(process.env);
  await precompressBuild(buildDir, env, path.resolve(__dirname, '..'));
  const nginx = await startNginx({ buildDir, env });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const runs = 5;
  try {
    console.log(
      `Dialog in Chromium, on a loaded and idle /docs/ page (build served by the production nginx configuration${throttleNote})`,
    );
    for (const { arrival, label } of arrivals) {
      const results: DialogRun[] = [];
      for (let run = 0; run < runs; run++) results.push(await dialogRun(browser, nginx.origin, arrival));
      const median = (pick: (run: DialogRun) => number) => {
        const sorted = results.map(pick).sort((a, b) => a - b);
        return `median ${sorted[Math.floor(runs / 2)]!.toFixed(0)} ms (${sorted.map((ms) => ms.toFixed(0)).join(', ')})`;
      };
      console.log(`  ${label}:`);
      console.log(`    Ctrl+K to the first hit of "vacuum", timed in the page: ${median((run) => run.inPageMs)}`);
      console.log(`    the same, timed by the test driver: ${median((run) => run.driverMs)}`);
      console.log(`    transferred after the key press: ${kib(results[0]!.afterPress)}`);
    }
  } finally {
    await browser.close();
    await nginx.stop();
  }
}

async function dialogRun(browser: Browser, origin: string, arrival: Arrival): Promise<DialogRun> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (arrival === 'saveData') {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g' }),
      }),
    );
  }
  const client = await context.newCDPSession(page);
  if (cpuThrottle > 1) await client.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  // What the dialog asks for after the key press: scripts, styles and fetches. The page's own
  // route prefetches (type "Other") are not the dialog's and are left out.
  let pressed = false;
  let afterPress = 0;
  const kinds = new Map<string, string>();
  await client.send('Network.enable');
  client.on('Network.requestWillBeSent', (event: { requestId: string; type?: string }) => {
    if (pressed) kinds.set(event.requestId, event.type ?? 'Other');
  });
  client.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    const kind = kinds.get(event.requestId);
    if (kind === 'Script' || kind === 'Stylesheet' || kind === 'Fetch' || kind === 'XHR') {
      afterPress += event.encodedDataLength;
    }
  });
  await page.goto(`${origin}/docs/`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  if (arrival === 'acted') {
    // A key press, not a pointer move, which could rest on a link and have its route preloaded.
    await page.keyboard.press('Shift');
    await page.waitForSelector('.DocSearch-Container', { state: 'attached' });
  }
  // Loaded and idle: two idle periods pass before the key press.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }))),
  );
  // The page notes the key press and the first hit in the document, without the driver's round trips.
  await page.evaluate(() => {
    const marks = { pressed: 0, hit: 0 };
    Object.assign(window, { searchMarks: marks });
    addEventListener('keydown', () => (marks.pressed ||= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (!marks.hit && document.querySelector('.DocSearch-Hit')) marks.hit = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  pressed = true;
  const started = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+k');
  // Typed at once, as the fastest reader would: the dialog puts the focus in its field as it opens.
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.insertText('vacuum');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const driverMs = (await page.evaluate(() => performance.now())) - started;
  const marks = await page.evaluate(
    () => (window as unknown as { searchMarks: { pressed: number; hit: number } }).searchMarks,
  );
  await context.close();
  return { driverMs, inPageMs: marks.hit - marks.pressed, afterPress };
}

/** The engine's modules as browser ES modules: types stripped, imports given their `.js` names. */
function engineModule(name: string): string | null {
  const file = path.resolve('src/plugins/search-local/engine', `${name}.ts`);
  if (!/^\w+$/.test(name) || !fs.existsSync(file)) return null;
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: `${name}.ts`,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  return code
    .replace(/from '(\.\/\w+)'/g, "from '$1.js'")
    .replace(/from '(?:\.\.\/)+data\/(\w+)'/g, "from '/data/$1.js'");
}

/** A data module the engine imports (`src/data/…`), as a browser ES module. */
function dataModule(name: string): string | null {
  const file = path.resolve('src/data', `${name}.ts`);
  if (!/^\w+$/.test(name) || !fs.existsSync(file)) return null;
  return transformSync(fs.readFileSync(file, 'utf8'), {
    filename: `${name}.ts`,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  }).code;
}

/** Serves the engine modules and the built index from 127.0.0.1 on a free port. */
function serveForBrowser(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const engine = /^\/(engine|data)\/(\w+)\.js$/.exec(url.pathname);
    if (engine) {
      const code = engine[1] === 'data' ? dataModule(engine[2]!) : engineModule(engine[2]!);
      response.writeHead(code ? 200 : 404, { 'content-type': 'text/javascript' });
      response.end(code ?? '');
      return;
    }
    if (url.pathname.startsWith('/search-index/')) {
      const file = path.join(indexDir, path.normalize(url.pathname.slice('/search-index/'.length)));
      if (file.startsWith(indexDir) && fs.existsSync(file)) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(fs.readFileSync(file));
        return;
      }
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><html lang="en"><title>search benchmark</title></html>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

type BrowserRun = { firstQueryMs: number; timings: number[] };

async function browserFigures(): Promise<void> {
  const executablePath = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
  console.log(`Time in Chromium${throttleNote}`);
  if (!fs.existsSync(executablePath)) {
    console.log(`  skipped: no Chromium at ${executablePath} (npm run test:e2e installs it)`);
    return;
  }
  const server = await serveForBrowser();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    if (cpuThrottle > 1) {
      const client = await page.context().newCDPSession(page);
      await client.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    }
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    // Plain text, not a function: the script runner would rewrite a function's import() for Node.
    const run = (await page.evaluate(`(async () => {
      const queries = ${JSON.stringify(queries)};
      const { createLocalSearchClient, httpIndexLoader } = await import('/engine/localSearchClient.js');
      const { createLocalSearchEngine } = await import('/engine/localSearchEngine.js');
      const client = createLocalSearchClient(createLocalSearchEngine(httpIndexLoader('/search-index/', 'bench')));
      const ask = (query) =>
        client.search({ requests: [{ indexName: 'bench', query, hitsPerPage: 20, attributesToSnippet: ['content:10'] }] });
      const coldStart = performance.now();
      await ask(${JSON.stringify(typicalQuery)});
      const firstQueryMs = performance.now() - coldStart;
      for (const query of queries) await ask(query);
      const timings = [];
      for (let round = 0; round < 20; round++) {
        for (const query of queries) {
          const started = performance.now();
          await ask(query);
          timings.push(performance.now() - started);
        }
      }
      return { firstQueryMs, timings };
    })()`)) as BrowserRun;
    console.log(`  first query from a cold cache, index over HTTP from 127.0.0.1: ${run.firstQueryMs.toFixed(1)} ms`);
    console.log(`  query latency, ${latencySummary(run.timings)}`);
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
