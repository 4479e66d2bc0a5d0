import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalSearchEngine } from '@site/src/plugins/search-local/engine/localSearchEngine';
import { measureRelevance, relevanceCases, relevanceFloor } from '../fixtures/searchRelevance';
import { questionCases, questionFloor } from '../fixtures/searchQuestions';
import { russianRelevanceCases } from '../fixtures/searchRelevanceRu';

const indexDir = path.resolve(__dirname, '../../build/search-index');
const russianIndexDir = path.resolve(__dirname, '../../build/ru/search-index');

describe('search relevance on the built index', () => {
  it(`finds the page a reader wants for at least ${relevanceFloor.top5 * 100}% of ${relevanceCases.length} queries in the first five hits, ${relevanceFloor.top1 * 100}% first`, async () => {
    const engine = createLocalSearchEngine(async (file) => JSON.parse(fs.readFileSync(path.join(indexDir, file), 'utf8')));
    const result = await measureRelevance(async (query) =>
      (await engine.search({ query, hitsPerPage: 20, facetFilters: ['language:en'] })).hits.map((hit) => hit.url_without_anchor),
    );
    const summary =
      `top 1: ${(result.top1 * 100).toFixed(0)}%, top 5: ${(result.top5 * 100).toFixed(0)}%. Missed in the first five:\n${result.misses.join('\n')}\n` +
      "If a missed page's title, headings or description changed, keep the words readers search for in them.";
    expect(result.top5, summary).toBeGreaterThanOrEqual(relevanceFloor.top5);
    expect(result.top1, summary).toBeGreaterThanOrEqual(relevanceFloor.top1);
  });

  it('keeps at least 60 queries, each naming pages that exist in the index', () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(60);
    const manifest = JSON.parse(fs.readFileSync(path.join(indexDir, 'manifest.json'), 'utf8')) as { pages: [string][] };
    const indexed = new Set(manifest.pages.map(([pagePath]) => pagePath));
    const unknown = relevanceCases.flatMap(({ query, wanted }) =>
      wanted.filter((page) => !indexed.has(page)).map((page) => `"${query}" wants ${page}, which is not in the index`),
    );
    expect(
      unknown,
      `${unknown.join('\n')}\nA page was moved, renamed or deleted: update its address in tests/fixtures/searchRelevance.ts.`,
    ).toEqual([]);
  });

  it(`answers at least ${questionFloor.top5 * 100}% of ${questionCases.length} questions and pasted errors in the first five hits`, async () => {
    const engine = createLocalSearchEngine(async (file) => JSON.parse(fs.readFileSync(path.join(indexDir, file), 'utf8')));
    const result = await measureRelevance(
      async (query) =>
        (await engine.search({ query, hitsPerPage: 20, facetFilters: ['language:en'] })).hits.map(
          (hit) => hit.url_without_anchor,
        ),
      questionCases,
    );
    expect(
      result.top5,
      `top 5: ${(result.top5 * 100).toFixed(0)}%. Missed in the first five:\n${result.misses.join('\n')}\n` +
        "A pasted error finds its page through the page's search_errors front matter, which the build adds to the index.",
    ).toBeGreaterThanOrEqual(questionFloor.top5);
  });

  it(`finds the Russian page for at least ${relevanceFloor.top5 * 100}% of ${russianRelevanceCases.length} Russian queries in the first five hits, whatever the word's form`, async () => {
    const engine = createLocalSearchEngine(async (file) =>
      JSON.parse(fs.readFileSync(path.join(russianIndexDir, file), 'utf8')),
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(russianIndexDir, 'manifest.json'), 'utf8')) as {
      pages: [string][];
    };
    const indexed = new Set(manifest.pages.map(([pagePath]) => pagePath));
    const unknown = russianRelevanceCases.flatMap(({ query, wanted }) =>
      wanted.filter((page) => !indexed.has(page)).map((page) => `"${query}" wants ${page}, which is not in the index`),
    );
    expect(unknown, 'update the address in tests/fixtures/searchRelevanceRu.ts').toEqual([]);
    const result = await measureRelevance(
      async (query) =>
        (await engine.search({ query, hitsPerPage: 20, facetFilters: ['language:ru'] })).hits.map(
          (hit) => hit.url_without_anchor,
        ),
      russianRelevanceCases,
    );
    const summary =
      `top 1: ${(result.top1 * 100).toFixed(0)}%, top 5: ${(result.top5 * 100).toFixed(0)}%. Missed in the first five:\n${result.misses.join('\n')}\n` +
      'Keep the words Russian readers search for in the translated titles, headings and descriptions.';
    expect(result.top5, summary).toBeGreaterThanOrEqual(relevanceFloor.top5);
    expect(result.top1, summary).toBeGreaterThanOrEqual(relevanceFloor.top1);
  });
});
