#!/usr/bin/env node
/**
 * Applies the patches in patches/ on install (postinstall) and stops the
 * install when one of them does not apply.
 *
 * patch-package on its own exits 0 after a failed patch unless it detects a
 * CI environment, so a contributor's machine or an image built outside CI
 * would go on with the unpatched package. `--error-on-fail` makes every
 * failure exit 1. patch-package then names the patch file and the package,
 * not the file inside it that changed; when it fails, this script dry-runs
 * each patch, hunk by hunk, and names every file and hunk that no longer
 * matches, so the next step is clear without reading the patch by hand.
 *
 * Runs from the project root (where npm runs postinstall); extra arguments
 * go to patch-package.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** The flags every install passes to patch-package. */
export const patchPackageFlags = ['--error-on-fail'];

/** Runs patch-package in the current folder; its output goes straight to this process's output. */
export function runPatchPackage(args = []) {
  const bin = require.resolve('patch-package/index.js');
  return spawnSync(process.execPath, [bin, ...patchPackageFlags, ...args], { stdio: 'inherit' });
}

function hunkHeader(hunk) {
  const { original, patched } = hunk.header;
  return `@@ -${original.start},${original.length} +${patched.start},${patched.length} @@`;
}

/** Whether the effects dry-run cleanly against the files under `cwd`. */
function appliesCleanly(executeEffects, effects, cwd) {
  try {
    executeEffects(effects, { dryRun: true, cwd, bestEffort: false });
    return true;
  } catch {
    return false;
  }
}

/**
 * Lists, for every patch in `patchDir` (relative to `cwd`), the files and
 * hunks that neither apply to the installed package nor are already applied.
 * Uses patch-package's own parser and dry run, so it agrees with the install.
 */
export function findUnappliedHunks({ cwd = process.cwd(), patchDir = 'patches' } = {}) {
  const { parsePatchFile } = require('patch-package/dist/patch/parse.js');
  const { executeEffects } = require('patch-package/dist/patch/apply.js');
  const { reversePatch } = require('patch-package/dist/patch/reverse.js');
  const { getPackageDetailsFromPatchFilename } = require('patch-package/dist/PackageDetails.js');
  const dir = path.join(cwd, patchDir);
  const problems = [];
  const patchFiles = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((name) => name.endsWith('.patch'))
        .sort()
    : [];
  for (const name of patchFiles) {
    const patch = path.posix.join(patchDir, name.split(path.sep).join('/'));
    const pkg = getPackageDetailsFromPatchFilename(path.basename(name))?.pathSpecifier ?? '<package>';
    let effects;
    try {
      effects = parsePatchFile(fs.readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      problems.push({ patch, pkg, file: null, detail: `the patch cannot be parsed (${error.message})` });
      continue;
    }
    for (const effect of effects) {
      if (effect.type !== 'patch') {
        if (
          !appliesCleanly(executeEffects, [effect], cwd) &&
          !appliesCleanly(executeEffects, reversePatch([effect]), cwd)
        ) {
          problems.push({
            patch,
            pkg,
            file: effect.path ?? effect.fromPath,
            detail: `its ${effect.type} does not apply`,
          });
        }
        continue;
      }
      if (!fs.existsSync(path.join(cwd, effect.path))) {
        problems.push({ patch, pkg, file: effect.path, detail: 'the file is not installed' });
        continue;
      }
      effect.hunks.forEach((hunk, index) => {
        const single = [{ ...effect, hunks: [hunk] }];
        if (appliesCleanly(executeEffects, single, cwd)) return;
        if (appliesCleanly(executeEffects, reversePatch(single), cwd)) return;
        problems.push({
          patch,
          pkg,
          file: effect.path,
          detail: `hunk ${index + 1} of ${effect.hunks.length} (${hunkHeader(hunk)}) matches neither the original nor the patched lines`,
        });
      });
    }
  }
  return problems;
}

/** The message printed when patch-package failed, naming each patch, file and hunk found. */
export function describeFailure(problems, status) {
  const lines = [
    `apply-patches: the install stopped because patch-package could not apply a patch (exit code ${status}).`,
  ];
  const byPatch = new Map();
  for (const problem of problems) byPatch.set(problem.patch, [...(byPatch.get(problem.patch) ?? []), problem]);
  for (const [patch, list] of byPatch) {
    lines.push(`  ${patch} (re-create with \`npx patch-package ${list[0].pkg}\` after editing the files below)`);
    for (const { file, detail } of list) lines.push(`    ${file ?? '(whole patch)'}: ${detail}`);
  }
  if (byPatch.size === 0) lines.push('  patch-package says above which patch and package it could not apply.');
  lines.push(
    'The package has changed since the patch was made: re-create the patch against the installed version, or',
    'delete it when that version fixes the defect. patches/README.md says what each patch is for and when it can go.',
  );
  return lines.join('\n');
}

function main() {
  const result = runPatchPackage(process.argv.slice(2));
  if (result.error) throw result.error;
  if (result.status === 0) return;
  let problems = [];
  try {
    problems = findUnappliedHunks();
  } catch (error) {
    console.error(`apply-patches: could not name the files that changed: ${error.message}`);
  }
  console.error(describeFailure(problems, result.status));
  process.exit(result.status ?? 1);
}

// Compared as URLs of the real path: a checkout under a folder with spaces or
// behind a symbolic link must still run.
if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) main();
