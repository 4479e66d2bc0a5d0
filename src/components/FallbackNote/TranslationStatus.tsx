import React, { createContext, useContext, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useRouteContext from '@docusaurus/useRouteContext';
import { useLocation } from '@docusaurus/router';
import { isTranslatedReactPage } from '@site/src/data/translatedPages';

/**
 * Whether the content of the current page is translated. Markdown pages and
 * blog posts set it from their source file, around the layout; React pages
 * and blog listings leave it unset and are judged by `useUntranslatedLayout`.
 */
const TranslationStatus = createContext<boolean | null>(null);

export function TranslationStatusProvider({ translated, children }: { translated: boolean; children: ReactNode }) {
  return <TranslationStatus.Provider value={translated}>{children}</TranslationStatus.Provider>;
}

const pagesPlugin = 'docusaurus-plugin-content-pages';
const blogPlugin = 'docusaurus-plugin-content-blog';

/**
 * Whether the layout of the current page should carry the fallback note:
 * pages and blog routes whose content is not translated. Docs are left to
 * the doc page itself, which knows its source file.
 */
export function useUntranslatedLayout(): boolean {
  const { i18n, siteConfig } = useDocusaurusContext();
  const status = useContext(TranslationStatus);
  const { plugin } = useRouteContext();
  const { pathname } = useLocation();
  if (i18n.currentLocale === i18n.defaultLocale) return false;
  if (status !== null) return !status;
  if (plugin.name === blogPlugin) return true;
  if (plugin.name !== pagesPlugin) return false;
  // In a locale's build, the base URL already ends with the locale (`/ru/`).
  const { baseUrl } = siteConfig;
  const route = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  return !isTranslatedReactPage(i18n.currentLocale, route);
}
