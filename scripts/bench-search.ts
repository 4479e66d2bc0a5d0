/**
 * Prints the figures of the offline search: index size, what a first query
 * downloads, load time and query latency. Run after `npm run build`:
 *   npm run bench:search [-- --dir build]
 * Latency is measured in Node's V8 with the same engine code the browser runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { transformSync } from '@swc/core';
import { createLocalSearchEngine } from '../src/search/localSearchEngine';

const dirFlag = process.argv.indexOf('--dir');
const buildDir = path.resolve(dirFlag > 0 ? (process.argv[dirFlag + 1] ?? 'build') : 'build');
const indexDir = path.join(buildDir, 'search-index');
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

// Index size on disk.
let raw = 0;
let compressed = 0;
const files = walk(indexDir);
for (const file of files) {
  const data = fs.readFileSync(file);
  raw += data.length;
  compressed += gzip(data);
}
const manifestBytes = fs.readFileSync(path.join(indexDir, 'manifest.json'));

// The dialog's code and styles, loaded with the first open.
const assets = walk(path.join(buildDir, 'assets'));
const dialogJs = assets.filter(
  (file) => file.endsWith('.js') && fs.readFileSync(file, 'utf8').includes('DocSearch-Modal'),
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
const require = createRequire(import.meta.url);
const barSource = fs.readFileSync(path.resolve('src/plugins/search-local/theme/SearchBar/index.tsx'), 'utf8');
// Compiled and minified the way the production build does it.
const barJs = transformSync(barSource, {
  filename: 'SearchBar.tsx',
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
    minify: { compress: true, mangle: true },
  },
  minify: true,
}).code;
const navbarBytes =
  gzip(fs.readFileSync(require.resolve('@docsearch/react/button'))) +
  gzip(fs.readFileSync(require.resolve('@docsearch/react/useDocSearchKeyboardEvents'))) +
  gzip(barJs);

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
  timings.sort((a, b) => a - b);
  const percentile = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]!;

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
  console.log(`  dialog code and styles, loaded on first hover/focus/open: ${kib(dialogBytes)} gzip`);
  console.log(`  index files for "${typicalQuery}" (${fetched.size} files): ${kib(indexBytesForQuery)} gzip`);
  console.log(`  total before the first results: ${kib(dialogBytes + indexBytesForQuery)} gzip`);
  console.log('Time');
  console.log(`  first query from a cold cache, files read from disk: ${firstQueryMs.toFixed(1)} ms`);
  console.log(
    `  query latency, ${timings.length} queries: median ${percentile(50).toFixed(2)} ms, p95 ${percentile(95).toFixed(2)} ms, max ${timings[timings.length - 1]!.toFixed(2)} ms`,
  );
}

void main();
