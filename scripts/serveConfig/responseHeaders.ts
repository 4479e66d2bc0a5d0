/**
 * The headers every response of the site carries, and how long each kind of
 * file may be cached. nginx, Netlify and Vercel are all configured from
 * these lists, so the three hosts answer alike.
 */
import { withBase } from '../../src/data/serveRewrites';
import { indexFolder } from '../../src/plugins/search-local';

export type Header = { name: string; value: string };

export function securityHeaders(contentSecurityPolicy: string): Header[] {
  return [
    { name: 'Content-Security-Policy', value: contentSecurityPolicy },
    // One year; browsers ignore it over plain HTTP.
    { name: 'Strict-Transport-Security', value: 'max-age=31536000' },
    { name: 'X-Content-Type-Options', value: 'nosniff' },
    // For browsers that predate frame-ancestors.
    { name: 'X-Frame-Options', value: 'DENY' },
    { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      name: 'Permissions-Policy',
      value:
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    },
    { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

export const cacheControl = {
  /** Files whose names carry a hash of their content: a new version is a new URL. */
  immutable: 'public, max-age=31536000, immutable',
  /**
   * Search index shards. Browsers ask for them with `?v=<build id>`, so a new
   * build uses new URLs; the files themselves keep their names, so an open tab
   * of an older build only keeps them for a short while.
   */
  searchShard: 'public, max-age=600, must-revalidate',
  /** Pages, the sitemap, feeds, the search manifest and unhashed files: asked again every time (304 when unchanged). */
  revalidate: 'no-cache',
} as const;

export type CacheRule = {
  /** A path prefix with the base URL, ending in `/`. */
  prefix: string;
  cacheControl: string;
};

/** Folders cached for longer than the `revalidate` default; everything else revalidates. */
export function cacheRules(baseUrl = '/'): CacheRule[] {
  return [
    { prefix: withBase(baseUrl, '/assets/'), cacheControl: cacheControl.immutable },
    // Term shards and record files of the offline index (src/plugins/search-local/engine/indexFormat.ts).
    { prefix: withBase(baseUrl, `/${indexFolder}/t/`), cacheControl: cacheControl.searchShard },
    { prefix: withBase(baseUrl, `/${indexFolder}/r/`), cacheControl: cacheControl.searchShard },
  ];
}
