import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';

/**
 * This page in the default locale: its address (without the origin) and that locale's
 * language tag, or null when the page is in the default locale already.
 */
export function useOriginalPage(): { href: string; hrefLang: string } | null {
  const { i18n } = useDocusaurusContext();
  const { createUrl } = useAlternatePageUtils();
  if (i18n.currentLocale === i18n.defaultLocale) return null;
  return {
    href: createUrl({ locale: i18n.defaultLocale, fullyQualified: false }),
    hrefLang: i18n.localeConfigs[i18n.defaultLocale]?.htmlLang ?? i18n.defaultLocale,
  };
}
