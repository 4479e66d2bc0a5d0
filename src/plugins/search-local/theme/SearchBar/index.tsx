/// <reference types="@docusaurus/theme-search-algolia" />
/**
 * The navbar search: the site's search button and keyboard shortcuts and DocSearch's dialog,
 * answered by the offline index (or a Typesense server when configured). Only the button ships with every page; the
 * dialog, its styles and the search engine load when the reader first acts on the loaded page (a key, the pointer,
 * the wheel, a touch; see whenEngaged.ts), or on the first hover, focus or press of the button, and the dialog
 * renders then, hidden, inside React's <Activity>: opening it shows a dialog that is already built, and the first
 * results wait only for their index files. Each opening starts fresh, as DocSearch's own does: a closed dialog is
 * replaced by a new hidden one. A visit that never acts (a crawler, a page audit) loads none of it.
 *
 * The dialog is DocSearch 3's, as in the Algolia mode: DocSearch 4's bundles its
 * AI chat (a markdown renderer, zod, an AI SDK) into the same file, 110 KB gzip
 * against 27 KB, and no search mode of this site offers that chat. The button and
 * keyboard shortcuts are the site's own (src/components/DocSearch), shared with the
 * Algolia mode.
 */
import React, {
  Activity,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
import { whenEngaged } from '../whenEngaged';

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
  const facetKey = JSON.stringify(facetFilters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters' value, not their array's identity
  const searchParameters = useMemo(() => ({ facetFilters }), [facetKey]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  /** Whether the dialog is rendered ahead, hidden, so that opening it only shows it. */
  const [ahead, setAhead] = useState(false);
  /** Each dialog opens fresh, as DocSearch's does: a new generation is a new dialog. */
  const [generation, setGeneration] = useState(0);
  const searchPageUrl = useBaseUrl(data.searchPagePath);

  const ensureContainer = useCallback(() => {
    if (!containerRef.current) {
      const element = document.createElement('div');
      document.body.insertBefore(element, document.body.firstChild);
      containerRef.current = element;
      setContainer(element);
    }
  }, []);

  // The container goes with the bar (a page change renders a new one).
  useEffect(
    () => () => {
      containerRef.current?.remove();
      containerRef.current = null;
    },
    [],
  );

  const preload = useCallback(() => {
    loadDialog(data).catch(() => {
      // Opening the dialog tries again and reports a failure there.
    });
  }, [data]);

  // When the reader first acts on the loaded page (see whenEngaged), the dialog's code and the
  // index's manifest load and the dialog renders hidden, so the first search does not wait for them.
  useEffect(() => {
    if (isDevServer) return undefined;
    let active = true;
    const cancel = whenEngaged(() => {
      loadDialog(data).then(
        (dialog) => {
          if (!active) return;
          // A transition: React renders the hidden dialog in slices that give way to the reader's input.
          startTransition(() => {
            ensureContainer();
            setAhead(true);
          });
          // A failure here is left to the first query, which tries again and reports it.
          dialog.client.prepare?.(searchParameters.facetFilters).catch(() => undefined);
        },
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [data, ensureContainer, searchParameters]);

  /** Where the page was scrolled when the dialog opened, to return there when it closes on the same page. */
  const scrollAtOpen = useRef<{ y: number; href: string } | null>(null);
  const openModal = useCallback(
    (query?: string) => {
      ensureContainer();
      scrollAtOpen.current = { y: window.scrollY, href: window.location.href };
      loadDialog(data).then(
        () => {
          // DocSearch reads the selected text and the first query when it renders; a dialog
          // rendered ahead read them then, so a query or a selection now needs a fresh one.
          const readyInput = containerRef.current?.querySelector<HTMLInputElement>('input.DocSearch-Input');
          const selection = window.getSelection()?.toString() ?? '';
          if (query !== undefined || selection !== '' || !readyInput || readyInput.value !== '') {
            setGeneration((value) => value + 1);
          }
          setInitialQuery(query);
          setIsOpen(true);
        },
        () => {
          // Without the dialog code, the full search page still works.
          window.location.assign(searchPageLink(searchPageUrl, window.getSelection()?.toString() ?? ''));
        },
      );
    },
    [data, ensureContainer, searchPageUrl],
  );
  const openEmpty = useCallback(() => openModal(), [openModal]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    setGeneration((value) => value + 1);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The key that opened the dialog becomes its first character, typed once.
      event.preventDefault();
      openModal(event.key);
    },
    [openModal],
  );

  useSearchShortcuts({ isOpen, onOpen: openEmpty, onClose: closeModal, onInput, searchButtonRef: buttonRef });

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

  const dialog = isOpen || ahead ? loaded : null;
  // One element per dialog: showing a dialog rendered ahead then renders nothing again.
  const modal = useMemo(
    () =>
      dialog && (
        <dialog.Modal
          key={generation}
          appId="local"
          apiKey="local"
          indexName={data.indexName}
          placeholder={placeholder}
          // DocSearch scrolls back here when it closes; for a dialog rendered ahead this is
          // where the page was then, so the bar scrolls back to where it was opened after it.
          initialScrollY={window.scrollY}
          initialQuery={initialQuery}
          onClose={closeModal}
          navigator={navigator}
          hitComponent={Hit}
          transformItems={transformItems}
          transformSearchClient={() =>
            dialog.client as unknown as ReturnType<NonNullable<DocSearchModalProps['transformSearchClient']>>
          }
          searchParameters={searchParameters}
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
        />
      ),
    [
      dialog,
      generation,
      data.indexName,
      data.typesense,
      initialQuery,
      closeModal,
      navigator,
      transformItems,
      searchParameters,
      resultsFooterComponent,
      getMissingResultsUrl,
    ],
  );
  // DocSearch's own trap lets Tab leave the dialog (see focusTrap.ts).
  useEffect(
    () => (isOpen && dialog && container ? dialog.trapFocus(container, '.DocSearch-Modal') : undefined),
    [isOpen, dialog, container],
  );
  // After DocSearch's own scroll on close (see initialScrollY), in the same task: no frame shows the jump.
  // A hit chosen on the same page changed the address; its anchor decides where the page goes.
  useEffect(() => {
    const atOpen = scrollAtOpen.current;
    if (isOpen || atOpen === null) return;
    scrollAtOpen.current = null;
    if (window.location.href === atOpen.href) window.scrollTo(0, atOpen.y);
  }, [isOpen]);
  // A dialog rendered ahead mounted without its input's autofocus; shown, it takes the focus.
  useLayoutEffect(() => {
    if (isOpen && container) container.querySelector<HTMLInputElement>('input.DocSearch-Input')?.focus();
  }, [isOpen, container, generation]);
  return (
    <>
      <SearchButton
        ref={buttonRef}
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openEmpty}
        translations={{ buttonText }}
      />
      {dialog &&
        container &&
        createPortal(<Activity mode={isOpen ? 'visible' : 'hidden'}>{modal}</Activity>, container)}
    </>
  );
}
