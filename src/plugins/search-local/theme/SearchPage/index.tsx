/**
 * The full results page at /search?q=…: every match of the offline index,
 * loaded a page at a time, with the query kept in the URL.
 */
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePluginData } from '@docusaurus/useGlobalData';
import { PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import type { LocalSearchGlobalData } from '@site/src/plugins/search-local';
import { useContextualFacetFilters } from '../useContextualFacetFilters';
import { loadSearchClient } from '../loadSearchClient';
import { maxPageQueryLength, withBaseUrl } from '../searchLinks';
import type { LocalSearchHit, LocalSearchResponse } from '@site/src/plugins/search-local/engine/localSearchEngine';
import styles from './styles.module.css';

const hitsPerPage = 15;
const isDevServer = process.env.NODE_ENV === 'development';

type Status = 'idle' | 'loading' | 'done' | 'error';

type Result = {
  /** The query (and retry attempt) these results answer. */
  key: string;
  hits: LocalSearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  status: 'done' | 'error';
  /** Query words left out so that the others matched. */
  ignoredWords: readonly string[];
};

const emptyResult: Result = { key: '', hits: [], nbHits: 0, nbPages: 0, page: 0, status: 'done', ignoredWords: [] };

function useQueryParameter(): [string, (value: string) => void] {
  const location = useLocation();
  const history = useHistory();
  // The prerendered page has no query; hydrating with one would not match it (React error 418).
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '').slice(0, maxPageQueryLength) : '';
  const setQuery = useCallback(
    (value: string) => {
      const params = new URLSearchParams(location.search);
      if (value) params.set('q', value);
      else params.delete('q');
      const search = params.toString();
      history.replace({ pathname: location.pathname, search: search ? `?${search}` : '', hash: '' });
    },
    [history, location.pathname, location.search],
  );
  return [query, setQuery];
}

function Breadcrumb({ hit }: { hit: LocalSearchHit }): ReactNode {
  const levels = (['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .map((level) => hit.hierarchy[level])
    .filter((value): value is string => Boolean(value));
  // The title is shown above; the trail shows where it sits.
  const trail = hit.type === 'content' ? levels : levels.slice(0, -1);
  return (
    <ol
      className={styles.breadcrumb}
      aria-label={translate({
        id: 'searchPage.result.location',
        message: 'Location',
        description: 'Accessible name of the trail of headings under a search result',
      })}
    >
      {trail.map((level, index) => (
        <li key={`${index}-${level}`}>{level}</li>
      ))}
    </ol>
  );
}

function hitTitle(hit: LocalSearchHit): string {
  if (hit.type === 'content') {
    const levels = (['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'] as const).filter((level) => hit.hierarchy[level]);
    const level = levels[0] ?? 'lvl1';
    return hit._highlightResult.hierarchy[level]?.value ?? '';
  }
  return hit._highlightResult.hierarchy[hit.type]?.value ?? '';
}

function SearchResult({ hit, baseUrl }: { hit: LocalSearchHit; baseUrl: string }): ReactNode {
  const snippetValue = hit._snippetResult.content?.value;
  return (
    <li className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={withBaseUrl(baseUrl, hit.url)} dangerouslySetInnerHTML={{ __html: hitTitle(hit) }} />
      </Heading>
      <Breadcrumb hit={hit} />
      {snippetValue && <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: snippetValue }} />}
    </li>
  );
}

function SearchPageContent(): ReactNode {
  const data = usePluginData('search-local') as LocalSearchGlobalData;
  const baseUrl = useBaseUrl('/');
  const facetFilters = useContextualFacetFilters();
  const [query, setQuery] = useQueryParameter();
  const [input, setInput] = useState(query);
  const [syncedQuery, setSyncedQuery] = useState(query);
  const [result, setResult] = useState<Result>(emptyResult);
  const [attempt, setAttempt] = useState(0);
  const requestId = useRef(0);
  const filtersKey = JSON.stringify(facetFilters);

  // Keep the field in step when the URL changes (back/forward, a new link).
  if (query !== syncedQuery) {
    setSyncedQuery(query);
    setInput(query);
  }

  const runSearch = useCallback(
    async (forQuery: string, forPage: number): Promise<LocalSearchResponse> => {
      const client = await loadSearchClient(data);
      const { results } = await client.search({
        requests: [
          {
            indexName: data.indexName,
            query: forQuery,
            page: forPage,
            hitsPerPage,
            facetFilters: JSON.parse(filtersKey) as string[],
            attributesToSnippet: ['content:30'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      });
      const response = results[0] as LocalSearchResponse | undefined;
      if (!response) throw new Error('The search returned no result set.');
      return response;
    },
    [data, filtersKey],
  );

  const hasQuery = query.trim() !== '';
  useEffect(() => {
    if (!hasQuery) return;
    const id = ++requestId.current;
    runSearch(query, 0).then(
      (response) => {
        if (id !== requestId.current) return;
        setResult({
          key: `${query}#${attempt}`,
          hits: response.hits,
          nbHits: response.nbHits,
          nbPages: response.nbPages,
          page: 0,
          status: 'done',
          // The Typesense client's responses do not name left-out words.
          ignoredWords: response.ignoredWords ?? [],
        });
      },
      () => {
        if (id === requestId.current) setResult({ ...emptyResult, key: `${query}#${attempt}`, status: 'error' });
      },
    );
  }, [hasQuery, query, runSearch, attempt]);

  // Results of an earlier query are not shown while the current one loads.
  const current = hasQuery && result.key === `${query}#${attempt}` ? result : null;
  const status: Status = !hasQuery ? 'idle' : current ? current.status : 'loading';
  const hits = current?.hits ?? [];
  const nbHits = current?.nbHits ?? 0;
  const [loadingMore, setLoadingMore] = useState(false);

  const loadMore = useCallback(() => {
    if (!current) return;
    const id = requestId.current;
    const next = current.page + 1;
    setLoadingMore(true);
    runSearch(query, next).then(
      (response) => {
        setLoadingMore(false);
        if (id !== requestId.current) return;
        setResult((previous) => ({ ...previous, hits: [...previous.hits, ...response.hits], page: next }));
      },
      () => {
        setLoadingMore(false);
        if (id === requestId.current) setResult((previous) => ({ ...previous, status: 'error' }));
      },
    );
  }, [current, query, runSearch]);

  // Typing updates the URL after a short pause, so each view stays linkable.
  useEffect(() => {
    if (input === query) return undefined;
    const timer = window.setTimeout(() => setQuery(input.trim() ? input : ''), 200);
    return () => window.clearTimeout(timer);
  }, [input, query, setQuery]);

  const { selectMessage } = usePluralForm();
  const title = query
    ? translate(
        {
          id: 'searchPage.titleWithQuery',
          message: 'Search results for "{query}"',
          description: 'Title of the search page with a query',
        },
        { query },
      )
    : translate({
        id: 'searchPage.title',
        message: 'Search the documentation',
        description: 'Title of the search page without a query',
      });
  const resultCount = selectMessage(
    nbHits,
    translate(
      {
        id: 'searchPage.resultCount',
        message: '{count} result for "{query}"|{count} results for "{query}"',
        description: 'Plural forms of the number of search results, separated by |',
      },
      { count: nbHits, query },
    ),
  );
  return (
    <>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main
        className={`container margin-vert--lg ${styles.page}`}
        // Tells assistive technology (and tests) that results are on their way.
        aria-busy={status === 'loading' || loadingMore}
      >
        <Heading as="h1">
          {query
            ? translate(
                {
                  id: 'searchPage.headingWithQuery',
                  message: 'Search results for “{query}”',
                  description: 'Heading of the search page with a query',
                },
                { query },
              )
            : title}
        </Heading>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(input.trim() ? input : '');
          }}
        >
          <label htmlFor="search-page-input" className={styles.label}>
            <Translate id="searchPage.inputLabel" description="Label of the search field on the search page">
              Search the site
            </Translate>
          </label>
          <input
            id="search-page-input"
            className={styles.input}
            type="search"
            name="q"
            value={input}
            maxLength={maxPageQueryLength}
            autoComplete="off"
            placeholder={translate({
              id: 'searchPage.inputPlaceholder',
              message: 'Search docs, how-tos and posts',
              description: 'Placeholder of the search field on the search page',
            })}
            onChange={(event) => setInput(event.target.value.slice(0, maxPageQueryLength))}
          />
        </form>
        <div className={styles.status} role="status" aria-live="polite">
          {status === 'loading' &&
            hits.length === 0 &&
            translate({
              id: 'searchPage.searching',
              message: 'Searching…',
              description: 'Search page status while loading',
            })}
          {status === 'done' && nbHits > 0 && resultCount}
          {status === 'done' && nbHits > 0 && current && current.ignoredWords.length > 0 && (
            <span className={styles.ignoredWords}>
              {' '}
              {translate(
                {
                  id: 'searchPage.ignoredWords',
                  message: 'No page has all the words; searched without: {words}',
                  description: 'Search page note naming the query words left out so that the others could match',
                },
                { words: current.ignoredWords.join(', ') },
              )}
            </span>
          )}
          {status === 'done' &&
            nbHits === 0 &&
            translate(
              {
                id: 'searchPage.noResults',
                message: 'No results for "{query}"',
                description: 'Search page status without hits',
              },
              { query },
            )}
          {status === 'idle' &&
            translate({
              id: 'searchPage.idle',
              message: 'Type a word or phrase to search the whole site.',
              description: 'Search page status before a query',
            })}
        </div>
        {status === 'error' && (
          <div className={styles.error} role="alert">
            <p>
              <strong>
                <Translate id="searchPage.error.title" description="Search page error heading">
                  Unable to fetch results.
                </Translate>
              </strong>{' '}
              {isDevServer && !data.typesense
                ? translate({
                    id: 'searchPage.error.devServer',
                    message:
                      'The offline index is written by a production build: run "npm run build && npm run serve".',
                    description: 'Search page error on the development server',
                  })
                : translate({
                    id: 'searchPage.error.network',
                    message: 'You might want to check your network connection.',
                    description: 'Search page error hint',
                  })}
            </p>
            <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
              <Translate id="searchPage.error.retry" description="Button that repeats a failed search">
                Try again
              </Translate>
            </button>
          </div>
        )}
        {hits.length > 0 && (
          <ol className={styles.results}>
            {hits.map((hit) => (
              <SearchResult key={hit.objectID} hit={hit} baseUrl={baseUrl} />
            ))}
          </ol>
        )}
        {current && hits.length > 0 && current.page + 1 < current.nbPages && (
          <button type="button" className="button button--primary" disabled={loadingMore} onClick={loadMore}>
            {loadingMore
              ? translate({
                  id: 'searchPage.loadingMore',
                  message: 'Loading…',
                  description: 'Button label while more results load',
                })
              : translate({
                  id: 'searchPage.loadMore',
                  message: 'Load more results',
                  description: 'Button that loads more results',
                })}
          </button>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  // The docs-version hooks need the providers that Layout sets up.
  return (
    <Layout
      description={translate({
        id: 'searchPage.description',
        message: 'Search the PostgresAI documentation, how-to guides, blog and product pages.',
        description: 'Meta description of the search page',
      })}
    >
      <SearchPageContent />
    </Layout>
  );
}
