import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/serveConfig/precompress';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(relative: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, 'site', relative)), { recursive: true });
  fs.writeFileSync(path.join(root, 'site', relative), content);
}

describe('precompressFolder', () => {
  it('gives every copy of a repeated file whole gzip and brotli copies, on a cold and a warm cache', async () => {
    const page = `<!doctype html><title>Same</title>${'<p>PostgreSQL thin clones</p>'.repeat(200)}`;
    // Many files with one content, compressed at the same time.
    for (let i = 0; i < 24; i++) write(`dir${i}/index.html`, page);
    write('other.css', `.a{color:red}${'.b{margin:0}'.repeat(100)}`);
    const options = { longLivedPrefixes: [], cacheDir: path.join(root, 'cache') };
    for (const run of ['cold', 'warm']) {
      const summary = await precompressFolder(path.join(root, 'site'), options);
      expect(summary.files, run).toBe(25);
      for (let i = 0; i < 24; i++) {
        const file = path.join(root, 'site', `dir${i}/index.html`);
        expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString(), `${run} ${i} gzip`).toBe(page);
        expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString(), `${run} ${i} br`).toBe(page);
      }
      if (run === 'cold') expect(summary.fromCache).toBe(0);
      else expect(summary.fromCache).toBe(50);
    }
    // Only the four cache entries of this run remain: no temporary files.
    expect(fs.readdirSync(options.cacheDir).sort()).toHaveLength(4);
  });
});
