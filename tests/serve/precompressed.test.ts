/**
 * The copies nginx serves as they are (gzip_static, brotli_static): written
 * by the serve tests' setup with `npm run precompress`'s code, one beside
 * every compressible file of the build, and decoding to the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/serveConfig/buildFiles';
import { isCompressible, minimumBytes } from '../../scripts/serveConfig/precompress';
import { buildDir } from '../support/buildOutput';

describe('precompressed copies', () => {
  it('has a gzip and a brotli copy of every compressible file, with the same content', async () => {
    const files = await listFiles(buildDir);
    const compressible = files.filter(
      (file) => isCompressible(file) && fs.statSync(path.join(buildDir, file)).size >= minimumBytes,
    );
    expect(compressible.length).toBeGreaterThan(100);
    const missing: string[] = [];
    const different: string[] = [];
    for (const file of compressible) {
      const original = fs.readFileSync(path.join(buildDir, file));
      for (const [suffix, decode] of [
        ['.gz', zlib.gunzipSync],
        ['.br', zlib.brotliDecompressSync],
      ] as const) {
        const copy = path.join(buildDir, `${file}${suffix}`);
        if (!fs.existsSync(copy)) missing.push(`${file}${suffix}`);
        else if (!decode(fs.readFileSync(copy)).equals(original)) different.push(`${file}${suffix}`);
      }
    }
    expect(missing, 'these copies are missing: npm run precompress writes them beside each file').toEqual([]);
    expect(different, 'these copies do not decode to their file: run npm run precompress again').toEqual([]);
  });
});
