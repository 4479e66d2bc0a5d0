/**
 * Keeps Tab and Shift+Tab inside the open search dialog.
 *
 * DocSearch traps focus itself, but it reads the dialog's first and last
 * controls once, when the dialog opens, and wraps only from that last one:
 * the "Powered by" logo link, which the site hides because its results do
 * not come from Algolia. So from the last visible control ("See all N
 * results", the last suggestion, the query's clear button on the error
 * screen) Tab went on to the page behind the dialog.
 *
 * This listener runs before DocSearch's (capture phase, on the document) and
 * reads the visible controls at each key press, since every screen of the
 * dialog has different ones. It leaves moves between controls to the
 * browser and steps in only where the browser would leave the dialog: Tab
 * from the last control goes to the first, Shift+Tab from the first to the
 * last, and Tab from anywhere that is not a control (the page, or a part of
 * the dialog that cannot take focus) goes to the nearest control inside.
 *
 * It loads with the dialog, not with every page.
 */
const candidates = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';

/** The controls in `root` that Tab can reach and a visitor can see, in document order. */
export function tabbableControls(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(candidates)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      // Not display: none (on itself or an ancestor, like the hidden logo) nor visibility: hidden.
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

/** Where focus should go for this Tab press, or null to let the browser move it. */
export function trappedTarget(
  controls: readonly HTMLElement[],
  root: HTMLElement,
  current: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return null;
  if (current instanceof HTMLElement && controls.includes(current)) {
    if (backwards && current === first) return last;
    if (!backwards && current === last) return first;
    return null;
  }
  if (!current || !root.contains(current)) return backwards ? last : first;
  // Inside the dialog but on something Tab does not stop at: the nearest control in the
  // direction of travel, wrapping around at the ends.
  if (backwards) {
    const before = controls.filter(
      (control) => control.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return before[before.length - 1] ?? last;
  }
  return (
    controls.find((control) => control.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_PRECEDING) ?? first
  );
}

/**
 * Until the returned function is called, Tab and Shift+Tab cycle through the
 * visible controls of the dialog and never leave it. The dialog is the element
 * in `root` that matches `dialogSelector` (DocSearch's backdrop around it is
 * itself focusable, and belongs to the page as far as the visitor is
 * concerned), or `root` itself.
 */
export function trapFocus(root: HTMLElement, dialogSelector?: string): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const dialog = (dialogSelector && root.querySelector<HTMLElement>(dialogSelector)) || root;
    const controls = tabbableControls(dialog);
    if (controls.length === 0) {
      // Nothing to move to: focus stays where it is rather than going to the page.
      event.preventDefault();
      return;
    }
    const target = trappedTarget(controls, dialog, document.activeElement, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  document.addEventListener('keydown', onKeyDown, true);
  return () => document.removeEventListener('keydown', onKeyDown, true);
}
