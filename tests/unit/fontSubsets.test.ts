import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutSubset, fontSubsets, subsetText, unicodeRange } from '@site/src/config/fontSubsets';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
const css = fs.readFileSync(path.join(root, 'src/css/fonts.css'), 'utf8');

/** The unicode-range of the face in fonts.css that loads `file`. */
function declaredRange(file: string): string {
  const face = css.split('@font-face').find((block) => block.includes(path.basename(file)));
  return /unicode-range:([^;]+);/.exec(face ?? '')?.[1]?.replace(/\s+/g, '') ?? '';
}

describe.each(fontSubsets.map((subset) => [subset.family, subset] as const))('%s subset', (_family, subset) => {
  it('is the subset the current font package gives (run "npm run fonts:subset" after an upgrade)', async () => {
    const expected = await cutSubset(subset, fs.readFileSync(require.resolve(subset.source)));
    const committed = fs.readFileSync(path.join(root, subset.file));
    expect(committed.equals(expected), `${subset.file} is out of date: run "npm run fonts:subset"`).toBe(true);
    // Cutting a variable font takes seconds, more on a busy two-core machine.
  });

  it('stays within its budget', () => {
    expect(fs.statSync(path.join(root, subset.file)).size).toBeLessThanOrEqual(subset.budget);
  });

  it('is declared in src/css/fonts.css for exactly the characters it holds', () => {
    expect(declaredRange(subset.file), `declare ${subset.file} with unicode-range: ${unicodeRange(subset)}`).toBe(
      unicodeRange(subset).replace(/\s+/g, ''),
    );
  });
});

describe('font subsets', () => {
  it('hold the characters of ordinary text and code', () => {
    const [body, code] = fontSubsets;
    const missing = (text: string, held: Set<string>) => [...text].filter((character) => !held.has(character));
    expect(missing('Fast clones — “thin” copies, 10 TiB… © PostgresAI → docs', new Set(subsetText(body)))).toEqual([]);
    expect(missing("select * from t where a >= 1 and b <> 'x';\n\t-- ok", new Set(subsetText(code)))).toEqual([]);
  });

  it('are declared after the font packages, so their faces win for the characters they hold', () => {
    const config = fs.readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
    const at = (needle: string) => config.indexOf(needle);
    expect(at("'./src/css/fonts.css'")).toBeGreaterThan(at('@fontsource-variable/inter/index.css'));
    expect(at("'./src/css/fonts.css'")).toBeGreaterThan(at('@fontsource-variable/jetbrains-mono/index.css'));
  });
});
