// Every change the site makes to a dependency is checked here against the installed files,
// independently of the patch files, so deleting a hunk from patches/ (or an upgrade that
// drops it) fails a named test. Where a visitor could notice the change, a behaviour test
// elsewhere covers it too; patches/README.md names both.
import fs from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import globals from 'globals';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const patchesDir = path.join(root, 'patches');
// patch-package patches the copy at the top of node_modules, which the bundler resolves.
const installed = (pkg: string, file: string) => fs.readFileSync(path.join(root, 'node_modules', pkg, file), 'utf8');

type Change = { pkg: string; file: string; change: string; expect: RegExp };

/**
 * One entry per hunk of patches/ that changes what the code does. A hunk that only adds an import
 * (`startTransition` from 'react') is checked by "every name it uses is imported or defined in it".
 */
const changes: Change[] = [
  {
    pkg: '@docusaurus/core',
    file: 'lib/client/browserContext.js',
    change: 'the "is browser" flag is set in a transition',
    expect: /startTransition\(\(\) => setIsBrowser\(true\)\)/,
  },
  {
    pkg: '@docusaurus/core',
    file: 'lib/client/clientEntry.js',
    change: 'the browser gets a turn before and after the route is preloaded',
    expect: /nextTask\(\)\s*\.then\(\(\) => preload\(window\.location\.pathname\)\)\s*\.then\(nextTask\)/,
  },
  {
    pkg: '@docusaurus/core',
    file: 'lib/client/docusaurus.js',
    change: 'route chunk names are indexed by route path once',
    expect: /chunkNamesByPath\.get\(path\) \?\? \[\]/,
  },
  {
    pkg: '@docusaurus/core',
    file: 'lib/client/docusaurus.js',
    change: 'links in view are prefetched in idle callbacks, each asset once',
    expect: /requestIdleCallback[\s\S]*prefetchedAssets\.has\(chunkAsset\)/,
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/contexts/navbarSecondaryMenu/content.js',
    change: "the mobile menu's content is set in a transition",
    expect: /React\.startTransition\(\(\) => setContent\(/,
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/contexts/navbarSecondaryMenu/display.js',
    change: 'the secondary menu is shown in a transition',
    expect: /React\.startTransition\(\(\) => setShown\(true\)\)/,
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/hooks/useCodeWordWrap.js',
    change: "a code block's scroll state is set in a transition",
    expect: /startTransition\(\(\) => setIsCodeScrollable\(isScrollable\)\)/,
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/hooks/useWindowSize.js',
    change: 'the window size is set in a transition after hydration',
    expect: /startTransition\(updateWindowSize\)/,
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/utils/reactUtils.js',
    change: 'the shallow memo sorts its keys without localeCompare',
    expect: /deps\.sort\(\(a, b\) => \(a\[0\] < b\[0\]/,
  },
  {
    pkg: 'react-router',
    file: 'esm/react-router.js',
    change: 'matchPath turns down a static path by a prefix test before compiling it',
    expect: /if \(!\/\[\\\\:\(\)\*\+\?\]\/\.test\(path\)\)/,
  },
];

/** Each patched file once, in the order of `changes`. */
const patchedFiles = [...new Map(changes.map(({ pkg, file }) => [`${pkg}/${file}`, { pkg, file }])).values()];

/**
 * Names a patched file may use without defining them: the browser's and the language's globals,
 * and what the bundler provides to the upstream code (`process.env.NODE_ENV`, hot-module `module`,
 * `__webpack_require__`, react-router's `global`).
 */
const knownGlobals = {
  ...globals.browser,
  ...globals.es2021,
  process: 'readonly',
  module: 'readonly',
  global: 'readonly',
  __webpack_require__: 'readonly',
} as const;

/**
 * The names a file uses but neither imports nor defines, with their lines, by ESLint's `no-undef`
 * (scope analysis, so a name in a comment, a string or a property does not count). A hunk that adds
 * an import (`startTransition` from 'react') is otherwise checked by nothing: without it the file
 * still has its `startTransition(` call and fails only in the browser, with a ReferenceError.
 */
function undefinedNames(pkg: string, file: string): string[] {
  const messages = new Linter({ configType: 'flat' }).verify(
    installed(pkg, file),
    [
      {
        languageOptions: {
          ecmaVersion: 'latest',
          sourceType: 'module',
          parserOptions: { ecmaFeatures: { jsx: true } },
          globals: knownGlobals,
        },
        linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
        rules: { 'no-undef': 'error' },
      },
    ],
    { filename: file },
  );
  // Besides no-undef, only a parse error counts (not the notes on the file's own eslint comments).
  return messages
    .filter((message) => message.ruleId === 'no-undef' || message.fatal)
    .map((message) =>
      message.fatal
        ? `(the file does not parse, line ${message.line}: ${message.message})`
        : `${message.message.replace(/^'(.+)' is not defined\.$/, '$1')} (line ${message.line})`,
    );
}

const patchFiles = fs.readdirSync(patchesDir).filter((file) => file.endsWith('.patch'));
const packageOfPatch = (file: string) => file.replace(/\+[^+]+\.patch$/, '').replace('+', '/');

describe('dependency patches', () => {
  it.each(changes)('$pkg $file: $change', ({ pkg, file, change, expect: pattern }) => {
    expect(
      pattern.test(installed(pkg, file)),
      `node_modules/${pkg}/${file} lacks the change "${change}" from patches/. Run \`npm ci\` (its postinstall ` +
        'applies the patches). If the hunk was removed from the patch on purpose, remove its entry here and its ' +
        'row in patches/README.md.',
    ).toBe(true);
  });

  it.each(patchedFiles)('$pkg $file: every name it uses is imported or defined in it', ({ pkg, file }) => {
    const missing = undefinedNames(pkg, file);
    expect(
      missing,
      `node_modules/${pkg}/${file} uses names it neither imports nor defines: ${missing.join(', ')}. In the ` +
        'browser that is a ReferenceError. A hunk of patches/ that adds an import or a definition is missing: run ' +
        "`npm ci`; if the patch was edited, put the import back in it (e.g. `startTransition` in the file's import " +
        "from 'react'). A name that the bundler or the browser provides goes in knownGlobals in this test.",
    ).toEqual([]);
  });

  it('every patched package has a checked change, and no more than three packages are patched', () => {
    const patched = patchFiles.map(packageOfPatch);
    const unchecked = patched.filter((pkg) => !changes.some((change) => change.pkg === pkg));
    expect(unchecked, `add the changes of these patches to the list in this test: ${unchecked.join(', ')}`).toEqual([]);
    expect(
      patched.length,
      `${patched.length} packages are patched (${patched.join(', ')}); the budget is 3. Prefer an alias or a ` +
        'bundler replacement in src/plugins/lean-client-bundle to a new patch.',
    ).toBeLessThanOrEqual(3);
  });

  it.each(patchFiles)('%s stays under 5 KB of diff', (file) => {
    const size = fs.statSync(path.join(patchesDir, file)).size;
    expect(
      size,
      `${file} is ${size} bytes; keep each patch under 5,000 bytes (smallest hunks, no long comments: the reasons go in patches/README.md).`,
    ).toBeLessThan(5000);
  });

  it('react-router compiles no regular expression to turn down an address that a static route cannot match', async () => {
    const { matchPath } = (await import(path.join(root, 'node_modules/react-router/esm/react-router.js'))) as {
      matchPath: (pathname: string, options: object) => { url: string } | null;
    };
    const NativeRegExp = globalThis.RegExp;
    let compiled = 0;
    globalThis.RegExp = new Proxy(NativeRegExp, {
      construct(target, args: [string, string?]) {
        compiled += 1;
        return new target(...args);
      },
    });
    try {
      const paths = Array.from({ length: 50 }, (_, i) => `/docs/section-${i}/page-${i}`);
      const misses = paths.filter((p) => matchPath('/blog/unrelated-post', { path: p, exact: true }) === null);
      expect(misses).toHaveLength(paths.length);
      expect(
        compiled,
        'matchPath compiled static route paths that cannot match: the react-router patch is missing',
      ).toBe(0);
      // It still matches as upstream does, case-insensitively and with a trailing slash.
      expect(matchPath('/Docs/Section-3/page-3/', { path: '/docs/section-3/page-3', exact: true })?.url).toBe(
        '/Docs/Section-3/page-3/',
      );
    } finally {
      globalThis.RegExp = NativeRegExp;
    }
  });
});
