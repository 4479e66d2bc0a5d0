/**
 * The files `npm run deploy:config` writes: the nginx configuration of the
 * container image (committed under deploy/nginx/ for the default settings),
 * vercel.json, and Netlify's files inside the build.
 */
import path from 'node:path';
import prettier from 'prettier';
import { renderNginxConfig, type NginxRuntime } from './nginxConfig';
import { netlifyFiles, netlifyHeadersFile, netlifyRedirectsFile, vercelConfig } from './otherHosts';
import type { ServeSettings } from './serveSettings';

/** Where nginx runs in the container image (see the Dockerfile). */
export const containerRuntime: NginxRuntime = {
  listen: '8080',
  root: '/srv/www',
  pidFile: '/tmp/nginx/nginx.pid',
  errorLog: 'stderr',
  accessLog: '/dev/stdout',
  tempDir: '/tmp/nginx',
  brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  workerProcesses: 'auto',
};

export const nginxConfigDir = 'deploy/nginx';
export const vercelConfigFile = 'vercel.json';

/** Repository files, by path relative to the repository root. */
export async function repositoryFiles(settings: ServeSettings, repoRoot: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const [name, content] of Object.entries(renderNginxConfig(settings, containerRuntime))) {
    files[`${nginxConfigDir}/${name}`] = content;
  }
  const vercelPath = path.join(repoRoot, vercelConfigFile);
  const prettierOptions = (await prettier.resolveConfig(vercelPath)) ?? {};
  files[vercelConfigFile] = await prettier.format(JSON.stringify(vercelConfig(settings)), {
    ...prettierOptions,
    filepath: vercelPath,
  });
  return files;
}

/** Files of the build folder, by path relative to it. */
export function buildFolderFiles(settings: ServeSettings): Record<string, string> {
  return {
    [netlifyFiles.redirects]: netlifyRedirectsFile(settings),
    [netlifyFiles.headers]: netlifyHeadersFile(settings),
  };
}
