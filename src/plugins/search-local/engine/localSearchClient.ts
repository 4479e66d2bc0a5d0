/**
 * An Algolia-compatible search client over the offline index: the DocSearch
 * dialog and the search page call `search({ requests })` on it exactly as
 * they would call Algolia's lite client.
 */
import { createLocalSearchEngine, type LocalSearchEngine } from './localSearchEngine';
import { queryIgnoredKey, queryTotalKey, type SearchClient } from './searchClient';

export type LocalSearchClient = SearchClient;

export function createLocalSearchClient(engine: LocalSearchEngine): LocalSearchClient {
  return {
    async search({ requests }) {
      const results = await Promise.all(
        requests.map(async ({ indexName, ...params }) => {
          const response = await engine.search({ ...params, query: params.query ?? '' });
          // Each hit carries its query's total, so the dialog's footer can show
          // the count of the results on screen even when an earlier, slower
          // query answers last; likewise the words the query left out.
          const hits = response.hits.map((hit) => ({
            ...hit,
            [queryTotalKey]: response.nbHits,
            [queryIgnoredKey]: response.ignoredWords,
          }));
          return { ...response, hits, index: indexName ?? '' };
        }),
      );
      return { results };
    },
    prepare: (facetFilters) => engine.prepare(facetFilters),
    addAlgoliaAgent() {},
  };
}

/** Loads index files over HTTP from the site's own origin. */
export function httpIndexLoader(indexUrl: string, buildId: string): (path: string) => Promise<unknown> {
  return async (path) => {
    const response = await fetch(`${indexUrl}${path}?v=${encodeURIComponent(buildId)}`);
    if (!response.ok) throw new Error(`Search index file ${path} answered ${response.status}`);
    return response.json();
  };
}

const clients = new Map<string, LocalSearchClient>();

/** One client (and one cache of loaded index files) per index folder and build. */
export function localSearchClientFor(indexUrl: string, buildId: string): LocalSearchClient {
  const key = `${indexUrl}?${buildId}`;
  let client = clients.get(key);
  if (!client) {
    const engine = createLocalSearchEngine(httpIndexLoader(indexUrl, buildId));
    // The manifest loads with the dialog (on the first hover, focus or open of
    // the search button), alongside the dialog's code, instead of after the
    // first word typed. A failure here is left to that query, which retries.
    engine.ready().catch(() => undefined);
    client = createLocalSearchClient(engine);
    clients.set(key, client);
  }
  return client;
}
