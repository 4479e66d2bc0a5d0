import { describe, expect, it, vi } from 'vitest';
import { probeStatusEmbed } from '@site/src/components/StatusWidget/probeStatusEmbed';

describe('probeStatusEmbed', () => {
  it('reports an embed that answers', async () => {
    const fetchImpl = vi.fn(async () => ({}));
    await expect(probeStatusEmbed(fetchImpl, 'https://status.example.org/embed')).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://status.example.org/embed',
      expect.objectContaining({ mode: 'no-cors' }),
    );
  });

  it('falls back when the request fails', async () => {
    await expect(
      probeStatusEmbed(async () => Promise.reject(new TypeError('Failed to fetch')), 'https://x.test'),
    ).resolves.toBe(false);
  });

  it('waits for a slow answer instead of giving up on it', async () => {
    vi.useFakeTimers();
    try {
      // Like fetch: answers after a minute, unless aborted first.
      const slow = (_url: string, init: RequestInit) =>
        new Promise((resolve, reject) => {
          setTimeout(() => resolve({}), 60_000);
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const probe = probeStatusEmbed(slow, 'https://x.test');
      await vi.advanceTimersByTimeAsync(60_000);
      await expect(
        probe,
        'a status page that answers late should still get its badge: the link is shown meanwhile',
      ).resolves.toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
