/**
 * Earlier versions of the site stored the announcement bar state under
 * misspelled keys and ids. Renaming them on load keeps a visitor's
 * "dismissed" choice instead of showing the bar again.
 */
import { readItem, removeItem, writeItem } from './browserStorage';

export const announcementStorageKeys = {
  id: 'docusaurus.announcement.id',
  dismissed: 'docusaurus.announcement.dismiss',
} as const;

/** Misspellings seen in stored keys and ids, with their correct spelling. */
export const announcementMisspellings: Readonly<Record<string, string>> = {
  annoucement: 'announcement',
  announcment: 'announcement',
  anouncement: 'announcement',
  dismis: 'dismiss',
};

export function correctSpelling(value: string): string {
  return value.replace(/[a-z]+/gi, (word) => announcementMisspellings[word.toLowerCase()] ?? word);
}

export type MigrationReport = { renamedKeys: string[]; correctedId: boolean };

function storedKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

export function migrateLegacyStorage(storage: Storage | null): MigrationReport {
  const report: MigrationReport = { renamedKeys: [], correctedId: false };
  if (!storage) return report;
  let keys: string[];
  try {
    keys = storedKeys(storage);
  } catch {
    return report;
  }
  for (const key of keys) {
    if (!key.startsWith('docusaurus.')) continue;
    const corrected = correctSpelling(key);
    if (corrected === key) continue;
    const value = readItem(storage, key);
    // A value already under the correct key is newer: keep it.
    if (value !== null && readItem(storage, corrected) === null) {
      writeItem(storage, corrected, value);
    }
    removeItem(storage, key);
    report.renamedKeys.push(key);
  }
  const storedId = readItem(storage, announcementStorageKeys.id);
  if (storedId !== null) {
    const correctedId = correctSpelling(storedId);
    if (correctedId !== storedId) {
      writeItem(storage, announcementStorageKeys.id, correctedId);
      report.correctedId = true;
    }
  }
  return report;
}

/**
 * Whether the announcement bar should start hidden, for the stored state and
 * the configured id. A new id shows the bar again: its dismissal is reset.
 */
export function settleAnnouncementDismissal(storage: Storage | null, currentId: string): boolean {
  const storedId = readItem(storage, announcementStorageKeys.id);
  if (storedId !== null && storedId !== currentId) {
    writeItem(storage, announcementStorageKeys.dismissed, 'false');
    return false;
  }
  return readItem(storage, announcementStorageKeys.dismissed) === 'true';
}
