/**
 * Writes `file.gz` and `file.br` beside every compressible file of a build,
 * so that nginx serves them as they are (gzip_static, brotli_static) and
 * compresses nothing per request. Copies are kept in a cache keyed by the
 * content, so a rebuild only compresses what changed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { SiteEnv } from '../../src/config/siteEnv';
import { withBase } from '../../src/data/serveRewrites';
import { listFiles } from './buildFiles';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const compressibleExtensions = [
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.jsonl',
  '.svg',
  '.xml',
  '.txt',
  '.md',
  // PGlite's WebAssembly module and data image shrink to about a third.
  '.wasm',
  '.data',
];
/** Below this size the saving does not pay for the extra file. */
export const minimumBytes = 512;

export type Encoding = 'gzip' | 'br';
export const encodingSuffix: Record<Encoding, string> = { gzip: '.gz', br: '.br' };

/**
 * `production`: what the container image serves (gzip 9; brotli 11 for long-lived files, 9 for the
 * rest). `quick`: gzip 6 and brotli 4, for tests that check how nginx serves the copies, not their size:
 * brotli 11 alone took about 40 s of CPU on PGlite's two files.
 */
export type CompressionLevels = 'production' | 'quick';

export type PrecompressOptions = {
  /** Files whose relative path starts with one of these get the strongest, slowest brotli level. */
  longLivedPrefixes: readonly string[];
  /** `production` unless said otherwise. */
  levels?: CompressionLevels;
  /** Folder of compressed copies from earlier runs; entries unused by this run are removed. */
  cacheDir?: string;
};

export type PrecompressSummary = {
  files: number;
  fromCache: number;
  bytes: number;
  gzipBytes: number;
  brBytes: number;
};

export function isCompressible(relativePath: string): boolean {
  return compressibleExtensions.includes(path.extname(relativePath).toLowerCase());
}

/** The gzip level and brotli quality of a copy. */
export function compressionLevel(encoding: Encoding, strongest: boolean, levels: CompressionLevels): number {
  if (levels === 'quick') return encoding === 'gzip' ? 6 : 4;
  if (encoding === 'gzip') return zlib.constants.Z_BEST_COMPRESSION;
  return strongest ? zlib.constants.BROTLI_MAX_QUALITY : 9;
}

async function compress(data: Buffer, encoding: Encoding, level: number): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(data, { level });
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: level,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

async function readCached(file: string | null): Promise<Buffer | null> {
  if (file === null) return null;
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Writes through a temporary name, so a reader never sees half a file. */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

export async function precompressFolder(folder: string, options: PrecompressOptions): Promise<PrecompressSummary> {
  const { cacheDir } = options;
  if (cacheDir) await fs.mkdir(cacheDir, { recursive: true });
  const used = new Set<string>();
  // Files with the same content share one compression, even while it is still running.
  const inFlight = new Map<string, Promise<{ data: Buffer; cached: boolean }>>();
  const compressOnce = (
    cacheName: string,
    cacheFile: string | null,
    data: Buffer,
    encoding: Encoding,
    level: number,
  ) => {
    let pending = inFlight.get(cacheName);
    if (!pending) {
      pending = (async () => {
        const cached = await readCached(cacheFile);
        if (cached) return { data: cached, cached: true };
        const fresh = await compress(data, encoding, level);
        if (cacheFile) await writeWhole(cacheFile, fresh);
        return { data: fresh, cached: false };
      })();
      inFlight.set(cacheName, pending);
    }
    return pending;
  };
  const summary: PrecompressSummary = { files: 0, fromCache: 0, bytes: 0, gzipBytes: 0, brBytes: 0 };
  const files: string[] = [];
  for (const file of await listFiles(folder)) {
    if (isCompressible(file)) files.push(file);
    // Copies left by an earlier run over the same folder would outlive their file.
    else if (/\.(gz|br)$/.test(file) && isCompressible(file.slice(0, -3))) await fs.rm(path.join(folder, file));
  }
  await eachLimited(files, Math.max(2, os.availableParallelism()) * 2, async (file) => {
    const source = path.join(folder, file);
    const [data, stat] = await Promise.all([fs.readFile(source), fs.stat(source)]);
    if (data.length < minimumBytes) return;
    const strongest = options.longLivedPrefixes.some((prefix) => file.startsWith(prefix));
    const key = createHash('sha256').update(data).digest('hex');
    summary.files += 1;
    summary.bytes += data.length;
    for (const encoding of ['gzip', 'br'] as const) {
      const level = compressionLevel(encoding, strongest, options.levels ?? 'production');
      const cacheName = `${key}-${level}${encodingSuffix[encoding]}`;
      const cacheFile = cacheDir ? path.join(cacheDir, cacheName) : null;
      used.add(cacheName);
      const { data: compressed, cached } = await compressOnce(cacheName, cacheFile, data, encoding, level);
      if (cached) summary.fromCache += 1;
      if (compressed.length >= data.length) continue;
      const target = `${source}${encodingSuffix[encoding]}`;
      // nginx may be serving the folder meanwhile: it sees the old copy or the whole new one.
      await writeWhole(target, compressed);
      // nginx dates the copy it sends by the copy's own time; keep it that of the original.
      await fs.utimes(target, stat.atime, stat.mtime);
      if (encoding === 'gzip') summary.gzipBytes += compressed.length;
      else summary.brBytes += compressed.length;
    }
  });
  if (cacheDir) {
    for (const name of await fs.readdir(cacheDir)) {
      if (!used.has(name)) await fs.rm(path.join(cacheDir, name), { force: true });
    }
  }
  return summary;
}

/**
 * Precompresses a site build as nginx serves it: hashed assets (cached for a
 * year) at the strongest brotli level, the rest at a quicker one, with copies
 * cached under node_modules/.cache. Returns a one-line summary.
 */
export async function precompressBuild(
  buildDir: string,
  env: Pick<SiteEnv, 'baseUrl'>,
  repoRoot: string,
  levels: CompressionLevels = 'production',
): Promise<string> {
  const started = Date.now();
  const summary = await precompressFolder(buildDir, {
    levels,
    longLivedPrefixes: [withBase(env.baseUrl, '/assets/').slice(env.baseUrl.length)],
    cacheDir: path.join(repoRoot, 'node_modules/.cache/precompress'),
  });
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  return (
    `${summary.files} files (${mib(summary.bytes)} MiB → gzip ${mib(summary.gzipBytes)} MiB, ` +
    `brotli ${mib(summary.brBytes)} MiB; ${summary.fromCache} copies from cache) in ${Date.now() - started} ms`
  );
}
