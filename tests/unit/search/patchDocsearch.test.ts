import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { patchSource, replacements } from '../../../scripts/patch-docsearch.mjs';

type Replacement = { defect: string; from: string; to: string };
const list = replacements as Replacement[];
const patch = patchSource as (source: string) => string;

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

  it('has been applied to the installed dialog', () => {
    const require = createRequire(import.meta.url);
    const installed = fs.readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
    for (const { to } of list) expect(installed).toContain(to);
  });
});
