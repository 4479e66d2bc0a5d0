import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../support/memoryStorage';
import {
  correctSpelling,
  migrateLegacyStorage,
  settleAnnouncementDismissal,
} from '@site/src/storage/legacyStorageMigration';
import { resetStorageWarnings } from '@site/src/storage/browserStorage';

describe('migrateLegacyStorage', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    resetStorageWarnings();
  });

  it('renames misspelled announcement keys and keeps the dismissed choice', () => {
    storage.setItem('docusaurus.annoucement.dismiss', 'true');
    storage.setItem('docusaurus.announcment.id', 'postgres-marathon-announcement');
    const report = migrateLegacyStorage(storage);
    expect(storage.entries()).toEqual({
      'docusaurus.announcement.dismiss': 'true',
      'docusaurus.announcement.id': 'postgres-marathon-announcement',
    });
    expect(report.renamedKeys.sort()).toEqual(['docusaurus.annoucement.dismiss', 'docusaurus.announcment.id']);
  });

  it('corrects a misspelled stored announcement id', () => {
    storage.setItem('docusaurus.announcement.id', 'postgres-marathon-annoucement');
    expect(migrateLegacyStorage(storage).correctedId).toBe(true);
    expect(storage.getItem('docusaurus.announcement.id')).toBe('postgres-marathon-announcement');
  });

  it('keeps a value already stored under the correct key', () => {
    storage.setItem('docusaurus.announcement.dismiss', 'false');
    storage.setItem('docusaurus.annoucement.dismiss', 'true');
    migrateLegacyStorage(storage);
    expect(storage.entries()).toEqual({ 'docusaurus.announcement.dismiss': 'false' });
  });

  it('leaves unrelated keys alone and is a no-op the second time', () => {
    storage.setItem('theme', 'light');
    storage.setItem('docusaurus.annoucement.dismiss', 'true');
    migrateLegacyStorage(storage);
    const after = storage.entries();
    expect(migrateLegacyStorage(storage)).toEqual({ renamedKeys: [], correctedId: false });
    expect(storage.entries()).toEqual(after);
    expect(after.theme).toBe('light');
  });

  it('does nothing and does not throw when storage is missing or blocked', () => {
    expect(migrateLegacyStorage(null)).toEqual({ renamedKeys: [], correctedId: false });
    storage.setItem('docusaurus.annoucement.dismiss', 'true');
    storage.failReads = true;
    storage.failWrites = true;
    expect(() => migrateLegacyStorage(storage)).not.toThrow();
  });
});

describe('correctSpelling', () => {
  it.each([
    ['annoucement-bar', 'announcement-bar'],
    ['docusaurus.anouncement.dismis', 'docusaurus.announcement.dismiss'],
    ['announcement-bar', 'announcement-bar'],
  ])('%s → %s', (input, expected) => {
    expect(correctSpelling(input)).toBe(expected);
  });
});

describe('settleAnnouncementDismissal', () => {
  it('keeps a dismissal of the current announcement', () => {
    const storage = new MemoryStorage();
    storage.setItem('docusaurus.announcement.id', 'current');
    storage.setItem('docusaurus.announcement.dismiss', 'true');
    expect(settleAnnouncementDismissal(storage, 'current')).toBe(true);
  });

  it('resets the dismissal when a new announcement is configured', () => {
    const storage = new MemoryStorage();
    storage.setItem('docusaurus.announcement.id', 'last-month');
    storage.setItem('docusaurus.announcement.dismiss', 'true');
    expect(settleAnnouncementDismissal(storage, 'current')).toBe(false);
    expect(storage.getItem('docusaurus.announcement.dismiss')).toBe('false');
  });

  it('shows the bar on a first visit and with storage unavailable', () => {
    expect(settleAnnouncementDismissal(new MemoryStorage(), 'current')).toBe(false);
    expect(settleAnnouncementDismissal(null, 'current')).toBe(false);
  });
});
