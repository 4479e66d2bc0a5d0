/**
 * Pages written in React whose every visible string has a translation in the
 * named locale (`i18n/<locale>/code.json`). Other React pages show the
 * fallback note there. Markdown pages, docs and posts need no entry: they
 * count as translated when their source file lives under `i18n/<locale>/`.
 */
export const translatedReactPages: Readonly<Record<string, readonly string[]>> = {
  ru: [
    '/',
    '/pricing/',
    '/pricing/table/',
    '/contact/',
    '/bot/',
    '/bot/signupForm/',
    '/launch-week/',
    '/consulting-landing/',
    '/console/',
    '/signin/',
    '/resources/',
    '/universe/',
    '/universe/aws-postgres/',
    '/universe/connection-pooling/',
    '/universe/postgresql-cli/',
    '/universe/postgresql-in-containers/',
    '/universe/sql-query-micro-optimization/',
  ],
};

/** Whether a content file was loaded from a translation folder rather than the English original. */
export function isTranslatedSource(source: string): boolean {
  return source.startsWith('@site/i18n/');
}

/** Whether the React page at `route` (without base URL or locale prefix) is translated into `locale`. */
export function isTranslatedReactPage(locale: string, route: string): boolean {
  const normalized = route.endsWith('/') ? route : `${route}/`;
  return (translatedReactPages[locale] ?? []).includes(normalized);
}
