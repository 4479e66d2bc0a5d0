/**
 * npm run bench:serve [-- requests]
 *
 * A bounded load run against the production nginx configuration on
 * 127.0.0.1: a fixed number of requests (20,000 unless given) over a mix of
 * pages, hashed assets, search shards and old addresses (301), asking for
 * brotli or gzip like browsers do. Prints throughput and latency, and exits
 * non-zero on any connection error, timeout or answer other than 2xx/3xx.
 * A benchmark, not a test: it is not part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { readSiteEnv } from '../src/config/siteEnv';
import { startNginx } from './serveConfig/nginxServer';

const buildDir = path.resolve(__dirname, '../build');

function pick<T>(items: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, index) => index % step === 0).slice(0, count);
}

function filesIn(folder: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(path.join(buildDir, folder))
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => `/${folder}/${name}`);
}

/** The URL paths of the run, in the order each connection cycles through them. */
function requestMix(redirectSources: readonly string[]): Array<{ label: string; path: string }> {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  return [
    ...pick(pages, 24).map((urlPath) => ({ label: 'page', path: urlPath })),
    ...pick(filesIn('assets/js', /\.js$/), 12).map((urlPath) => ({ label: 'asset', path: urlPath })),
    ...filesIn('assets/css', /\.css$/).map((urlPath) => ({ label: 'asset', path: urlPath })),
    ...pick(filesIn('search-index/t', /\.json$/), 10).map((urlPath) => ({
      label: 'shard',
      path: `${urlPath}?v=bench`,
    })),
    ...pick(filesIn('search-index/r', /\.json$/), 4).map((urlPath) => ({ label: 'shard', path: `${urlPath}?v=bench` })),
    { label: 'manifest', path: '/search-index/manifest.json?v=bench' },
    ...pick(redirectSources, 3).map((urlPath) => ({ label: 'redirect', path: encodeURI(urlPath) })),
  ];
}

async function main(): Promise<void> {
  const amount = Number(process.argv[2] ?? 20_000);
  if (!Number.isInteger(amount) || amount < 1) throw new Error(`the number of requests must be a positive integer`);
  const nginx = await startNginx({ buildDir, env: readSiteEnv(process.env), accessLog: false });
  try {
    const mix = requestMix(nginx.settings.redirects.map(({ from }) => from));
    const counts = mix.reduce<Record<string, number>>(
      (all, { label }) => ({ ...all, [label]: (all[label] ?? 0) + 1 }),
      {},
    );
    console.log(`nginx (pid ${nginx.pid}) at ${nginx.origin}; ${amount} requests over ${JSON.stringify(counts)}`);
    const result = await autocannon({
      url: nginx.origin,
      connections: 16,
      pipelining: 1,
      amount,
      timeout: 10,
      requests: mix.map(({ path: urlPath }, index) => ({
        method: 'GET',
        path: urlPath,
        headers: { 'accept-encoding': index % 3 === 0 ? 'gzip' : 'br, gzip' },
      })),
    });
    const bad = result['1xx'] + result['4xx'] + result['5xx'];
    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      [
        // autocannon stops each connection on its last answer without counting it.
        `answers counted: ${result.requests.total} of ${amount} requests in ${result.duration.toFixed(1)} s ` +
          `(2xx ${result['2xx']}, 3xx ${result['3xx']}, other ${bad}; errors ${result.errors}, timeouts ${result.timeouts})`,
        `throughput: ${result.requests.average.toFixed(0)} requests/s, ${mib(result.throughput.average)} MiB/s (compressed)`,
        `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
        `machine: ${os.availableParallelism()} CPUs; nginx with 1 worker, 16 connections, no pipelining`,
      ].join('\n'),
    );
    if (result.errors > 0 || result.timeouts > 0 || bad > 0 || result.non2xx !== result['3xx']) {
      throw new Error(`the run had errors or answers other than 2xx/3xx: ${JSON.stringify(result.statusCodeStats)}`);
    }
  } finally {
    await nginx.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
