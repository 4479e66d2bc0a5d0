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

  it("makes the image's copies at the strongest brotli level for long-lived files, and quick ones only when asked", async () => {
    const script = `export const clones = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `clone-${i}` })))};`;
    write('assets/js/main.0123abcd.js', script);
    write('docs/index.html', `<!doctype html>${'<p>Database branching</p>'.repeat(300)}`);
    const site = path.join(root, 'site');
    const brotliAt = (file: string, quality: number) =>
      zlib.brotliCompressSync(fs.readFileSync(path.join(site, file)), {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: fs.statSync(path.join(site, file)).size,
        },
      });
    const copy = (file: string) => fs.readFileSync(path.join(site, `${file}.br`));
    await precompressFolder(site, { longLivedPrefixes: ['assets/'] });
    expect(
      copy('assets/js/main.0123abcd.js').equals(brotliAt('assets/js/main.0123abcd.js', 11)),
      'hashed asset at 11',
    ).toBe(true);
    expect(copy('docs/index.html').equals(brotliAt('docs/index.html', 9)), 'page at 9').toBe(true);
    await precompressFolder(site, { longLivedPrefixes: ['assets/'], levels: 'quick' });
    expect(
      copy('assets/js/main.0123abcd.js').equals(brotliAt('assets/js/main.0123abcd.js', 4)),
      'quick copy at 4',
    ).toBe(true);
  });
});
