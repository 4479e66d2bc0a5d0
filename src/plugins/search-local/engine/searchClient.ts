/**
 * What the DocSearch dialog and the search page need from a search client:
 * Algolia's v5 `search({ requests })` call. The offline index and the
 * Typesense adapter both provide it.
 */
import type { LocalSearchParams } from './localSearchEngine';

/** Property added to every hit: the number of matches of the query that returned it. */
export const queryTotalKey = '__queryNbHits';
/** Property added to every hit: the query words left out so that the others matched (may be empty). */
export const queryIgnoredKey = '__queryIgnoredWords';

export type SearchRequest = Partial<LocalSearchParams> & { indexName?: string };

export type SearchClient = {
  search: (options: { requests: readonly SearchRequest[] }) => Promise<{ results: unknown[] }>;
  /**
   * Readies the client for queries with these facet filters (the offline index loads its
   * manifest and works out what the filters allow); a client with nothing to ready has none.
   */
  prepare?: (facetFilters: NonNullable<LocalSearchParams['facetFilters']>) => Promise<void>;
  /** Algolia clients take user-agent parts; ours have no use for them. */
  addAlgoliaAgent: (segment: string, version?: string) => void;
};

/**
 * The DocSearch dialog shows its "Unable to fetch results" screen only for
 * errors with this name; a later query tries again.
 */
export class RetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}
