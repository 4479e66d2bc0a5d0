#!/usr/bin/env node
// Prints what a first visit to selected pages of the production build
// downloads, measured in Chromium until the network is idle, with no
// interaction (the search dialog, loaded ahead once a reader acts, is
// printed apart): gzip bytes of JavaScript and CSS, the render-blocking CSS (the
// stylesheets the HTML links and the CSS in its head) and how many stylesheet requests that
// takes, the fonts the HTML preloads and all font bytes. Then checks the
// performance budgets and exits 1 when one is exceeded. Run `npm run build`
// first; pass another build folder as the first argument.
// 1 KB here is 1,000 bytes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchBrowser, serveBuild } from './lib/benchSetup.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const howTo = '/docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers';
// An operation page of the DBLab API reference, generated from the OpenAPI source.
const apiOperationPage = '/docs/reference-guides/dblab-api/clones/reset-clone';
const pages = ['/', '/docs/', '/blog', '/pricing/', howTo, apiOperationPage];
// Two docs pages of the same kind, with and without a Mermaid diagram, and
// neither with code: code blocks and SQL examples bring scripts of their own.
const diagramPair = { withDiagram: '/docs/platform', withoutDiagram: '/docs/all-features' };

// Shared with the e2e budget test (tests/e2e/budgets.spec.ts), in bytes.
const budgets = JSON.parse(fs.readFileSync(new URL('./lib/performanceBudgets.json', import.meta.url), 'utf8'));

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}: run "npm run build" first.`);
  process.exit(1);
}

const { server, origin } = await serveBuild(buildDir);
const browser = await launchBrowser();

const gzipSize = (body) => zlib.gzipSync(body, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Loads a page in a fresh context and sums what it downloads with no input. With `ahead`, the
 * reader then presses a key, and the search dialog loads ahead (`fetched` counts
 * the index manifest); that is measured apart.
 */
async function measure(route, { ahead = false } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Nothing leaves the machine: the build is measured on its own.
  await page.route(
    (url) => !url.toString().startsWith(origin),
    (r) => r.abort(),
  );
  const scripts = new Map();
  let css = 0;
  let fontBytes = 0;
  let scriptText = '';
  let fetched = 0;
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'font') {
      pending.push(
        response
          .body()
          .then((body) => void (fontBytes += body.length))
          .catch(() => undefined),
      );
      return;
    }
    if (type === 'fetch') {
      pending.push(
        response
          .body()
          .then((body) => void (fetched += gzipSize(body)))
          .catch(() => undefined),
      );
      return;
    }
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => {
          if (type === 'script') {
            scripts.set(new URL(response.url()).pathname, gzipSize(body));
            scriptText += body.toString('utf8');
          } else {
            css += gzipSize(body);
          }
        })
        .catch(() => undefined),
    );
  });
  const response = await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  if (ahead) {
    // A key press, not a pointer move: the pointer could rest on a link, whose route Docusaurus
    // then preloads, and those scripts are not the dialog's.
    await page.keyboard.press('Shift');
    await page.locator('.DocSearch-Container').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  }
  const html = (await response?.text()) ?? '';
  await Promise.all(pending);
  await context.close();
  const linked = [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*\bhref="?([^"\s>]+)/g)].map((m) => m[1]);
  // A route's CSS sits in the head as <style> elements: render-blocking bytes, but no request.
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (sum, m) => sum + gzipSize(Buffer.from(m[1])),
    0,
  );
  css += inlineCss;
  const renderBlockingCss =
    inlineCss + linked.reduce((sum, href) => sum + gzipSize(fs.readFileSync(path.join(buildDir, href))), 0);
  const fonts = [...html.matchAll(/<link\b[^>]*\brel="?preload"?[^>]*\bhref="?([^"\s>]+)"?[^>]*\bas="?font/g)].map(
    (m) => m[1],
  );
  const preloadedFonts = fonts.reduce((sum, href) => sum + fs.statSync(path.join(buildDir, href)).size, 0);
  const js = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return {
    js,
    css,
    renderBlockingCss,
    stylesheetRequests: linked.length,
    preloadedFonts,
    fontBytes,
    scripts,
    fetched,
    mermaid: scriptText.includes('mermaidAPI'),
  };
}

const failures = [];
try {
  console.log(
    `${'page'.padEnd(28)} ${'JS gzip'.padStart(10)} ${'CSS gzip'.padStart(10)} ${'blocking CSS'.padStart(13)} ${'CSS files'.padStart(9)} ${'font preload'.padStart(13)} ${'all fonts'.padStart(10)}  files`,
  );
  const results = new Map();
  for (const route of [...pages, diagramPair.withDiagram, diagramPair.withoutDiagram]) {
    const result = await measure(route);
    results.set(route, result);
    const label = route.length > 28 ? `…${route.slice(-27)}` : route;
    console.log(
      `${label.padEnd(28)} ${kb(result.js).padStart(10)} ${kb(result.css).padStart(10)} ${kb(result.renderBlockingCss).padStart(13)} ${String(result.stylesheetRequests).padStart(9)} ${kb(result.preloadedFonts).padStart(13)} ${kb(result.fontBytes).padStart(10)}  ${result.scripts.size}`,
    );
    if (result.renderBlockingCss > budgets.renderBlockingCss) {
      failures.push(`${route}: render-blocking CSS ${kb(result.renderBlockingCss)} > ${kb(budgets.renderBlockingCss)}`);
    }
    if (result.stylesheetRequests > 1) {
      failures.push(`${route}: ${result.stylesheetRequests} render-blocking stylesheet requests, not 1`);
    }
    if (result.preloadedFonts > budgets.preloadedFonts) {
      failures.push(`${route}: preloaded fonts ${kb(result.preloadedFonts)} > ${kb(budgets.preloadedFonts)}`);
    }
  }
  // What a reader who acts on the page also gets: the search dialog, loaded ahead.
  const docs = results.get('/docs/');
  const withAhead = await measure('/docs/', { ahead: true });
  const aheadBytes = withAhead.js - docs.js + (withAhead.css - docs.css) + withAhead.fetched - docs.fetched;
  console.log(
    `\nsearch dialog loaded ahead once a reader acts on /docs/ (not with Save-Data): JS ${kb(withAhead.js - docs.js)}, ` +
      `CSS ${kb(withAhead.css - docs.css)}, index manifest ${kb(withAhead.fetched - docs.fetched)}; ${kb(aheadBytes)} in all`,
  );
  if (aheadBytes > budgets.searchAhead)
    failures.push(`/docs/: search loaded ahead ${kb(aheadBytes)} > ${kb(budgets.searchAhead)}`);
  const home = results.get('/');
  if (home.js > budgets.homeJs) failures.push(`/: JavaScript ${kb(home.js)} > ${kb(budgets.homeJs)}`);
  if (home.fontBytes > budgets.homeFonts) failures.push(`/: fonts ${kb(home.fontBytes)} > ${kb(budgets.homeFonts)}`);
  const doc = results.get(howTo);
  if (doc.fontBytes > budgets.docFonts) failures.push(`${howTo}: fonts ${kb(doc.fontBytes)} > ${kb(budgets.docFonts)}`);

  // A diagram must cost no script: apart from each page's own content, both load the same files.
  const withDiagram = results.get(diagramPair.withDiagram);
  const withoutDiagram = results.get(diagramPair.withoutDiagram);
  const own = (a, b) => [...a.scripts.keys()].filter((file) => !b.scripts.has(file));
  const diagramOwn = own(withDiagram, withoutDiagram);
  const plainOwn = own(withoutDiagram, withDiagram);
  console.log(
    `\ndiagram page: ${diagramOwn.length} script(s) of its own, ${kb(withDiagram.js)} in all; ` +
      `page without: ${plainOwn.length}, ${kb(withoutDiagram.js)}`,
  );
  if (withDiagram.mermaid) failures.push(`${diagramPair.withDiagram}: loads the Mermaid runtime`);
  if (diagramOwn.length > plainOwn.length) {
    failures.push(
      `${diagramPair.withDiagram}: loads scripts a page without a diagram does not (${diagramOwn.join(', ')})`,
    );
  }

  console.log(
    `\nbudgets: home JS <= ${kb(budgets.homeJs)}, render-blocking CSS <= ${kb(budgets.renderBlockingCss)} in one request, ` +
      `preloaded fonts <= ${kb(budgets.preloadedFonts)}, fonts on home <= ${kb(budgets.homeFonts)} and on a doc with ` +
      `code <= ${kb(budgets.docFonts)}, a diagram adds no script, search loaded ahead <= ${kb(budgets.searchAhead)}`,
  );
  if (failures.length > 0) {
    console.log(`over budget:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('all within budget');
  }
} finally {
  await browser.close();
  server.close();
}
