/**
 * The search client for this build: the offline index, or the Typesense
 * server when one is configured. Each is a separate chunk, loaded on first use.
 */
import type { LocalSearchGlobalData } from '../index';
import type { SearchClient } from '../../../search/searchClient';

export async function loadSearchClient(data: LocalSearchGlobalData): Promise<SearchClient> {
  if (data.typesense) {
    const { typesenseSearchClientFor } = await import('../../../search/typesenseSearchClient');
    return typesenseSearchClientFor(data.typesense);
  }
  const { localSearchClientFor } = await import('../../../search/localSearchClient');
  return localSearchClientFor(data.indexUrl, data.buildId);
}
