/**
 * Bundles PGlite for the browser. Its package also runs in Node and imports
 * Node's modules (`fs`, `node:path`, `ws`...) behind run-time checks that are
 * false in a browser; the browser bundle gets empty stand-ins for them. Its
 * WebAssembly and data files are emitted as assets of the site (the worker
 * refers to them with `new URL(..., import.meta.url)`), so they are served
 * from the site's own origin.
 */
import type { Plugin } from '@docusaurus/types';

const nodeModules = [
  'crypto',
  'fs',
  'fs/promises',
  'module',
  'path',
  'stream',
  'stream/promises',
  'url',
  'util',
  'ws',
  'zlib',
];

export default function sqlRunnerPlugin(): Plugin {
  return {
    name: 'sql-runner',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        // Files that code refers to with `new URL(..., import.meta.url)`: PGlite's WebAssembly and
        // data files. Under assets/, which the server caches for a year: the names carry a hash.
        output: { assetModuleFilename: 'assets/files/[name].[hash][ext]' },
        plugins: [
          new NormalModuleReplacementPlugin(/^node:/, (resource: { request: string }) => {
            resource.request = resource.request.replace(/^node:/, '');
          }),
        ],
        resolve: { fallback: Object.fromEntries(nodeModules.map((name) => [name, false])) },
      };
    },
  };
}
