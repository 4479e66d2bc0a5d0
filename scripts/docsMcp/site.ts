/**
 * Where the docs MCP server reads the site from, and the one gate every read
 * goes through: the public site (the URL of the Docusaurus config), another
 * served copy of it (`--site http://127.0.0.1:3000/`), or a build folder
 * (`--build build`). A path or URL outside that site is refused before any
 * request is made, and so is a redirect that leads out of it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** A sentence for the model: what went wrong and what to do instead. */
export class DocsToolError extends Error {}

export type FetchLike = (url: string, init: { redirect: 'manual'; signal: AbortSignal }) => Promise<Response>;

export type SiteReader = {
  /** Where the pages are read from, for messages: a URL or a folder. */
  readonly source: string;
  /** The site's public address with its base path, ending in `/`; links in the built files use it. */
  readonly publicBase: string;
  /** The address pages are shown with: the served site's, or the public one for a folder. */
  readonly shownBase: string;
  /** The text of a site path (`/docs/foo.md`, relative to the base), or null when there is none. */
  read: (sitePath: string) => Promise<string | null>;
};

const requestTimeoutMs = 15_000;
const maxRedirects = 5;

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * The site path (`/docs/foo`, without the base path, query or anchor) of what
 * the model passed: a path or an absolute URL of the public or the served site.
 */
export function sitePathOf(input: string, reader: Pick<SiteReader, 'publicBase' | 'shownBase'>): string {
  const text = input.trim();
  if (text === '') throw new DocsToolError('Give a page address: a path such as /docs/ or a URL of the site.');
  let rest: string | null = null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(text.startsWith('//') ? `https:${text}` : text);
    } catch {
      throw new DocsToolError(`"${text}" is not a URL or a path of the site.`);
    }
    for (const base of new Set([reader.shownBase, reader.publicBase])) {
      const baseUrl = new URL(base);
      if (url.origin === baseUrl.origin && withSlash(url.pathname).startsWith(baseUrl.pathname)) {
        rest = url.pathname.slice(baseUrl.pathname.length - 1);
        break;
      }
    }
    if (rest === null) {
      throw new DocsToolError(
        `${url.origin}${url.pathname} is outside the documentation site (${reader.shownBase}); this server reads only that site.`,
      );
    }
  } else {
    rest = text.replace(/[?#].*$/, '');
    if (!rest.startsWith('/')) rest = `/${rest}`;
    const basePath = new URL(reader.publicBase).pathname;
    if (basePath !== '/' && withSlash(rest).startsWith(basePath)) rest = rest.slice(basePath.length - 1);
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    throw new DocsToolError(`"${text}" has a malformed escape sequence.`);
  }
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.') || decoded.includes('\\')) {
    throw new DocsToolError(`"${text}" leaves the site: a path with ".." segments is refused.`);
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/** Reads the site over HTTP from `base`; nothing else is ever requested. */
export function httpSiteReader(
  base: string,
  publicBase: string,
  fetchImpl: FetchLike = (url, init) => fetch(url, init),
): SiteReader {
  const root = new URL(withSlash(base));
  if (root.protocol !== 'http:' && root.protocol !== 'https:') {
    throw new DocsToolError(`The site address must be http or https, got ${root.protocol}`);
  }
  const shownBase = root.href;
  const inside = (url: URL) => url.origin === root.origin && url.pathname.startsWith(root.pathname);
  return {
    source: shownBase,
    publicBase: withSlash(publicBase),
    shownBase,
    async read(sitePath) {
      let url = new URL(sitePath.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/'), root);
      for (let hop = 0; hop <= maxRedirects; hop++) {
        if (!inside(url))
          throw new DocsToolError(`${url.href} is outside the site ${shownBase}; it was not requested.`);
        let response: Response;
        try {
          response = await fetchImpl(url.href, { redirect: 'manual', signal: AbortSignal.timeout(requestTimeoutMs) });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new DocsToolError(
            `The site ${shownBase} could not be reached (${reason}). Check the network, or start the server on a local build with --build build.`,
          );
        }
        if (response.status >= 300 && response.status < 400) {
          const location = response.headers.get('location');
          if (!location) return null;
          const next = new URL(location, url);
          if (!inside(next)) {
            throw new DocsToolError(
              `${url.href} redirects to ${next.href}, outside the site ${shownBase}; the redirect was not followed.`,
            );
          }
          url = next;
          continue;
        }
        if (response.status === 404 || response.status === 410) return null;
        if (!response.ok) {
          throw new DocsToolError(`The site answered ${response.status} for ${url.href}; try again later.`);
        }
        return response.text();
      }
      throw new DocsToolError(`${sitePath} redirects more than ${maxRedirects} times on ${shownBase}.`);
    },
  };
}

/** Reads a build folder (the output of `npm run build`); nothing outside it is opened. */
export function folderSiteReader(folder: string, publicBase: string): SiteReader {
  const root = path.resolve(folder);
  return {
    source: root,
    publicBase: withSlash(publicBase),
    shownBase: withSlash(publicBase),
    async read(sitePath) {
      const file = path.resolve(root, `.${sitePath.startsWith('/') ? sitePath : `/${sitePath}`}`);
      if (file !== root && !file.startsWith(`${root}${path.sep}`)) {
        throw new DocsToolError(`${sitePath} is outside the build folder; it was not read.`);
      }
      try {
        return await fs.readFile(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw new DocsToolError(`The build folder could not be read (${String(error)}).`);
      }
    },
  };
}

/** Checks a build folder exists and holds a build, with a sentence that says how to make one. */
export async function assertBuildFolder(folder: string): Promise<void> {
  const index = path.join(path.resolve(folder), 'llms.txt');
  try {
    await fs.access(index);
  } catch {
    throw new DocsToolError(`${folder} holds no site build (no llms.txt). Run "npm run build" first.`);
  }
}
