import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { cacheControl } from '../../scripts/serveConfig/responseHeaders';
import { buildDir, readBuilt } from '../support/buildOutput';
import { decoded, rawGet, rawRequest, request, type Answer } from './httpClient';

const origin = inject('nginxOrigin');
const settings = inject('serveSettings');

function builtFile(folder: string, pattern: RegExp): string {
  const name = fs
    .readdirSync(path.join(buildDir, folder))
    .find((file) => pattern.test(file) && fs.statSync(path.join(buildDir, folder, file)).size > 2048);
  if (!name) throw new Error(`no file like ${pattern} in build/${folder}`);
  return `/${folder}/${name}`;
}

const sitemapPaths = [...readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc = '']) => new URL(loc).pathname,
);

/** The security headers every answer of our configuration carries. */
function expectSecurityHeaders(answer: Answer, label: string): void {
  for (const { name, value } of settings.headers) {
    expect(answer.headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
  }
}

function scriptSources(answer: Answer): string[] {
  const csp = String(answer.headers['content-security-policy']);
  return (
    csp
      .split('; ')
      .find((part) => part.startsWith('script-src '))
      ?.split(' ') ?? []
  );
}

/** Checks the three encodings of one compressible file against the build. */
async function expectEncodings(urlPath: string, file: string, cache: string): Promise<void> {
  const original = fs.readFileSync(path.join(buildDir, file));
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const answer = await request(origin, urlPath, { headers: { 'Accept-Encoding': accept } });
    expect(answer.status, `${urlPath} (${accept})`).toBe(200);
    expect(answer.headers['content-encoding'], `${urlPath} (${accept})`).toBe(encoding);
    // Pages also vary on Accept (Markdown for agents; tests/serve/markdown.test.ts).
    expect(String(answer.headers['vary']).split(/,\s*/), `${urlPath} (${accept})`).toContain('Accept-Encoding');
    expect(answer.headers['cache-control'], `${urlPath} (${accept})`).toBe(cache);
    expect(decoded(answer).equals(original), `${urlPath} (${accept}) body`).toBe(true);
    expectSecurityHeaders(answer, urlPath);
  }
}

describe('pages', () => {
  it.each([
    ['/', 'index.html'],
    ['/docs/', 'docs/index.html'],
    ['/blog', 'blog/index.html'],
    ['/blog/', 'blog/index.html'],
    ['/docs/index.html', 'docs/index.html'],
    ['/consulting.html', 'consulting/index.html'],
  ])('%s is %s, precompressed, revalidated, with every header', async (urlPath, file) => {
    await expectEncodings(urlPath, file, cacheControl.revalidate);
    const answer = await request(origin, urlPath);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(scriptSources(answer)).not.toContain("'unsafe-inline'");
  });

  it('answers every sitemap URL with 200 and no redirect, with and without a trailing slash', async () => {
    expect(sitemapPaths.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const urlPath of sitemapPaths) {
      const other = urlPath.endsWith('/') ? urlPath.replace(/\/$/, '') || '/' : `${urlPath}/`;
      for (const variant of [urlPath, other]) {
        const answer = await request(origin, variant, { method: 'HEAD' });
        if (answer.status !== 200) wrong.push(`${variant}: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('revalidates: a repeated request with the ETag gets 304', async () => {
    const first = await request(origin, '/docs/', { headers: { 'Accept-Encoding': 'br' } });
    const again = await request(origin, '/docs/', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(cacheControl.revalidate);
    expectSecurityHeaders(again, '304');
  });
});

describe('assets and data files', () => {
  it('serves hashed JavaScript and CSS precompressed and immutable for a year', async () => {
    for (const urlPath of [builtFile('assets/js', /\.js$/), builtFile('assets/css', /\.css$/)]) {
      await expectEncodings(urlPath, urlPath.slice(1), cacheControl.immutable);
    }
    const css = await request(origin, builtFile('assets/css', /\.css$/));
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('serves fonts as they are, immutable', async () => {
    const font = builtFile('assets/fonts', /\.woff2$/);
    const answer = await request(origin, font, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('font/woff2');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe(cacheControl.immutable);
    expectSecurityHeaders(answer, font);
  });

  it('caches search shards by version briefly and revalidates the manifest', async () => {
    const shard = builtFile('search-index/t', /\.json$/);
    await expectEncodings(`${shard}?v=build1`, shard.slice(1), cacheControl.searchShard);
    const page = builtFile('search-index/r', /\.json$/);
    await expectEncodings(page, page.slice(1), cacheControl.searchShard);
    await expectEncodings(
      '/search-index/manifest.json?v=build1',
      'search-index/manifest.json',
      cacheControl.revalidate,
    );
  });

  it.each([
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/blog/rss.xml', 'application/xml; charset=utf-8'],
    ['/blog/atom.xml', 'application/xml; charset=utf-8'],
    ['/blog/feed.json', 'application/json; charset=utf-8'],
  ])('%s is revalidated, as %s', async (urlPath, type) => {
    await expectEncodings(urlPath, urlPath.slice(1), cacheControl.revalidate);
    expect((await request(origin, urlPath)).headers['content-type']).toBe(type);
  });

  it('a missing asset is a 404 page that is not cached for a year', async () => {
    const answer = await request(origin, '/assets/js/missing.0123abcd.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe(cacheControl.revalidate);
    expectSecurityHeaders(answer, 'missing asset');
  });
});

describe('client-side routes and unknown paths', () => {
  const shell = readBuilt('chats/chat.html');

  it.each([
    '/docs/reference-guides/dblab-api/clones',
    '/docs/reference-guides/dblab-api/clones/',
    '/docs/reference-guides/dblab-api/clones.html',
    '/docs/reference-guides/dblab-api',
    '/ru/docs/reference-guides/dblab-api/instance',
    // An operation page, one folder deeper, where the Try it panels are.
    '/docs/reference-guides/dblab-api/clones/reset-clone',
    '/docs/reference-guides/dblab-api/clones/reset-clone/',
    '/ru/docs/reference-guides/dblab-api/instance/check-engine-health',
  ])('%s, an API reference page, lets its Try it panels connect to http: and https: addresses', async (urlPath) => {
    const answer = await request(origin, urlPath);
    expect(answer.status, urlPath).toBe(200);
    for (const { name, value } of settings.apiReferenceHeaders) {
      expect(answer.headers[name.toLowerCase()], `${urlPath}: ${name} of the API reference`).toBe(value);
    }
    const connect = String(answer.headers['content-security-policy'])
      .split('; ')
      .find((part) => part.startsWith('connect-src '));
    expect(connect?.split(' '), 'site.conf must give the API reference its own headers file').toEqual(
      expect.arrayContaining(['http:', 'https:']),
    );
  });

  it.each(['/docs/reference-guides/dblab-client-cli-reference', '/docs/reference-guides/', '/ru/docs/'])(
    '%s, outside the API reference, keeps the site policy',
    async (urlPath) => {
      const answer = await request(origin, urlPath);
      expect(answer.status, urlPath).toBe(200);
      expectSecurityHeaders(answer, urlPath);
      expect(String(answer.headers['content-security-policy'])).not.toMatch(/ https?:( |;|$)/);
    },
  );

  it.each(['/chats/some-id', '/chats/f7d1c0e2-5b3a-4c1d/', '/chats/chat.html'])(
    '%s is the chat shell with 200',
    async (urlPath) => {
      const answer = await request(origin, urlPath, { headers: { 'Accept-Encoding': 'br' } });
      expect(answer.status).toBe(200);
      expect(decoded(answer).toString('utf8')).toBe(shell);
      expect(answer.headers['cache-control']).toBe(cacheControl.revalidate);
      expectSecurityHeaders(answer, urlPath);
    },
  );

  it.each(['/no/such/page', '/chats/', '/chats/a/b', '/docs/nothing-here.html', '/404.html'])(
    '%s is the site 404 page with status 404',
    async (urlPath) => {
      const answer = await request(origin, urlPath, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(answer.status).toBe(404);
      expect(decoded(answer).toString('utf8')).toBe(readBuilt('404.html'));
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expectSecurityHeaders(answer, urlPath);
    },
  );
});

describe('legacy addresses', () => {
  it('answers every form of every old address with a 301 to its page, keeping the query', async () => {
    expect(settings.redirects.length).toBeGreaterThanOrEqual(4 * 80);
    const wrong: string[] = [];
    for (const { from, to } of settings.redirects) {
      const answer = await request(origin, `${encodeURI(from)}?ref=old`);
      const location = answer.headers.location;
      if (answer.status !== 301 || location !== `${encodeURI(to)}?ref=old`) {
        wrong.push(`${from}: ${answer.status} ${location ?? ''}`);
      }
      if (answer.headers['content-security-policy'] === undefined) wrong.push(`${from}: no CSP header`);
    }
    expect(wrong).toEqual([]);
  });

  it('sends every old address to a page that answers 200 (no chain, no loop)', async () => {
    const targets = [...new Set(settings.redirects.map(({ to }) => to))];
    const wrong: string[] = [];
    for (const target of targets) {
      const answer = await request(origin, encodeURI(target), { method: 'HEAD' });
      if (answer.status !== 200) wrong.push(`${target}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('bad requests', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s gets 405 and the allowed methods', async (method) => {
    const answer = await request(origin, '/docs/', { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expectSecurityHeaders(answer, method);
  });

  it('HEAD gets the headers of GET and no body', async () => {
    const answer = await request(origin, '/docs/', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
    expectSecurityHeaders(answer, 'HEAD');
  });

  it.each([
    '/../etc/passwd',
    '/docs/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/docs/%2E%2e/x',
    '/docs/..%2f..%2fetc/passwd',
    '/docs/.%2e/index.html',
    '/a%00b',
    '/docs/index.html%00.txt',
  ])('%s gets 400 and no file', async (target) => {
    const answer = await rawGet(origin, target);
    expect(answer.status, answer.head).toBe(400);
    expect(answer.text).not.toContain('root:');
  });

  it('a NUL byte in the request line gets 400', async () => {
    const answer = await rawGet(origin, Buffer.from('/docs/\0/index.html', 'latin1'));
    expect(answer.status).toBe(400);
  });

  it('a request line over 8 KiB gets 414', async () => {
    const answer = await rawGet(origin, `/${'a'.repeat(9000)}`);
    expect(answer.status).toBe(414);
  });

  it('a malformed request line gets 400', async () => {
    const answer = await rawRequest(origin, 'GARBAGE\r\n\r\n');
    expect(answer.status).toBe(400);
  });

  it.each([
    ...inject('probeFiles').map((file) => `/${file}`),
    '/index.html.gz',
    '/index.html.br',
    '/_headers',
    '/_redirects',
  ])('%s exists in the build but is not published (404)', async (urlPath) => {
    expect(fs.existsSync(path.join(buildDir, urlPath))).toBe(true);
    const answer = await request(origin, urlPath);
    expect(answer.status).toBe(404);
    expect(answer.body.toString('utf8')).not.toContain('must not be served');
    expectSecurityHeaders(answer, urlPath);
  });
});
