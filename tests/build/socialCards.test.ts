import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, buildDir, builtPageFor, readBuilt } from '../support/buildOutput';
import { readBlogPosts } from '../support/blogPosts';

beforeAll(assertBuildExists);

const siteUrl = 'https://postgres.ai';
const cardUrl = /^https:\/\/postgres\.ai\/img\/cards\/[0-9a-f]{16}\.png$/;

type ImageTags = {
  image: string;
  width: string;
  height: string;
  alt: string;
  twitterImage: string;
  twitterAlt: string;
  title: string;
};

function imageTags(html: string): ImageTags {
  const $ = load(html);
  const meta = (selector: string) => {
    const tags = $(`head ${selector}`);
    // Helmet replaces tags of the same name, so a page must carry each one once.
    if (tags.length > 1) throw new Error(`${selector} appears ${tags.length} times`);
    return tags.attr('content') ?? '';
  };
  return {
    image: meta('meta[property="og:image"]'),
    width: meta('meta[property="og:image:width"]'),
    height: meta('meta[property="og:image:height"]'),
    alt: meta('meta[property="og:image:alt"]'),
    twitterImage: meta('meta[name="twitter:image"]'),
    twitterAlt: meta('meta[name="twitter:image:alt"]'),
    title: $('head title').text(),
  };
}

/** Every page of the sitemap, plus the 404 page. */
const routes = [...readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1] ?? '').pathname,
);
const pages = [
  ...routes.map((route) => {
    const file = builtPageFor(route);
    if (!file) throw new Error(`no built page for ${route}`);
    return { route, tags: imageTags(fs.readFileSync(file, 'utf8')) };
  }),
  { route: '/404.html', tags: imageTags(readBuilt('404.html')) },
];

/** The PNG's size from its IHDR chunk, which the format puts first. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function fileOf(url: string): string {
  return path.join(buildDir, decodeURI(new URL(url).pathname));
}

describe('link preview images', () => {
  it('the sitemap lists the site', () => {
    expect(pages.length, `the sitemap lists only ${pages.length} pages: run "npm run build" again`).toBeGreaterThan(100);
  });

  it('every page names a raster image with its size and text, for Open Graph and Twitter', () => {
    const problems = pages.flatMap(({ route, tags }) => {
      const found: string[] = [];
      if (!/^https:\/\/postgres\.ai\/.+\.(png|jpe?g|webp)$/.test(tags.image)) found.push(`og:image "${tags.image}"`);
      if (tags.twitterImage !== tags.image) found.push(`twitter:image "${tags.twitterImage}"`);
      if (!/^\d+$/.test(tags.width) || !/^\d+$/.test(tags.height)) found.push(`size ${tags.width}×${tags.height}`);
      if (tags.alt.trim() === '' || tags.twitterAlt !== tags.alt) found.push(`alt "${tags.alt}" / "${tags.twitterAlt}"`);
      return found.map((problem) => `${route}: ${problem}`);
    });
    expect(
      problems,
      `${problems.join('\n')}\nThese pages lack a complete link preview (og:image, its size and alt text), which src/plugins/social-cards makes from each page's title: check that the page has one.`,
    ).toEqual([]);
  });

  it.each([
    ['a blog post', '/blog/20250724-postgres-howtos-launch'],
    ['a doc', '/docs/'],
    ['a how-to', '/docs/postgres-howtos/schema-design/'],
    ['a rule', '/rules/sql-style'],
    ['a product page', '/products/joe'],
    ['a Markdown page', '/tos'],
    ['a case study', '/resources/case-studies/gitlab'],
  ])('%s (%s) has its own card, described by its title', (_kind, route) => {
    const page = pages.find((candidate) => candidate.route === route);
    expect(page, `${route} is not in the sitemap: was the page moved? Pick another example page in this test`).toBeDefined();
    const { tags } = page!;
    expect(tags.image, `${route} has no card of its own (og:image)`).toMatch(cardUrl);
    expect([tags.width, tags.height], `${route}: its card should be 1200×630`).toEqual(['1200', '630']);
    expect(
      tags.title.startsWith(`${tags.alt} | `),
      `${route}: the card's alt "${tags.alt}" should be the page title that starts "${tags.title}"`,
    ).toBe(true);
  });

  it('the home page and list pages keep the hand-made site image', () => {
    for (const route of ['/', '/blog', '/docs/tags']) {
      expect(
        pages.find((page) => page.route === route)?.tags.image,
        `${route} should show static/img/social-card.png as its link preview`,
      ).toBe(`${siteUrl}/img/social-card.png`);
    }
  });

  it('every blog post has a card of its own instead of its SVG cover', () => {
    const posts = readBlogPosts();
    expect(posts.length, 'no post found under blog/').toBeGreaterThan(0);
    const images = posts.map((post) => {
      const route = `/blog/${String(post.frontMatter.slug)}`;
      const tags = pages.find((page) => page.route === route)?.tags;
      expect(tags?.image, `${post.file} (${route}) has no card of its own: is its slug the address it is built at?`).toMatch(
        cardUrl,
      );
      return tags?.image;
    });
    const shared = images.filter((image, index) => images.indexOf(image) !== index);
    expect(shared, `posts share a card, so two posts have the same title and date: give one of them another title (${shared.join(', ')})`).toEqual(
      [],
    );
  });

  const named = [...new Set(pages.map(({ tags }) => tags.image))];
  const cards = named.filter((url) => cardUrl.test(url));

  it('names hundreds of cards', () => {
    expect(cards.length, `only ${cards.length} pages have a card of their own: run "npm run build" again`).toBeGreaterThan(200);
  });

  it('every image a page names exists in the build, with the size the page states', () => {
    const problems = named.flatMap((url) => {
      const file = fileOf(url);
      if (!fs.existsSync(file)) return [`${url}: missing`];
      if (!file.endsWith('.png')) return [];
      const size = pngSize(file);
      const stated = pages.find(({ tags }) => tags.image === url)!.tags;
      return `${size.width}×${size.height}` === `${stated.width}×${stated.height}`
        ? []
        : [`${url}: ${size.width}×${size.height}, pages say ${stated.width}×${stated.height}`];
    });
    expect(problems, `${problems.join('\n')}\nA page names an image that is missing or of another size: if the page sets "image" in its front matter, fix that path.`).toEqual(
      [],
    );
  });

  it('every card is a 1200×630 PNG under 150 KB', () => {
    const problems = cards.flatMap((url) => {
      const file = fileOf(url);
      const { width, height } = pngSize(file);
      const bytes = fs.statSync(file).size;
      return width === 1200 && height === 630 && bytes < 150 * 1024 ? [] : [`${url}: ${width}×${height}, ${bytes} B`];
    });
    expect(problems, `${problems.join('\n')}\nThese cards are not 1200×630 PNGs under 150 KB: see src/plugins/social-cards.`).toEqual(
      [],
    );
  });
});
