/**
 * The Algolia search mode on DocSearch 3, the one DocSearch version of the site.
 *
 * With Algolia configured, the stock `@docusaurus/theme-search-algolia` SearchBar runs.
 * It supports DocSearch 3 and 4; with 3 installed it aliases its DocSearch 4 entry
 * points to DocSearch 3's single bundle. This plugin, loaded after the theme, points
 * those entry points at the site's own modules instead, so every search mode has the
 * same button, shortcuts and dialog styles, and no page carries the dialog's code
 * before the reader asks for it:
 * - `@docsearch/react/button` and `…/useDocSearchKeyboardEvents`: src/components/DocSearch;
 * - `@docsearch/react/style`: the dialog's styles without DocSearch's button rules;
 * - `@docsearch/react/version`: the installed version, without the bundle around it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const components = path.join(__dirname, '..', '..', 'components', 'DocSearch');

/** The site's modules for DocSearch's entry points, by the name the stock theme imports. */
export const entryPoints: Record<string, string> = {
  '@docsearch/react/button': path.join(components, 'SearchButton.tsx'),
  '@docsearch/react/useDocSearchKeyboardEvents': path.join(components, 'useSearchShortcuts.ts'),
  '@docsearch/react/style': path.join(components, 'dialogStyle.ts'),
  '@docsearch/react/version': path.join(components, 'version.ts'),
};

/** Throws unless the installed DocSearch is the major version these modules stand in for. */
export function checkDocSearchVersion(version: string): void {
  if (!version.startsWith('3.')) {
    throw new Error(
      `docsearch-algolia: @docsearch/react ${version} is installed, but the site's search button, shortcuts and ` +
        `dialog styles stand in for DocSearch 3's. Pin @docsearch/react and @docsearch/css to 3.x in package.json, ` +
        `or review src/components/DocSearch and this plugin for the new major version.`,
    );
  }
}

export default function docsearchAlgoliaPlugin(): Plugin {
  const manifest = fs.readFileSync(require.resolve('@docsearch/react/package.json'), 'utf8');
  checkDocSearchVersion((JSON.parse(manifest) as { version: string }).version);
  return {
    name: 'docsearch-algolia',
    getClientModules() {
      return [path.join(components, 'searchButton.css')];
    },
    configureWebpack() {
      return { resolve: { alias: entryPoints } };
    },
  };
}
