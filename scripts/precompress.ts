/**
 * npm run precompress [-- <build dir>]
 *
 * Writes a gzip and a brotli copy beside each compressible file of a build
 * (default `build/`), for nginx's gzip_static and brotli_static. Only a build
 * that nginx serves needs them: the container image, `serve:nginx` and
 * `test:serve`. Copies of unchanged files come from a cache, so a second run
 * over a rebuilt site only compresses what changed.
 */
import path from 'node:path';
import { readSiteEnv } from '../src/config/siteEnv';
import { precompressBuild } from './serveConfig/precompress';

const repoRoot = path.resolve(__dirname, '..');

precompressBuild(path.resolve(process.argv[2] ?? path.join(repoRoot, 'build')), readSiteEnv(process.env), repoRoot)
  .then((line) => console.log(`[precompress] ${line}`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
