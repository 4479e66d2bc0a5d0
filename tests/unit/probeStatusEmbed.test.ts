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

  it('falls back when the request hangs past the time-out', async () => {
    const hanging = (_url: string, init: { signal: AbortSignal }) =>
      new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(new Error('aborted'))));
    await expect(probeStatusEmbed(hanging, 'https://x.test', 20)).resolves.toBe(false);
  });
});
