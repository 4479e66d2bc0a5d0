import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyReplacements, patchSource, replacements, targets } from '@site/scripts/patch-docsearch.mjs';

type Replacement = { defect: string; from: string; to: string };
type Outcome = { patched: string; applied: string[]; alreadyInPlace: string[] };
const list = replacements as Replacement[];
const patch = patchSource as (source: string, list?: Replacement[], file?: string) => string;
const apply = applyReplacements as (source: string, list?: Replacement[], file?: string) => Outcome;
const root = path.resolve(__dirname, '../../..');

describe('patch-docsearch', () => {
  it('applies every fix once and is idempotent', () => {
    const original = list.map((r) => `/*before*/${r.from}/*after*/`).join('\n');
    const patched = patch(original, list);
    for (const { from, to } of list) {
      expect(patched).toContain(to);
      expect(patched).not.toContain(from);
    }
    expect(patch(patched, list)).toBe(patched);
  });

  it('recognises a file patched by an earlier install, replacement by replacement', () => {
    const original = list.map((r) => `/*before*/${r.from}/*after*/`).join('\n');
    const first = apply(original, list, 'index.js');
    expect(first.applied).toEqual(list.map((r) => r.defect));
    expect(first.alreadyInPlace).toEqual([]);
    const again = apply(first.patched, list, 'index.js');
    expect(again.patched).toBe(first.patched);
    expect(again.applied, 'a second run must not apply anything again').toEqual([]);
    expect(again.alreadyInPlace).toEqual(list.map((r) => r.defect));
  });

  it('names the file and the replacement when the target is missing', () => {
    for (const replacement of list) {
      expect(() => patch('export const nothing = 1;', [replacement], 'dist/esm/index.js')).toThrow(
        `patch-docsearch: dist/esm/index.js: the replacement "${replacement.defect}" expects its target once`,
      );
    }
  });

  it('fails when a target is found twice, or beside its own result', () => {
    const [first] = list;
    if (!first) throw new Error('no replacements to test');
    expect(() => patch(`${first.from};${first.from}`, [first], 'twice.js')).toThrow(
      /twice\.js: .* found the target 2 and the result 0 times/,
    );
    expect(() => patch(`${first.to};${first.from}`, [first], 'mixed.js')).toThrow(
      /mixed\.js: .* found the target 1 and the result 1 times/,
    );
  });

  it('has been applied to the installed dialog', () => {
    const require = createRequire(import.meta.url);
    const patched = targets as Array<{ module: string; replacements: Replacement[] }>;
    expect(patched.map((target) => target.module)).toEqual(['@docsearch/react/dist/esm/index.js']);
    for (const target of patched) {
      const installed = fs.readFileSync(require.resolve(target.module), 'utf8');
      for (const { from, to } of target.replacements) {
        expect(installed, `${target.module}: ${from}`).toContain(to);
      }
      expect(apply(installed, target.replacements).alreadyInPlace).toHaveLength(target.replacements.length);
    }
  });

  it('patches/README.md names each of the two replacements', () => {
    // patches/README.md lists every change made to a dependency; a replacement added or dropped
    // here must be added or dropped there too, with its count.
    const readme = fs.readFileSync(path.join(root, 'patches/README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## DocSearch replacements'),
      readme.indexOf('\n## ', readme.indexOf('## DocSearch replacements') + 1),
    );
    expect(
      list.map((r) => r.defect),
      'scripts/patch-docsearch.mjs no longer has two replacements: update the count and the table in patches/README.md, and this test',
    ).toHaveLength(2);
    expect(section, 'patches/README.md should say how many DocSearch replacements there are').toContain(
      'There are two replacements',
    );
    for (const { defect } of list) {
      expect(section, `patches/README.md's DocSearch section does not name the replacement "${defect}"`).toContain(
        `"${defect}"`,
      );
    }
  });

  it('runs from a checkout whose path has a space in it', () => {
    // The script once compared its own URL with `file://` + argv[1], so from such a
    // path it did nothing and exited 0, leaving DocSearch unpatched.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patch docsearch '));
    try {
      fs.mkdirSync(path.join(dir, 'scripts'));
      fs.copyFileSync(path.join(root, 'scripts/patch-docsearch.mjs'), path.join(dir, 'scripts/patch-docsearch.mjs'));
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      const result = spawnSync(process.execPath, ['scripts/patch-docsearch.mjs'], { cwd: dir, encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout, 'the script did not run its main function from this path').toMatch(
        /dist\/esm\/index\.js: 0 replacement\(s\) applied, \d+ already in place/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
