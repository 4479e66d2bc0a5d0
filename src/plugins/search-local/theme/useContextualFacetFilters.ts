/**
 * Docusaurus contextual search: results in the current language, from pages
 * outside the docs and from the docs versions the visitor is reading.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import { DEFAULT_SEARCH_TAG } from '@docusaurus/theme-common/internal';

export function useContextualFacetFilters(): [string, string[]] {
  const { currentLocale } = useDocusaurusContext().i18n;
  const tags = [DEFAULT_SEARCH_TAG, ...useDocsContextualSearchTags()];
  return [`language:${currentLocale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}
