// After each route change, writes the repository star count into the page's placeholders.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';
import { getLocalStorage } from '../storage/browserStorage';
import {
  fillStarPlaceholders,
  readStarCache,
  resolveStarCount,
  starPlaceholderSelector,
} from '../storage/githubStarCount';
import type { SiteCustomFields } from '../config/siteEnv';

const { githubRepo } = siteConfig.customFields as SiteCustomFields;

async function updateStarCount(): Promise<void> {
  // Pages without a placeholder cost nothing: no storage read, no request.
  if (!document.querySelector(starPlaceholderSelector)) return;
  const storage = getLocalStorage();
  fillStarPlaceholders(document, readStarCache(storage, githubRepo)?.count ?? null);
  const count = await resolveStarCount({
    storage,
    repo: githubRepo,
    now: Date.now(),
    fetchImpl: (url, init) => window.fetch(url, init),
  });
  fillStarPlaceholders(document, count);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (!ExecutionEnvironment.canUseDOM || githubRepo === '') return;
    void updateStarCount();
  },
};

export default clientModule;
