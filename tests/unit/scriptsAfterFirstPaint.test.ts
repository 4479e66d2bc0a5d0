import { describe, expect, it } from 'vitest';
import {
  firstPaintLoader,
  firstPaintLoaderCode,
  scriptsAfterFirstPaint,
} from '@site/src/plugins/lean-client-bundle/scriptsAfterFirstPaint';

const page = [
  '<!doctype html><html><head><link rel=stylesheet href=/assets/css/main.css />',
  '<script src=/assets/js/runtime~main.1.js defer></script>',
  '<script src="/assets/js/main.2.js" defer></script>',
  '</head><body><main><p>Text</p></main><script>inline()</script></body></html>',
].join('');

/** Runs a loader with stand-ins for the browser; returns what it appended, and the pending callbacks. */
function runLoader(loader: string) {
  const appended: Array<{ src: string; async: boolean }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const match = /^<script data-scripts="([^"]*)">(.*)<\/script>$/.exec(loader);
  if (!match) throw new Error(`not a loader: ${loader}`);
  const [, scripts, body = ''] = match;
  const document = {
    currentScript: { getAttribute: (name: string) => (name === 'data-scripts' ? scripts : null) },
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push({ ...element }) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', body)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms = 0) => timers.push({ run: callback, ms }),
  );
  return { appended, frames, timers };
}

describe('scriptsAfterFirstPaint', () => {
  it('replaces the deferred scripts by one loader at the end of the body, in their order', () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<script>inline()</script>');
    expect(html).toContain(`${firstPaintLoader(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'])}</body>`);
  });

  it("lists the route's chunks between the runtime and the main bundle, once each", () => {
    const html = scriptsAfterFirstPaint(page, ['/assets/js/docs.3.js', '/assets/js/main.2.js', '/assets/js/mdx.4.js']);
    expect(html).toContain(
      firstPaintLoader([
        '/assets/js/runtime~main.1.js',
        '/assets/js/docs.3.js',
        '/assets/js/mdx.4.js',
        '/assets/js/main.2.js',
      ]),
    );
  });

  it('leaves a page without deferred scripts as it is', () => {
    const html = '<html><head></head><body><p>Moved</p></body></html>';
    expect(scriptsAfterFirstPaint(html)).toBe(html);
  });

  it('requests the scripts in order after the first frame, once, even when the fallback timer fires too', () => {
    const { appended, frames, timers } = runLoader(firstPaintLoader(['/a.js', '/b.js']));
    expect(appended).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    const afterFrame = timers.find((timer) => timer.ms === 0);
    afterFrame?.run();
    expect(appended).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
    timers.find((timer) => timer.ms > 0)?.run();
    expect(appended).toHaveLength(2);
  });

  it('requests them after the fallback delay when no frame comes (a background tab)', () => {
    const { appended, timers } = runLoader(firstPaintLoader(['/a.js']));
    const fallback = timers.find((timer) => timer.ms > 0);
    expect(fallback?.ms).toBeLessThanOrEqual(500);
    fallback?.run();
    expect(appended).toEqual([{ src: '/a.js', async: false }]);
  });
  it('has the same code for every list of scripts, so the CSP hash does not change between builds', () => {
    const one = firstPaintLoader(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
    const other = firstPaintLoader(['/ru/assets/js/runtime~main.3.js', '/ru/assets/js/main.4.js']);
    expect(one).not.toBe(other);
    expect(one.endsWith(`>${firstPaintLoaderCode}</script>`)).toBe(true);
    expect(other.endsWith(`>${firstPaintLoaderCode}</script>`)).toBe(true);
  });

  it('refuses an address that would break out of the attribute', () => {
    expect(() => firstPaintLoader(['/a.js" onload="x'])).toThrow(/markup character/);
  });
});
