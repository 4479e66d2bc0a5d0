import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../support/memoryStorage';
import { readItem, readJson, resetStorageWarnings, writeItem, writeJson } from '@site/src/storage/browserStorage';

const isCounter = (value: unknown): value is { n: number } =>
  typeof value === 'object' && value !== null && typeof (value as { n?: unknown }).n === 'number';

describe('browser storage helpers', () => {
  let storage: MemoryStorage;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    storage = new MemoryStorage();
    resetStorageWarnings();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('round-trips JSON values', () => {
    expect(writeJson(storage, 'k', { n: 3 })).toBe(true);
    expect(readJson(storage, 'k', isCounter)).toEqual({ n: 3 });
  });

  it('treats invalid JSON as absent, removes it and warns once', () => {
    storage.setItem('k', '{not json');
    expect(readJson(storage, 'k', isCounter)).toBeNull();
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', '{still not json');
    readJson(storage, 'k', isCounter);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats a value of the wrong shape as absent', () => {
    storage.setItem('k', JSON.stringify({ n: 'three' }));
    expect(readJson(storage, 'k', isCounter)).toBeNull();
  });

  it('reports a full or blocked storage with a warning instead of throwing', () => {
    storage.failWrites = true;
    expect(writeItem(storage, 'k', 'v')).toBe(false);
    storage.failReads = true;
    expect(readItem(storage, 'k')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('accepts a missing storage', () => {
    expect(readItem(null, 'k')).toBeNull();
    expect(writeItem(null, 'k', 'v')).toBe(false);
  });
});
