import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { placeholderPattern, proseWordCount, readBlogPosts } from '../support/blogPosts';
import { readRouteContract } from '../support/routeContract';

const root = path.resolve(__dirname, '../..');
const posts = readBlogPosts();
const tags = parse(fs.readFileSync(path.join(root, 'blog/tags.yml'), 'utf8')) as Record<string, unknown>;
const authors = parse(fs.readFileSync(path.join(root, 'blog/authors.yml'), 'utf8')) as Record<
  string,
  { image_url?: string }
>;
const contractPosts = new Map(
  readRouteContract()
    .filter((row) => row.kind === 'blog-post')
    .map((row) => {
      const date = /date=(\S+);/.exec(row.detail)?.[1];
      const postTags = /tags=(\S+)/.exec(row.detail)?.[1]?.split(',') ?? [];
      return [row.route.replace('/blog/', ''), { date, tags: postTags }] as const;
    }),
);

describe('prose word count', () => {
  it('ignores code, tags and link targets', () => {
    expect(proseWordCount('One two.\n\n```sql\nselect 1;\n```\n\n[three](https://x.test/a/b) `four` <br/>')).toBe(3);
  });
});

describe('blog authors', () => {
  it.each(Object.entries(authors))('%s has an image that exists', (_key, author) => {
    expect(author.image_url).toMatch(/^\/img\//);
    expect(fs.existsSync(path.join(root, 'static', author.image_url ?? ''))).toBe(true);
  });
});

describe.each(posts.map((post) => [post.file, post] as const))('%s', (_file, post) => {
  const fm = post.frontMatter;
  const slug = String(fm.slug);
  const contract = contractPosts.get(slug);
  const isReleaseNote = (fm.tags as string[] | undefined)?.includes('product-announcements') ?? false;

  it('has a slug, date and tags exactly as the route contract', () => {
    expect(contract, `no contract row for /blog/${slug}`).toBeDefined();
    const date = fm.date instanceof Date ? fm.date.toISOString().slice(0, 10) : String(fm.date);
    expect(date).toBe(contract?.date);
    expect([...((fm.tags as string[]) ?? [])].sort()).toEqual([...(contract?.tags ?? [])].sort());
  });

  it('uses only declared tags and authors', () => {
    for (const tag of fm.tags as string[]) expect(tags[tag], tag).toBeDefined();
    for (const author of fm.authors as string[]) expect(authors[author], author).toBeDefined();
  });

  it('has a title, a description and a cover image made for it', () => {
    expect(String(fm.title ?? '').length).toBeGreaterThan(5);
    expect(String(fm.description ?? '').length).toBeGreaterThan(40);
    expect(String(fm.description ?? '').length).toBeLessThanOrEqual(200);
    expect(String(fm.image)).toMatch(/^\/img\/blog\/.+\.(svg|png)$/);
    expect(fs.existsSync(path.join(root, 'static', String(fm.image)))).toBe(true);
  });

  it('has a truncate marker after its opening', () => {
    const index = post.body.indexOf('{/* truncate */}');
    expect(index).toBeGreaterThan(100);
    expect(post.body).not.toContain('<!-- truncate -->');
  });

  it(`has at least ${isReleaseNote ? 200 : 300} words of prose and no placeholder text`, () => {
    expect(proseWordCount(post.body)).toBeGreaterThanOrEqual(isReleaseNote ? 200 : 300);
    expect(post.body).not.toMatch(placeholderPattern);
  });
});
