/**
 * Everything the hosts are configured from, gathered once: the old addresses
 * and client-side routes of src/data, the headers (with the CSP hashes of the
 * build's inline scripts) and the cache rules.
 */
import type { SiteEnv } from '../../src/config/siteEnv';
import { redirects as siteRedirects, type Redirect } from '../../src/data/redirects';
import { serveRewrites } from '../../src/data/serveRewrites';
import { inlineScriptHashes, listFiles } from './buildFiles';
import { otherLocales } from '../../src/config/locales';
import { apiReferencePrefixes, cspDirectives, serializeCsp } from './contentSecurityPolicy';
import { legacyRedirects } from './legacyRedirects';
import { unknownExtensions } from './mimeTypes';
import type { SiteServeSettings } from './nginxConfig';
import { netlifyFiles } from './otherHosts';
import { cacheRules, securityHeaders } from './responseHeaders';

/** The build files of the client-side redirect pages (relative, decoded), which a configured server never sends. */
export function redirectPageFiles(list: readonly Redirect[]): Set<string> {
  return new Set(
    list.flatMap(({ from }) => {
      const clean = from.replace(/^\/+|\/+$/g, '');
      return [`${clean}/index.html`, `${clean}.html`];
    }),
  );
}

/** False for the files the servers refuse: dotfiles, source maps, compressed copies and other hosts' settings. */
export function isPublished(relativePath: string, hostFiles: readonly string[]): boolean {
  return !/(^|\/)\./.test(relativePath) && !/\.(map|gz|br)$/i.test(relativePath) && !hostFiles.includes(relativePath);
}

export type ServeSettings = SiteServeSettings & {
  scriptHashes: string[];
  /** The files of the build that are served, relative to it, sorted. */
  publishedFiles: string[];
};

export async function serveSettings(env: SiteEnv, buildDir: string): Promise<ServeSettings> {
  const hostFiles: string[] = Object.values(netlifyFiles);
  const files = (await listFiles(buildDir)).filter((file) => isPublished(file, hostFiles));
  if (!files.includes('index.html')) throw new Error(`${buildDir} holds no production build: run "npm run build".`);
  const unknown = unknownExtensions(files);
  if (unknown.length > 0) {
    throw new Error(`Add a content type to scripts/serveConfig/mimeTypes.ts for: ${unknown.join(', ')}`);
  }
  const scriptHashes = await inlineScriptHashes(buildDir, redirectPageFiles(siteRedirects));
  return {
    baseUrl: env.baseUrl,
    redirects: legacyRedirects(siteRedirects, env.baseUrl),
    rewrites: serveRewrites,
    headers: securityHeaders(serializeCsp(cspDirectives(env, scriptHashes))),
    apiReferencePrefixes: apiReferencePrefixes(env.baseUrl, otherLocales),
    apiReferenceHeaders: securityHeaders(serializeCsp(cspDirectives(env, scriptHashes, 'apiReference'))),
    cacheRules: cacheRules(env.baseUrl),
    hostFiles,
    scriptHashes,
    publishedFiles: files,
  };
}
