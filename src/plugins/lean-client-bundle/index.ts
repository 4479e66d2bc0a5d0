/**
 * Changes how the client bundle is split, so a first visit downloads and runs
 * less before the page is interactive. Docusaurus itself decides these things
 * in its webpack/Rspack configuration; this plugin adjusts that configuration
 * and nothing else:
 *
 * - CSS is split by chunk. Docusaurus merges every CSS module of the site into
 *   one render-blocking `styles.css` (facebook/docusaurus#2006). Split by chunk,
 *   each built page links only the CSS of its route's chunks (added after the
 *   build, see `routeStylesheets.ts`), and a client-side navigation loads the
 *   rest with the route's chunks.
 * - Chunk files are named by id and content hash. With `[name]` in the file
 *   name, the runtime carries a second map from chunk id to name; preloading by
 *   name keeps its own map (`__webpack_require__.gca`), so nothing is lost.
 * - The route registry in the browser bundle drops the module path strings. The
 *   server render uses them to list a page's chunks; the browser never reads them.
 * - Route chunks get short names (`chunkNames.cjs`): each 8-digit name was
 *   written into the registry, the route table and the runtime's prefetch map.
 * - @docusaurus/utils-common gets the one tslib helper it calls instead of
 *   all of tslib, which a CommonJS `require` keeps whole in the main bundle.
 * - Fonts are never inlined into CSS. Docusaurus inlines files under 10 KB as
 *   data URIs, which put three code-font subsets into the render-blocking
 *   stylesheet; as files they load only when a page uses their characters.
 * - The docs plugins' global data loses its per-version doc lists (about a
 *   third of the site's routes, in every page's bundle). Only navbar items of
 *   the types in `docListNavbarTypes` read them, so they stay when one is used.
 * - The runtime, the route's chunks and the main bundle are requested after
 *   the first paint (`scriptsAfterFirstPaint.ts`), so they do not compete with
 *   the CSS and the font that the first paint needs, and all at once, so the
 *   route's chunks do not wait for the main bundle to ask for them.
 * - Prism and the extra languages load with the code block component instead of
 *   on every page: the theme's client module that registers the languages is
 *   replaced by one that does nothing, and `src/theme/CodeBlock/Content` registers
 *   them where code is highlighted.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { renderedPages, rewriteBuiltHtml } from '../builtHtmlFile';
import { loadRouteAssets, routeScripts, routeStylesheets, withStylesheets } from './routeStylesheets';
import { renameRouteChunkNames, shortChunkNames } from './chunkNames.cjs';
import { scriptsAfterFirstPaint } from './scriptsAfterFirstPaint';

type CacheGroups = Record<string, unknown>;
type LoaderUse = { loader?: string; options?: Record<string, unknown> };
type Rule = { test?: unknown; use?: LoaderUse[] };
type MutableConfig = {
  experiments?: { cache?: { buildDependencies?: string[] } | boolean };
  output?: { chunkFilename?: unknown };
  optimization?: { splitChunks?: false | { cacheGroups?: CacheGroups } };
  module?: { rules?: Rule[] };
  resolve?: { alias?: Record<string, string | false | string[]> };
};

/** The file of a module (or, for a context module, its identifier, which starts with the folder). */
const moduleFile = (module: { nameForCondition?: () => string | null | undefined; identifier?: () => string }) =>
  module.nameForCondition?.() || module.identifier?.() || '';

/** The code block's components, ours and the theme's. */
const codeBlockModule = /[\\/](theme-classic[\\/]lib[\\/]theme|src[\\/]theme)[\\/]CodeBlock[\\/]/;
/** What highlights code, which the code block imports on demand (src/theme/CodeBlock/Content). */
const highlightingModule = /[\\/]CodeBlock[\\/](Content[\\/](index\.js|highlighted\.tsx)|Line[\\/])/;
/** The SQL example's first render: the panel, the runner and PGlite stay behind their own import. */
const sqlExampleModule =
  /[\\/]src[\\/]components[\\/]SqlRunner[\\/](index\.tsx|registry\.ts|runInfo\.ts|styles\.module\.css|text\.ts)$/;

/**
 * Chunks that the pages using a component share, however small. The code
 * block and the SQL examples are imported by the pages' own chunks; under the
 * size at which the bundler splits a chunk off, each page chunk got its own
 * copy, downloaded again on every page.
 */
export const sharedPageChunks = {
  codeBlock: {
    name: 'code-block',
    test: (module: Parameters<typeof moduleFile>[0]) =>
      codeBlockModule.test(moduleFile(module)) && !highlightingModule.test(moduleFile(module)),
    chunks: 'all',
    enforce: true,
    priority: 45,
  },
  sqlExample: {
    name: 'sql-example',
    test: (module: Parameters<typeof moduleFile>[0]) => sqlExampleModule.test(moduleFile(module)),
    chunks: 'all',
    enforce: true,
    priority: 45,
  },
};

/** The generated registry, whose module path strings only the server render reads. */
const registryFileName = 'registry.js';

/** Navbar item types that look docs up in the global data. */
export const docListNavbarTypes = ['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'];

type NavbarItem = { type?: string; items?: NavbarItem[] };

/** Whether any navbar item, at any depth, needs the docs plugins' doc lists. */
export function navbarReadsDocLists(items: readonly NavbarItem[]): boolean {
  return items.some((item) => docListNavbarTypes.includes(item.type ?? '') || navbarReadsDocLists(item.items ?? []));
}

export default function leanClientBundlePlugin(context: LoadContext): Plugin {
  const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic/lib/index.js'));
  return {
    name: 'lean-client-bundle',
    configureWebpack(config, isServer, { currentBundler }) {
      const mutable = config as MutableConfig;
      // The bundler's persistent cache is kept only while these files are unchanged.
      const cache = mutable.experiments?.cache;
      if (cache && typeof cache === 'object') {
        cache.buildDependencies = [
          ...(cache.buildDependencies ?? []),
          __filename,
          path.join(__dirname, 'registryLoader.cjs'),
          path.join(__dirname, 'routesChunkNamesLoader.cjs'),
          path.join(__dirname, 'chunkNames.cjs'),
          path.join(__dirname, 'tslibImportDefault.cjs'),
          path.join(__dirname, 'globalDataLoader.cjs'),
          path.join(__dirname, 'siteConfigLoader.cjs'),
        ];
      }
      // The theme's client module imports Prism on every page; the code block registers languages instead.
      mutable.resolve ??= {};
      mutable.resolve.alias = {
        ...mutable.resolve.alias,
        [`${path.join(themeClassicLib, 'prism-include-languages')}$`]: path.join(__dirname, 'noPrismClientModule.ts'),
      };
      for (const rule of mutable.module?.rules ?? []) {
        if (rule.test instanceof RegExp && rule.test.test('font.woff2')) {
          for (const use of rule.use ?? []) {
            if (use.loader?.includes('url-loader') && use.options) use.options.limit = false;
          }
        }
      }
      if (isServer) return {};
      const splitChunks = mutable.optimization?.splitChunks;
      if (splitChunks && splitChunks.cacheGroups && 'styles' in splitChunks.cacheGroups) {
        delete splitChunks.cacheGroups.styles;
      }
      if (splitChunks && splitChunks.cacheGroups) Object.assign(splitChunks.cacheGroups, sharedPageChunks);
      if (mutable.output && process.env.NODE_ENV === 'production') {
        mutable.output.chunkFilename = 'assets/js/[id].[contenthash:8].js';
      }
      const navbar = (context.siteConfig.themeConfig as { navbar?: { items?: NavbarItem[] } }).navbar;
      const generated = (name: string) => (file: string) => file === path.join(context.generatedFilesDir, name);
      mutable.module ??= {};
      mutable.module.rules = [
        ...(mutable.module.rules ?? []),
        { test: generated(registryFileName), use: [{ loader: path.join(__dirname, 'registryLoader.cjs') }] },
        {
          test: generated('routesChunkNames.json'),
          use: [{ loader: path.join(__dirname, 'routesChunkNamesLoader.cjs') }],
        },
        { test: generated('docusaurus.config.mjs'), use: [{ loader: path.join(__dirname, 'siteConfigLoader.cjs') }] },
        ...(navbarReadsDocLists(navbar?.items ?? [])
          ? []
          : [{ test: generated('globalData.json'), use: [{ loader: path.join(__dirname, 'globalDataLoader.cjs') }] }]),
      ];
      const utilsCommon = `${path.sep}@docusaurus${path.sep}utils-common${path.sep}`;
      const tslibShim = path.join(__dirname, 'tslibImportDefault.cjs');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^tslib$/,
            (resource: { context?: string; request: string }) => {
              if (resource.context?.includes(utilsCommon)) resource.request = tslibShim;
            },
          ),
        ],
      };
    },
    async postBuild({ outDir, routesPaths }) {
      const assets = await loadRouteAssets(context.generatedFilesDir);
      const { table, manifest } = assets;
      // The client manifest knows the chunks by the short names the browser build gave them.
      const names = shortChunkNames(await fs.readFile(path.join(context.generatedFilesDir, registryFileName), 'utf8'));
      const chunkNames = renameRouteChunkNames(assets.chunkNames, names);
      const pages = await renderedPages(outDir, routesPaths, context.baseUrl);
      await Promise.all(
        pages.map(async ({ route, file }) => {
          const pathname = `${context.baseUrl}${route.slice(1)}`;
          const hrefs = routeStylesheets(pathname, table, chunkNames, manifest);
          const scripts = routeScripts(pathname, table, chunkNames, manifest);
          await rewriteBuiltHtml(file, (html) => scriptsAfterFirstPaint(withStylesheets(html, hrefs), scripts));
        }),
      );
    },
  };
}
