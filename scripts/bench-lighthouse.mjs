/**
 * Lighthouse scores of the production build, served the way a host serves it
 * (gzip, long-lived caching for hashed assets), in Debian's Chromium.
 *   npm run bench:lighthouse [-- --dir build] [-- --runs 3] [-- --no-stock] [-- --keep] [-- /path/ ...]
 * With --keep, the Lighthouse JSON reports stay in a temporary folder, whose
 * path is printed, to look into the long tasks and the LCP breakdown.
 * Lighthouse 12 runs through npx (it is not a project dependency; 13 needs a
 * newer Node). For each page and form factor it prints the median of the runs:
 * the four scores, FCP, LCP, TBT, CLS and the JS and CSS bytes transferred.
 * In the same run it builds (once, under .tmp/) and measures a stock
 * Docusaurus classic site of similar size on the page types both have.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { stockDocusaurusBuild, stockVersion } from './lib/stockDocusaurusSite.mjs';

const args = process.argv.slice(2);
const flagValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const buildDir = path.resolve(flagValue('--dir') ?? 'build');
const runs = Number(flagValue('--runs') ?? 3);
const withStock = !args.includes('--no-stock');
const keepReports = args.includes('--keep');
const pages = args.filter((arg, index) => arg.startsWith('/') && args[index - 1] !== '--dir');
const paths =
  pages.length > 0
    ? pages
    : [
        '/',
        '/docs/',
        '/blog',
        '/pricing/',
        '/docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers',
      ];
// The stock site's page of each type we compare: home, a doc, the blog list.
const stockPaths = ['/', '/docs/intro', '/blog'];
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
function fileFor(root, pathname) {
  const relative = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, relative);
  if (!base.startsWith(root)) return null;
  const candidates = [base, path.join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

const serveFolder = (root) => (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  let file = fileFor(root, pathname);
  let status = 200;
  if (!file) {
    file = path.join(root, '404.html');
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
};

async function listen(root) {
  const server = http.createServer(serveFolder(root));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures we print, from one report. */
function figures(report) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const bytes = (type) =>
    requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    perf: report.categories.performance.score * 100,
    a11y: report.categories.accessibility.score * 100,
    bp: report.categories['best-practices'].score * 100,
    seo: report.categories.seo.score * 100,
    fcp: report.audits['first-contentful-paint'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    js: bytes('Script'),
    css: bytes('Stylesheet'),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (value) => `${(value / 1000).toFixed(0)} KB`;

/** Median of several runs of one page and form factor, as a printed row. */
async function measureRow(site, origin, pagePath, preset) {
  const results = [];
  for (let index = 0; index < runs; index += 1) results.push(figures(await run(`${origin}${pagePath}`, preset)));
  const pick = (key) => median(results.map((result) => result[key]));
  return [
    site.padEnd(6),
    (pagePath.length > 24 ? `…${pagePath.slice(-23)}` : pagePath).padEnd(24),
    preset.padEnd(7),
    String(Math.round(pick('perf'))).padStart(4),
    String(Math.round(pick('a11y'))).padStart(4),
    String(Math.round(pick('bp'))).padStart(4),
    String(Math.round(pick('seo'))).padStart(4),
    seconds(pick('fcp')).padStart(7),
    seconds(pick('lcp')).padStart(7),
    `${Math.round(pick('tbt'))} ms`.padStart(8),
    pick('cls').toFixed(3).padStart(6),
    kb(pick('js')).padStart(7),
    kb(pick('css')).padStart(7),
  ].join(' ');
}

const ours = await listen(buildDir);
const stock = withStock ? await listen(stockDocusaurusBuild(path.resolve('.tmp'))) : null;
try {
  console.log(
    `Lighthouse ${lighthouse.split('@')[1]}, Chromium at ${chromePath}, served with gzip, median of ${runs} run(s)` +
      (stock
        ? `; stock = create-docusaurus ${stockVersion} classic with the faster toolchain, 250 docs, 45 posts`
        : ''),
  );
  console.log(
    'site   page                     form    perf a11y   bp  seo     FCP     LCP      TBT    CLS      JS     CSS',
  );
  for (const preset of ['mobile', 'desktop']) {
    for (const pagePath of paths) console.log(await measureRow('ours', ours.origin, pagePath, preset));
    if (stock)
      for (const pagePath of stockPaths) console.log(await measureRow('stock', stock.origin, pagePath, preset));
  }
} finally {
  ours.server.close();
  stock?.server.close();
  if (keepReports) console.log(`Reports kept in ${outDir}`);
  else fs.rmSync(outDir, { recursive: true, force: true });
}
