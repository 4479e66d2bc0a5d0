import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSiteEnv, siteEnvDefaults, type SiteEnv } from '@site/src/config/siteEnv';
import { redirects } from '@site/src/data/redirects';
import { serveRewrites } from '@site/src/data/serveRewrites';
import {
  apiReferencePrefixes,
  connectSources,
  cspDirectives,
  inlineScripts,
  scriptHashSource,
  serializeCsp,
} from '@site/scripts/serveConfig/contentSecurityPolicy';
import { addressForms, legacyRedirects } from '@site/scripts/serveConfig/legacyRedirects';
import { unknownExtensions } from '@site/scripts/serveConfig/mimeTypes';
import {
  mapBucketSize,
  quote,
  renderNginxConfig,
  type NginxRuntime,
  type SiteServeSettings,
} from '@site/scripts/serveConfig/nginxConfig';
import { netlifyHeadersFile, netlifyRedirectsFile, vercelConfig } from '@site/scripts/serveConfig/otherHosts';
import { cacheControl, cacheRules, securityHeaders } from '@site/scripts/serveConfig/responseHeaders';
import {
  netlifyHeaderRules,
  netlifyRules,
  nginxAddHeaders,
  nginxLocations,
  nginxRedirectPairs,
} from '../support/serveConfigText';

const runtime: NginxRuntime = {
  listen: '127.0.0.1:8080',
  root: '/srv/www',
  pidFile: '/tmp/nginx.pid',
  errorLog: 'stderr',
  accessLog: 'off',
  tempDir: '/tmp/nginx',
  brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  workerProcesses: 1,
};

const hashes = [scriptHashSource('console.log(1)')];

function settingsFor(env: SiteEnv): SiteServeSettings {
  return {
    baseUrl: env.baseUrl,
    redirects: legacyRedirects(redirects, env.baseUrl),
    rewrites: serveRewrites,
    headers: securityHeaders(serializeCsp(cspDirectives(env, hashes))),
    apiReferencePrefixes: apiReferencePrefixes(env.baseUrl, ['ru']),
    apiReferenceHeaders: securityHeaders(serializeCsp(cspDirectives(env, hashes, 'apiReference'))),
    cacheRules: cacheRules(env.baseUrl),
    hostFiles: ['_redirects', '_headers'],
  };
}

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('legacy redirects', () => {
  it('answers four forms of an old address', () => {
    expect(addressForms('/docs/guides')).toEqual([
      '/docs/guides',
      '/docs/guides/',
      '/docs/guides.html',
      '/docs/guides/index.html',
    ]);
    expect(addressForms('/resources/case-studies/')).toContain('/resources/case-studies');
  });

  it('covers every entry of src/data/redirects.ts in all forms, with its own target', () => {
    const pairs = new Map(legacyRedirects(redirects).map(({ from, to }) => [from, to]));
    for (const { from, to } of redirects) {
      for (const form of addressForms(from)) expect(pairs.get(form), form).toBe(to);
    }
  });

  it('refuses a form sent to two targets, and a target that is redirected again', () => {
    expect(() =>
      legacyRedirects([
        { from: '/a', to: '/x' },
        { from: '/a/', to: '/y' },
      ]),
    ).toThrow(/both to \/x and to \/y/);
    expect(() =>
      legacyRedirects([
        { from: '/a', to: '/b' },
        { from: '/b/', to: '/c' },
      ]),
    ).toThrow(/redirected itself/);
  });

  it('puts the base URL on both sides', () => {
    expect(legacyRedirects([{ from: '/old', to: '/new' }], '/site/')).toContainEqual({
      from: '/site/old/index.html',
      to: '/site/new',
    });
  });
});

describe('content security policy', () => {
  it('hashes only inline scripts that run', () => {
    const html = [
      '<script>console.log(1)</script>',
      '<script src=/assets/js/main.js></script>',
      '<script type=application/ld+json>{"@type":"Thing"}</script>',
      '<script data-rh=true type="module">import("/x.js")</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['console.log(1)', 'import("/x.js")']);
    const digest = createHash('sha256').update('console.log(1)').digest('base64');
    expect(scriptHashSource('console.log(1)')).toBe(`'sha256-${digest}'`);
  });

  it('runs no inline script without its hash, and cannot be framed', () => {
    const csp = serializeCsp(cspDirectives(siteEnvDefaults, hashes));
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", ...hashes]);
    // WebAssembly may be compiled for the SQL Run buttons; JavaScript eval and inline scripts stay off.
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'worker-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it('connects by default only to the site and the API prefix (the star count is in the page)', () => {
    expect(connectSources(siteEnvDefaults)).toEqual(["'self'", 'https://postgres.ai/api/general/']);
  });

  it('adds the search service and analytics hosts only when they are configured', () => {
    const typesense = readSiteEnv({
      TYPESENSE_HOST: 'search.example.org',
      TYPESENSE_SEARCH_API_KEY: 'key',
      TYPESENSE_COLLECTION_NAME: 'docs',
      TYPESENSE_PATH: '/ts',
      GITHUB_REPO: '',
    });
    expect(connectSources(typesense)).toEqual([
      "'self'",
      'https://postgres.ai/api/general/',
      'https://search.example.org/ts/',
    ]);
    const local = readSiteEnv({
      TYPESENSE_HOST: 'ts.local',
      TYPESENSE_PROTOCOL: 'http',
      TYPESENSE_SEARCH_API_KEY: 'k',
      TYPESENSE_COLLECTION_NAME: 'c',
    });
    expect(connectSources(local)).toContain('http://ts.local:8108');
    const configured = readSiteEnv({
      ALGOLIA_APP_ID: 'APP1',
      ALGOLIA_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
      GTM_ID: 'GTM-ABC123',
      META_PIXEL_ID: '123456789012',
      API_URL_PREFIX: 'https://api.example.org/v1/',
    });
    const connect = connectSources(configured);
    expect(connect).toContain('https://api.example.org/v1/');
    expect(connect).toContain('https://app1-dsn.algolia.net');
    expect(connect).toContain('https://*.google-analytics.com');
    expect(connect).toContain('https://www.facebook.com');
    const csp = serializeCsp(cspDirectives(configured, hashes));
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'script-src')).toContain('https://connect.facebook.net');
    const plain = serializeCsp(cspDirectives(siteEnvDefaults, hashes));
    expect(plain).not.toMatch(/google|facebook|algolia/);
  });

  it('lets the status badge be framed only when it is configured', () => {
    const env = readSiteEnv({ STATUS_EMBED_URL: 'https://status.example.org/embed/badge' });
    const csp = serializeCsp(cspDirectives(env, hashes));
    expect(directive(csp, 'frame-src')).toEqual(['https://status.example.org']);
    expect(directive(csp, 'connect-src')).toContain('https://status.example.org/embed/badge');
    expect(directive(serializeCsp(cspDirectives(siteEnvDefaults, hashes)), 'frame-src')).toEqual(["'none'"]);
  });
});

describe('the API reference policy (its "Try it" panels call the engine address the reader types)', () => {
  const site = serializeCsp(cspDirectives(siteEnvDefaults, hashes));
  const api = serializeCsp(cspDirectives(siteEnvDefaults, hashes, 'apiReference'));

  it('lets the API reference pages connect to any http and https address, and nothing else changes', () => {
    expect(directive(api, 'connect-src'), 'the try-it requests need http: and https: in connect-src').toEqual([
      ...directive(site, 'connect-src'),
      'http:',
      'https:',
    ]);
    const others = (csp: string) => csp.split('; ').filter((part) => !part.startsWith('connect-src '));
    expect(others(api), 'only connect-src may differ between the two policies').toEqual(others(site));
  });

  it('keeps every other page on the site policy: no scheme-wide source in connect-src', () => {
    expect(directive(site, 'connect-src')).not.toContain('http:');
    expect(directive(site, 'connect-src')).not.toContain('https:');
    expect(directive(site, 'connect-src')).not.toContain('*');
  });

  it('applies to the reference in every locale, under the base URL', () => {
    expect(apiReferencePrefixes('/', ['ru'])).toEqual([
      '/docs/reference-guides/dblab-api/',
      '/ru/docs/reference-guides/dblab-api/',
    ]);
    expect(apiReferencePrefixes('/site/', [])).toEqual(['/site/docs/reference-guides/dblab-api/']);
  });
});

describe('nginx configuration', () => {
  const files = renderNginxConfig(settingsFor(siteEnvDefaults), runtime);
  const site = files['site.conf']!;
  const isApiReference = (match: string) => match.includes('/docs/reference-guides/dblab-api');

  it('repeats the security headers and a Cache-Control in every location', () => {
    const locations = nginxLocations(site);
    expect(locations.length).toBeGreaterThanOrEqual(7);
    for (const { match, body } of locations) {
      const headersFile = isApiReference(match) ? 'security-headers-api-reference.conf' : 'security-headers.conf';
      expect(body, match).toContain(`include ${headersFile};`);
      expect(body, match).toMatch(/add_header Cache-Control "[^"]+"/);
    }
  });

  it('serves the API reference, in both locales, with the relaxed connect-src and other pages without it', () => {
    const api = new Map(
      nginxLocations(site)
        .filter(({ match }) => isApiReference(match))
        .map(({ match, body }) => [match, body]),
    );
    expect([...api.keys()], 'each locale needs the folder address and everything below it').toEqual([
      '= /docs/reference-guides/dblab-api',
      '^~ /docs/reference-guides/dblab-api/',
      '= /ru/docs/reference-guides/dblab-api',
      '^~ /ru/docs/reference-guides/dblab-api/',
    ]);
    // `.html` addresses inside the folder answer like the page, with the same headers.
    expect(api.get('^~ /docs/reference-guides/dblab-api/')).toMatch(
      /location ~ \^\(\?<api_html_stem>\/docs\/reference-guides\/dblab-api\/\.\+\)\\\.html\$ \{\n\s+include security-headers-api-reference\.conf;/,
    );
    const policy = (file: string) =>
      nginxAddHeaders(files[file]!).find(({ name }) => name === 'Content-Security-Policy')?.value ?? '';
    expect(directive(policy('security-headers-api-reference.conf'), 'connect-src')).toEqual(
      expect.arrayContaining(['http:', 'https:']),
    );
    expect(directive(policy('security-headers.conf'), 'connect-src')).not.toContain('http:');
    const others = (file: string) =>
      nginxAddHeaders(files[file]!).filter(({ name }) => name !== 'Content-Security-Policy');
    expect(others('security-headers-api-reference.conf')).toEqual(others('security-headers.conf'));
  });

  it('sends every header on every status (always)', () => {
    const lines = files['security-headers.conf']!.split('\n').filter((line) => line.startsWith('add_header'));
    expect(lines.length).toBe(securityHeaders('x').length);
    for (const line of lines) expect(line).toMatch(/ always;$/);
  });

  it('caches hashed assets for a year, search shards briefly, everything else with revalidation', () => {
    const locations = new Map(nginxLocations(site).map(({ match, body }) => [match, body]));
    expect(locations.get('^~ /assets/')).toContain(`"${cacheControl.immutable}";`);
    expect(locations.get('^~ /search-index/t/')).toContain(`"${cacheControl.searchShard}";`);
    expect(locations.get('/')).toContain('"no-cache" always;');
    expect(locations.get('^~ /search-index/')).toContain('"no-cache" always;');
  });

  it('answers client-side routes with their shell and unknown paths with 404.html', () => {
    expect(site).toContain('location ~ ^/chats/[^/]+/?$ {');
    expect(site).toContain('try_files /chats/chat.html =404;');
    expect(site).toContain('error_page 404 /404.html;');
  });

  it('loads the brotli module, stays in the foreground and compresses nothing per request', () => {
    expect(files['nginx.conf']).toContain(`load_module ${runtime.brotliModule};`);
    expect(files['nginx.conf']).toContain('daemon off;');
    expect(files['http.conf']).toMatch(/^gzip off;$/m);
    expect(files['http.conf']).toMatch(/^gzip_static on;$/m);
    expect(files['http.conf']).toMatch(/^brotli_static on;$/m);
  });

  it('maps every page address asked for as Markdown to its .md, dots in the name included', () => {
    // The maps' patterns, as nginx reads them: `$wants_markdown:$uri` → file to try first.
    const maps = [...files['http.conf']!.matchAll(/^\s+"~\^1:(.+)" "(.+)";$/gm)].map(
      ([, pattern = '', target = '']) => ({
        pattern: new RegExp(`^1:${pattern}`),
        target,
      }),
    );
    const markdownFor = (uri: string) =>
      maps.flatMap(({ pattern, target }) => {
        const match = pattern.exec(`1:${uri}`);
        return match ? [target.replace(/\$\{(\w+)\}/g, (_, name: string) => match.groups?.[name] ?? '')] : [];
      });
    expect(markdownFor('/docs/foo')).toEqual(['/docs/foo.md']);
    expect(markdownFor('/docs/foo/')).toEqual(['/docs/foo.md', '/docs/foo/index.md']);
    expect(markdownFor('/docs/how-to-compile-postgres-on-ubuntu-22.04')).toEqual([
      '/docs/how-to-compile-postgres-on-ubuntu-22.04.md',
    ]);
    expect(markdownFor('/')).toEqual(['/index.md']);
    // A file asks for `<file>.md`, which does not exist: try_files goes on to the file itself.
    expect(markdownFor('/llms.txt')).toEqual(['/llms.txt.md']);
    expect(site).toContain('try_files $markdown_file $markdown_folder_file $uri $uri/index.html =404;');
  });

  it('quotes values and refuses ones nginx would expand', () => {
    expect(quote('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(() => quote('$host')).toThrow();
    expect(() => quote('a\nb')).toThrow();
    expect(mapBucketSize(['/short'])).toBe(64);
    expect(mapBucketSize(['/'.repeat(100)])).toBe(256);
  });

  it('serves a site under a base URL from that path only', () => {
    const env = { ...siteEnvDefaults, baseUrl: '/site/' };
    const prefixed = renderNginxConfig(settingsFor(env), runtime)['site.conf']!;
    expect(prefixed).toContain('location /site/ {');
    expect(prefixed).toContain('location ^~ /site/assets/ {');
    expect(prefixed).toContain('error_page 404 /site/404.html;');
    expect(prefixed).toMatch(/location \/ \{\n\s+return 404;/);
  });
});

describe('Netlify and Vercel files say what nginx does', () => {
  for (const baseUrl of ['/', '/site/']) {
    const settings = settingsFor({ ...siteEnvDefaults, baseUrl });
    const nginx = renderNginxConfig(settings, runtime);
    const nginxRedirects = nginxRedirectPairs(nginx['legacy-redirects.conf']!);
    const nginxHeaders = nginxAddHeaders(nginx['security-headers.conf']!);
    const nginxCache = nginxLocations(nginx['site.conf']!).map(({ match, body }) => ({
      match,
      cache: /add_header Cache-Control "([^"]+)"/.exec(body)?.[1],
    }));
    const netlify = netlifyRules(netlifyRedirectsFile(settings));
    const netlifyHeaders = netlifyHeaderRules(netlifyHeadersFile(settings));
    const vercel = vercelConfig(settings);

    it(`has the same 301s (base ${baseUrl})`, () => {
      expect(nginxRedirects.length).toBe(settings.redirects.length);
      const permanent = netlify.filter(([, , status]) => status === '301!');
      expect(permanent.map(([from, to]) => ({ from: decodeURI(from), to: decodeURI(to) }))).toEqual(nginxRedirects);
      expect(
        vercel.redirects.map(({ source, destination, statusCode }) => {
          expect(statusCode).toBe(301);
          return { from: decodeURI(source), to: decodeURI(destination) };
        }),
      ).toEqual(nginxRedirects);
    });

    it(`has the same rewrites (base ${baseUrl})`, () => {
      const chats = `${baseUrl}chats/`;
      expect(nginx['site.conf']).toContain(`location ~ ^${chats}[^/]+/?$ {`);
      expect(netlify).toContainEqual([`${chats}:chatId`, `${chats}chat.html`, '200']);
      expect(vercel.rewrites).toContainEqual({ source: `${chats}:chatId`, destination: `${chats}chat.html` });
    });

    it(`has the same security headers on every path (base ${baseUrl})`, () => {
      const security = nginxHeaders.filter(({ name }) => name !== 'Cache-Control');
      expect(netlifyHeaders.get(`${baseUrl}*`)).toEqual(security);
      const catchAll = vercel.headers.find(({ source }) => source === `${baseUrl}(.*)`);
      expect(catchAll?.headers.map(({ key, value }) => ({ name: key, value }))).toEqual(security);
    });

    it(`caches the same folders for the same time (base ${baseUrl})`, () => {
      for (const rule of settings.cacheRules) {
        expect(nginxCache).toContainEqual({ match: `^~ ${rule.prefix}`, cache: rule.cacheControl });
        expect(netlifyHeaders.get(`${rule.prefix}*`)).toEqual([{ name: 'Cache-Control', value: rule.cacheControl }]);
        const vercelRule = vercel.headers.find(({ source }) => source === `${rule.prefix}(.*)`);
        expect(vercelRule?.headers).toEqual([{ key: 'Cache-Control', value: rule.cacheControl }]);
      }
      // Netlify joins repeated headers, so the catch-all rule sets no Cache-Control.
      expect(netlifyHeaders.get(`${baseUrl}*`)?.map(({ name }) => name)).not.toContain('Cache-Control');
    });
  }
});

describe('content types', () => {
  it('names the extensions the table lacks', () => {
    expect(unknownExtensions(['index.html', 'a/b.woff2', 'x.exe', 'README'])).toEqual(['(none: README)', 'exe']);
  });
});
