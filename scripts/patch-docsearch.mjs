#!/usr/bin/env node
/**
 * Fixes three defects of the DocSearch dialog (@docsearch/react 4.6.3,
 * dist/esm/DocSearchModal.js) after install. The file is minified onto one
 * line, so a textual patch would rewrite the whole file; these exact
 * replacements are small, reviewable and fail loudly when the upstream code
 * changes. Runs on `npm install` / `npm ci` (postinstall) and is idempotent.
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

const marker = '/* site-patch */';

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

/** Applies the replacements to the source text; throws when one cannot be applied. */
export function patchSource(source) {
  let patched = source;
  for (const { defect, from, to } of replacements) {
    if (patched.includes(to)) continue;
    const count = patched.split(from).length - 1;
    if (count !== 1) {
      throw new Error(
        `patch-docsearch: expected one match for "${defect}", found ${count}; review the patch for this DocSearch version`,
      );
    }
    patched = patched.replace(from, to);
  }
  return patched;
}

function main() {
  const require = createRequire(import.meta.url);
  // The package exports this file as `@docsearch/react/modal`.
  const file = require.resolve('@docsearch/react/modal');
  const source = fs.readFileSync(file, 'utf8');
  const patched = patchSource(source);
  if (patched !== source) fs.writeFileSync(file, patched);
  console.log(
    `patch-docsearch: ${patched === source ? 'already patched' : 'patched'} ${path.relative(process.cwd(), file)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
