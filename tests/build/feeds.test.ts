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
/** A feed that is not well-formed: XMLValidator's reason, and where it usually comes from. */
const notWellFormed = (file: string, result: ReturnType<typeof XMLValidator.validate>) =>
  `build/${file} is not well-formed XML (${result === true ? '' : `${result.err.msg}, line ${result.err.line}`}). ` +
  "A post's title or description probably holds a character XML cannot: rewrite it without control characters.";
/** The newest post, as the failure names it. */
const newestPost = `/blog/${newest.slug}, the post with the latest "date" in blog/`;

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

describe('RSS feed', () => {
  const xml = readBuilt('blog/rss.xml');
  it('is well-formed XML', () => {
    const result = XMLValidator.validate(xml);
    expect(result, notWellFormed('blog/rss.xml', result)).toBe(true);
  });
  it('lists posts, newest first', () => {
    const items = asArray(parser.parse(xml).rss.channel.item) as { link: string; pubDate: string }[];
    expect(items.length, 'the RSS feed should hold the 20 newest posts (feedOptions.limit)').toBe(
      Math.min(20, posts.length),
    );
    expect(items[0]?.link, `the RSS feed should start with ${newestPost}: check that post's date`).toMatch(
      new RegExp(`/blog/${newest.slug}$`),
    );
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates, 'the RSS feed lists posts out of date order: check the "date" of the posts it lists').toEqual(
      [...dates].sort((a, b) => b - a),
    );
  });
});

describe('Atom feed', () => {
  const xml = readBuilt('blog/atom.xml');
  it('is well-formed XML', () => {
    const result = XMLValidator.validate(xml);
    expect(result, notWellFormed('blog/atom.xml', result)).toBe(true);
  });
  it('starts with the newest post', () => {
    const entries = asArray(parser.parse(xml).feed.entry) as { id: string; updated: string }[];
    expect(entries[0]?.id, `the Atom feed should start with ${newestPost}: check that post's date`).toMatch(
      new RegExp(`/blog/${newest.slug}$`),
    );
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
      const post = `blog/feed.json: the item ${item.url || item.id}`;
      expect(item.id, `${post} has no id`).toBeTruthy();
      expect(item.url, `${post} has no address under /blog/`).toMatch(/^https:\/\/.+\/blog\//);
      expect(item.title, `${post} has no title: give the post a "title" in its front matter`).toBeTruthy();
      expect(item.content_html, `${post} has no content: the post's text is empty`).toBeTruthy();
    }
  });
  it('starts with the newest post', () => {
    expect(feed.items[0]?.url, `the JSON feed should start with ${newestPost}: check that post's date`).toMatch(
      new RegExp(`/blog/${newest.slug}$`),
    );
  });
});
