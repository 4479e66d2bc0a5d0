/** The text of robots.txt for a site origin and base URL. */
export function robotsTxt(options: {
  url: string;
  baseUrl: string;
  disallow: readonly string[];
  noIndex: boolean;
}): string {
  const base = options.baseUrl.replace(/\/$/, '');
  const rules = options.noIndex
    ? ['Disallow: /']
    : [...options.disallow.map((path) => `Disallow: ${base}${path}`), 'Allow: /'];
  return ['User-agent: *', ...rules, '', `Sitemap: ${options.url}${base}/sitemap.xml`, ''].join('\n');
}
