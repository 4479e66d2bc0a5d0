import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  cardFileName,
  fnv1a64,
  isRasterImage,
  routeHasCard,
  routeWithoutBaseUrl,
  sectionForRoute,
} from '@site/src/plugins/social-cards/cardSpec';
import {
  cardDate,
  cardPalette,
  createCardRenderer,
  escapeMarkup,
  layOutTitle,
} from '@site/src/plugins/social-cards/cardTemplate';
import { CardMismatchError, readPageCard } from '@site/src/plugins/social-cards/pageCards';
import { resolveImageFile } from '@site/src/plugins/social-cards/frontMatterImages';

const root = path.resolve(__dirname, '../..');
const logoSvg = fs.readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');

describe('card names', () => {
  const spec = { title: 'Create a clone', section: 'Docs', date: '' };

  it('hash the UTF-8 bytes (FNV-1a, 64 bits)', () => {
    // Reference values of the 64-bit FNV-1a test suite.
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('change with anything printed on the card', () => {
    const names = new Set([
      cardFileName(spec),
      cardFileName({ ...spec, title: 'Create a clone!' }),
      cardFileName({ ...spec, section: 'How-to' }),
      cardFileName({ ...spec, date: '2025-07-24T00:00:00.000Z' }),
    ]);
    expect(names.size).toBe(4);
    expect(cardFileName(spec)).toMatch(/^[0-9a-f]{16}\.png$/);
  });

  it('ignore differences of whitespace in the title', () => {
    expect(cardFileName({ ...spec, title: '  Create\n a   clone ' })).toBe(cardFileName(spec));
  });
});

describe('sections and routes', () => {
  it.each([
    ['/docs/postgres-howtos/schema-design/', 'How-to'],
    ['/docs/how-to-guides', 'Docs'],
    ['/docs', 'Docs'],
    ['/rules/sql-style', 'Rules'],
    ['/blog/20250724-postgres-howtos-launch', 'Blog'],
    ['/products/joe', 'Product'],
    ['/pricing', 'Pricing'],
    ['/consulting-landing', 'Consulting'],
    ['/tos', ''],
  ])('%s is in section "%s"', (route, section) => {
    expect(sectionForRoute(route)).toBe(section);
  });

  it('leaves out the home page, search, redirects and the conversation shell', () => {
    for (const route of ['/', '/search', '/signin/', '/chats/:chatId']) expect(routeHasCard(route)).toBe(false);
    for (const route of ['/docs/', '/pricing', '/blog/x']) expect(routeHasCard(route)).toBe(true);
  });

  it('strips the base URL', () => {
    expect(routeWithoutBaseUrl('/site/docs/x', '/site/')).toBe('/docs/x');
    expect(routeWithoutBaseUrl('/docs/x', '/')).toBe('/docs/x');
  });

  it('keeps hand-made raster images and replaces SVG covers', () => {
    expect(isRasterImage('/img/cover.png')).toBe(true);
    expect(isRasterImage('./hero.JPG')).toBe(true);
    expect(isRasterImage('/img/blog/x/cover.svg')).toBe(false);
    expect(isRasterImage(undefined)).toBe(false);
  });
});

describe('card text', () => {
  it('is escaped for markup, without control characters', () => {
    expect(escapeMarkup(`<b>"Tom" & 'Jerry'</b>\u0007`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
  });

  it('dates posts in words, in UTC', () => {
    expect(cardDate('2025-07-24T00:00:00.000Z')).toBe('July 24, 2025');
    expect(cardDate('')).toBe('');
    expect(() => cardDate('yesterday')).toThrow(/not a date/);
  });

  it('sets a short title large and a long one smaller, truncated with an ellipsis', async () => {
    const short = await layOutTitle('Create a clone');
    expect(short).toMatchObject({ size: 72, truncated: false });
    const long = await layOutTitle(`${'Autovacuum tuning for very large partitioned tables '.repeat(6)}end`);
    expect(long.truncated).toBe(true);
    expect(long.height).toBeLessThanOrEqual(280);
    expect(long.height).toBeGreaterThan(short.height * 2);
  });
});

describe('drawn card', () => {
  it('uses the site brand colour', () => {
    const scss = fs.readFileSync(path.join(root, 'src/css/custom.scss'), 'utf8');
    expect(/\$brand:\s*(#[0-9a-fA-F]{6})/.exec(scss)?.[1]?.toLowerCase()).toBe(cardPalette.brand);
  });

  const render = createCardRenderer({ siteTitle: 'PostgresAI', logoSvg });

  it('is a 1200×630 PNG under 150 KB in the brand colours', async () => {
    const png = await render({
      title: 'A <title> with "markup" & a very long tail '.repeat(4),
      section: 'Blog',
      date: '2025-07-24T00:00:00.000Z',
    });
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    expect(png.length).toBeLessThan(150 * 1024);
    // The footer bar is brand orange; the corner is the page background.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const offset = (y * info.width + x) * info.channels;
      return `#${[0, 1, 2].map((i) => data[offset + i]!.toString(16).padStart(2, '0')).join('')}`;
    };
    expect(pixel(140, 552)).toBe(cardPalette.brand);
    expect(pixel(4, 625)).toBe(cardPalette.background);
  });

  it('shows the title: more text means more ink', async () => {
    const ink = async (title: string) => {
      const { data } = await sharp(await render({ title, section: '', date: '' }))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data.filter((value) => value > 200).length;
    };
    expect(await ink('Vacuum and analyze every large table')).toBeGreaterThan((await ink('Vacuum')) * 2);
  });
});

describe('reading the card a built page names', () => {
  const prefix = 'https://postgres.ai/img/cards/';
  const spec = { title: 'Tom & Jerry', section: 'Blog', date: '2025-07-24T00:00:00.000Z' };
  const head = (fileName: string) =>
    `<html><head><meta property="og:image" content="${prefix}${fileName}">` +
    `<meta property="og:image:alt" content="Tom &amp; Jerry">` +
    `<meta property=article:published_time content=2025-07-24T00:00:00.000Z></head><body></body></html>`;

  it('recovers what the card shows from the head', () => {
    const fileName = cardFileName(spec);
    expect(readPageCard(head(fileName), '/blog/tom', prefix)).toEqual({ route: '/blog/tom', fileName, spec });
  });

  it('fails when the page computed another card than the build would', () => {
    expect(() => readPageCard(head('0000000000000000.png'), '/blog/tom', prefix)).toThrow(CardMismatchError);
    // The same page under another section names another card.
    expect(() => readPageCard(head(cardFileName(spec)), '/docs/tom', prefix)).toThrow(CardMismatchError);
  });

  it('ignores pages whose image is not a card', () => {
    const html = '<head><meta property="og:image" content="https://postgres.ai/img/social-card.png"></head>';
    expect(readPageCard(html, '/', prefix)).toBeNull();
  });
});

describe('hand-made images', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
  fs.mkdirSync(path.join(site, 'static/img'), { recursive: true });
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(site, 'static/img/hero.png'), '');
  fs.writeFileSync(path.join(site, 'docs/local.jpg'), '');

  it('are found in the static folder or next to the page', async () => {
    const statics = [path.join(site, 'static')];
    await expect(resolveImageFile('/img/hero.png', null, statics, site)).resolves.toBe(
      path.join(site, 'static/img/hero.png'),
    );
    await expect(resolveImageFile('img/hero.png', null, statics, site)).resolves.toBe(
      path.join(site, 'static/img/hero.png'),
    );
    await expect(resolveImageFile('./local.jpg', '@site/docs/page.md', statics, site)).resolves.toBe(
      path.join(site, 'docs/local.jpg'),
    );
    await expect(resolveImageFile('/img/none.png', null, statics, site)).resolves.toBeNull();
    await expect(resolveImageFile('https://example.org/x.png', null, statics, site)).resolves.toBeNull();
  });
});
