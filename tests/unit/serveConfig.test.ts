import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSiteEnv, siteEnvDefaults, type SiteEnv } from '@site/src/config/siteEnv';
import { redirects } from '@site/src/data/redirects';
import { serveRewrites, withBase } from '@site/src/data/serveRewrites';
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
import {
  netlifyHeadersFile,
  netlifyRedirectsFile,
  vercelConfig,
  type HostSettings,
} from '@site/scripts/serveConfig/otherHosts';
import { cacheControl, cacheRules, securityHeaders } from '@site/scripts/serveConfig/responseHeaders';
import {
  netlifyDocumentedMatch,
  netlifyHeaderRuleList,
  netlifyHeaderRules,
  netlifyParserMatch,
  netlifyRules,
  nginxAddHeaders,
  nginxLocations,
  nginxRedirectPairs,
  vercelSourceRegExp,
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

/** A small build: pages of both locales, their Markdown copies, the API reference and other files. */
const publishedFiles = [
  '404.html',
  'index.html',
  'index.md',
  'robots.txt',
  'sitemap.xml',
  'assets/css/styles.0a1b2c3d.css',
  'assets/js/main.0a1b2c3d.js',
  'blog/index.html',
  'blog/20240127-postgres-ai-bot/index.html',
  'blog/20240127-postgres-ai-bot.md',
  'chats/chat.html',
  'docs/index.html',
  'docs.md',
  'docs/database-lab/index.html',
  'docs/database-lab/cloning/index.html',
  'docs/database-lab/cloning.md',
  'docs/reference-guides/index.html',
  'docs/reference-guides.md',
  'docs/reference-guides/dblab-client-cli-reference/index.html',
  'docs/reference-guides/dblab-client-cli-reference.md',
  'docs/reference-guides/dblab-api/index.html',
  'docs/reference-guides/dblab-api.md',
  'docs/reference-guides/dblab-api/clones/index.html',
  'docs/reference-guides/dblab-api/clones.md',
  'search-index/manifest.json',
  'search-index/t/0a.json',
  'ru/index.html',
  'ru/index.md',
  'ru/blog/index.html',
  'ru/docs/index.html',
  'ru/docs/database-lab/cloning/index.html',
  'ru/docs/reference-guides/index.html',
  'ru/docs/reference-guides/joe-bot-commands-reference/index.html',
  'ru/docs/reference-guides/dblab-api/index.html',
  'ru/docs/reference-guides/dblab-api/clones/index.html',
];

function settingsFor(env: SiteEnv, files: readonly string[] = publishedFiles): SiteServeSettings & HostSettings {
  return {
    baseUrl: env.baseUrl,
    redirects: legacyRedirects(redirects, env.baseUrl),
    rewrites: serveRewrites,
    headers: securityHeaders(serializeCsp(cspDirectives(env, hashes))),
    apiReferencePrefixes: apiReferencePrefixes(env.baseUrl, ['ru']),
    apiReferenceHeaders: securityHeaders(serializeCsp(cspDirectives(env, hashes, 'apiReference'))),
    cacheRules: cacheRules(env.baseUrl),
    hostFiles: ['_redirects', '_headers'],
    publishedFiles: files,
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
      const apiSecurity = nginxAddHeaders(nginx['security-headers-api-reference.conf']!);
      const isCsp = ({ name }: { name: string }) => name === 'Content-Security-Policy';
      // Netlify: the policy comes from rules of its own (checked path by path below), the rest from `/*`.
      expect(
        netlifyHeaders.get(`${baseUrl}*`),
        'the Netlify `/*` rule must carry every security header but the policy, which only netlifyCspPatterns sets',
      ).toEqual(security.filter((header) => !isCsp(header)));
      const vercelHeaders = vercel.headers.map(({ source, headers }) => ({
        source,
        headers: headers.map(({ key, value }) => ({ name: key, value })),
      }));
      const [site, ...apiReference] = vercelHeaders.filter(({ headers }) => headers.some(isCsp));
      expect(site?.headers, 'the first Vercel rule with a policy must carry the site headers, as nginx does').toEqual(
        security,
      );
      expect(
        apiReference.map(({ headers }) => headers),
        'each API reference prefix needs one Vercel rule with the headers of security-headers-api-reference.conf',
      ).toEqual(settings.apiReferencePrefixes.map(() => apiSecurity));
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

describe('one Content-Security-Policy per path on Netlify and Vercel', () => {
  const policyOf = (headers: readonly { name: string; value: string }[]) =>
    headers.find(({ name }) => name === 'Content-Security-Policy')?.value;
  const howToFix = {
    netlify: 'netlifyCspPatterns in scripts/serveConfig/otherHosts.ts must give every path exactly one policy rule',
    vercel: 'vercelHeaderSources in scripts/serveConfig/otherHosts.ts must give every path exactly one policy rule',
  };

  for (const baseUrl of ['/', '/site/']) {
    const settings = settingsFor({ ...siteEnvDefaults, baseUrl });
    const policies = { site: policyOf(settings.headers)!, apiReference: policyOf(settings.apiReferenceHeaders)! };
    const at = (path: string) => withBase(baseUrl, path);
    /** Paths (below the base URL) and the policy each must get. */
    const expected: Array<[string, keyof typeof policies]> = [
      ['/', 'site'],
      ['/index.html', 'site'],
      ['/404.html', 'site'],
      ['/docs/', 'site'],
      ['/docs/database-lab/cloning/', 'site'],
      ['/docs/database-lab/cloning', 'site'],
      ['/docs/database-lab/cloning.md', 'site'],
      ['/docs/reference-guides/', 'site'],
      ['/docs/reference-guides/dblab-client-cli-reference/', 'site'],
      ['/docs/reference-guides/dblab-api.md', 'site'],
      ['/blog/20240127-postgres-ai-bot/', 'site'],
      ['/blog/20240127-postgres-ai-bot', 'site'],
      ['/chats/3f2a', 'site'],
      ['/assets/js/main.0a1b2c3d.js', 'site'],
      ['/search-index/t/0a.json', 'site'],
      ['/ru/', 'site'],
      ['/ru/docs/database-lab/cloning/', 'site'],
      ['/ru/docs/reference-guides/joe-bot-commands-reference/', 'site'],
      // Unknown paths answer with the 404 page, which must keep the site policy.
      ['/nope', 'site'],
      ['/nope/', 'site'],
      ['/nope/deeper', 'site'],
      ['/docs/nope', 'site'],
      ['/blog/nope/deeper/still', 'site'],
      ['/ru/nope/deeper', 'site'],
      ['/docs/reference-guides/dblab-api/', 'apiReference'],
      ['/docs/reference-guides/dblab-api', 'apiReference'],
      ['/docs/reference-guides/dblab-api/clones/', 'apiReference'],
      ['/docs/reference-guides/dblab-api/clones.md', 'apiReference'],
      ['/docs/reference-guides/dblab-api/nope/deeper', 'apiReference'],
      ['/ru/docs/reference-guides/dblab-api/', 'apiReference'],
      ['/ru/docs/reference-guides/dblab-api/clones/', 'apiReference'],
    ];
    /**
     * Unknown paths that no `_headers` pattern can give the site policy without also matching the
     * API pages (see netlifyCspPatterns); Vercel's lookahead still gives them the site policy.
     */
    const beyondNetlify = ['/nope/a/b', '/docs/nope/deeper', '/docs/reference-guides/nope', '/ru/docs/nope/deeper'];

    const netlifyRulesText = netlifyHeaderRuleList(netlifyHeadersFile(settings));
    const netlifyPolicies = (path: string, matches: (pattern: string, path: string) => boolean) =>
      netlifyRulesText.filter(({ pattern, headers }) => policyOf(headers) !== undefined && matches(pattern, path));
    const readings = { documented: netlifyDocumentedMatch, parser: netlifyParserMatch };

    for (const [reading, matches] of Object.entries(readings)) {
      it(`Netlify (${reading} reading): exactly one policy on every path, the API one only on the API reference (base ${baseUrl})`, () => {
        for (const [relative, scope] of expected) {
          const path = at(relative);
          const found = netlifyPolicies(path, matches);
          const patterns = found.map(({ pattern }) => pattern).join(', ') || 'none';
          expect(found.length, `${path} matches ${found.length} policy rules (${patterns}): ${howToFix.netlify}`).toBe(
            1,
          );
          expect(
            policyOf(found[0]!.headers),
            `${path} must get the ${scope} policy, and gets it from ${patterns}: ${howToFix.netlify}`,
          ).toBe(policies[scope]);
        }
      });

      it(`Netlify (${reading} reading): never two policies, nor the API one, on unknown paths it cannot reach (base ${baseUrl})`, () => {
        for (const path of beyondNetlify.map(at)) {
          const found = netlifyPolicies(path, matches);
          const patterns = found.map(({ pattern }) => pattern).join(', ');
          expect(found.length, `${path} matches several policy rules (${patterns}): ${howToFix.netlify}`).toBeLessThan(
            2,
          );
          for (const { headers } of found) {
            expect(policyOf(headers), `${path} is no API page but gets the API policy from ${patterns}`).toBe(
              policies.site,
            );
          }
        }
      });
    }

    it(`Vercel: exactly one policy on every path, the API one only on the API reference (base ${baseUrl})`, () => {
      const rules = vercelConfig(settings)
        .headers.map(({ source, headers }) => ({
          source,
          regExp: vercelSourceRegExp(source),
          policy: headers.find(({ key }) => key === 'Content-Security-Policy')?.value,
        }))
        .filter(({ policy }) => policy !== undefined);
      const cases: Array<[string, keyof typeof policies]> = [
        ...expected,
        ...beyondNetlify.map((path): [string, keyof typeof policies] => [path, 'site']),
        // Addresses beside the folder whose names start like it (its `.html` form, a longer name) are outside it.
        ['/docs/reference-guides/dblab-api.html', 'site'],
        ['/docs/reference-guides/dblab-apis/', 'site'],
      ];
      for (const [relative, scope] of cases) {
        const path = at(relative);
        const found = rules.filter(({ regExp }) => regExp.test(path));
        const sources = found.map(({ source }) => source).join(', ') || 'none';
        expect(found.length, `${path} matches ${found.length} policy rules (${sources}): ${howToFix.vercel}`).toBe(1);
        expect(
          found[0]!.policy,
          `${path} must get the ${scope} policy, and gets it from ${sources}: ${howToFix.vercel}`,
        ).toBe(policies[scope]);
      }
    });
  }

  it('gives a new top-level folder of the build the site policy on Netlify, with no edit to the rules', () => {
    const files = [...publishedFiles, 'newsection/guide/page/index.html', 'newsection/index.html'];
    const rules = netlifyHeaderRuleList(netlifyHeadersFile(settingsFor(siteEnvDefaults, files)));
    const site = policyOf(settingsFor(siteEnvDefaults).headers);
    for (const path of ['/newsection/', '/newsection/guide/', '/newsection/guide/page/', '/newsection/guide/page/x']) {
      const found = rules.filter(
        ({ pattern, headers }) => policyOf(headers) !== undefined && netlifyDocumentedMatch(pattern, path),
      );
      expect(found.length, `${path}: the Netlify rules must be cut from the build's files (${howToFix.netlify})`).toBe(
        1,
      );
      expect(policyOf(found[0]!.headers)).toBe(site);
    }
  });
});

describe('content types', () => {
  it('names the extensions the table lacks', () => {
    expect(unknownExtensions(['index.html', 'a/b.woff2', 'x.exe', 'README'])).toEqual(['(none: README)', 'exe']);
  });
});
