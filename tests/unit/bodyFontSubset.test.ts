import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bodyFontSource,
  bodyFontSubsetFile,
  bodyFontSubsetText,
  bodyFontUnicodeRange,
  cutBodyFontSubset,
} from '@site/src/config/bodyFontSubset';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');

describe('preloaded body font subset', () => {
  it('is the subset the current font package gives (run "npm run fonts:subset" after an upgrade)', async () => {
    const expected = await cutBodyFontSubset(fs.readFileSync(require.resolve(bodyFontSource)));
    const committed = fs.readFileSync(path.join(root, bodyFontSubsetFile));
    expect(committed.equals(expected), `${bodyFontSubsetFile} is out of date: run "npm run fonts:subset"`).toBe(true);
    // Cutting a variable font takes seconds, more on a busy two-core machine.
  }, 60_000);

  it('stays within the preload budget of 25 KB', () => {
    expect(fs.statSync(path.join(root, bodyFontSubsetFile)).size).toBeLessThanOrEqual(25 * 1024);
  });

  it('is declared for exactly the characters it holds', () => {
    const css = fs.readFileSync(path.join(root, 'src/css/fonts.css'), 'utf8');
    const declared = /unicode-range:([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, '') ?? '';
    expect(declared).toBe(bodyFontUnicodeRange().replace(/\s+/g, ''));
    const held = new Set(bodyFontSubsetText());
    const sample = 'Fast clones — “thin” copies, 10 TiB… © PostgresAI → docs';
    expect([...sample].filter((character) => !held.has(character))).toEqual([]);
  });
});
