// Runs once when the app loads, before React renders: repairs stored
// announcement bar state and corrects the attribute the theme's inline
// script set from the unrepaired values (it hides the bar before hydration),
// and drops stored searches the search dialog could not read.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import { getLocalStorage } from '../storage/browserStorage';
import { migrateLegacyStorage, settleAnnouncementDismissal } from '../storage/legacyStorageMigration';
import { dropUnreadableSearchHistory } from '../storage/searchHistory';

if (ExecutionEnvironment.canUseDOM) {
  const storage = getLocalStorage();
  migrateLegacyStorage(storage);
  dropUnreadableSearchHistory(storage);
  const announcementId = (siteConfig.themeConfig as ThemeConfig).announcementBar?.id;
  if (announcementId) {
    const dismissed = settleAnnouncementDismissal(storage, announcementId);
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', String(dismissed));
  }
}
