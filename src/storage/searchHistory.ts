/**
 * The search dialog (DocSearch) keeps a reader's recent and favourite searches
 * in localStorage, as JSON lists under keys that start with `__DOCSEARCH_`. It
 * parses them without a guard each time it opens, so a value that is not a
 * list (cut short by a full disk, edited by hand, written by an extension)
 * would keep the dialog from opening at all. Such values are dropped when the
 * app loads, before the dialog's code is even downloaded; good lists stay.
 */
import { readItem, removeItem } from './browserStorage';

export const searchHistoryPrefix = '__DOCSEARCH_';

/** Removes the stored search lists that DocSearch could not read; returns their keys. */
export function dropUnreadableSearchHistory(storage: Storage | null): string[] {
  if (!storage) return [];
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(searchHistoryPrefix)) keys.push(key);
    }
  } catch {
    return [];
  }
  const dropped = keys.filter((key) => {
    const text = readItem(storage, key);
    if (text === null) return false;
    try {
      return !Array.isArray(JSON.parse(text));
    } catch {
      return true;
    }
  });
  dropped.forEach((key) => removeItem(storage, key));
  return dropped;
}
