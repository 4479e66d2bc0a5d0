import { describe, expect, it } from 'vitest';
import { emittedFontFile, withFontPreloads } from '@site/src/plugins/font-preload';

describe('font preload helpers', () => {
  it('finds the hashed file of a packaged font and nothing that merely starts alike', () => {
    const emitted = ['inter-latin-ext-wght-normal-aa11.woff2', 'inter-latin-wght-normal-4f2981d8.woff2'];
    expect(emittedFontFile(emitted, 'inter-latin-wght-normal.woff2')).toBe('inter-latin-wght-normal-4f2981d8.woff2');
    expect(emittedFontFile(['inter-latin-wght-normal-x-y.woff2'], 'inter-latin-wght-normal.woff2')).toBeUndefined();
  });

  it('puts the links before the first stylesheet once, and leaves pages without styles alone', () => {
    const link = '<link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin>';
    const page = '<head><meta charset="UTF-8"><link rel="stylesheet" href="/a.css"></head>';
    const once = withFontPreloads(page, link);
    expect(once).toBe(`<head><meta charset="UTF-8">${link}<link rel="stylesheet" href="/a.css"></head>`);
    expect(withFontPreloads(once, link)).toBe(once);
    const minified = '<head><meta charset=UTF-8><link rel=stylesheet href=/a.css /></head>';
    expect(withFontPreloads(minified, link)).toBe(
      `<head><meta charset=UTF-8>${link}<link rel=stylesheet href=/a.css /></head>`,
    );
    const redirect = '<head><meta http-equiv="refresh" content="0; url=/docs/"></head>';
    expect(withFontPreloads(redirect, link)).toBe(redirect);
  });
});
