// The upgrade rehearsal (`npm run check:upgrade`): how it rewrites package.json, how it
// classifies a patch against an installed package, and how its report decides pass or fail.
// Each patch case installs a fixture file as left-pad's index.js in a temporary project.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyReplacements } from '@site/scripts/patch-docsearch.mjs';
import { checkReplacements, type DocsearchModule } from '@site/scripts/upgradeCheck/docsearch';
import { setDocusaurusVersion, versionToInstall } from '@site/scripts/upgradeCheck/packageJson';
import { applyFittingPatch, classifyPatch, listPatches } from '@site/scripts/upgradeCheck/patchStatus';
import { errorExcerpt, rehearsalFailed, renderReport, type RehearsalReport } from '@site/scripts/upgradeCheck/report';

const fixtures = path.resolve(__dirname, '../fixtures/upgrade-check');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');
const patchName = 'left-pad+1.0.0.patch';

const projects: string[] = [];
afterEach(() => {
  for (const dir of projects.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project with patches/left-pad+1.0.0.patch and left-pad `version` whose index.js is the fixture `installed`. */
function makeProject(installed: string | null, version = '1.0.0'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade check '));
  projects.push(dir);
  fs.mkdirSync(path.join(dir, 'patches'));
  fs.copyFileSync(path.join(fixtures, patchName), path.join(dir, 'patches', patchName));
  if (installed !== null) {
    const pkg = path.join(dir, 'node_modules/left-pad');
    fs.mkdirSync(pkg, { recursive: true });
    fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'left-pad', version }));
    fs.writeFileSync(path.join(pkg, 'index.js'), fixture(installed));
  }
  return dir;
}

const installedFile = (dir: string) => fs.readFileSync(path.join(dir, 'node_modules/left-pad/index.js'), 'utf8');

describe('check:upgrade: package.json', () => {
  const pkg = {
    name: 'site',
    dependencies: { '@docusaurus/core': '3.10.2', '@docusaurus/faster': '3.10.2', clsx: '2.1.1' },
    devDependencies: { '@docusaurus/types': '3.10.2', typescript: '5.9.3' },
    overrides: { '@docusaurus/utils': '3.10.2', '@docusaurus/logger': { '.': '3.10.2' }, sharp: '0.34.5' },
  };

  it('sets every @docusaurus/* dependency, dev dependency and override to the version, and nothing else', () => {
    const { pkg: next, changes } = setDocusaurusVersion(pkg, '4.0.0-canary-6808');
    expect(next).toEqual({
      name: 'site',
      dependencies: {
        '@docusaurus/core': '4.0.0-canary-6808',
        '@docusaurus/faster': '4.0.0-canary-6808',
        clsx: '2.1.1',
      },
      devDependencies: { '@docusaurus/types': '4.0.0-canary-6808', typescript: '5.9.3' },
      overrides: {
        '@docusaurus/utils': '4.0.0-canary-6808',
        '@docusaurus/logger': { '.': '4.0.0-canary-6808' },
        sharp: '0.34.5',
      },
    });
    expect(changes.map((c) => `${c.field} ${c.name} ${c.from}`)).toEqual([
      'dependencies @docusaurus/core 3.10.2',
      'dependencies @docusaurus/faster 3.10.2',
      'devDependencies @docusaurus/types 3.10.2',
      'overrides @docusaurus/utils 3.10.2',
      'overrides @docusaurus/logger 3.10.2',
    ]);
    expect(pkg.dependencies['@docusaurus/core'], 'the input object must not be modified').toBe('3.10.2');
  });

  it('installs, for a package without the rehearsed canary, the nearest canary of the same line', () => {
    const published = ['3.10.2', '4.0.0-canary-6790', '4.0.0-canary-6808', '4.0.0-canary-6830'];
    expect(versionToInstall('3.10.2', published)).toBe('3.10.2');
    expect(versionToInstall('4.0.0-canary-6808', published)).toBe('4.0.0-canary-6808');
    expect(versionToInstall('4.0.0-canary-6822', published), 'the newest not after the one asked for').toBe(
      '4.0.0-canary-6808',
    );
    expect(versionToInstall('4.0.0-canary-6700', published), 'else the oldest after it').toBe('4.0.0-canary-6790');
    expect(versionToInstall('4.0.0-alpha.1', published)).toBeNull();
    expect(versionToInstall('9.9.9', published)).toBeNull();
    const { pkg: next } = setDocusaurusVersion(pkg, '4.0.0-canary-6822', (name) =>
      name === '@docusaurus/types' ? '4.0.0-canary-6808' : '4.0.0-canary-6822',
    );
    expect(next.devDependencies).toEqual({ '@docusaurus/types': '4.0.0-canary-6808', typescript: '5.9.3' });
    expect(next.dependencies).toMatchObject({ '@docusaurus/core': '4.0.0-canary-6822' });
  });

  it('lists no change when the version is already the one installed, and refuses a blank version', () => {
    expect(setDocusaurusVersion(pkg, '3.10.2').changes).toEqual([]);
    expect(() => setDocusaurusVersion(pkg, '')).toThrow(/is not a version/);
  });
});

describe('check:upgrade: classifying a patch', () => {
  it('reads the patches present in the folder at run time', () => {
    const dir = makeProject('original.txt');
    fs.writeFileSync(path.join(dir, 'patches/README.md'), 'not a patch');
    expect(listPatches(path.join(dir, 'patches'))).toEqual([patchName]);
    fs.rmSync(path.join(dir, 'patches', patchName));
    expect(listPatches(path.join(dir, 'patches'))).toEqual([]);
  });

  it('applies: both hunks match the unchanged package, which is reported as the same version', () => {
    const result = classifyPatch(makeProject('original.txt'), patchName);
    expect(result.status).toBe('applies');
    expect(result.hunks.map((h) => h.status)).toEqual(['applies', 'applies']);
    expect(result).toMatchObject({
      pkg: 'left-pad',
      madeFor: '1.0.0',
      installed: '1.0.0',
      versionStatus: 'same version',
    });
  });

  it('no longer needed: the upstream file already contains every change', () => {
    const result = classifyPatch(makeProject('patched.txt', '1.1.0'), patchName);
    expect(result.status).toBe('no longer needed');
    expect(result.hunks.map((h) => h.status)).toEqual(['already applied', 'already applied']);
    expect(result.versionStatus).toBe('changed version');
  });

  it('partly upstream: one hunk is already there, the other still applies', () => {
    const result = classifyPatch(makeProject('partly-upstream.txt', '1.1.0'), patchName);
    expect(result.status).toBe('partly upstream');
    expect(result.hunks.map((h) => h.status)).toEqual(['already applied', 'applies']);
  });

  it('fails: names the file and the hunk that matches neither way, and keeps the hunk that applies', () => {
    const result = classifyPatch(makeProject('changed-upstream.txt', '1.1.0'), patchName);
    expect(result.status).toBe('fails');
    expect(result.hunks).toEqual([
      { file: 'node_modules/left-pad/index.js', hunk: '@@ -1,7 +1,7 @@', status: 'applies' },
      {
        file: 'node_modules/left-pad/index.js',
        hunk: '@@ -11,8 +11,8 @@',
        status: 'fails',
        detail: 'matches neither the original nor the patched lines',
      },
    ]);
  });

  it('fails when the package is not installed at all', () => {
    const result = classifyPatch(makeProject(null), patchName);
    expect(result.status).toBe('fails');
    expect(result.versionStatus).toBe('not installed');
    expect(result.hunks.every((h) => h.detail === 'the file is not installed')).toBe(true);
  });

  it('applies a patch that fits, finishes one that is partly upstream, and leaves a failing one out whole', () => {
    const original = makeProject('original.txt');
    expect(applyFittingPatch(original, patchName)).toBe(true);
    expect(installedFile(original)).toBe(fixture('patched.txt'));

    const partly = makeProject('partly-upstream.txt');
    expect(applyFittingPatch(partly, patchName)).toBe(true);
    expect(installedFile(partly)).toBe(fixture('patched.txt'));

    const changed = makeProject('changed-upstream.txt');
    expect(applyFittingPatch(changed, patchName)).toBe(false);
    expect(installedFile(changed), 'half of a failing patch must not be applied').toBe(fixture('changed-upstream.txt'));
  });
});

describe('check:upgrade: DocSearch replacements', () => {
  it('tries each replacement alone: applies, already applied, or fails with the counts', () => {
    const dir = makeProject(null);
    const file = path.join(dir, 'node_modules/fake-dialog/modal.js');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'node_modules/fake-dialog/package.json'),
      '{"name":"fake-dialog","version":"9.9.9"}',
    );
    fs.writeFileSync(file, 'a(1);b(2)/*x*/;');
    const script: DocsearchModule = {
      applyReplacements: applyReplacements as DocsearchModule['applyReplacements'],
      targets: [
        {
          module: 'fake-dialog/modal.js',
          replacements: [
            { defect: 'one', from: 'a(1);', to: 'a(2);' },
            { defect: 'two', from: 'b(1)', to: 'b(2)/*x*/' },
            { defect: 'three', from: 'c(1)', to: 'c(2)' },
          ],
        },
        { module: 'missing-dialog/modal.js', replacements: [{ defect: 'four', from: 'x', to: 'y' }] },
      ],
    };
    const results = checkReplacements(script, dir, true);
    expect(results.map((r) => `${r.defect}: ${r.status}`)).toEqual([
      'one: applies',
      'two: already applied',
      'three: fails',
      'four: fails',
    ]);
    expect(results[0]?.version).toBe('9.9.9');
    expect(results[2]?.detail).toBe('found the target 0 and the result 0 times');
    expect(results[3]?.detail).toBe('module not installed');
    expect(fs.readFileSync(file, 'utf8'), 'what applies is written').toBe('a(2);b(2)/*x*/;');
  });
});

describe('check:upgrade: report', () => {
  const base: RehearsalReport = {
    version: '9.0.0',
    nodeVersion: 'v24.0.0',
    npmVersion: '11.0.0',
    date: '2026-01-01T00:00:00.000Z',
    installedCore: { version: '9.0.0', nodeEngine: '>=24' },
    changes: [{ field: 'dependencies', name: '@docusaurus/core', from: '3.10.2', to: '9.0.0' }],
    patches: [],
    docsearch: [],
    phases: [{ name: 'build', command: 'npm run build', status: 'passed', durationMs: 95_000 }],
    notes: [],
  };
  const failing = {
    patch: 'patches/left-pad+1.0.0.patch',
    pkg: 'left-pad',
    madeFor: '1.0.0',
    installed: '1.1.0',
    versionStatus: 'changed version' as const,
    status: 'fails' as const,
    hunks: [{ file: 'node_modules/left-pad/index.js', hunk: '@@ -11,8 +11,8 @@', status: 'fails' as const }],
  };

  it('passes only when no patch, replacement or phase failed; a patch no longer needed is not a failure', () => {
    expect(rehearsalFailed(base)).toBe(false);
    expect(rehearsalFailed({ ...base, patches: [{ ...failing, status: 'no longer needed', hunks: [] }] })).toBe(false);
    expect(rehearsalFailed({ ...base, patches: [failing] })).toBe(true);
    expect(rehearsalFailed({ ...base, phases: [{ ...base.phases[0]!, status: 'failed' }] })).toBe(true);
    expect(
      rehearsalFailed({
        ...base,
        docsearch: [{ module: 'm', version: null, defect: 'd', status: 'fails' }],
      }),
    ).toBe(true);
  });

  it('names the version, Node, each patch with its hunks and package version, and each phase with its time', () => {
    const markdown = renderReport({ ...base, patches: [failing] });
    expect(markdown).toContain('# Upgrade rehearsal: Docusaurus 9.0.0');
    expect(markdown).toContain('Node: v24.0.0');
    expect(markdown).toContain('- Installed `@docusaurus/core`: 9.0.0 (engines: node >=24)');
    expect(markdown).toContain('- Result: **failed**, 95 s in all');
    expect(markdown).toContain(
      '| `left-pad+1.0.0.patch` | fails | 0 apply, 0 already upstream, 1 fail | changed version: made for 1.0.0, installed 1.1.0 |',
    );
    expect(markdown).toContain('  - fails: `node_modules/left-pad/index.js` @@ -11,8 +11,8 @@');
    expect(markdown).toContain('| build | `npm run build` | passed | 95 s |');
  });

  it('quotes a failure from its first error line, not from the warnings before it', () => {
    const output = 'npm warn deprecated x\nbuilding...\n\u001b[31m[ERROR]\u001b[39m Module not found: foo\n  at bar\n';
    expect(errorExcerpt(output)).toBe('[ERROR] Module not found: foo\n  at bar');
    expect(errorExcerpt('one\ntwo\n', 1)).toBe('two');
  });

  it('quotes the failed test, not an error that a passing test logged before it', () => {
    const output = [
      ' ✓ tests/unit/search.test.ts (4 tests)',
      'stderr | Typesense answered 503: error, falling back to the offline index',
      ' ✓ tests/unit/other.test.ts (2 tests)',
      ' FAIL  tests/unit/patches.test.ts > theme-common > keeps the sort',
      'AssertionError: expected 1 to be 2',
    ].join('\n');
    expect(errorExcerpt(output, 2)).toBe(
      'FAIL  tests/unit/patches.test.ts > theme-common > keeps the sort\nAssertionError: expected 1 to be 2',
    );
  });
});
