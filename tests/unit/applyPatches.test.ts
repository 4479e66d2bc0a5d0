// The install (postinstall) stops, naming the patch and the file, when a patch in patches/ no longer applies.
// Each case builds a tiny project in a temporary folder: a fake package, one patch, and the
// repository's install script, then runs the first step of package.json's postinstall there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const postinstall = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts.postinstall;
// The step that applies patches/; the DocSearch step after it needs the real DocSearch files.
const applyStep = postinstall?.split('&&')[0]?.trim() ?? '';

const patch = `diff --git a/node_modules/left-pad/index.js b/node_modules/left-pad/index.js
index 1111111..2222222 100644
--- a/node_modules/left-pad/index.js
+++ b/node_modules/left-pad/index.js
@@ -1,3 +1,3 @@
 'use strict';
-module.exports = function leftPad(text) { return text; };
+module.exports = function leftPad(text, width) { return String(text).padStart(width); };
 // end
`;
const original = "'use strict';\nmodule.exports = function leftPad(text) { return text; };\n// end\n";
const patched =
  "'use strict';\nmodule.exports = function leftPad(text, width) { return String(text).padStart(width); };\n// end\n";
const changedUpstream = "'use strict';\nmodule.exports = function leftPad(text, pad) { return pad + text; };\n// end\n";

const projects: string[] = [];
afterEach(() => {
  for (const dir of projects.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project whose only dependency, left-pad 1.0.0, has `installed` as its index.js. */
function makeProject(installed: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apply patches '));
  projects.push(dir);
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture', version: '1.0.0' }));
  fs.mkdirSync(path.join(dir, 'node_modules/left-pad'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'node_modules/left-pad/package.json'), '{"name":"left-pad","version":"1.0.0"}');
  fs.writeFileSync(path.join(dir, 'node_modules/left-pad/index.js'), installed);
  fs.symlinkSync(path.join(root, 'node_modules/patch-package'), path.join(dir, 'node_modules/patch-package'), 'dir');
  fs.mkdirSync(path.join(dir, 'patches'));
  fs.writeFileSync(path.join(dir, 'patches/left-pad+1.0.0.patch'), patch);
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(path.join(root, 'scripts/apply-patches.mjs'), path.join(dir, 'scripts/apply-patches.mjs'));
  return dir;
}

/**
 * Runs `command` in `dir` as npm would on a contributor's machine: not on CI (patch-package
 * fails there anyway) and not under NODE_ENV=test (which vitest sets, and which also makes it fail).
 */
function run(command: string, dir: string) {
  const result = spawnSync(command, {
    cwd: dir,
    shell: true,
    encoding: 'utf8',
    env: {
      ...process.env,
      CI: 'false',
      NODE_ENV: 'development',
      PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('postinstall: patches/', () => {
  it('applies patches with the install script first', () => {
    expect(applyStep, 'postinstall should start with `node scripts/apply-patches.mjs`').toBe(
      'node scripts/apply-patches.mjs',
    );
  });

  it('is a silent no-op on a contributor machine without --error-on-fail (why the flag is needed)', () => {
    const dir = makeProject(changedUpstream);
    const result = run('patch-package', dir);
    expect(
      result.status,
      'plain patch-package now fails outside CI on its own; the fixture no longer models a contributor machine',
    ).toBe(0);
    expect(result.output).toContain('left-pad+1.0.0.patch');
  });

  it('stops the install and names the patch, the file and the hunk when a patch does not apply', () => {
    const dir = makeProject(changedUpstream);
    const result = run(applyStep, dir);
    expect(
      result.status,
      `the install went on with an unapplied patch; postinstall must run patch-package with --error-on-fail:\n${result.output}`,
    ).not.toBe(0);
    expect(result.output, 'the message should name the patch file').toContain('patches/left-pad+1.0.0.patch');
    expect(result.output, 'the message should name the file inside the package').toContain(
      'node_modules/left-pad/index.js: hunk 1 of 1 (@@ -1,3 +1,3 @@)',
    );
    expect(result.output, 'the message should say how to re-create the patch').toContain('npx patch-package left-pad');
    expect(fs.readFileSync(path.join(dir, 'node_modules/left-pad/index.js'), 'utf8')).toBe(changedUpstream);
  });

  it('stops the install when a patched package is missing', () => {
    const dir = makeProject(original);
    fs.rmSync(path.join(dir, 'node_modules/left-pad'), { recursive: true });
    const result = run(applyStep, dir);
    expect(result.status, `the install went on without the patched package:\n${result.output}`).not.toBe(0);
    expect(result.output).toContain('left-pad');
    expect(result.output).toContain('the file is not installed');
  });

  it('applies a patch that matches, and accepts it as applied on the next install', () => {
    const dir = makeProject(original);
    const first = run(applyStep, dir);
    expect(first.status, first.output).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'node_modules/left-pad/index.js'), 'utf8')).toBe(patched);
    const again = run(applyStep, dir);
    expect(again.status, `a second install over patched files must pass:\n${again.output}`).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'node_modules/left-pad/index.js'), 'utf8')).toBe(patched);
  });
});
