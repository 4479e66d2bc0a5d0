/**
 * The Content-Security-Policy of the site, from the build's settings and the
 * inline scripts of its pages. Scripts run only from the site itself, from
 * inline scripts whose SHA-256 hash is listed, and from the analytics hosts
 * when their ids are set; nothing may frame the site. WebAssembly may be
 * compiled ('wasm-unsafe-eval', which allows no JavaScript eval) for the SQL
 * examples' Run buttons, whose database runs in a worker from the site itself.
 *
 * The pages of the DBLab API reference get one relaxation: their "Try it"
 * panels send requests to whatever engine address the reader types, which no
 * static list can name, so their `connect-src` also allows any `http:` and
 * `https:` address. Every other directive, and every other page, is unchanged.
 */
import { createHash } from 'node:crypto';
import type { SiteEnv } from '../../src/config/siteEnv';

/** Directive name → source list, in the order they are written. */
export type CspDirectives = Array<[string, string[]]>;

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** `type` values that make a script element run (an absent or empty type does too). */
const executableTypes = new Set(['text/javascript', 'application/javascript', 'module']);

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The text of each inline script of a page that a browser would run (data blocks such as JSON-LD are not scripts). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptPattern)) {
    if (attribute(attributes, 'src') !== null) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (type !== '' && !executableTypes.has(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression that allows one inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** `https://host/path` → a source that allows that path and everything below it. */
function pathPrefixSource(url: string): string {
  const { origin, pathname } = new URL(url);
  return pathname === '/' ? origin : `${origin}${pathname.replace(/\/*$/, '/')}`;
}

const googleTagManager = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

const metaPixel = {
  script: ['https://connect.facebook.net'],
  connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
  img: ['https://www.facebook.com'],
};

/** Where the search dialog sends queries, when a search service answers them. */
export function searchSources(search: SiteEnv['search']): string[] {
  switch (search.provider) {
    case 'local':
      return [];
    case 'algolia': {
      const app = search.appId.toLowerCase();
      return [
        `https://${app}-dsn.algolia.net`,
        `https://${app}.algolia.net`,
        ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`),
      ];
    }
    case 'typesense': {
      const defaultPort = search.protocol === 'https' ? 443 : 80;
      const port = search.port === defaultPort ? '' : `:${search.port}`;
      const origin = `${search.protocol}://${search.host}${port}`;
      return [search.path === '' ? origin : `${origin}${search.path}/`];
    }
  }
}

/** Addresses that pages fetch from: the site, its API, the search service and what the settings turn on. */
export function connectSources(env: SiteEnv): string[] {
  return unique([
    "'self'",
    pathPrefixSource(env.apiUrlPrefix),
    ...searchSources(env.search),
    ...(env.statusEmbedUrl ? [env.statusEmbedUrl] : []),
    ...(env.consultingWebhook ? [env.consultingWebhook] : []),
    ...(env.googleTagManagerId ? googleTagManager.connect : []),
    ...(env.metaPixelId ? metaPixel.connect : []),
  ]);
}

/** The path, below the base URL of each locale, of the API reference pages whose panels call the reader's engine. */
export const apiReferencePath = '/docs/reference-guides/dblab-api/';

/**
 * The path prefixes (with the base URL, ending in `/`) that get the API reference policy:
 * the reference in the default locale and in each other locale.
 */
export function apiReferencePrefixes(baseUrl: string, otherLocales: readonly string[]): string[] {
  const base = baseUrl.replace(/\/*$/, '');
  return ['', ...otherLocales.map((locale) => `/${locale}`)].map((locale) => `${base}${locale}${apiReferencePath}`);
}

/** What `connect-src` adds on the API reference pages: requests to an engine at any http or https address. */
export const tryItConnectSources = ['http:', 'https:'] as const;

/** Which policy a page gets: `site` everywhere, `apiReference` on the API reference pages. */
export type CspScope = 'site' | 'apiReference';

function unique(sources: readonly string[]): string[] {
  return [...new Set(sources)];
}

export function cspDirectives(env: SiteEnv, scriptHashes: readonly string[], scope: CspScope = 'site'): CspDirectives {
  const analytics = (pick: (hosts: typeof googleTagManager) => string[]) => [
    ...(env.googleTagManagerId ? pick(googleTagManager) : []),
    ...(env.metaPixelId ? pick(metaPixel) : []),
  ];
  return [
    ['default-src', ["'self'"]],
    [
      'script-src',
      unique(["'self'", "'wasm-unsafe-eval'", ...[...scriptHashes].sort(), ...analytics((hosts) => hosts.script)]),
    ],
    ['worker-src', ["'self'"]],
    // React sets style attributes and the theme adds <style> elements; scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', ...analytics((hosts) => hosts.img)])],
    // Fonts are files of the site (the bundle never inlines them).
    ['font-src', ["'self'"]],
    [
      'connect-src',
      scope === 'apiReference' ? unique([...connectSources(env), ...tryItConnectSources]) : connectSources(env),
    ],
    ['frame-src', env.statusEmbedUrl ? [new URL(env.statusEmbedUrl).origin] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function serializeCsp(directives: CspDirectives): string {
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
