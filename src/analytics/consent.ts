/**
 * Consent for third-party analytics. Nothing is loaded unless an id is
 * configured and the visitor accepted; a declined or missing choice loads
 * nothing. The choice is stored so the banner is asked once.
 */
import { readItem, writeItem } from '../storage/browserStorage';

export const consentStorageKey = 'postgresai.analytics-consent';

export type ConsentChoice = 'accepted' | 'declined';

export type AnalyticsIds = {
  googleTagManagerId: string;
  metaPixelId: string;
};

export function hasAnalyticsConfigured(ids: AnalyticsIds): boolean {
  return ids.googleTagManagerId !== '' || ids.metaPixelId !== '';
}

export function readConsent(storage: Storage | null): ConsentChoice | null {
  const value = readItem(storage, consentStorageKey);
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function saveConsent(storage: Storage | null, choice: ConsentChoice): boolean {
  return writeItem(storage, consentStorageKey, choice);
}

export function shouldAskForConsent(ids: AnalyticsIds, choice: ConsentChoice | null): boolean {
  return hasAnalyticsConfigured(ids) && choice === null;
}

export function shouldLoadAnalytics(ids: AnalyticsIds, choice: ConsentChoice | null): boolean {
  return hasAnalyticsConfigured(ids) && choice === 'accepted';
}
