/**
 * Lighthouse scores of the production build, served the way a host serves it
 * (gzip, long-lived caching for hashed assets), in Debian's Chromium.
 *   npm run bench:lighthouse [-- --dir build] [-- /path/ ...]
 * Lighthouse 12 runs through npx (it is not a project dependency; 13 needs a
 * newer Node). Prints mobile and desktop scores and the main timings.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const buildDir = path.resolve(dirFlag >= 0 ? args[dirFlag + 1] : 'build');
const pages = args.filter((arg, index) => arg.startsWith('/') && args[index - 1] !== '--dir');
const paths =
  pages.length > 0
    ? pages
    : [
        '/',
        '/docs/',
        '/blog',
        '/pricing/',
        '/docs/postgres-howtos/performance-optimization/indexing/how-to-find-unused-indexes',
      ];
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const lighthouse = 'lighthouse@12.8.2';

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}. Run "npm run build" first.`);
  process.exit(1);
}
if (!fs.existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}. "npm run test:e2e" installs Debian's package.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/** The file a clean URL maps to, as static hosts resolve it. */
function fileFor(pathname) {
  const relative = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(buildDir, relative);
  if (!base.startsWith(buildDir)) return null;
  const candidates = [base, path.join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  let file = fileFor(pathname);
  let status = 200;
  if (!file) {
    file = path.join(buildDir, '404.html');
    status = 404;
  }
  const extension = path.extname(file);
  const headers = {
    'content-type': types[extension] ?? 'application/octet-stream',
    'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  let body = fs.readFileSync(file);
  if (compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
    body = zlib.gzipSync(body, { level: 6 });
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
  }
  response.writeHead(status, headers);
  response.end(body);
});

await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage';

/** Runs Lighthouse in a child process; the server above keeps answering meanwhile. */
async function run(url, preset) {
  const output = path.join(outDir, `${preset}-${Buffer.from(url).toString('hex')}.json`);
  const child = spawn(
    'npx',
    [
      '--yes',
      lighthouse,
      url,
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${output}`,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0 || !fs.existsSync(output)) {
    throw new Error(`Lighthouse failed for ${url} (${preset}): ${stderr.slice(-500)}`);
  }
  return JSON.parse(fs.readFileSync(output, 'utf8'));
}

const score = (report, id) => String(Math.round(report.categories[id].score * 100)).padStart(3);
const metric = (report, id) => report.audits[id].displayValue.replace(/\u00a0/g, ' ').padStart(8);

try {
  console.log(`Lighthouse ${lighthouse.split('@')[1]}, Chromium at ${chromePath}, build served with gzip`);
  console.log('page                 form     perf a11y  bp  seo      FCP      LCP      TBT      CLS');
  for (const pagePath of paths) {
    for (const preset of ['mobile', 'desktop']) {
      const report = await run(`${origin}${pagePath}`, preset);
      console.log(
        [
          pagePath.padEnd(20),
          preset.padEnd(7),
          score(report, 'performance'),
          score(report, 'accessibility'),
          score(report, 'best-practices'),
          score(report, 'seo'),
          metric(report, 'first-contentful-paint'),
          metric(report, 'largest-contentful-paint'),
          metric(report, 'total-blocking-time'),
          metric(report, 'cumulative-layout-shift'),
        ].join('  '),
      );
    }
  }
} finally {
  server.close();
  fs.rmSync(outDir, { recursive: true, force: true });
}
