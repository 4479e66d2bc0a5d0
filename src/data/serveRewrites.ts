/**
 * Client-side routes that have no file per URL. The build prerenders one
 * shell page for each; a server must answer every matching URL with that
 * shell (status 200). `npm run serve` (scripts/serve.ts) reads this list;
 * the helpers below print the same rules for nginx, Netlify and Vercel.
 * Paths are without the base URL.
 */

export type ServeRewrite = {
  /** URL pattern with `:name` segments, as serve-handler, Netlify and Vercel read it. */
  source: string;
  /** The prerendered file that answers it. */
  destination: string;
};

/** The shell of `/chats/:chatId`, copied there by src/plugins/chat-routes after the build. */
export const chatShellFile = '/chats/chat.html';

export const serveRewrites: ServeRewrite[] = [{ source: '/chats/:chatId', destination: chatShellFile }];

/** `/chats/:chatId` → `^/chats/[^/]+/?$` for an nginx regex location. */
export function nginxPattern(source: string): string {
  const escaped = source
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${escaped}/?$`;
}

/** A site path (starting with `/`) under the base URL. */
export function withBase(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, '')}${path}`;
}

/**
 * nginx `location` blocks (inside the `server` whose `root` is the build folder): every match gets the shell.
 * `directives` go first in each block, e.g. the `include` of the headers that a location must repeat.
 */
export function nginxLocations(
  rewrites: readonly ServeRewrite[],
  baseUrl = '/',
  directives: readonly string[] = [],
): string {
  return rewrites
    .map(({ source, destination }) =>
      [
        `location ~ ${nginxPattern(withBase(baseUrl, source))} {`,
        ...directives.map((directive) => `    ${directive}`),
        `    try_files ${withBase(baseUrl, destination)} =404;`,
        '}',
      ].join('\n'),
    )
    .join('\n\n');
}

/** Netlify `_redirects` lines: status 200 makes them rewrites. */
export function netlifyRedirects(rewrites: readonly ServeRewrite[], baseUrl = '/'): string {
  return rewrites
    .map(({ source, destination }) => `${withBase(baseUrl, source)}  ${withBase(baseUrl, destination)}  200`)
    .join('\n');
}

/** The entries of a `vercel.json` `rewrites` list. */
export function vercelRewriteRules(rewrites: readonly ServeRewrite[], baseUrl = '/'): ServeRewrite[] {
  return rewrites.map(({ source, destination }) => ({
    source: withBase(baseUrl, source),
    destination: withBase(baseUrl, destination),
  }));
}

/** The `rewrites` part of a `vercel.json`. */
export function vercelRewrites(rewrites: readonly ServeRewrite[], baseUrl = '/'): string {
  return JSON.stringify({ rewrites: vercelRewriteRules(rewrites, baseUrl) }, null, 2);
}
