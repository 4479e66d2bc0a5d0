import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSiteEnv } from '@site/src/config/siteEnv';
import { buildFolderFiles, repositoryFiles } from '@site/scripts/serveConfig/deployFiles';
import { listFiles } from '@site/scripts/serveConfig/buildFiles';
import { serveSettings, type ServeSettings } from '@site/scripts/serveConfig/serveSettings';
import { assertBuildExists, buildDir } from '../support/buildOutput';

const repoRoot = path.resolve(__dirname, '../..');
let settings: ServeSettings;
let files: string[];

beforeAll(async () => {
  assertBuildExists();
  // The committed files are those of the default settings.
  settings = await serveSettings(readSiteEnv({}), buildDir);
  files = await listFiles(buildDir);
});

describe('deploy configuration of the build', () => {
  it('deploy/nginx/ and vercel.json are up to date (run "npm run deploy:config" and commit them)', async () => {
    for (const [name, content] of Object.entries(await repositoryFiles(settings, repoRoot))) {
      expect(fs.readFileSync(path.join(repoRoot, name), 'utf8'), name).toBe(content);
    }
  });

  it('holds the Netlify files', () => {
    for (const [name, content] of Object.entries(buildFolderFiles(settings))) {
      expect(fs.readFileSync(path.join(buildDir, name), 'utf8'), name).toBe(content);
    }
  });

  it('hashes the inline scripts of the pages', () => {
    expect(settings.scriptHashes.length).toBeGreaterThanOrEqual(2);
  });

  it('has no page at an old address other than its client-side redirect page', () => {
    const pages = settings.redirects
      .map(({ from }) => from.replace(/^\//, ''))
      .filter((file) => file.endsWith('.html') && fs.existsSync(path.join(buildDir, file)));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(fs.readFileSync(path.join(buildDir, page), 'utf8'), page).toContain('http-equiv="refresh"');
    }
  });

  it('names every file of assets/ by its content, as its year-long caching needs', () => {
    const assets = files.filter((file) => file.startsWith('assets/') && !/\.(gz|br)$/.test(file));
    expect(assets.length).toBeGreaterThan(10);
    expect(assets.filter((file) => !/[.-][0-9a-f]{8,}\.[a-z0-9]+$/.test(file))).toEqual([]);
  });
});
