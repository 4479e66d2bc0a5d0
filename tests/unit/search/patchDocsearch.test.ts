import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { patchSource, replacements, targets } from '@site/scripts/patch-docsearch.mjs';

type Replacement = { defect: string; from: string; to: string };
const list = replacements as Replacement[];
const patch = patchSource as (source: string, list?: Replacement[]) => string;

describe('patch-docsearch', () => {
  it('applies every fix once and is idempotent', () => {
    const original = list.map((r) => `/*before*/${r.from}/*after*/`).join('\n');
    const patched = patch(original);
    for (const { from, to } of list) {
      expect(patched).toContain(to);
      expect(patched).not.toContain(from);
    }
    expect(patch(patched)).toBe(patched);
  });

  it('fails loudly when the upstream code no longer matches', () => {
    expect(() => patch('export const nothing = 1;')).toThrow(/expected one match/);
  });

  it('has been applied to both installed dialogs', () => {
    const require = createRequire(import.meta.url);
    const patched = targets as Array<{ module: string; replacements: Replacement[] }>;
    expect(patched.map((target) => target.module)).toEqual([
      '@docsearch/react/modal',
      'docsearch-react-3/dist/esm/index.js',
    ]);
    for (const target of patched) {
      const installed = fs.readFileSync(require.resolve(target.module), 'utf8');
      for (const { from, to } of target.replacements) {
        expect(installed, `${target.module}: ${from}`).toContain(to);
        expect(patch(installed, target.replacements)).toBe(installed);
      }
    }
  });
});
