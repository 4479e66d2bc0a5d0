/**
 * npm run deploy:config [-- --check] [--build <dir>]
 *
 * Runs after every `npm run build` (postbuild). From the build and the same
 * environment variables as the build, writes:
 * - deploy/nginx/: the nginx configuration of the container image;
 * - vercel.json: redirects, rewrites and headers for Vercel;
 * - _redirects and _headers in the build, for Netlify.
 * The gzip and brotli copies that nginx serves are written by `npm run precompress`,
 * only where nginx serves the build (the container image, serve:nginx, test:serve).
 * With --check, writes nothing and fails when the repository files differ
 * from what the build and settings give (run it without --check, then commit).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { readSiteEnv } from '../src/config/siteEnv';
import { buildFolderFiles, repositoryFiles } from './serveConfig/deployFiles';
import { serveSettings } from './serveConfig/serveSettings';

const repoRoot = path.resolve(__dirname, '..');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function readOrNull(file: string): Promise<string | null> {
  return fs.readFile(file, 'utf8').catch(() => null);
}

async function main(): Promise<void> {
  const buildDir = path.resolve(option('--build') ?? path.join(repoRoot, 'build'));
  const env = readSiteEnv(process.env);
  const settings = await serveSettings(env, buildDir);
  const files = await repositoryFiles(settings, repoRoot);
  if (process.argv.includes('--check')) {
    const stale: string[] = [];
    for (const [name, content] of Object.entries(files)) {
      if ((await readOrNull(path.join(repoRoot, name))) !== content) stale.push(name);
    }
    if (stale.length > 0) {
      throw new Error(`Out of date: ${stale.join(', ')}. Run "npm run deploy:config" and commit the result.`);
    }
    console.log('[deploy:config] the nginx and Vercel files match the build and settings');
    return;
  }
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(repoRoot, name)), { recursive: true });
    await fs.writeFile(path.join(repoRoot, name), content);
  }
  for (const [name, content] of Object.entries(buildFolderFiles(settings))) {
    await fs.writeFile(path.join(buildDir, name), content);
  }
  console.log(
    `[deploy:config] ${settings.redirects.length} redirects, ${settings.scriptHashes.length} inline script hashes`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
