/**
 * Changes how the client bundle is split, so a first visit downloads and runs
 * less before the page is interactive. Docusaurus itself decides these things
 * in its webpack/Rspack configuration; this plugin adjusts that configuration
 * and nothing else:
 *
 * - CSS is split by chunk. Docusaurus merges every CSS module of the site into
 *   one render-blocking `styles.css` (facebook/docusaurus#2006). Split by chunk,
 *   each built page links the entry's stylesheet and carries the CSS of its
 *   route's chunks in its head (written after the build, see
 *   `routeStylesheets.ts`): one stylesheet request before the first paint. A
 *   client-side navigation loads the next route's CSS with its chunks.
 * - Chunk files are named by id and content hash. With `[name]` in the file
 *   name, the runtime carries a second map from chunk id to name; preloading by
 *   name keeps its own map (`__webpack_require__.gca`), so nothing is lost.
 * - The route registry in the browser bundle drops the module path strings. The
 *   server render uses them to list a page's chunks; the browser never reads them.
 * - Route chunks get short names (`chunkNames.cjs`): each 8-digit name was
 *   written into the registry, the route table and the runtime's prefetch map.
 * - The route table writes each leaf route as a call that builds the same
 *   object (`routesLoader.cjs`): about 3 KB less gzip in every page's bundle.
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
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { renderedPages, rewriteBuiltHtml } from '../builtHtmlFile';
import { loadRouteAssets, routeScripts, routeStylesheets, withStylesheets } from './routeStylesheets';
import { renameRouteChunkNames, shortChunkNames } from './chunkNames.cjs';
import { scriptsAfterFirstPaint } from './scriptsAfterFirstPaint';

type CacheGroups = Record<string, unknown>;
type LoaderUse = { loader?: string; options?: Record<string, unknown> };
type Rule = { test?: unknown; include?: string[]; use?: LoaderUse[] };
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
/**
 * The SQL example's first render (the panel, the runner and PGlite stay behind their own import),
 * and the line under the title that says on which PostgreSQL majors the examples ran.
 */
const sqlExampleModule =
  /[\\/]src[\\/](components[\\/]SqlRunner[\\/](index\.tsx|registry\.ts|runInfo\.ts|styles\.module\.css|text\.ts)|components[\\/]SqlVersions[\\/](index\.tsx|styles\.module\.css)|data[\\/]sqlPageVersions\.ts)$/;

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

const componentCreatorAlias = '@docusaurus/ComponentCreator';
/** react-helmet-async's published source, which is built here so its dispatcher can be replaced. */
const helmetSourceDir = path.join(path.dirname(require.resolve('react-helmet-async/package.json')), 'src');
const helmetDispatcher = path.join(__dirname, 'helmetDispatcher.ts');
const docsClientDir = path.dirname(require.resolve('@docusaurus/plugin-content-docs/lib/client/index.js'));
const docsClientUtilsWrapper = path.join(__dirname, 'docsClientUtils.ts');

/**
 * Throws unless the docs plugin still imports `./docsClientUtils` from its
 * client index and still sorts with `localeCompare` there: either change
 * means docsClientUtils.ts must be checked (or is no longer needed).
 */
export function checkDocsClientUtils(clientDir: string): void {
  const index = readFileSync(path.join(clientDir, 'index.js'), 'utf8');
  const utils = readFileSync(path.join(clientDir, 'docsClientUtils.js'), 'utf8');
  const problem = !index.includes("from './docsClientUtils'")
    ? "its client index no longer imports './docsClientUtils', so the replacement would not apply"
    : !/export function getActivePlugin\b/.test(utils)
      ? 'docsClientUtils.js no longer exports getActivePlugin'
      : !utils.includes('.localeCompare(')
        ? 'docsClientUtils.js no longer calls localeCompare: the replacement may be removed'
        : undefined;
  if (problem) {
    throw new Error(
      `lean-client-bundle: @docusaurus/plugin-content-docs changed: ${problem}. Compare ` +
        'src/plugins/lean-client-bundle/docsClientUtils.ts with the new version, then update or remove it.',
    );
  }
}
const lazyComponentCreator = path.join(__dirname, 'lazyComponentCreator.ts');

/**
 * The new target of an alias Docusaurus defines. Throws when Docusaurus no
 * longer defines it, so an upgrade cannot silently drop the replacement.
 */
/** The file, which must exist: a missing one means a dependency changed its layout. */
export function requireFile(file: string): string {
  if (!existsSync(file)) {
    throw new Error(
      `lean-client-bundle: ${path.relative(process.cwd(), file)} is missing: the package no longer ships the file ` +
        'this plugin builds. Check the new version, then update or remove the replacement.',
    );
  }
  return file;
}

export function replaceAlias(
  aliases: Record<string, string | false | string[]> | undefined,
  name: string,
  target: string,
): string {
  if (typeof aliases?.[name] !== 'string') {
    throw new Error(
      `lean-client-bundle: Docusaurus no longer defines the bundler alias "${name}", which this plugin replaces ` +
        `with ${path.basename(target)}. Check how the new version resolves it, then update or remove the replacement.`,
    );
  }
  return target;
}

/**
 * Font files are emitted as files, never inlined into CSS as data URIs: the
 * bundler's font rule gets no size limit for inlining. Throws when no rule
 * for `.woff2` with url-loader is found, so the change cannot silently stop.
 */
export function disableFontInlining(rules: readonly Rule[]): void {
  let changed = 0;
  for (const rule of rules) {
    if (!(rule.test instanceof RegExp) || !rule.test.test('font.woff2')) continue;
    for (const use of rule.use ?? []) {
      if (use.loader?.includes('url-loader') && use.options) {
        use.options.limit = false;
        changed += 1;
      }
    }
  }
  if (changed === 0) {
    throw new Error(
      'lean-client-bundle: found no bundler rule that inlines .woff2 fonts with url-loader. Fonts would be ' +
        'inlined into the render-blocking stylesheet again or the rule changed: check how the new Docusaurus ' +
        'loads fonts, then update disableFontInlining.',
    );
  }
}

export default function leanClientBundlePlugin(context: LoadContext): Plugin {
  const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic/lib/index.js'));
  return {
    name: 'lean-client-bundle',
    configureWebpack(config, isServer, { currentBundler, getJSLoader }) {
      const mutable = config as MutableConfig;
      // The bundler's persistent cache is kept only while these files are unchanged.
      const cache = mutable.experiments?.cache;
      if (cache && typeof cache === 'object') {
        cache.buildDependencies = [
          ...(cache.buildDependencies ?? []),
          __filename,
          path.join(__dirname, 'registryLoader.cjs'),
          path.join(__dirname, 'routesChunkNamesLoader.cjs'),
          path.join(__dirname, 'routesLoader.cjs'),
          path.join(__dirname, 'chunkNames.cjs'),
          path.join(__dirname, 'tslibImportDefault.cjs'),
          path.join(__dirname, 'globalDataLoader.cjs'),
          path.join(__dirname, 'siteConfigLoader.cjs'),
          lazyComponentCreator,
          docsClientUtilsWrapper,
          helmetDispatcher,
        ];
      }
      // The theme's client module imports Prism on every page; the code block registers languages instead.
      mutable.resolve ??= {};
      mutable.resolve.alias = {
        ...mutable.resolve.alias,
        [`${path.join(themeClassicLib, 'prism-include-languages')}$`]: path.join(__dirname, 'noPrismClientModule.ts'),
        // Route components are created on first use (see lazyComponentCreator.ts).
        [componentCreatorAlias]: replaceAlias(mutable.resolve.alias, componentCreatorAlias, lazyComponentCreator),
        // The head manager is built from source with our dispatcher (see helmetDispatcher.ts).
        'react-helmet-async$': requireFile(path.join(helmetSourceDir, 'index.js')),
      };
      mutable.module ??= {};
      mutable.module.rules = [
        ...(mutable.module.rules ?? []),
        { test: /\.js$/, include: [helmetSourceDir], use: [getJSLoader({ isServer }) as LoaderUse] },
      ];
      disableFontInlining(mutable.module?.rules ?? []);
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
        // Leaf routes as calls that build the same objects: a few bytes less a route (routesLoader.cjs).
        { test: generated('routes.js'), use: [{ loader: path.join(__dirname, 'routesLoader.cjs') }] },
        { test: generated('docusaurus.config.mjs'), use: [{ loader: path.join(__dirname, 'siteConfigLoader.cjs') }] },
        ...(navbarReadsDocLists(navbar?.items ?? [])
          ? []
          : [{ test: generated('globalData.json'), use: [{ loader: path.join(__dirname, 'globalDataLoader.cjs') }] }]),
      ];
      const utilsCommon = `${path.sep}@docusaurus${path.sep}utils-common${path.sep}`;
      const tslibShim = path.join(__dirname, 'tslibImportDefault.cjs');
      checkDocsClientUtils(docsClientDir);
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/Dispatcher$/,
            (resource: { context?: string; request: string }) => {
              if (resource.context === helmetSourceDir) resource.request = helmetDispatcher;
            },
          ),
          // The docs plugin's client index imports ./docsClientUtils: it gets ours (see docsClientUtils.ts).
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/docsClientUtils$/,
            (resource: { context?: string; request: string }) => {
              if (resource.context === docsClientDir) resource.request = docsClientUtilsWrapper;
            },
          ),
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
      // Each route stylesheet is read once, however many pages inline it.
      const stylesheetTexts = new Map<string, Promise<string>>();
      const stylesheet = async (href: string) => {
        if (!href.startsWith(context.baseUrl)) {
          throw new Error(`[lean-client-bundle] the stylesheet ${href} is outside the base URL ${context.baseUrl}.`);
        }
        let text = stylesheetTexts.get(href);
        if (!text) {
          text = fs.readFile(path.join(outDir, href.slice(context.baseUrl.length)), 'utf8');
          stylesheetTexts.set(href, text);
        }
        return { href, css: await text };
      };
      await Promise.all(
        pages.map(async ({ route, file }) => {
          const pathname = `${context.baseUrl}${route.slice(1)}`;
          const sheets = await Promise.all(routeStylesheets(pathname, table, chunkNames, manifest).map(stylesheet));
          const scripts = routeScripts(pathname, table, chunkNames, manifest);
          await rewriteBuiltHtml(file, (html) => scriptsAfterFirstPaint(withStylesheets(html, sheets), scripts));
        }),
      );
    },
  };
}
