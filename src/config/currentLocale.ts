/**
 * The locale Docusaurus is loading the configuration for.
 *
 * Docusaurus sets `DOCUSAURUS_CURRENT_LOCALE` before it loads the config once
 * per locale. `docusaurus start` without `--locale` sets it to the string
 * "undefined" (it copies the missing option), and then means the default
 * locale. Anything that is not a configured locale is read the same way, so a
 * stray value can never reach `Intl` or a base URL.
 */
export function currentLocaleFrom(
  value: string | undefined,
  locales: readonly string[],
  defaultLocale: string,
): string {
  return value !== undefined && locales.includes(value) ? value : defaultLocale;
}
