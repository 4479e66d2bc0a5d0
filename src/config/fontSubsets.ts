/**
 * The small parts of the site's two fonts that pages need first, cut from the
 * font packages' Latin files and committed beside `src/css/fonts.css`, which
 * declares them after the packages' faces: the characters they hold come from
 * these files; any other character still loads the package's file for its
 * range. `npm run fonts:subset` writes them; a unit test checks they are current.
 */
import path from 'node:path';
import subsetFont from 'subset-font';

type Range = readonly [number, number];

export type FontSubset = {
  /** The family as the font package and `src/css/fonts.css` name it. */
  family: string;
  /** The font package file the subset is cut from. */
  source: string;
  /** The subset, committed beside the stylesheet that declares it. */
  file: string;
  /** Code points in the subset, as CSS unicode-range parts. Keep `src/css/fonts.css` the same. */
  ranges: readonly Range[];
  /** The weight range kept from the variable font. */
  weights: { min: number; max: number };
  /** OpenType layout features kept; all when absent. */
  keepFeatures?: readonly string[];
  /** The largest size the file may have, in bytes. */
  budget: number;
};

/**
 * The body font: basic Latin and the punctuation our text uses most, at the
 * weights the site uses. It is small enough to preload (about 22 KB).
 */
export const bodyFontSubset: FontSubset = {
  family: 'Inter Variable',
  source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  file: path.join('src', 'css', 'fonts', 'inter-core-wght-normal.woff2'),
  ranges: [
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
  ],
  weights: { min: 400, max: 900 },
  budget: 25 * 1024,
};

/**
 * The code font: basic Latin, which nearly all code on the site is, at the
 * weights code appears in (up to bold in headings). Without layout features:
 * the programming ligatures (`->`, `>=`, `::` drawn as one glyph) were most of
 * the package file's 40 KB, and code reads as typed without them (the
 * stylesheet turns them off for every code font file, so all code looks alike).
 */
export const codeFontSubset: FontSubset = {
  family: 'JetBrains Mono Variable',
  source: '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
  file: path.join('src', 'css', 'fonts', 'jetbrains-mono-core-wght-normal.woff2'),
  ranges: [[0x00, 0x7e]],
  weights: { min: 400, max: 800 },
  keepFeatures: [],
  budget: 10 * 1024,
};

export const fontSubsets = [bodyFontSubset, codeFontSubset] as const;

export function subsetText(subset: FontSubset): string {
  return subset.ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)))
    .join('');
}

export function unicodeRange(subset: FontSubset): string {
  const hex = (value: number) => value.toString(16).toUpperCase();
  return subset.ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** Cuts the subset from the font package's file. */
export async function cutSubset(subset: FontSubset, source: Buffer): Promise<Buffer> {
  return subsetFont(source, subsetText(subset), {
    targetFormat: 'woff2',
    variationAxes: { wght: subset.weights },
    ...(subset.keepFeatures ? { keepFeatures: [...subset.keepFeatures] } : {}),
  });
}
