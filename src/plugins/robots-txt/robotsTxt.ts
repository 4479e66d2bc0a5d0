/** The text of robots.txt for a site origin and base URL. */
export function robotsTxt(options: {
  url: string;
  baseUrl: string;
  disallow: readonly string[];
  noIndex: boolean;
  /**
   * Path segments of the locales built beside the default one (`ru` is served
   * under `/ru/`): each has its own sitemap, and the disallowed paths apply
   * under it too.
   */
  otherLocales?: readonly string[];
}): string {
  const base = options.baseUrl.replace(/\/$/, '');
  const prefixes = [base, ...(options.otherLocales ?? []).map((locale) => `${base}/${locale}`)];
  const rules = options.noIndex
    ? ['Disallow: /']
    : [...prefixes.flatMap((prefix) => options.disallow.map((path) => `Disallow: ${prefix}${path}`)), 'Allow: /'];
  const sitemaps = prefixes.map((prefix) => `Sitemap: ${options.url}${prefix}/sitemap.xml`);
  return ['User-agent: *', ...rules, '', ...sitemaps, ''].join('\n');
}
