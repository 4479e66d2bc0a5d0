/**
 * A Typesense server behind the same `search({ requests })` call as the
 * offline index: `typesense-instantsearch-adapter` turns Algolia-style
 * requests into a Typesense multi-search and the answers back into Algolia
 * hits; this module bridges the DocSearch dialog's v5 call to the adapter's
 * older array form and makes the hits safe and DocSearch-shaped.
 */
import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter';
import { escapeHtml } from './highlight';
import { fieldWeightsByName, typesenseSortBy, typesenseTextMatchType, typesenseWordDropping } from './ranking';
import { fillersLast } from './tokenize';
import { queryTotalKey, RetryError, type SearchClient } from './searchClient';
import { reorderWindow, windowRequest, type TextMatchInfo } from './typesenseRerank';
import type { RecordType } from './types';
import type { TypesenseSettings } from '@site/src/config/siteEnv';

// Strongest first: Typesense then keeps the weights as given and reports them
// back unchanged in `best_field_weight`, and its own preference for earlier
// fields agrees with the weights.
const searchedFields = Object.keys(fieldWeightsByName).sort(
  (a, b) => (fieldWeightsByName[b] ?? 0) - (fieldWeightsByName[a] ?? 0),
);
/** Fields searched. */
export const typesenseQueryBy = searchedFields.join(',');
/** Their weights, the offline engine's (ranking.ts). */
export const typesenseQueryByWeights = searchedFields.map((field) => fieldWeightsByName[field] ?? 1).join(',');

/** The offline engine's page size when a request names none. */
const defaultHitsPerPage = 20;
/** How long, and how many, window answers are kept for paging inside them. */
const windowKeptMs = 60_000;
const windowsKept = 8;

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
  _rawTypesenseHit?: { text_match_info?: TextMatchInfo };
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

const recordTypes = new Set<RecordType>(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);

/** What the window's reordering needs from an adapted hit. */
function rankingFacts(hit: AdaptedHit) {
  const url = typeof hit['url'] === 'string' ? hit['url'] : '';
  const hash = url.indexOf('#');
  return {
    info: hit._rawTypesenseHit?.text_match_info,
    type: recordTypes.has(hit['type'] as RecordType) ? (hit['type'] as RecordType) : 'content',
    pageRank: typeof hit['page_rank'] === 'number' ? hit['page_rank'] : undefined,
    page: hash === -1 ? url : url.slice(0, hash),
  };
}

const noMatch: Highlighted = { value: '', matchLevel: 'none', matchedWords: [] };

function docSearchHit(hit: AdaptedHit, nbHits: number, pre: string, post: string): Record<string, unknown> {
  // The adapter also copies the server's match details onto the hit; they are for ranking only.
  const {
    _highlightResult = {},
    _snippetResult = {},
    _rawTypesenseHit,
    text_match,
    text_match_info,
    ...document
  } = hit;
  void [_rawTypesenseHit, text_match, text_match_info];
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
          // When nothing matches every word, fillers go first, then words from the right (ranking.ts).
          ...typesenseWordDropping,
          // Compounds match their parts and back ("flamegraph", "flame graph"), as offline.
          split_join_tokens: 'always',
          // A hit's score is that of its highest-weighted matching field, as offline.
          text_match_type: typesenseTextMatchType,
          // By text match; exact ties to higher-ranked pages, then titles. The client
          // reorders the first pages by the offline engine's score (typesenseRerank.ts).
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

  // The window's answer, kept a minute so that paging inside it asks nothing new.
  const windows = new Map<string, { at: number; answer: Promise<{ results: AdaptedResult[] }> }>();
  const keptWindow = (
    key: string,
    fetch: () => Promise<{ results: AdaptedResult[] }>,
  ): Promise<{ results: AdaptedResult[] }> => {
    const kept = windows.get(key);
    if (kept && Date.now() - kept.at < windowKeptMs) return kept.answer;
    const entry = { at: Date.now(), answer: fetch() };
    windows.delete(key);
    windows.set(key, entry);
    for (const oldest of windows.keys()) {
      if (windows.size <= windowsKept) break;
      windows.delete(oldest);
    }
    // A failed answer is forgotten, so the next try asks again.
    entry.answer.catch(() => {
      if (windows.get(key) === entry) windows.delete(key);
    });
    return entry.answer;
  };

  return {
    async search({ requests }) {
      const results = await Promise.all(
        requests.map(
          async ({ indexName, query = '', facetFilters, hitsPerPage, page, attributesToSnippet, ...rest }) => {
            const pre = rest.highlightPreTag ?? '<mark>';
            const post = rest.highlightPostTag ?? '</mark>';
            const affix = affixTokens(attributesToSnippet);
            const adapter = adapterFor(affix);
            const size = hitsPerPage ?? defaultHitsPerPage;
            const plan = windowRequest(page ?? 0, size);
            const request: LegacyRequest = {
              indexName: settings.collectionName,
              params: {
                query: fillersLast(query.slice(0, maxQueryLength)),
                facetFilters,
                hitsPerPage: plan.perPage,
                page: plan.serverPage,
                // Leave literal "<mark>" in the text alone; matches use the markers above.
                highlightPreTag: '<mark>',
                highlightPostTag: '</mark>',
              },
            };
            let response: { results: AdaptedResult[] };
            try {
              response = await (plan.reorder
                ? keptWindow(JSON.stringify([affix, request]), () => adapter.search([request]))
                : adapter.search([request]));
            } catch (error) {
              // The Typesense client caches the failed answer too; drop it so the next try asks again.
              adapter.clearCache();
              throw new RetryError('The search service could not be reached.', { cause: error });
            }
            const result = response.results[0];
            if (!result) throw new RetryError('The search service returned no result set.');
            const ordered = plan.reorder ? reorderWindow(result.hits, rankingFacts) : result.hits;
            const pageSize = plan.end - plan.start;
            return {
              ...result,
              hits: ordered.slice(plan.start, plan.end).map((hit) => docSearchHit(hit, result.nbHits, pre, post)),
              // The page asked for, not the window fetched for it.
              page: Math.max(0, Math.floor(page ?? 0)),
              hitsPerPage: pageSize,
              nbPages: Math.ceil(result.nbHits / pageSize),
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
