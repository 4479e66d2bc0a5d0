// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { describe, expect, it } from 'vitest';
import { analyticsScriptIds, loadAnalytics } from '@site/src/analytics/loadAnalytics';

describe('loadAnalytics', () => {
  it('adds nothing without ids', () => {
    expect(loadAnalytics({ googleTagManagerId: '', metaPixelId: '' })).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('adds the tag manager and pixel scripts once each', () => {
    const ids = { googleTagManagerId: 'GTM-ABC123', metaPixelId: '1234567890' };
    const added = loadAnalytics(ids);
    expect(added).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(document.getElementById(analyticsScriptIds.tagManager)?.getAttribute('src')).toBe(added[0]);
    expect(loadAnalytics(ids)).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(2);
    const win = window as unknown as { dataLayer: unknown[]; fbq: { queue: unknown[][] } };
    expect(win.dataLayer[0]).toMatchObject({ event: 'gtm.js' });
    expect(win.fbq.queue[0]).toEqual(['init', '1234567890']);
  });
});
