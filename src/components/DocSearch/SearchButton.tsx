/**
 * The navbar search button, shared by every search mode: the offline and Typesense
 * SearchBar import it, and in the Algolia mode the stock theme's
 * `@docsearch/react/button` import resolves here (see src/plugins/docsearch-algolia).
 *
 * It is ours rather than DocSearch's because DocSearch 3 ships its button inside the
 * same file as its dialog: importing the button from there would put the whole dialog
 * on every page. The markup and class names are DocSearch's, so its button
 * stylesheet and the site's overrides apply unchanged.
 */
import clsx from 'clsx';
import React, { forwardRef, useEffect, useState, useSyncExternalStore, type ComponentProps } from 'react';

export type SearchButtonTranslations = { buttonText?: string; buttonAriaLabel?: string };

export type SearchButtonProps = ComponentProps<'button'> & {
  translations?: SearchButtonTranslations;
  /** Accepted for the stock theme's sake; only the Ctrl/⌘ K shortcut is shown. */
  keyboardShortcuts?: unknown;
};

const noSubscription = () => () => {};
/** The letter of the Ctrl/⌘ K shortcut, the same on every keyboard layout's key cap. */
const shortcutLetter = 'K';

/** The modifier key to show: ⌘ on Apple devices, Ctrl elsewhere; none in the server's HTML. */
function useModifierKey(): 'Ctrl' | '⌘' | null {
  return useSyncExternalStore(
    noSubscription,
    () => (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'),
    () => null,
  );
}

/** One key of the shortcut hint, drawn pressed while the reader holds it. */
function Key({
  reactsTo,
  wide = false,
  children,
}: {
  reactsTo: string;
  wide?: boolean;
  children: string;
}): React.JSX.Element {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsTo) setPressed(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === reactsTo || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  return (
    <kbd
      className={clsx(
        'DocSearch-Button-Key',
        wide && 'DocSearch-Button-Key--ctrl',
        pressed && 'DocSearch-Button-Key--pressed',
      )}
    >
      {children}
    </kbd>
  );
}

/** A magnifying glass, drawn in the text colour. */
function SearchIcon(): React.JSX.Element {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="7" stroke="currentColor" strokeWidth="1.8" fill="none" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/**
 * Its accessible name is the word it shows ("Search"), so speech input that says what it
 * sees reaches it (WCAG 2.5.3); `aria-keyshortcuts` announces the shortcut, whose key caps
 * are hidden from assistive technology so it is not read twice.
 */
export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  { translations = {}, keyboardShortcuts: _shortcuts, ...props },
  ref,
) {
  const modifier = useModifierKey();
  const text = translations.buttonText ?? 'Search';
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>
      {/* Announced by aria-keyshortcuts instead, so the name is the word alone. */}
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier && (
          <>
            <Key reactsTo={modifier === '⌘' ? 'Meta' : 'Control'} wide={modifier === 'Ctrl'}>
              {modifier}
            </Key>
            <Key reactsTo="k">{shortcutLetter}</Key>
          </>
        )}
      </span>
    </button>
  );
});

/** The name the stock theme imports. */
export const DocSearchButton = SearchButton;
