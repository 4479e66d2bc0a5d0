// Runs once when the app loads, before React renders: repairs stored
// announcement bar state and corrects the attribute the theme's inline
// script set from the unrepaired values (it hides the bar before hydration).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import { getLocalStorage } from '../storage/browserStorage';
import { migrateLegacyStorage, settleAnnouncementDismissal } from '../storage/legacyStorageMigration';

if (ExecutionEnvironment.canUseDOM) {
  const storage = getLocalStorage();
  migrateLegacyStorage(storage);
  const announcementId = (siteConfig.themeConfig as ThemeConfig).announcementBar?.id;
  if (announcementId) {
    const dismissed = settleAnnouncementDismissal(storage, announcementId);
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', String(dismissed));
  }
}
