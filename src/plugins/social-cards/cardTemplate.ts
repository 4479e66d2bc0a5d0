/**
 * Draws a 1200×630 PNG card with sharp: shapes and the logo from an SVG
 * background, text laid out by Pango (wrapping, font fallback), composited
 * and encoded. Text is escaped for Pango markup, so a title is never read as
 * markup. Fonts come from the system through fontconfig: Inter when
 * installed, else the common metric-compatible sans-serif families.
 */
import sharp from 'sharp';
import { cardSize, normalizeTitle, type CardSpec } from './cardSpec';

export const cardPalette = {
  /** The brand orange, `$brand` in src/css/custom.scss. */
  brand: '#ff6111',
  /** The dark-mode page background. */
  background: '#1b1b1d',
  text: '#f5f5f5',
  muted: '#b4b8bf',
} as const;

const fontFamilies = 'Inter, Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif';
const margin = 80;
const textWidth = cardSize.width - 2 * margin;
/** Title block: below the section label, above the footer bar. */
const titleTop = 214;
const titleMaxHeight = 280;
/** Largest size first; the first whose lines fit is used, the last one truncates. */
const titleSizes = [72, 60] as const;

export type CardBrand = {
  siteTitle: string;
  /** The logo as SVG source, drawn in a square. */
  logoSvg: string;
};

/** Escapes text for XML and Pango markup, and drops control characters neither accepts. */
export function escapeMarkup(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** "2025-07-24T00:00:00.000Z" → "July 24, 2025"; empty for no date. */
export function cardDate(isoDate: string): string {
  if (!isoDate) return '';
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new Error(`social-cards: "${isoDate}" is not a date`);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

type TextLayer = { data: Buffer; width: number; height: number };

async function textLayer(
  text: string,
  options: { size: number; color: string; bold?: boolean; width?: number; letterSpacing?: number },
): Promise<TextLayer> {
  const spacing = options.letterSpacing ? ` letter_spacing="${Math.round(options.letterSpacing * 1024)}"` : '';
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${options.color}"${spacing}>${escapeMarkup(text)}</span>`,
      font: `${fontFamilies} ${options.bold ? 'Bold ' : ''}${options.size}`,
      width: options.width ?? textWidth,
      wrap: 'word-char',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (info.width === 0 || info.height === 0) {
    throw new Error(
      'social-cards: no font could draw the card text. Install a sans-serif font (for example the fonts-dejavu-core or fonts-liberation package).',
    );
  }
  return { data, width: info.width, height: info.height };
}

/** The title prefix that fits with an ellipsis: whole words when it can, else characters. */
async function truncatedTitleLayer(title: string, size: number): Promise<TextLayer> {
  const words = title.split(' ');
  const byWords = words.length > 1;
  const units = byWords ? words : Array.from(title);
  const candidate = (count: number) =>
    `${units
      .slice(0, count)
      .join(byWords ? ' ' : '')
      .replace(/[\s,.;:!?–—-]+$/u, '')}…`;
  let low = 1;
  let high = units.length - 1;
  let best = await titleLayer(candidate(1), size);
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const layer = await titleLayer(candidate(middle), size);
    if (layer.height <= titleMaxHeight) {
      best = layer;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return best;
}

function titleLayer(text: string, size: number): Promise<TextLayer> {
  return textLayer(text, { size, color: cardPalette.text, bold: true });
}

/** The title at the largest size whose lines fit, truncated with an ellipsis at the smallest. */
export async function layOutTitle(title: string): Promise<TextLayer & { size: number; truncated: boolean }> {
  const text = normalizeTitle(title);
  for (const size of titleSizes) {
    const layer = await titleLayer(text, size);
    if (layer.height <= titleMaxHeight) return { ...layer, size, truncated: false };
  }
  const size = titleSizes[titleSizes.length - 1]!;
  return { ...(await truncatedTitleLayer(text, size)), size, truncated: true };
}

/** The inner markup of an SVG document, to nest it in another with its own viewBox. */
function innerSvg(svg: string): { viewBox: string; body: string } {
  const open = /<svg\b[^>]*>/i.exec(svg);
  const viewBox = open ? /viewBox="([^"]+)"/i.exec(open[0])?.[1] : undefined;
  if (!open || !viewBox) throw new Error('social-cards: the logo must be an SVG with a viewBox');
  const body = svg
    .slice(open.index + open[0].length, svg.lastIndexOf('</svg>'))
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/gi, '');
  return { viewBox, body };
}

/** Shapes every card shares: background, brand circles and bar, logo. */
export function backgroundSvg(brand: CardBrand): string {
  const { width, height } = cardSize;
  const logo = innerSvg(brand.logoSvg);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${cardPalette.background}"/>
  <circle cx="1090" cy="70" r="250" fill="${cardPalette.brand}" fill-opacity="0.12"/>
  <circle cx="1160" cy="560" r="170" fill="${cardPalette.brand}" fill-opacity="0.08"/>
  <svg x="${margin}" y="56" width="72" height="72" viewBox="${logo.viewBox}">${logo.body}</svg>
  <rect x="${margin}" y="548" width="120" height="8" rx="4" fill="${cardPalette.brand}"/>
</svg>`;
}

/** Draws cards for one site; the shared background and labels are made once. */
export function createCardRenderer(brand: CardBrand): (spec: CardSpec) => Promise<Buffer> {
  const background = sharp(Buffer.from(backgroundSvg(brand)))
    .png()
    .toBuffer();
  const siteName = textLayer(brand.siteTitle, { size: 38, color: cardPalette.text, bold: true });
  const sections = new Map<string, Promise<TextLayer>>();
  const sectionLayer = (label: string) => {
    let layer = sections.get(label);
    if (!layer) {
      layer = textLayer(label.toUpperCase(), { size: 28, color: cardPalette.brand, bold: true, letterSpacing: 3 });
      sections.set(label, layer);
    }
    return layer;
  };
  return async (spec) => {
    const [base, name, title] = await Promise.all([background, siteName, layOutTitle(spec.title)]);
    const layers: sharp.OverlayOptions[] = [
      { input: name.data, left: margin + 96, top: 92 - Math.round(name.height / 2) },
      { input: title.data, left: margin, top: titleTop },
    ];
    if (spec.section) {
      const section = await sectionLayer(spec.section);
      layers.push({ input: section.data, left: margin, top: titleTop - 24 - section.height });
    }
    const date = cardDate(spec.date);
    if (date) {
      const dateLayer = await textLayer(date, { size: 30, color: cardPalette.muted });
      layers.push({
        input: dateLayer.data,
        left: cardSize.width - margin - dateLayer.width,
        top: 552 - Math.round(dateLayer.height / 2),
      });
    }
    // zlib level 7: about half the time of level 9 for cards a few KB larger (about 32 KB).
    return sharp(base).composite(layers).removeAlpha().png({ compressionLevel: 7 }).toBuffer();
  };
}
