#!/usr/bin/env node
/**
 * Fixes defects of the DocSearch dialogs after install: DocSearch 4.6.3
 * (@docsearch/react, dist/esm/DocSearchModal.js; the Algolia mode) and 3.9.0
 * (installed as docsearch-react-3; the offline and Typesense modes), listed below. The file is minified onto one
 * line, so a textual patch would rewrite the whole file; these exact
 * replacements are small, reviewable and fail loudly when the upstream code
 * changes. Runs on `npm install` / `npm ci` (postinstall) and is idempotent:
 * a replacement whose result is already in the file counts as applied.
 *
 * 1. "Try searching for" suggestions never render: an object spread turns the
 *    suggestion list into an object.
 * 2. "See all N results" adds the counts of every keystroke together.
 * 3. The error screen never shows: only errors named RetryError set the
 *    status, and autocomplete's `finally` resets it to idle right away.
 * 4. The start screen is blank when nothing was searched before; it says so.
 * 5. With storage blocked by the browser, the dialog still opens: the
 *    storage clean-up on open is allowed to fail.
 * 6. Queries are limited to 64 characters again (typed, pasted or taken
 *    from the selected text), the widget's limit before 4.x raised it.
 * 7. Opening the dialog no longer probes for eval: the copy of zod bundled
 *    with the dialog's AI features tries `new Function("")` to decide
 *    whether to compile its parsers. The site's Content-Security-Policy
 *    forbids eval, so the probe only raised a violation report; it now
 *    answers "no eval" without trying, and zod uses its plain parsers.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const marker = '/* site-patch */';

/** Fixes to the DocSearch 4 dialog, which the Algolia mode's stock theme uses. */
export const replacements = [
  {
    defect: 'suggestions stay an array',
    from: 'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})',
    to: `u({searchSuggestions:Object.keys(o)})${marker}`,
  },
  {
    defect: 'nbHits counts the current query only',
    from: 'if(i){var s=r.context.nbHits;u({nbHits:(null!=s?s:0)+i})}',
    to: `u({nbHits:g.reduce(function(e,t){return e+(t.nbHits||0)},0)});${marker}`,
  },
  {
    defect: 'every failed search shows the error screen',
    from: '"RetryError"===(F=e.v).name&&a("error"),F',
    to: `(F=e.v,a("error")),F${marker}`,
  },
  {
    defect: 'the error status survives autocomplete cleanup',
    from: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    to: `.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})${marker}`,
  },
  {
    defect: 'the empty start screen says there are no recent searches',
    from: 'return e.createElement("div",{className:"DocSearch-Dropdown-Container"},e.createElement(ku,F({},u,{title:i,collection:u.state.collections[0]',
    to: `return!1===u.hasCollections?e.createElement("div",{className:"DocSearch-StartScreen"},e.createElement("p",{className:"DocSearch-Help"},r.noRecentSearchesText||"No recent searches")):e.createElement("div",{className:"DocSearch-Dropdown-Container"},e.createElement(ku,F({},u,{title:i,collection:u.state.collections[0]${marker}`,
  },
  {
    defect: 'the dropdown, and so the start screen, shows when nothing was searched before',
    from: '||J||(pt=!1),e.createElement("div",F({ref:pe}',
    to: `||J||(pt=!0),${marker}e.createElement("div",F({ref:pe}`,
  },
  {
    defect: 'the dialog opens when the browser blocks storage',
    from: 'e.useEffect(function(){ta()},[])',
    to: `e.useEffect(function(){try{ta()}catch(e){}},[])${marker}`,
  },
  {
    defect: 'the selected text becomes a query of at most 64 characters',
    from: 'window.getSelection().toString().slice(0,512)',
    to: `window.getSelection().toString().slice(0,64)${marker}`,
  },
  {
    defect: 'the query field takes at most 64 characters',
    from: 'getInputProps({inputElement:o.inputRef.current,autoFocus:o.autoFocus,maxLength:512})',
    to: `getInputProps({inputElement:o.inputRef.current,autoFocus:o.autoFocus,maxLength:64})${marker}`,
  },
  {
    defect: 'no eval probe that the Content-Security-Policy reports',
    from: 'try{return new Function(""),!0}catch(e){return!1}',
    to: `return!1${marker}`,
  },
];

/**
 * Fixes to the DocSearch 3 dialog, which the offline and Typesense modes open
 * (a quarter of the DocSearch 4 dialog's size, without the AI features that
 * neither mode offers). It already keeps suggestions, counts, the start
 * screen, blocked storage and the 64-character limit right; its error
 * handling has the same two defects, and stored searches that are not valid
 * JSON or not a list stop the dialog from opening.
 */
export const replacementsV3 = [
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
  {
    defect: 'stored searches that are not a list read as none',
    from: 'getItem:function(){var t=window.localStorage.getItem(e);return t?JSON.parse(t):[]}',
    to: `getItem:function(){try{var t=JSON.parse(window.localStorage.getItem(e)||"[]");return Array.isArray(t)?t:[]}catch(e){return[]}}${marker}`,
  },
];

/** The files patched: each dialog's minified module, by the name it is imported with. */
export const targets = [
  { module: '@docsearch/react/modal', replacements },
  { module: 'docsearch-react-3/dist/esm/index.js', replacements: replacementsV3 },
];

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
