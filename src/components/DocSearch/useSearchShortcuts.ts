/**
 * The search dialog's keyboard shortcuts, shared by every search mode (in the Algolia
 * mode the stock theme's `@docsearch/react/useDocSearchKeyboardEvents` import resolves
 * here, see src/plugins/docsearch-algolia):
 * - Ctrl+K or ⌘K opens the dialog, or closes it when open;
 * - "/" opens it, unless the reader is typing in a field;
 * - Escape closes it;
 * - a letter or digit typed while the search button has focus opens it with that
 *   character as the query's first (`onInput`).
 */
import { useEffect, type RefObject } from 'react';

export type SearchShortcutsOptions = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
  /** DocSearch 4's Ask AI options, which the stock theme passes; no mode of this site offers Ask AI. */
  isAskAiActive?: boolean;
  onAskAiToggle?: (active: boolean) => void;
};

/** Whether the key was typed into something that takes text. */
function typingInField(event: KeyboardEvent): boolean {
  const target = (event.composedPath?.()[0] ?? event.target) as HTMLElement | null;
  if (!target || typeof target.tagName !== 'string') return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: SearchShortcutsOptions): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !typingInField(event);
      if ((event.key === 'Escape' && isOpen) || commandK || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        // Another search dialog (a second SearchBar) may be open already.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        onInput &&
        searchButtonRef?.current &&
        searchButtonRef.current === document.activeElement &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        /^[\p{L}\p{N}]$/u.test(event.key)
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}

/** The name the stock theme imports. */
export const useDocSearchKeyboardEvents = useSearchShortcuts;
