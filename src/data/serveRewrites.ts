/**
 * Client-side routes that have no file per URL. The build prerenders one
 * shell page for each; a server must answer every matching URL with that
 * shell (status 200). `npm run serve` reads this list through
 * `customFields.serveRewrites` (see patches/@docusaurus+core+3.10.2.patch);
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

function withBase(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, '')}${path}`;
}

/** nginx `location` blocks (inside the `server` whose `root` is the build folder): every match gets the shell. */
export function nginxLocations(rewrites: readonly ServeRewrite[], baseUrl = '/'): string {
  return rewrites
    .map(({ source, destination }) =>
      [
        `location ~ ${nginxPattern(withBase(baseUrl, source))} {`,
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

/** The `rewrites` part of a `vercel.json`. */
export function vercelRewrites(rewrites: readonly ServeRewrite[], baseUrl = '/'): string {
  const list = rewrites.map(({ source, destination }) => ({
    source: withBase(baseUrl, source),
    destination: withBase(baseUrl, destination),
  }));
  return JSON.stringify({ rewrites: list }, null, 2);
}
