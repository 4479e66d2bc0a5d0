/** Typed access to the build-time settings in `siteConfig.customFields`. */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SiteCustomFields } from '../config/siteEnv';

export function useSiteConfig(): SiteCustomFields {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields as SiteCustomFields;
}
