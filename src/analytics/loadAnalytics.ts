/**
 * Adds the tag manager and pixel scripts to the document. Called only after
 * consent (see consent.ts); each script is added at most once.
 */
import type { AnalyticsIds } from './consent';

type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  fbq?: ((...args: unknown[]) => void) & {
    queue?: unknown[];
    loaded?: boolean;
    version?: string;
    callMethod?: (...args: unknown[]) => void;
  };
  _fbq?: unknown;
};

export const analyticsScriptIds = {
  tagManager: 'site-analytics-gtm',
  pixel: 'site-analytics-pixel',
} as const;

function addScript(doc: Document, id: string, src: string): boolean {
  if (doc.getElementById(id)) return false;
  const script = doc.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return true;
}

export function loadAnalytics(ids: AnalyticsIds, win: AnalyticsWindow = window): string[] {
  const doc = win.document;
  const added: string[] = [];
  if (ids.googleTagManagerId !== '') {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.googleTagManagerId)}`;
    if (addScript(doc, analyticsScriptIds.tagManager, src)) added.push(src);
  }
  if (ids.metaPixelId !== '') {
    if (!win.fbq) {
      const queue: unknown[] = [];
      const fbq = Object.assign((...args: unknown[]) => void queue.push(args), { queue, loaded: true, version: '2.0' });
      win.fbq = fbq;
      win._fbq = fbq;
    }
    win.fbq('init', ids.metaPixelId);
    win.fbq('track', 'PageView');
    const src = 'https://connect.facebook.net/en_US/fbevents.js';
    if (addScript(doc, analyticsScriptIds.pixel, src)) added.push(src);
  }
  return added;
}
