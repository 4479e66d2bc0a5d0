import { describe, expect, it } from 'vitest';
import { robotsTxt } from '@site/src/plugins/robots-txt/robotsTxt';

describe('robotsTxt', () => {
  it('keeps the raw Markdown copies out of search engines and names the sitemap', () => {
    expect(robotsTxt({ url: 'https://postgres.ai', baseUrl: '/', disallow: ['/raw/'], noIndex: false })).toBe(
      'User-agent: *\nDisallow: /raw/\nAllow: /\n\nSitemap: https://postgres.ai/sitemap.xml\n',
    );
  });

  it('follows the base URL', () => {
    expect(robotsTxt({ url: 'https://x.test', baseUrl: '/site/', disallow: ['/raw/'], noIndex: false })).toContain(
      'Disallow: /site/raw/\nAllow: /\n\nSitemap: https://x.test/site/sitemap.xml',
    );
  });

  it('disallows everything on a site built with NO_INDEX', () => {
    expect(robotsTxt({ url: 'https://x.test', baseUrl: '/', disallow: ['/raw/'], noIndex: true })).toContain(
      'Disallow: /\n',
    );
  });

  it('names the sitemap of every locale and keeps their raw copies out too', () => {
    const text = robotsTxt({
      url: 'https://postgres.ai',
      baseUrl: '/',
      disallow: ['/raw/'],
      noIndex: false,
      otherLocales: ['ru'],
    });
    expect(text).toContain('Disallow: /raw/\nDisallow: /ru/raw/\n');
    expect(text).toContain('Sitemap: https://postgres.ai/sitemap.xml\nSitemap: https://postgres.ai/ru/sitemap.xml\n');
  });
});
