import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, readBuilt } from '../support/buildOutput';
import { readBlogPosts } from '../support/blogPosts';

beforeAll(assertBuildExists);

const posts = readBlogPosts()
  .map((post) => ({
    slug: String(post.frontMatter.slug),
    date: new Date(post.frontMatter.date as string | Date).getTime(),
  }))
  .sort((a, b) => b.date - a.date);
const newest = posts[0]!;
const parser = new XMLParser({ ignoreAttributes: false });

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

describe('RSS feed', () => {
  const xml = readBuilt('blog/rss.xml');
  it('is well-formed XML', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });
  it('lists posts, newest first', () => {
    const items = asArray(parser.parse(xml).rss.channel.item) as { link: string; pubDate: string }[];
    expect(items.length).toBe(Math.min(20, posts.length));
    expect(items[0]?.link).toMatch(new RegExp(`/blog/${newest.slug}$`));
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});

describe('Atom feed', () => {
  const xml = readBuilt('blog/atom.xml');
  it('is well-formed XML', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });
  it('starts with the newest post', () => {
    const entries = asArray(parser.parse(xml).feed.entry) as { id: string; updated: string }[];
    expect(entries[0]?.id).toMatch(new RegExp(`/blog/${newest.slug}$`));
  });
});

describe('JSON feed', () => {
  const feed = JSON.parse(readBuilt('blog/feed.json')) as {
    version: string;
    title: string;
    home_page_url: string;
    items: { id: string; url: string; title: string; date_modified?: string; date_published?: string; content_html?: string }[];
  };
  it('is a valid JSON Feed document (version 1 or 1.1)', () => {
    expect(['https://jsonfeed.org/version/1', 'https://jsonfeed.org/version/1.1']).toContain(feed.version);
    expect(feed.title).toBeTruthy();
    expect(feed.home_page_url).toMatch(/^https:\/\//);
    for (const item of feed.items) {
      expect(item.id).toBeTruthy();
      expect(item.url).toMatch(/^https:\/\/.+\/blog\//);
      expect(item.title).toBeTruthy();
      expect(item.content_html).toBeTruthy();
    }
  });
  it('starts with the newest post', () => {
    expect(feed.items[0]?.url).toMatch(new RegExp(`/blog/${newest.slug}$`));
  });
});
