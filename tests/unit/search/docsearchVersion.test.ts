import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocSearchVersion, entryPoints } from '@site/src/plugins/docsearch-algolia';

const root = path.resolve(__dirname, '../../..');
type Lock = { packages: Record<string, { version?: string; name?: string }> };
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;

describe('one DocSearch version for every search mode', () => {
  it('installs one copy of DocSearch, version 3', () => {
    const copies = Object.entries(lock.packages)
      .filter(
        ([where, entry]) =>
          /(^|\/)node_modules\/@docsearch\/[^/]+$/.test(where) || entry.name?.startsWith('@docsearch/'),
      )
      .map(([where, entry]) => `${where.replace(/^.*node_modules\//, '')}@${entry.version}`)
      .sort();
    expect(
      copies,
      'package-lock.json should hold one @docsearch/react and one @docsearch/css, both 3.x: the site button, ' +
        'shortcuts and dialog styles (src/components/DocSearch) stand in for DocSearch 3’s',
    ).toEqual(['@docsearch/css@3.9.0', '@docsearch/react@3.9.0']);
  });

  it('stops the build when another major version is installed', () => {
    expect(() => checkDocSearchVersion('3.9.0')).not.toThrow();
    expect(() => checkDocSearchVersion('4.6.3')).toThrow(/@docsearch\/react 4\.6\.3 is installed/);
  });

  it('points each DocSearch entry point the stock theme imports at a module of the site', () => {
    const stockSearchBar = fs.readFileSync(
      path.join(root, 'node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js'),
      'utf8',
    );
    const imported = [...stockSearchBar.matchAll(/['"](@docsearch\/react\/[\w/]+)['"]/g)].map((match) => match[1]!);
    for (const name of imported.filter((name) => name !== '@docsearch/react/modal')) {
      expect(
        entryPoints,
        `the stock SearchBar imports ${name}; src/plugins/docsearch-algolia should alias it`,
      ).toHaveProperty([name]);
    }
    for (const file of Object.values(entryPoints)) expect(fs.existsSync(file), file).toBe(true);
  });
});
