/**
 * The preview server behind `npm run serve` and the end-to-end tests: the
 * built site through serve-handler, as `docusaurus serve` does, plus the
 * site's rewrites (client-side routes such as `/chats/:chatId` answered with
 * their prerendered shell and a 200), which `docusaurus serve` cannot be told
 * about. Production answers the same rewrites through nginx, Netlify or
 * Vercel (see src/data/serveRewrites.ts).
 */
import http from 'node:http';
import serveHandler from 'serve-handler';
import type { ServeRewrite } from '../../src/data/serveRewrites';

export type PreviewServerOptions = {
  /** The build folder. */
  outDir: string;
  /** The site's base URL, starting and ending with `/`. */
  baseUrl: string;
  /** Docusaurus's `trailingSlash` setting. */
  trailingSlash?: boolean | undefined;
  /** Paths without the base URL that are answered by a prerendered file. */
  rewrites: readonly ServeRewrite[];
};

/** How long an idle keep-alive connection stays open: nginx's default `keepalive_timeout`. */
const idleConnectionTimeout = 75_000;

const looksLikeAsset = (url: string) => /\.[a-zA-Z\d]{1,4}$/.test(url.split('?')[0] ?? '');

/** Where a page address should be redirected to under `trailingSlash`, or undefined when it is fine as is. */
export function trailingSlashRedirect(url: string, trailingSlash: boolean | undefined): string | undefined {
  if (trailingSlash === undefined || looksLikeAsset(url)) return undefined;
  const [pathname = '/', ...rest] = url.split(/(?=[?#])/);
  if (pathname === '/') return undefined;
  const wanted = trailingSlash ? pathname.replace(/\/?$/, '/') : pathname.replace(/\/$/, '');
  return wanted === pathname ? undefined : wanted + rest.join('');
}

/**
 * Where serve-handler's clean-URL rule sends `/page.html` and `/page/index`, with the query and
 * fragment kept (serve-handler's own redirect drops them, and an old link's redirect page must
 * pass them on); undefined for other addresses.
 */
export function cleanUrlRedirect(url: string): string | undefined {
  const [pathname = '/', ...rest] = url.split(/(?=[?#])/);
  if (!/(\.html|\/index)$/.test(pathname)) return undefined;
  const clean = pathname.replace(/(\.html|\/index)$/, '');
  return (clean === '' ? '/' : clean) + rest.join('');
}

export function createPreviewServer({ outDir, baseUrl, trailingSlash, rewrites }: PreviewServerOptions): http.Server {
  const redirect = (res: http.ServerResponse, location: string) => {
    res.writeHead(302, { Location: location });
    res.end();
  };
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(baseUrl)) {
      redirect(res, baseUrl);
      return;
    }
    const normalized = baseUrl === '/' ? undefined : trailingSlashRedirect(url, trailingSlash);
    if (normalized) {
      redirect(res, normalized);
      return;
    }
    const clean = cleanUrlRedirect(url);
    if (clean) {
      res.writeHead(301, { Location: clean });
      res.end();
      return;
    }
    // serve-handler serves the build folder at `/`: take the base URL off first.
    req.url = `/${url.slice(baseUrl.length)}`;
    serveHandler(req, res, {
      cleanUrls: true,
      public: outDir,
      trailingSlash,
      directoryListing: false,
      rewrites: rewrites.map(({ source, destination }) => ({ source, destination })),
    }).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(`The preview server failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  // Node closes an idle connection after 5 s, while clients (browsers, Node's fetch) may send
  // the next request on it at that moment and get a reset. nginx waits 75 s; so does this.
  server.keepAliveTimeout = idleConnectionTimeout;
  return server;
}
