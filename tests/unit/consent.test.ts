import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../support/memoryStorage';
import {
  consentStorageKey,
  forgetConsentForThisVisit,
  readConsent,
  saveConsent,
  shouldAskForConsent,
  shouldLoadAnalytics,
} from '@site/src/analytics/consent';

const none = { googleTagManagerId: '', metaPixelId: '' };
const gtm = { googleTagManagerId: 'GTM-ABC123', metaPixelId: '' };
const pixel = { googleTagManagerId: '', metaPixelId: '1234567890' };

describe('analytics consent', () => {
  it('never asks and never loads without ids', () => {
    for (const choice of [null, 'accepted', 'declined'] as const) {
      expect(shouldAskForConsent(none, choice)).toBe(false);
      expect(shouldLoadAnalytics(none, choice)).toBe(false);
    }
  });

  it('asks once when an id is configured, and loads only after acceptance', () => {
    for (const ids of [gtm, pixel]) {
      expect(shouldAskForConsent(ids, null)).toBe(true);
      expect(shouldLoadAnalytics(ids, null)).toBe(false);
      expect(shouldLoadAnalytics(ids, 'declined')).toBe(false);
      expect(shouldAskForConsent(ids, 'declined')).toBe(false);
      expect(shouldLoadAnalytics(ids, 'accepted')).toBe(true);
    }
  });

  it('stores the choice and ignores garbage', () => {
    forgetConsentForThisVisit();
    const storage = new MemoryStorage();
    expect(readConsent(storage)).toBeNull();
    saveConsent(storage, 'accepted');
    expect(readConsent(storage)).toBe('accepted');
    forgetConsentForThisVisit();
    storage.setItem(consentStorageKey, 'yes please');
    expect(readConsent(storage)).toBeNull();
  });

  it('keeps the choice for this visit when storage refuses it', () => {
    forgetConsentForThisVisit();
    const storage = new MemoryStorage();
    storage.failWrites = true;
    expect(saveConsent(storage, 'declined')).toBe(false);
    expect(readConsent(storage)).toBe('declined');
    expect(readConsent(null)).toBe('declined');
  });
});
