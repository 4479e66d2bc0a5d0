import { describe, expect, it } from 'vitest';
import { proseWordCount } from '@site/src/plugins/raw-markdown/rawMarkdown';
import { placeholderPattern } from '../support/blogPosts';
import { readDocPages, readDocsTags } from '../support/docPages';
import { readRouteContract } from '../support/routeContract';

const difficulties = ['beginner', 'intermediate', 'advanced'];
const tags = readDocsTags();
const articles = readDocPages('postgres-howtos').filter((page) => !page.file.endsWith('/index.md'));
const contractArticles = readRouteContract()
  .filter((row) => row.kind === 'doc' && row.route.startsWith('/docs/postgres-howtos/') && !row.route.endsWith('/'))
  .map((row) => row.route);

describe('how-to library', () => {
  it('has an article file for every article route of the contract, and no other', () => {
    expect(articles.map((article) => article.route).sort()).toEqual([...contractArticles].sort());
  });

  it('uses a tag vocabulary of about 200 tags including the three difficulties', () => {
    expect(Object.keys(tags).length).toBeGreaterThanOrEqual(150);
    for (const difficulty of difficulties) expect(tags[difficulty]).toBeDefined();
  });
});

describe.each(articles.map((article) => [article.route, article] as const))('%s', (_route, article) => {
  const fm = article.frontMatter;

  it('has title, sidebar_label, description and keywords', () => {
    expect(String(fm.title ?? '').length).toBeGreaterThan(5);
    expect(String(fm.sidebar_label ?? '').length).toBeGreaterThan(2);
    expect(String(fm.description ?? '').length).toBeGreaterThan(40);
    expect(String(fm.description ?? '').length).toBeLessThanOrEqual(200);
    expect(Array.isArray(fm.keywords) && fm.keywords.length > 0).toBe(true);
  });

  it('starts its tags with a difficulty and uses only tags of docs/tags.yml', () => {
    const articleTags = (fm.tags as string[] | undefined) ?? [];
    expect(difficulties).toContain(articleTags[0]);
    for (const tag of articleTags) expect(tags[tag], tag).toBeDefined();
  });

  it('has at least 250 words of prose, no placeholder and no second h1', () => {
    expect(proseWordCount(article.body)).toBeGreaterThanOrEqual(250);
    expect(article.body).not.toMatch(placeholderPattern);
    // A `# ` line outside code blocks would be a second h1 (shell comments inside code are fine).
    const withoutCode = article.body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '');
    expect(withoutCode).not.toMatch(/^# /m);
  });
});
