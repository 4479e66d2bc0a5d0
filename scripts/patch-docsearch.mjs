#!/usr/bin/env node
/**
 * Fixes defects of the DocSearch 3.9.0 dialog (@docsearch/react, dist/esm/index.js),
 * the one dialog of every search mode, after install. The file is minified onto one
 * line, so a textual patch would rewrite the whole file; these exact replacements are
 * small, reviewable and fail loudly when the upstream code changes. Runs on
 * `npm install` / `npm ci` (postinstall) and is idempotent: a replacement whose result
 * is already in the file counts as applied.
 *
 * The error screen never shows: only errors named RetryError (Algolia's client)
 * set the status, and autocomplete's `finally` resets it to idle right away.
 *
 * Stored searches that are not valid JSON, or not a list, also stop the dialog from
 * opening; src/storage/searchHistory.ts drops them when the app loads, no patch needed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const marker = '/* site-patch */';

/**
 * Fixes to the DocSearch 3 dialog. (DocSearch 4, which the site no longer installs,
 * has the same two error-handling defects.)
 */
export const replacements = [
  {
    defect: 'every failed search shows the error screen',
    from: 'throw"RetryError"===e.name&&l("error"),e',
    to: `throw l("error"),e${marker}`,
  },
  {
    defect: 'the error status survives autocomplete cleanup',
    from: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    to: `.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))${marker}`,
  },
];

/** The files patched: the dialog's minified module, by the name it is resolved with. */
export const targets = [{ module: '@docsearch/react/dist/esm/index.js', replacements }];

/**
 * Applies the replacements to the text of `file` (named in errors only).
 * Each replacement must find either its target once (it is applied) or its
 * result once and no target (it was applied before: the install ran again);
 * anything else throws, naming the file and the replacement, so a new
 * DocSearch version can never ship half-patched. Returns the new text and,
 * per replacement, whether it was applied now or found already in place.
 */
export function applyReplacements(source, list = replacements, file = 'the DocSearch dialog') {
  let patched = source;
  const applied = [];
  const alreadyInPlace = [];
  for (const { defect, from, to } of list) {
    const results = patched.split(to).length - 1;
    // A result may contain its own target; count only targets outside results.
    const matches = patched.split(to).join('').split(from).length - 1;
    if (results === 1 && matches === 0) {
      alreadyInPlace.push(defect);
      continue;
    }
    if (results === 0 && matches === 1) {
      patched = patched.replace(from, () => to);
      applied.push(defect);
      continue;
    }
    throw new Error(
      `patch-docsearch: ${file}: the replacement "${defect}" expects its target once (or, when already applied, ` +
        `its result once), but found the target ${matches} and the result ${results} times. The installed DocSearch ` +
        `differs from the version this replacement was written for: check whether the new version still has the ` +
        `defect, then update or remove this replacement in scripts/patch-docsearch.mjs.`,
    );
  }
  return { patched, applied, alreadyInPlace };
}

/** Applies the replacements to the source text; throws when one cannot be applied. */
export function patchSource(source, list = replacements, file = undefined) {
  return applyReplacements(source, list, file).patched;
}

/** Patches each target file in place; returns one line per file for the install log. */
export function patchInstalledFiles(list = targets, resolve = createRequire(import.meta.url).resolve) {
  const report = [];
  for (const target of list) {
    let file;
    try {
      file = resolve(target.module);
    } catch (error) {
      throw new Error(
        `patch-docsearch: cannot find ${target.module} (${error.message.split('\n')[0]}); is it still installed?`,
      );
    }
    const name = path.relative(process.cwd(), file);
    const source = fs.readFileSync(file, 'utf8');
    const { patched, applied, alreadyInPlace } = applyReplacements(source, target.replacements, name);
    if (patched !== source) fs.writeFileSync(file, patched);
    report.push(
      `patch-docsearch: ${name}: ${applied.length} replacement(s) applied, ${alreadyInPlace.length} already in place`,
    );
  }
  return report;
}

function main() {
  try {
    for (const line of patchInstalledFiles()) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// Compared as URLs of the real path: a checkout under a folder with spaces or
// behind a symbolic link must still run (a plain `file://` + path comparison
// skipped the patch there without a word).
if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) main();
