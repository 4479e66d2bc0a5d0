import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteBuiltHtml } from '@site/src/plugins/builtHtmlFile';
import {
  chunkNamesOf,
  parseRouteTable,
  routeScripts,
  routeStylesheets,
  withStylesheets,
  inlineCss,
  type ClientManifest,
} from '@site/src/plugins/lean-client-bundle/routeStylesheets';
import registryLoader from '@site/src/plugins/lean-client-bundle/registryLoader.cjs';
import routesLoader from '@site/src/plugins/lean-client-bundle/routesLoader.cjs';
import globalDataLoader from '@site/src/plugins/lean-client-bundle/globalDataLoader.cjs';
import siteConfigLoader from '@site/src/plugins/lean-client-bundle/siteConfigLoader.cjs';
import {
  renameRegistryChunks,
  renameRouteChunkNames,
  shortChunkNames,
} from '@site/src/plugins/lean-client-bundle/chunkNames.cjs';
import tslibShim from '@site/src/plugins/lean-client-bundle/tslibImportDefault.cjs';
import leanClientBundlePlugin, {
  checkDocsClientUtils,
  disableFontInlining,
  navbarReadsDocLists,
  requireFile,
} from '@site/src/plugins/lean-client-bundle';
import { getActivePlugin } from '@site/src/plugins/lean-client-bundle/docsClientUtils';
import { navbarItems } from '@site/src/data/navigation';

const { stripRegistryModulePaths } = registryLoader;

const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', '3ff'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'a1b'),
    routes: [
      {
        path: '/docs/import-data',
        component: ComponentCreator('/docs/import-data', 'c2d'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames = {
  '/blog-3ff': { __comp: 'blogList', items: [{ content: 'post1' }] },
  '/docs-a1b': { __comp: 'docRoot' },
  '/docs/import-data-c2d': { __comp: 'docItem', content: 'importData' },
};

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: { main: ['1'], blogList: ['2'], post1: ['3'], docRoot: ['4', '5'], docItem: ['5'], importData: ['6'] },
  assets: {
    '1': {
      css: [{ file: 'assets/css/main.css', publicPath: '/assets/css/main.css' }],
      js: [{ file: 'assets/js/main.js', publicPath: '/assets/js/main.js' }],
    },
    '2': { css: [{ file: 'assets/css/blog.css', publicPath: '/assets/css/blog.css' }] },
    '3': { js: [{ file: 'assets/js/3.js', publicPath: '/assets/js/3.js' }] },
    '4': {
      css: [{ file: 'assets/css/root.css', publicPath: '/assets/css/root.css' }],
      js: [{ file: 'assets/js/4.js', publicPath: '/assets/js/4.js' }],
    },
    '5': {
      css: [{ file: 'assets/css/item.css', publicPath: '/assets/css/item.css' }],
      js: [{ file: 'assets/js/5.js', publicPath: '/assets/js/5.js' }],
    },
    '6': { js: [{ file: 'assets/js/6.js', publicPath: '/assets/js/6.js' }] },
  },
};

describe('route stylesheets', () => {
  const table = parseRouteTable(routesSource);

  it('reads the generated route table with chunk-name keys in place of components', () => {
    expect(table.map((route) => route.component)).toEqual(['/blog-3ff', '/docs-a1b', '*']);
    expect(table[1]?.routes?.[0]?.component).toBe('/docs/import-data-c2d');
  });

  it('refuses a route table of another shape instead of linking nothing', () => {
    expect(() => parseRouteTable(`${routesSource}\nComponentCreator(path)`)).toThrow(/unexpected shape/);
  });

  it('collects chunk names from nested objects and arrays', () => {
    expect(chunkNamesOf(chunkNames['/blog-3ff'])).toEqual(['blogList', 'post1']);
  });

  it('lists the CSS of the parent layout route and the page route, once each, without the entry CSS', () => {
    expect(routeStylesheets('/docs/import-data', table, chunkNames, manifest)).toEqual([
      '/assets/css/root.css',
      '/assets/css/item.css',
    ]);
    expect(routeStylesheets('/blog', table, chunkNames, manifest)).toEqual(['/assets/css/blog.css']);
  });

  it('lists the scripts of the parent layout route and the page route, once each, without the entry script', () => {
    expect(routeScripts('/docs/import-data', table, chunkNames, manifest)).toEqual([
      '/assets/js/4.js',
      '/assets/js/5.js',
      '/assets/js/6.js',
    ]);
    expect(routeScripts('/blog', table, chunkNames, manifest)).toEqual(['/assets/js/3.js']);
    expect(routeScripts('/no-such-page', table, chunkNames, manifest)).toEqual([]);
  });

  it('fails loudly when a matched route has no chunk names', () => {
    expect(() => routeStylesheets('/docs/import-data', table, { '/docs-a1b': {} }, manifest)).toThrow(
      /no chunk names for route \/docs\/import-data-c2d/,
    );
  });

  it('writes route CSS into the head after the entry stylesheet, in order, and not twice', () => {
    const html = '<head><link rel=stylesheet href=/assets/css/main.css /><script src=/a.js></script></head>';
    const sheets = [
      { href: '/assets/css/root.css', css: '.root{color:red}' },
      { href: '/assets/css/item.css', css: '.item{color:blue}' },
    ];
    const once = withStylesheets(html, sheets);
    expect(once).toBe(
      '<head><link rel=stylesheet href=/assets/css/main.css />' +
        '<style data-href="/assets/css/root.css">.root{color:red}</style>' +
        '<style data-href="/assets/css/item.css">.item{color:blue}</style><script src=/a.js></script></head>',
    );
    expect(withStylesheets(once, sheets), 'a second run must not inline a sheet again').toBe(once);
  });

  it('makes relative urls of inlined CSS absolute from the stylesheet, and refuses text that ends the element', () => {
    const css = '.a{background:url(../media/a.png)}.b{background:url("/x.svg")}.c{mask:url(data:image/svg+xml,x)}';
    expect(inlineCss({ href: '/base/assets/css/r.css', css })).toBe(
      '.a{background:url(/base/assets/media/a.png)}.b{background:url("/x.svg")}.c{mask:url(data:image/svg+xml,x)}',
    );
    expect(() => inlineCss({ href: '/assets/css/r.css', css: '.a::after{content:"</style>"}' })).toThrow(
      /r\.css contains "<\/style"/,
    );
  });
});

describe('route registry in the browser bundle', () => {
  it('drops the module path that only the server render reads, and keeps the loaders', () => {
    const source = `export default {
  "0044c1dc": [() => import(/* webpackChunkName: "0044c1dc" */ "@site/docs/data-access.md"), "@site/docs/data-access.md", require.resolveWeak("@site/docs/data-access.md")],
};`;
    expect(stripRegistryModulePaths(source)).toBe(`export default {
  "0044c1dc": [() => import(/* webpackChunkName: "0044c1dc" */ "@site/docs/data-access.md"), "", require.resolveWeak("@site/docs/data-access.md")],
};`);
  });
});

describe('short route chunk names', () => {
  const registry = `export default {
  "f00dcafe": [() => import(/* webpackChunkName: "f00dcafe" */ "@site/docs/b.md"), "@site/docs/b.md", require.resolveWeak("@site/docs/b.md")],
  "0044c1dc": [() => import(/* webpackChunkName: "0044c1dc" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],
};`;

  it('names registry entries and their chunks alike, in key order, the same on every run', () => {
    const names = shortChunkNames(registry);
    expect([...names]).toEqual([
      ['0044c1dc', 'r0'],
      ['f00dcafe', 'r1'],
    ]);
    expect(shortChunkNames(registry)).toEqual(names);
    const renamed = renameRegistryChunks(registry, names);
    expect(renamed).toContain('"r1": [() => import(/* webpackChunkName: "r1" */ "@site/docs/b.md")');
    expect(renamed).toContain('"r0": [() => import(/* webpackChunkName: "r0" */ "@site/docs/a.md")');
    expect(renamed).not.toMatch(/f00dcafe"|0044c1dc"/);
  });

  it('renames the route table with the same names, keeping route keys and names it does not know', () => {
    const names = shortChunkNames(registry);
    expect(
      renameRouteChunkNames(
        { '/docs-a1b': { __comp: 'f00dcafe', items: [{ content: '0044c1dc' }], other: 'x' } },
        names,
      ),
    ).toEqual({ '/docs-a1b': { __comp: 'r1', items: [{ content: 'r0' }], other: 'x' } });
  });

  it('refuses a registry whose keys differ from its chunk names', () => {
    expect(() =>
      shortChunkNames(registry.replace('webpackChunkName: "f00dcafe"', 'webpackChunkName: "other"')),
    ).toThrow(/update chunkNames/);
  });
});

describe('tslib for @docusaurus/utils-common in the browser', () => {
  it('provides every tslib helper that utils-common calls', async () => {
    const lib = path.dirname(require.resolve('@docusaurus/utils-common/lib/index.js'));
    const used = new Set<string>();
    for (const file of await fs.readdir(lib)) {
      if (!file.endsWith('.js')) continue;
      for (const match of (await fs.readFile(path.join(lib, file), 'utf8')).matchAll(/tslib_1\.(__\w+)/g)) {
        used.add(match[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used) expect(Object.keys(tslibShim), `tslib helper ${helper}`).toContain(helper);
  });

  it('imports a CommonJS module as its default and an ES module as it is', () => {
    const plain = { a: 1 };
    expect(tslibShim.__importDefault(plain)).toEqual({ default: plain });
    const esModule = { __esModule: true, default: 2 };
    expect(tslibShim.__importDefault(esModule)).toBe(esModule);
  });
});

describe('rewriting built pages', () => {
  it('applies rewrites of the same file one after another, so none is lost', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'built-html-'));
    const file = path.join(folder, 'index.html');
    await fs.writeFile(file, '<head></head>');
    const append = (tag: string) => (html: string) => html.replace('</head>', `${tag}</head>`);
    await Promise.all([rewriteBuiltHtml(file, append('<a>')), rewriteBuiltHtml(file, append('<b>'))]);
    expect(await fs.readFile(file, 'utf8')).toBe('<head><a><b></head>');
    await fs.rm(folder, { recursive: true, force: true });
  });
});

describe('docs global data in the browser bundle', () => {
  const globalData = JSON.stringify({
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs',
        versions: [
          {
            name: 'current',
            path: '/docs',
            mainDocId: 'intro',
            docs: [{ id: 'intro', path: '/docs/intro' }],
            draftIds: ['draft'],
            sidebars: { docs: { link: { path: '/docs/intro', label: 'intro' } } },
          },
        ],
      },
    },
    'search-local': { default: { manifest: 'x' } },
  });

  it('keeps versions, sidebars and other plugins, without the doc lists', () => {
    const stripped = JSON.parse(globalDataLoader.withoutDocLists(globalData)) as {
      'docusaurus-plugin-content-docs': {
        default: { versions: Array<Record<string, unknown> & { sidebars: { docs: { link: { path: string } } } }> };
      };
      'search-local': unknown;
    };
    const version = stripped['docusaurus-plugin-content-docs'].default.versions[0]!;
    expect(version.docs).toEqual([]);
    expect(version.draftIds).toEqual([]);
    expect(version.sidebars.docs.link.path).toBe('/docs/intro');
    expect(version.mainDocId).toBe('intro');
    expect(stripped['search-local']).toEqual({ default: { manifest: 'x' } });
  });

  it('keeps the doc lists when a navbar item, even inside a dropdown, looks docs up', () => {
    expect(navbarReadsDocLists([{ type: 'dropdown', items: [{ type: 'doc' }] }])).toBe(true);
    expect(navbarReadsDocLists([{ type: 'docsVersionDropdown' }])).toBe(true);
    expect(navbarReadsDocLists([{ type: 'dropdown', items: [{}] }])).toBe(false);
  });

  it("strips them for this site's navbar, which links pages directly", () => {
    expect(navbarReadsDocLists(navbarItems('https://console.example.org/', 2))).toBe(false);
  });
});

describe('site configuration in the browser bundle', () => {
  /** The fields the pages read; the loader must keep them as they are. */
  const pageSettings = {
    title: 'PostgresAI',
    url: 'https://postgres.ai',
    baseUrl: '/',
    future: { experimental_router: 'browser' },
    customFields: { apiUrlPrefix: 'https://postgres.ai/api/general' },
    themeConfig: { navbar: { items: [{ label: 'Docs', to: '/docs/' }] } },
  };
  const generated = `/*
 * AUTOGENERATED - DON'T EDIT
 */
export default ${JSON.stringify(
    {
      ...pageSettings,
      presets: [['classic', { theme: { customCss: ['/home/builder/site/node_modules/x/index.css'] } }]],
      plugins: ['./src/plugins/lean-client-bundle/index.ts'],
      headTags: [{ tagName: 'script', innerHTML: 'repair()' }],
      staticDirectories: ['static'],
    },
    null,
    2,
  )};
`;

  it('keeps what the pages read and drops the build settings, with their machine paths', () => {
    const source = siteConfigLoader.clientSiteConfig(generated);
    expect(source).toMatch(/^export default \{/);
    const config = JSON.parse(source.replace(/^export default /, '').replace(/;\s*$/, '')) as Record<string, unknown>;
    expect(config).toEqual(pageSettings);
    expect(source).not.toContain('/home/builder');
  });

  it('fails with a plain message when the generated file changes shape', () => {
    expect(() => siteConfigLoader.clientSiteConfig('module.exports = {}')).toThrow(/no default export/);
  });
});

describe('replacements of dependency modules in the bundle', () => {
  const root = path.resolve(__dirname, '../..');
  const require = createRequire(path.join(root, 'package.json'));
  const docsClientDir = path.dirname(require.resolve('@docusaurus/plugin-content-docs/lib/client/index.js'));
  class FakeReplacement {
    constructor(
      readonly pattern: RegExp,
      readonly replace: (resource: { context?: string; request: string }) => void,
    ) {}
  }
  const configure = (aliases: Record<string, string>) => {
    const plugin = leanClientBundlePlugin({
      siteConfig: { themeConfig: { navbar: { items: [] } } },
      generatedFilesDir: '/generated',
      baseUrl: '/',
    } as unknown as Parameters<typeof leanClientBundlePlugin>[0]);
    const config = {
      resolve: { alias: { ...aliases } },
      module: {
        rules: [{ test: /\.(woff2?|ttf)$/, use: [{ loader: '/x/url-loader/index.js', options: { limit: 10000 } }] }],
      },
    };
    const returned = plugin.configureWebpack!(
      config as never,
      false,
      {
        currentBundler: { name: 'rspack', instance: { NormalModuleReplacementPlugin: FakeReplacement } },
        getJSLoader: () => ({ loader: 'js-loader' }),
      } as never,
      {} as never,
    ) as unknown as { plugins: FakeReplacement[] };
    return { config, plugins: returned.plugins };
  };
  const replaced = (plugins: FakeReplacement[], context: string, request: string) => {
    const resource = { context, request };
    for (const plugin of plugins) if (plugin.pattern.test(request)) plugin.replace(resource);
    return resource.request;
  };

  it('creates route components lazily through the ComponentCreator alias', () => {
    const { config } = configure({ '@docusaurus/ComponentCreator': '/core/exports/ComponentCreator.js' });
    expect(config.resolve.alias['@docusaurus/ComponentCreator']).toMatch(/lazyComponentCreator\.ts$/);
  });

  it('throws, naming the alias, when Docusaurus stops defining it', () => {
    expect(() => configure({})).toThrow(/no longer defines the bundler alias "@docusaurus\/ComponentCreator"/);
  });

  it("builds react-helmet-async from source with the site's dispatcher", () => {
    const { config, plugins } = configure({ '@docusaurus/ComponentCreator': '/c.js' });
    const helmetSource = path.join(path.dirname(require.resolve('react-helmet-async/package.json')), 'src');
    expect(config.resolve.alias['react-helmet-async$']).toBe(path.join(helmetSource, 'index.js'));
    expect(replaced(plugins, helmetSource, './Dispatcher')).toMatch(/helmetDispatcher\.ts$/);
    // Our dispatcher's own import of the upstream one is left alone.
    expect(replaced(plugins, path.join(root, 'src/plugins/lean-client-bundle'), './Dispatcher')).toBe('./Dispatcher');
  });

  it("gives the docs plugin's client its getActivePlugin without localeCompare", () => {
    const { plugins } = configure({ '@docusaurus/ComponentCreator': '/c.js' });
    expect(replaced(plugins, docsClientDir, './docsClientUtils')).toMatch(
      /lean-client-bundle[\\/]docsClientUtils\.ts$/,
    );
  });

  it('keeps fonts out of the stylesheet, and throws when the font rule changes shape', () => {
    const { config } = configure({ '@docusaurus/ComponentCreator': '/c.js' });
    expect(config.module.rules[0]?.use[0]?.options.limit).toBe(false);
    expect(() => disableFontInlining([{ test: /\.woff2$/, use: [{ loader: 'asset' }] }])).toThrow(/no bundler rule/);
  });

  it('throws when the docs plugin changes the module it replaces', () => {
    const changed = fsSync.mkdtempSync(path.join(os.tmpdir(), 'docs-client-'));
    fsSync.writeFileSync(path.join(changed, 'index.js'), "import { getActivePlugin } from './docsClientUtils';");
    fsSync.writeFileSync(
      path.join(changed, 'docsClientUtils.js'),
      'export function getActivePlugin() { return [].sort(); }',
    );
    expect(() => checkDocsClientUtils(changed)).toThrow(/no longer calls localeCompare/);
    fsSync.writeFileSync(path.join(changed, 'index.js'), "export * from './utils';");
    expect(() => checkDocsClientUtils(changed)).toThrow(/no longer imports '.\/docsClientUtils'/);
    expect(() => checkDocsClientUtils(docsClientDir)).not.toThrow();
    expect(() => requireFile(path.join(changed, 'missing.js'))).toThrow(/no longer ships the file/);
  });

  it('picks the docs plugin with the longest matching path, without calling localeCompare', () => {
    const original = String.prototype.localeCompare;
    let calls = 0;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
      calls += 1;
      return original.apply(this, args);
    };
    try {
      const plugins = {
        default: { path: '/docs' },
        rules: { path: '/rules' },
        nested: { path: '/docs/api' },
        root: { path: '/' },
      };
      expect(getActivePlugin(plugins, '/docs/api/clones')?.pluginId).toBe('nested');
      expect(getActivePlugin(plugins, '/docs/intro')?.pluginId).toBe('default');
      expect(getActivePlugin(plugins, '/pricing')?.pluginId).toBe('root');
      expect(() => getActivePlugin({ default: { path: '/docs' } }, '/blog', { failfast: true })).toThrow(
        /Existing docs plugin paths are: \/docs/,
      );
      expect(calls).toBe(0);
    } finally {
      String.prototype.localeCompare = original;
    }
  });

  it('the global-data loader throws when the docs data changes shape', () => {
    expect(() => globalDataLoader.withoutDocLists('{}')).toThrow(/no "docusaurus-plugin-content-docs" entry/);
    expect(() =>
      globalDataLoader.withoutDocLists(JSON.stringify({ 'docusaurus-plugin-content-docs': { default: { v: [] } } })),
    ).toThrow(/no versions list/);
  });
});

describe('the route table in the browser bundle', () => {
  /** The table a route module exports, with ComponentCreator as a marker of its arguments. */
  const tableOf = (source: string): unknown => {
    const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
    const componentCreator = (routePath: string, hash?: string) => `component of ${routePath} ${hash ?? ''}`;
    return new Function('ComponentCreator', body)(componentCreator) as unknown;
  };

  it('writes leaf routes as calls that build the same objects, and leaves parent routes as they are', () => {
    const withSidebar = routesSource.replace(
      "component: ComponentCreator('/docs/import-data', 'c2d'),\n        exact: true",
      "component: ComponentCreator('/docs/import-data', 'c2d'),\n        exact: true,\n        sidebar: \"docs\"",
    );
    expect(withSidebar).toContain('sidebar: "docs"');
    const compact = routesLoader.compactRoutes(withSidebar);
    expect(compact).toContain("__leafRoute('/blog', '3ff')");
    expect(compact).toContain("__leafRoute('/docs/import-data', 'c2d', \"docs\")");
    expect(compact, 'a route with child routes stays an object').toContain("path: '/docs',");
    expect(JSON.stringify(tableOf(compact)), 'same keys, values and order as the generated table').toBe(
      JSON.stringify(tableOf(withSidebar)),
    );
  });

  it('stops the build when the generated table no longer has the shape it rewrites', () => {
    expect(() => routesLoader.compactRoutes(routesSource.replace(/exact: true/g, 'exact: !0'))).toThrow(
      /route table changed shape; update routesLoader\.cjs/,
    );
  });
});
