/// <reference types="@docusaurus/theme-search-algolia" />
/**
 * The navbar search: the site's search button and keyboard shortcuts and DocSearch's dialog,
 * answered by the offline index (or a Typesense server when configured). Only the button ships with every page; the
 * dialog, its styles and the search engine load on first hover, focus or open.
 *
 * The dialog is DocSearch 3's, as in the Algolia mode: DocSearch 4's bundles its
 * AI chat (a markdown renderer, zod, an AI SDK) into the same file, 110 KB gzip
 * against 27 KB, and no search mode of this site offers that chat. The button and
 * keyboard shortcuts are the site's own (src/components/DocSearch), shared with the
 * Algolia mode.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchModal as DocSearchModalType, DocSearchModalProps } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
// The stock theme's dialog texts, with their `theme.SearchModal.*` ids; the plugin supplies their translations.
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { LocalSearchGlobalData } from '@site/src/plugins/search-local';
import { useContextualFacetFilters } from '../useContextualFacetFilters';
import { searchPageLink, withBaseUrl } from '../searchLinks';
import type { SearchClient } from '@site/src/plugins/search-local/engine/searchClient';
import { loadSearchClient } from '../loadSearchClient';
import { SearchButton } from '@site/src/components/DocSearch/SearchButton';
import { useSearchShortcuts } from '@site/src/components/DocSearch/useSearchShortcuts';

type SearchTranslations = (typeof import('@theme/SearchTranslations'))['default'];
type Loaded = {
  Modal: typeof DocSearchModalType;
  client: SearchClient;
  translations: SearchTranslations;
  trapFocus: (typeof import('../focusTrap'))['trapFocus'];
};
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

function loadDialog(data: LocalSearchGlobalData): Promise<Loaded> {
  if (loaded) return Promise.resolve(loaded);
  if (!loading) {
    loading = Promise.all([
      import('@docsearch/react/modal'),
      import('@site/src/components/DocSearch/dialogStyle'),
      import('./styles.css'),
      loadSearchClient(data),
      // The dialog's sixty-odd strings, with the dialog rather than in every page's main bundle.
      import('@theme/SearchTranslations'),
      import('../focusTrap'),
    ]).then(
      ([{ DocSearchModal }, , , client, { default: translations }, { trapFocus }]) =>
        (loaded = { Modal: DocSearchModal, client, translations, trapFocus }),
    );
    // A failed chunk load may succeed on the next attempt.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The offline index is written by a production build; `docusaurus start` has none. */
const isDevServer = process.env.NODE_ENV === 'development';

const buttonText = translate({ id: 'theme.SearchBar.label', message: 'Search' });
const placeholder = translate({ id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs' });

const devErrorScreen = {
  titleText: translate({ id: 'searchBar.devError.title', message: 'Search works in a production build' }),
  helpText: translate({
    id: 'searchBar.devError.help',
    message: 'The offline index is written by "npm run build". Run "npm run build && npm run serve" to try searching.',
  }),
};

/** The match count of the query whose results are on screen (see localSearchClient). */
function queryTotal(state: { collections: ReadonlyArray<{ items: ReadonlyArray<unknown> }> }): number | undefined {
  for (const collection of state.collections) {
    const first = collection.items[0] as Record<string, unknown> | undefined;
    const total = first?.['__queryNbHits'];
    if (typeof total === 'number') return total;
  }
  return undefined;
}

/** The query words left out so that the others matched, for the results on screen (see localSearchClient). */
function ignoredWords(state: { collections: ReadonlyArray<{ items: ReadonlyArray<unknown> }> }): string[] {
  const first = state.collections[0]?.items[0] as Record<string, unknown> | undefined;
  const words = first?.['__queryIgnoredWords'];
  return Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : [];
}

function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const data = usePluginData('search-local') as LocalSearchGlobalData;
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const facetFilters = useContextualFacetFilters();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const searchPageUrl = useBaseUrl(data.searchPagePath);

  const preload = useCallback(() => {
    loadDialog(data).catch(() => {
      // Opening the dialog tries again and reports a failure there.
    });
  }, [data]);

  const openModal = useCallback(() => {
    setContainer((existing) => {
      if (existing) return existing;
      const element = document.createElement('div');
      document.body.insertBefore(element, document.body.firstChild);
      return element;
    });
    loadDialog(data).then(
      () => setIsOpen(true),
      () => {
        // Without the dialog code, the full search page still works.
        window.location.assign(searchPageLink(searchPageUrl, window.getSelection()?.toString() ?? ''));
      },
    );
  }, [data, searchPageUrl]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The key that opened the dialog becomes its first character, typed once.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useSearchShortcuts({ isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef: buttonRef });

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({ itemUrl }) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  const transformItems = useCallback<NonNullable<DocSearchModalProps['transformItems']>>(
    (items) => items.map((item) => ({ ...item, url: withBaseUrl(baseUrl, item.url) })),
    [baseUrl],
  );

  const resultsFooterComponent = useCallback<NonNullable<DocSearchModalProps['resultsFooterComponent']>>(
    ({ state }) => {
      const ignored = ignoredWords(state);
      return (
        <>
          {ignored.length > 0 && (
            <p className="search-ignored-words">
              {translate(
                {
                  id: 'searchBar.ignoredWords',
                  message: 'No page has all the words; searched without: {words}',
                  description: 'Dialog note naming the query words left out so that the others could match',
                },
                { words: ignored.join(', ') },
              )}
            </p>
          )}
          <Link to={searchPageLink(searchPageUrl, state.query)} onClick={closeModal}>
            {translate(
              { id: 'theme.SearchBar.seeAll', message: 'See all {count} results' },
              { count: String(queryTotal(state) ?? state.context.nbHits ?? 0) },
            )}
          </Link>
        </>
      );
    },
    [closeModal, searchPageUrl],
  );

  const contactUrl = useBaseUrl('/contact/');
  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) =>
      `${contactUrl}?${new URLSearchParams({ topic: 'search', query: query.slice(0, 64) }).toString()}`,
    [contactUrl],
  );

  const dialog = isOpen ? loaded : null;
  // DocSearch's own trap lets Tab leave the dialog (see focusTrap.ts).
  useEffect(
    () => (dialog && container ? dialog.trapFocus(container, '.DocSearch-Modal') : undefined),
    [dialog, container],
  );
  return (
    <>
      <SearchButton
        ref={buttonRef}
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openModal}
        translations={{ buttonText }}
      />
      {dialog &&
        container &&
        createPortal(
          <dialog.Modal
            appId="local"
            apiKey="local"
            indexName={data.indexName}
            placeholder={placeholder}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            onClose={closeModal}
            navigator={navigator}
            hitComponent={Hit}
            transformItems={transformItems}
            transformSearchClient={() =>
              dialog.client as unknown as ReturnType<NonNullable<DocSearchModalProps['transformSearchClient']>>
            }
            searchParameters={{ facetFilters }}
            resultsFooterComponent={resultsFooterComponent}
            getMissingResultsUrl={getMissingResultsUrl}
            insights={false}
            translations={{
              ...dialog.translations.modal,
              noResultsScreen: {
                ...dialog.translations.modal?.noResultsScreen,
                noResultsText: translate({
                  id: 'theme.SearchModal.noResultsScreen.noResultsText',
                  message: 'No results for',
                }),
              },
              ...(isDevServer && !data.typesense && { errorScreen: devErrorScreen }),
            }}
          />,
          container,
        )}
    </>
  );
}
