import { describe, expect, it } from 'vitest';
// The browser bundle's copy of react-router (patched: paths without parameters are matched by prefix first) ...
import { matchPath as patchedMatchPath } from 'react-router/esm/react-router.js';
// ... and the CommonJS copy that the patch leaves as upstream wrote it.
import { matchPath as upstreamMatchPath } from 'react-router/cjs/react-router.js';

type Options = { path: string; exact?: boolean; strict?: boolean; sensitive?: boolean };

const routePaths = [
  '/',
  '',
  '/docs',
  '/docs/',
  '/docs/intro',
  '/docs/Intro',
  '/docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers',
  '/blog',
  '/blog/tags/postgres',
  '/blog/page/2',
  '/ru/docs',
  '/docs/a.b',
  '/docs/:slug',
  '/docs/:slug?',
  '/blog/(.*)',
  '*',
  '/docs/*',
];

const pathnames = [
  '/',
  '/docs',
  '/docs/',
  '/DOCS/',
  '/docs/intro',
  '/docs/intro/',
  '/docs/INTRO',
  '/docs/introduction',
  '/docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers',
  '/blog',
  '/blog/',
  '/blogs',
  '/blog/tags/postgres',
  '/blog/page/2',
  '/ru/docs/intro',
  '/docs/a.b',
  '/docs/aXb',
  '/pricing/',
  '',
];

describe('route matching in the browser bundle', () => {
  const options: Options[] = routePaths.flatMap((path) =>
    [false, true].flatMap((exact) =>
      [false, true].flatMap((strict) => [false, true].map((sensitive) => ({ path, exact, strict, sensitive }))),
    ),
  );

  it(`answers as upstream react-router for ${options.length * pathnames.length} pairs of route and address`, () => {
    const differences = options.flatMap((option) =>
      pathnames
        .filter(
          (pathname) =>
            JSON.stringify(patchedMatchPath(pathname, option)) !== JSON.stringify(upstreamMatchPath(pathname, option)),
        )
        .map((pathname) => `${JSON.stringify(option)} on ${pathname}`),
    );
    expect(differences, differences.join('\n')).toEqual([]);
  });

  it('still matches pages, including a trailing slash and other letter case, and turns others down', () => {
    expect(patchedMatchPath('/docs/intro/', { path: '/docs/intro', exact: true })?.isExact).toBe(true);
    expect(patchedMatchPath('/DOCS/intro', { path: '/docs', exact: false })?.url).toBe('/DOCS');
    expect(patchedMatchPath('/docs/introduction', { path: '/docs/intro' })).toBeNull();
    expect(patchedMatchPath('/blog', { path: '/docs' })).toBeNull();
  });
});
