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

// The choice made in this page's lifetime, for when storage cannot keep it.
let choiceForThisVisit: ConsentChoice | null = null;

export function readConsent(storage: Storage | null): ConsentChoice | null {
  const value = readItem(storage, consentStorageKey);
  return value === 'accepted' || value === 'declined' ? value : choiceForThisVisit;
}

/** Remembers the choice; returns false when it holds only until the page is left. */
export function saveConsent(storage: Storage | null, choice: ConsentChoice): boolean {
  choiceForThisVisit = choice;
  return writeItem(storage, consentStorageKey, choice);
}

/** For tests: forget the in-memory choice. */
export function forgetConsentForThisVisit(): void {
  choiceForThisVisit = null;
}

export function shouldAskForConsent(ids: AnalyticsIds, choice: ConsentChoice | null): boolean {
  return hasAnalyticsConfigured(ids) && choice === null;
}

export function shouldLoadAnalytics(ids: AnalyticsIds, choice: ConsentChoice | null): boolean {
  return hasAnalyticsConfigured(ids) && choice === 'accepted';
}
