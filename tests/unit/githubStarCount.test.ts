import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../support/memoryStorage';
import {
  fetchStarCount,
  formatStarCount,
  isRefreshDue,
  resolveStarCount,
  starCacheKey,
  starCacheMaxAgeMs,
  type FetchLike,
} from '@site/src/storage/githubStarCount';
import { resetStorageWarnings } from '@site/src/storage/browserStorage';

const repo = 'postgres-ai/database-lab-engine';
const now = Date.UTC(2026, 10, 21, 12);

function answering(status: number, body: unknown): FetchLike & ReturnType<typeof vi.fn> {
  return vi.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));
}

describe('GitHub star count', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    resetStorageWarnings();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('fetches and caches the count when nothing is cached', async () => {
    const fetchImpl = answering(200, { stargazers_count: 2345 });
    await expect(resolveStarCount({ storage, repo, now, fetchImpl })).resolves.toBe(2345);
    expect(fetchImpl).toHaveBeenCalledWith(`https://api.github.com/repos/${repo}`, expect.anything());
    expect(JSON.parse(storage.getItem(starCacheKey) ?? '')).toEqual({ repo, count: 2345, checkedAt: now });
  });

  it('does not ask GitHub again within a day', async () => {
    storage.setItem(starCacheKey, JSON.stringify({ repo, count: 100, checkedAt: now - starCacheMaxAgeMs + 60_000 }));
    const fetchImpl = answering(200, { stargazers_count: 999 });
    await expect(resolveStarCount({ storage, repo, now, fetchImpl })).resolves.toBe(100);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refreshes a cache older than a day', async () => {
    storage.setItem(starCacheKey, JSON.stringify({ repo, count: 100, checkedAt: now - starCacheMaxAgeMs }));
    await expect(
      resolveStarCount({ storage, repo, now, fetchImpl: answering(200, { stargazers_count: 101 }) }),
    ).resolves.toBe(101);
  });

  it.each([
    ['rate-limited', answering(403, { message: 'API rate limit exceeded' })],
    ['malformed', answering(200, { stargazers_count: 'many' })],
    ['offline', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('keeps the cached value when GitHub is %s, and waits a day before asking again', async (_case, fetchImpl) => {
    storage.setItem(starCacheKey, JSON.stringify({ repo, count: 100, checkedAt: now - 2 * starCacheMaxAgeMs }));
    await expect(resolveStarCount({ storage, repo, now, fetchImpl: fetchImpl as FetchLike })).resolves.toBe(100);
    expect(JSON.parse(storage.getItem(starCacheKey) ?? '')).toEqual({ repo, count: 100, checkedAt: now });
  });

  it('shows nothing when there is neither a cache nor an answer', async () => {
    await expect(resolveStarCount({ storage, repo, now, fetchImpl: answering(500, {}) })).resolves.toBeNull();
  });

  it('ignores a corrupt cache or one for another repository', async () => {
    storage.setItem(starCacheKey, '{"repo": ');
    await expect(
      resolveStarCount({ storage, repo, now, fetchImpl: answering(200, { stargazers_count: 7 }) }),
    ).resolves.toBe(7);
    storage.setItem(starCacheKey, JSON.stringify({ repo: 'other/repo', count: 1, checkedAt: now }));
    await expect(
      resolveStarCount({ storage, repo, now, fetchImpl: answering(200, { stargazers_count: 8 }) }),
    ).resolves.toBe(8);
  });

  it('still answers when storage is blocked', async () => {
    storage.failReads = true;
    storage.failWrites = true;
    await expect(
      resolveStarCount({ storage, repo, now, fetchImpl: answering(200, { stargazers_count: 5 }) }),
    ).resolves.toBe(5);
  });

  it('refreshes when the clock went backwards', () => {
    expect(isRefreshDue({ repo, count: 1, checkedAt: now + 1000 }, now)).toBe(true);
  });

  it('returns null for a failed request', async () => {
    await expect(fetchStarCount(answering(404, {}), repo)).resolves.toBeNull();
  });
});

describe('formatStarCount', () => {
  it.each([
    [0, '0'],
    [987, '987'],
    [1000, '1k'],
    [1234, '1.2k'],
    [15_399, '15.3k'],
    [1_250_000, '1.2M'],
  ])('%d → %s', (count, text) => {
    expect(formatStarCount(count)).toBe(text);
  });
});
