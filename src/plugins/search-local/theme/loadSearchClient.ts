/**
 * The search client for this build: the offline index, or the Typesense
 * server when one is configured. Each is a separate chunk, loaded on first use.
 */
import type { LocalSearchGlobalData } from '@site/src/plugins/search-local';
import type { SearchClient } from '@site/src/plugins/search-local/engine/searchClient';

export async function loadSearchClient(data: LocalSearchGlobalData): Promise<SearchClient> {
  if (data.typesense) {
    const { typesenseSearchClientFor } = await import('@site/src/plugins/search-local/engine/typesenseSearchClient');
    return typesenseSearchClientFor(data.typesense);
  }
  const { localSearchClientFor } = await import('@site/src/plugins/search-local/engine/localSearchClient');
  return localSearchClientFor(data.indexUrl, data.buildId);
}
