import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../support/memoryStorage';
import { dropUnreadableSearchHistory } from '@site/src/storage/searchHistory';
import { resetStorageWarnings } from '@site/src/storage/browserStorage';

const recent = '__DOCSEARCH_RECENT_SEARCHES__postgres-ai-en';
const favorites = '__DOCSEARCH_FAVORITE_SEARCHES__postgres-ai-en';

describe('dropUnreadableSearchHistory', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    resetStorageWarnings();
  });

  it('drops stored searches that are not JSON or not a list, so the dialog can open', () => {
    storage.setItem(recent, '{not json');
    storage.setItem(favorites, '"a string"');
    storage.setItem('__DOCSEARCH_RECENT_SEARCHES__postgres-ai-ru', '{"objectID":"1"}');
    expect(dropUnreadableSearchHistory(storage).sort()).toEqual([
      favorites,
      recent,
      '__DOCSEARCH_RECENT_SEARCHES__postgres-ai-ru',
    ]);
    expect(storage.entries()).toEqual({});
  });

  it("keeps readable lists and other sites' keys as they are", () => {
    const list = JSON.stringify([{ objectID: 'a', hierarchy: { lvl0: 'Docs' } }]);
    storage.setItem(recent, list);
    storage.setItem(favorites, '[]');
    storage.setItem('theme', 'not json either');
    expect(dropUnreadableSearchHistory(storage)).toEqual([]);
    expect(storage.entries()).toEqual({ [recent]: list, [favorites]: '[]', theme: 'not json either' });
  });

  it('does nothing, and does not throw, when storage is blocked or missing', () => {
    storage.setItem(recent, '{not json');
    storage.failReads = true;
    storage.failWrites = true;
    expect(dropUnreadableSearchHistory(storage)).toEqual([]);
    expect(dropUnreadableSearchHistory(null)).toEqual([]);
  });
});
