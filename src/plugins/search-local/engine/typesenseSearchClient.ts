/**
 * A Typesense server behind the same `search({ requests })` call as the
 * offline index: `typesense-instantsearch-adapter` turns Algolia-style
 * requests into a Typesense multi-search and the answers back into Algolia
 * hits; this module bridges the DocSearch dialog's v5 call to the adapter's
 * older array form and makes the hits safe and DocSearch-shaped.
 */
import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter';
import { escapeHtml } from './highlight';
import { diversified, fieldWeightsByName, typesenseSortBy } from './ranking';
import { queryTotalKey, RetryError, type SearchClient } from './searchClient';
import type { TypesenseSettings } from '@site/src/config/siteEnv';

const searchedFields = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
];
/** Fields searched. */
export const typesenseQueryBy = searchedFields.join(',');
/** Their weights, the offline engine's (ranking.ts). */
export const typesenseQueryByWeights = searchedFields.map((field) => fieldWeightsByName[field] ?? 1).join(',');

/** Where browsers send queries; the key in it must be search-only. */
export type TypesenseClientSettings = TypesenseSettings;

// Private-use characters mark matches, so text that itself contains "<mark>"
// stays text: everything is escaped first, then the markers become tags.
const matchStart = '\uE000';
const matchEnd = '\uE001';

/** The longest query the search page sends; the dialog stops at 64 characters itself. */
const maxQueryLength = 512;

const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type Highlighted = { value: string; matchLevel: string; matchedWords: string[] };
type AdaptedHit = Record<string, unknown> & {
  _highlightResult?: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
};
type AdaptedResult = Record<string, unknown> & { hits: AdaptedHit[]; nbHits: number };

type LegacyRequest = { indexName: string; params: Record<string, unknown> };
type LegacyClient = {
  search: (requests: LegacyRequest[]) => Promise<{ results: AdaptedResult[] }>;
  clearCache: () => unknown;
};
export type TypesenseAdapterFactory = (options: ConstructorParameters<typeof TypesenseInstantSearchAdapter>[0]) => {
  searchClient: unknown;
};

/** Words on each side of a match, from DocSearch's `content:10` snippet length. */
export function affixTokens(attributesToSnippet: readonly string[] | undefined): number {
  const content = attributesToSnippet?.find((entry) => entry.startsWith('content:'));
  const words = Number(content?.slice('content:'.length));
  return Number.isFinite(words) && words > 1 ? Math.floor(words / 2) : 5;
}

/** Escapes a highlighted value and turns the match markers into `<mark>` tags. */
export function safeHighlight(value: string, pre = '<mark>', post = '</mark>'): string {
  return escapeHtml(value.replaceAll(matchStart, '\u0000').replaceAll(matchEnd, '\u0001'))
    .replaceAll('\u0000', pre)
    .replaceAll('\u0001', post);
}

/** Applies `safeHighlight` to every `value` of a highlight tree. */
function safeTree(node: unknown, pre: string, post: string): unknown {
  if (Array.isArray(node)) return node.map((item) => safeTree(item, pre, post));
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>);
  if (entries.some(([key, value]) => key === 'value' && typeof value === 'string')) {
    const highlighted = node as Highlighted;
    return { ...highlighted, value: safeHighlight(highlighted.value, pre, post) };
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, safeTree(value, pre, post)]));
}

/**
 * Documents indexed with flat `hierarchy.lvl0` keys (as the Typesense
 * DocSearch scraper writes them) get the nested `hierarchy` DocSearch reads.
 */
function nestHierarchy<T>(object: Record<string, T>, fill: T): Record<string, unknown> {
  const nested = (object['hierarchy'] as Record<string, T> | undefined) ?? {};
  const hierarchy = Object.fromEntries(
    levels.map((level) => [level, nested[level] ?? object[`hierarchy.${level}`] ?? fill]),
  );
  const rest = Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('hierarchy.')));
  return { ...rest, hierarchy };
}

const noMatch: Highlighted = { value: '', matchLevel: 'none', matchedWords: [] };

function docSearchHit(hit: AdaptedHit, nbHits: number, pre: string, post: string): Record<string, unknown> {
  const { _highlightResult = {}, _snippetResult = {}, _rawTypesenseHit, ...document } = hit;
  void _rawTypesenseHit;
  const shaped = nestHierarchy(document as Record<string, unknown>, null);
  const url = typeof shaped['url'] === 'string' ? shaped['url'] : '';
  const hash = url.indexOf('#');
  return {
    url_without_anchor: hash === -1 ? url : url.slice(0, hash),
    anchor: hash === -1 ? null : url.slice(hash + 1),
    content: null,
    type: 'content',
    ...shaped,
    _highlightResult: safeTree(nestHierarchy(_highlightResult as Record<string, Highlighted>, noMatch), pre, post),
    _snippetResult: safeTree(nestHierarchy(_snippetResult as Record<string, Highlighted>, noMatch), pre, post),
    [queryTotalKey]: nbHits,
  };
}

export function createTypesenseSearchClient(
  settings: TypesenseClientSettings,
  createAdapter: TypesenseAdapterFactory = (options) => new TypesenseInstantSearchAdapter(options),
): SearchClient {
  // One adapter per snippet length: the dialog asks for 10 words, or 5 on
  // narrow screens, and the adapter takes that only as a fixed setting.
  const adapters = new Map<number, LegacyClient>();
  const adapterFor = (affix: number): LegacyClient => {
    let client = adapters.get(affix);
    if (!client) {
      client = createAdapter({
        server: {
          apiKey: settings.searchApiKey,
          nodes: [{ host: settings.host, port: settings.port, protocol: settings.protocol, path: settings.path }],
          connectionTimeoutSeconds: 5,
          numRetries: 2,
          cacheSearchResultsForSeconds: 60,
        },
        additionalSearchParameters: {
          query_by: typesenseQueryBy,
          // The offline engine's field weights, so both modes rank alike.
          query_by_weights: typesenseQueryByWeights,
          // Every word must match, as with Algolia and the offline index.
          drop_tokens_threshold: 0,
          // Compounds match their parts and back ("flamegraph", "flame graph"), as offline.
          split_join_tokens: 'always',
          // Near ties go to higher-ranked pages, then to titles over body text (see ranking.ts).
          sort_by: typesenseSortBy,
          highlight_start_tag: matchStart,
          highlight_end_tag: matchEnd,
          highlight_affix_num_tokens: affix,
        },
      }).searchClient as LegacyClient;
      adapters.set(affix, client);
    }
    return client;
  };

  return {
    async search({ requests }) {
      const results = await Promise.all(
        requests.map(
          async ({ indexName, query = '', facetFilters, hitsPerPage, page, attributesToSnippet, ...rest }) => {
            const pre = rest.highlightPreTag ?? '<mark>';
            const post = rest.highlightPostTag ?? '</mark>';
            const adapter = adapterFor(affixTokens(attributesToSnippet));
            let response: { results: AdaptedResult[] };
            try {
              response = await adapter.search([
                {
                  indexName: settings.collectionName,
                  params: {
                    query: query.slice(0, maxQueryLength),
                    facetFilters,
                    hitsPerPage,
                    page,
                    // Leave literal "<mark>" in the text alone; matches use the markers above.
                    highlightPreTag: '<mark>',
                    highlightPostTag: '</mark>',
                  },
                },
              ]);
            } catch (error) {
              // The Typesense client caches the failed answer too; drop it so the next try asks again.
              adapter.clearCache();
              throw new RetryError('The search service could not be reached.', { cause: error });
            }
            const result = response.results[0];
            if (!result) throw new RetryError('The search service returned no result set.');
            const hits = result.hits.map((hit) => docSearchHit(hit, result.nbHits, pre, post));
            return {
              ...result,
              // The first page keeps at most two sections of one page in the top five, as offline.
              hits: page ? hits : diversified(hits, (hit) => hit['url_without_anchor']),
              index: indexName ?? settings.collectionName,
            };
          },
        ),
      );
      return { results };
    },
    addAlgoliaAgent() {},
  };
}

const clients = new Map<string, SearchClient>();

/** One client (and one result cache) per server and collection. */
export function typesenseSearchClientFor(settings: TypesenseClientSettings): SearchClient {
  const key = JSON.stringify(settings);
  let client = clients.get(key);
  if (!client) {
    client = createTypesenseSearchClient(settings);
    clients.set(key, client);
  }
  return client;
}
