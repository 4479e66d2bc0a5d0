/**
 * The part of the body font that every page needs first: basic Latin and the
 * punctuation our text uses most, at the weights the site uses (400 to 900).
 * It is small enough to preload (about 22 KB); any other character loads the
 * full Latin file of the font package as before, through its unicode-range.
 * `npm run fonts:subset` writes the file; a unit test checks it is current.
 */
import path from 'node:path';
import subsetFont from 'subset-font';

/** The font package file the subset is cut from. */
export const bodyFontSource = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The subset, committed beside the stylesheet that declares it. */
export const bodyFontSubsetFile = path.join('src', 'css', 'fonts', 'inter-core-wght-normal.woff2');

/** Code points in the subset, as CSS unicode-range parts. Keep `src/css/fonts.css` the same. */
export const bodyFontSubsetRanges = [
  // Tabs and line breaks too: text with them asks for a face whose range holds them.
  [0x00, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  // « and », which the theme puts after "Older entries" and before "Newer entries".
  [0xab, 0xab],
  [0xb7, 0xb7],
  [0xbb, 0xbb],
  [0x200b, 0x200b],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2026, 0x2026],
  [0x2192, 0x2192],
] as const;

/** The weight range kept from the variable font: the site uses 400 to 800. */
export const bodyFontSubsetWeights = { min: 400, max: 900 } as const;

export function bodyFontSubsetText(): string {
  return bodyFontSubsetRanges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)))
    .join('');
}

export function bodyFontUnicodeRange(): string {
  const hex = (value: number) => value.toString(16).toUpperCase();
  return bodyFontSubsetRanges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/** Cuts the subset from the font package's file. */
export async function cutBodyFontSubset(source: Buffer): Promise<Buffer> {
  return subsetFont(source, bodyFontSubsetText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: bodyFontSubsetWeights },
  });
}
