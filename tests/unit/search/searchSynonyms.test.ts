/**
 * One test per entry of src/data/searchSynonyms.ts: a query made of the entry
 * finds a page that only uses another entry of its group, above an unrelated
 * page. An entry the engine cannot reach fails here with its group named.
 */
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@site/src/plugins/search-local/buildSearchIndex';
import { createLocalSearchEngine } from '@site/src/plugins/search-local/engine/localSearchEngine';
import type { SearchRecord } from '@site/src/plugins/search-local/engine/types';
import { searchSynonyms } from '@site/src/data/searchSynonyms';

function page(path: string, title: string, content: string): SearchRecord[] {
  const base = {
    type: 'lvl1' as const,
    hierarchy: { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    page_rank: 100,
  };
  return [
    { ...base, objectID: `${path}#0`, url: path, content: null },
    { ...base, objectID: `${path}#1`, url: path, type: 'content', content },
  ];
}

const cases = searchSynonyms.flatMap(({ words }) =>
  words.map((entry, index) => ({ entry, other: words[(index + 1) % words.length]!, group: words.join(' / ') })),
);

describe('search synonyms', () => {
  it('keeps every entry lower case and at most two words', () => {
    const bad = searchSynonyms
      .flatMap(({ words }) => words)
      .filter(
        (entry) => entry !== entry.toLowerCase() || entry.trim().split(/\s+/).length > 2 || entry !== entry.trim(),
      );
    expect(
      bad,
      'Synonym entries are matched as one or two lower-case words; fix these in src/data/searchSynonyms.ts',
    ).toEqual([]);
  });

  it.each(cases)('"$entry" finds a page that says "$other" ($group)', async ({ entry, other, group }) => {
    const files = buildSearchIndex([
      page('/docs/target', `Notes on ${other}`, `Everything about ${other} in one place.`),
      page('/docs/unrelated', 'Unrelated heading', 'Nothing of interest lives here.'),
    ]);
    const engine = createLocalSearchEngine(async (file) => files.get(file));
    const response = await engine.search({ query: entry });
    expect(
      response.hits[0]?.url_without_anchor,
      `"${entry}" should reach pages that use "${other}" through the group ${group} in src/data/searchSynonyms.ts`,
    ).toBe('/docs/target');
  });
});
