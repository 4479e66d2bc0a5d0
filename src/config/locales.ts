/**
 * The site's locales. The default locale's pages are at the base URL, each
 * other locale's under /<locale>/. Read by docusaurus.config.ts and by the
 * server configuration, which gives some paths of every locale their own headers.
 */
// Add a locale here and its translations under i18n/<locale>/ to publish it.
export const locales = ['en', 'ru'] as const;
export const defaultLocale = 'en';
/** The locales served under /<locale>/. */
export const otherLocales: readonly string[] = locales.filter((locale) => locale !== defaultLocale);
