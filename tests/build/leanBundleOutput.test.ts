// What the build-time loaders of src/plugins/lean-client-bundle leave in the production build.
// Each check fails when its loader stops applying (for example after a Docusaurus upgrade
// changed the generated file it rewrites) even though the build itself succeeds.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, buildDir, readBuilt } from '../support/buildOutput';

beforeAll(assertBuildExists);

const jsDir = path.join(buildDir, 'assets/js');
const mainBundle = () => {
  const file = fs.readdirSync(jsDir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error('build/assets/js has no main bundle (main.<hash>.js)');
  return fs.readFileSync(path.join(jsDir, file), 'utf8');
};

describe('lean client bundle in the build', () => {
  it('names browser chunks by id and content hash only', () => {
    const named = fs
      .readdirSync(jsDir)
      .filter((file) => file.endsWith('.js') && !/^(main|runtime~main)\.[0-9a-f]+\.js$/.test(file))
      .filter((file) => !/^\d+\.[0-9a-f]{8}\.js$/.test(file));
    expect(named, 'chunk files carry names again: check chunkFilename in src/plugins/lean-client-bundle/index.ts').toEqual(
      [],
    );
  });

  it("keeps the route registry's module paths out of the main bundle", () => {
    expect(
      mainBundle().match(/"@site\/(docs|blog|rules|src)\/[^"]+"/g) ?? [],
      'the registry loader (registryLoader.cjs) no longer strips module paths',
    ).toEqual([]);
  });

  it("keeps the docs plugins' doc lists out of every page's bundle", () => {
    const bundle = mainBundle();
    expect(
      bundle,
      "the docs plugins' global data is no longer in the main bundle in the expected shape",
    ).toContain('"docusaurus-plugin-content-docs":{"default":{"path":"/docs","versions":[');
    expect(bundle, 'globalDataLoader.cjs no longer empties the doc lists').toContain('"docs":[],"draftIds":[]');
    expect(bundle, 'globalDataLoader.cjs no longer empties the doc lists').not.toMatch(/"docs":\[\{"id":/);
  });

  it('links font files from the stylesheets instead of inlining them', () => {
    const cssDir = path.join(buildDir, 'assets/css');
    const inlined = fs
      .readdirSync(cssDir)
      .filter((file) => /url\(\s*["']?data:(font|application\/(x-)?font)/.test(fs.readFileSync(path.join(cssDir, file), 'utf8')));
    expect(inlined, 'fonts are inlined into CSS again: check disableFontInlining in the lean-client-bundle plugin').toEqual(
      [],
    );
  });

  it("ships the code block's component in one chunk that every page shares", () => {
    const withCodeBlock = fs
      .readdirSync(jsDir)
      .filter((file) => fs.readFileSync(path.join(jsDir, file), 'utf8').includes('theme-code-block'));
    expect(
      withCodeBlock,
      'the code block is copied into several chunks again: check sharedPageChunks in src/plugins/lean-client-bundle',
    ).toHaveLength(1);
  });

  it.each(['index.html', 'docs/index.html', 'blog/index.html'])(
    '%s requests its scripts from the first-paint loader, with no deferred script tags left',
    (page) => {
      const html = readBuilt(page);
      expect(html, 'scriptsAfterFirstPaint left <script … defer> tags in the page').not.toMatch(/<script[^>]+\bdefer\b/);
      const loader = /<script data-scripts="([^"]+)">/.exec(html);
      expect(loader, 'the page has no first-paint loader').not.toBeNull();
      const scripts = loader![1]!.split(' ');
      expect(scripts.at(-1), 'the main bundle must come last: it starts the app').toMatch(/\/main\.[0-9a-f]+\.js$/);
      for (const script of scripts) expect(fs.existsSync(path.join(buildDir, script)), script).toBe(true);
    },
  );
});
