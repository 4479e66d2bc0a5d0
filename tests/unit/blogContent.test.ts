import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkContentFile, contentFilesUnder, loadVocabulary } from '../../scripts/contentChecks/checkFiles';
import { proseWordCount, readBlogPosts } from '../support/blogPosts';
import { expectNoProblems } from '../support/problems';
import { readRouteContract } from '../support/routeContract';

const root = path.resolve(__dirname, '../..');
const posts = readBlogPosts();
const vocabulary = loadVocabulary();
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
  it.each(Object.entries(authors))('%s has an image that exists', (key, author) => {
    expect(
      author.image_url,
      `blog/authors.yml: "${key}" needs an image_url under static/img/, written from /img/ (e.g. /img/authors/${key}.svg)`,
    ).toMatch(/^\/img\//);
    expect(
      fs.existsSync(path.join(root, 'static', author.image_url ?? '')),
      `blog/authors.yml: the image_url of "${key}" is ${author.image_url}, but static${author.image_url} does not exist. Add the file or fix the path.`,
    ).toBe(true);
  });
});

describe('blog posts', () => {
  it('meet the writing rules (front matter, cover, truncate marker, words, tags, headings)', () => {
    const files = contentFilesUnder('blog');
    expect(
      files.length,
      'every Markdown file under blog/ must be a post: a file whose name starts with _ is read by neither the blog nor these checks',
    ).toBe(posts.length);
    expectNoProblems(files.flatMap((file) => checkContentFile(file, vocabulary)));
  });

  // The contract is a floor: a post it lists keeps its address, date and tags; new posts need no row.
  it('keep the slug, date and tags the route contract gives them', () => {
    const bySlug = new Map(posts.map((post) => [String(post.frontMatter.slug), post]));
    const problems: string[] = [];
    for (const [slug, contract] of contractPosts) {
      const post = bySlug.get(slug);
      if (!post) {
        problems.push(`/blog/${slug} is in the route contract, but no post has "slug: ${slug}". Restore it.`);
        continue;
      }
      const fm = post.frontMatter;
      const date = fm.date instanceof Date ? fm.date.toISOString().slice(0, 10) : String(fm.date);
      if (date !== contract.date) {
        problems.push(
          `${post.file}: "date" is ${date}; the route contract has ${contract.date}. Keep the original date.`,
        );
      }
      const tags = [...((fm.tags as string[] | undefined) ?? [])].sort().join(', ');
      const expected = [...contract.tags].sort().join(', ');
      if (tags !== expected) {
        problems.push(`${post.file}: "tags" are [${tags}]; the route contract lists [${expected}] for this post.`);
      }
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
    expect(contractPosts.size, 'tests/contract/routes.tsv should list the blog posts').toBeGreaterThan(40);
  });
});
