/**
 * The relevance suite on an index built in memory from the source pages, so
 * a change to ranking, tokenizing or the index format that makes readers miss
 * their page fails before any build. tests/build/searchRelevance.test.ts runs
 * the same suite on the index the production build writes.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@site/src/plugins/search-local/buildSearchIndex';
import { createLocalSearchEngine } from '@site/src/plugins/search-local/engine/localSearchEngine';
import { sourceSearchPages, type SourcePage } from '@site/scripts/lib/sourceSearchRecords';
import { measureRelevance, relevanceCases, relevanceFloor } from '../../fixtures/searchRelevance';
import { questionCases, questionFloor } from '../../fixtures/searchQuestions';

const siteRoot = path.resolve(__dirname, '../../..');

describe('search relevance on an index of the source pages', () => {
  let pages: SourcePage[];
  let search: (query: string) => Promise<string[]>;
  beforeAll(() => {
    pages = sourceSearchPages(siteRoot);
    const files = buildSearchIndex(pages.map(({ records }) => records));
    const engine = createLocalSearchEngine(async (file) => {
      if (!files.has(file)) throw new Error(`The index has no ${file}`);
      return files.get(file);
    });
    search = async (query) =>
      (await engine.search({ query, hitsPerPage: 20, facetFilters: ['language:en'] })).hits.map(
        (hit) => hit.url_without_anchor,
      );
  });

  it('keeps at least 60 queries, each naming pages that exist among the source pages', () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(60);
    const routes = new Set(pages.map(({ records }) => records[0]!.url));
    const unknown = relevanceCases.flatMap(({ query, wanted }) =>
      wanted.filter((page) => !routes.has(page)).map((page) => `"${query}" wants ${page}, which no source page has`),
    );
    expect(
      unknown,
      `${unknown.join('\n')}\nA page was moved, renamed or deleted: update its address in tests/fixtures/searchRelevance.ts.`,
    ).toEqual([]);
  });

  it(`finds the page a reader wants for at least ${relevanceFloor.top5 * 100}% of the queries in the first five hits, ${relevanceFloor.top1 * 100}% first`, async () => {
    const result = await measureRelevance(search);
    const summary =
      `${pages.length} pages; top 1: ${(result.top1 * 100).toFixed(1)}%, top 5: ${(result.top5 * 100).toFixed(1)}%. ` +
      `Missed in the first five:\n${result.misses.join('\n')}\n` +
      "If a missed page's title, headings or description changed, keep the words readers search for in them.";
    expect(result.top5, summary).toBeGreaterThanOrEqual(relevanceFloor.top5);
    expect(result.top1, summary).toBeGreaterThanOrEqual(relevanceFloor.top1);
  });

  it('keeps at least 40 questions, pasted errors and loose phrasings, each naming pages that exist', () => {
    expect(questionCases.length).toBeGreaterThanOrEqual(40);
    const routes = new Set(pages.map(({ records }) => records[0]!.url));
    const unknown = questionCases.flatMap(({ query, wanted }) =>
      wanted.filter((page) => !routes.has(page)).map((page) => `"${query}" wants ${page}, which no source page has`),
    );
    expect(
      unknown,
      `${unknown.join('\n')}\nA page was moved, renamed or deleted: update its address in tests/fixtures/searchQuestions.ts.`,
    ).toEqual([]);
  });

  it(`answers at least ${questionFloor.top5 * 100}% of the questions with their page in the first five hits`, async () => {
    const result = await measureRelevance(search, questionCases);
    expect(
      result.top5,
      `top 5: ${(result.top5 * 100).toFixed(1)}% (top 1: ${(result.top1 * 100).toFixed(1)}%). Missed in the first five:\n` +
        `${result.misses.join('\n')}\n` +
        'A question finds its page through its words, their other forms, the synonyms in src/data/searchSynonyms.ts ' +
        "and the page's search_errors front matter; add the missing word there, not to the test.",
    ).toBeGreaterThanOrEqual(questionFloor.top5);
  });
});
