// @vitest-environment happy-dom
// Where the search dialog's focus trap sends focus on Tab and Shift+Tab (the browser test,
// tests/e2e/searchFocusTrap.spec.ts, presses the keys on every screen of the real dialog).
import { describe, expect, it } from 'vitest';
import { trappedTarget } from '@site/src/plugins/search-local/theme/focusTrap';

function dialog(): { root: HTMLElement; page: HTMLElement; controls: HTMLElement[]; note: HTMLElement } {
  document.body.innerHTML = `
    <a id="page" href="/">Skip to content</a>
    <div id="dialog">
      <input id="query">
      <p id="note" tabindex="-1">No results</p>
      <a id="suggestion" href="/docs/">Docs</a>
      <a id="all" href="/search">See all</a>
    </div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return {
    root: byId('dialog'),
    page: byId('page'),
    note: byId('note'),
    controls: [byId('query'), byId('suggestion'), byId('all')],
  };
}

describe('search dialog focus trap', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    const { root, controls } = dialog();
    const [first, , last] = controls;
    expect(trappedTarget(controls, root, last!, false)?.id, 'Tab from "See all" must go back to the query').toBe(
      'query',
    );
    expect(trappedTarget(controls, root, first!, true)?.id, 'Shift+Tab from the query must go to "See all"').toBe(
      'all',
    );
  });

  it('leaves moves between controls to the browser', () => {
    const { root, controls } = dialog();
    expect(trappedTarget(controls, root, controls[0]!, false)).toBeNull();
    expect(trappedTarget(controls, root, controls[2]!, true)).toBeNull();
  });

  it('brings focus from the page, or from nowhere, back into the dialog', () => {
    const { root, page, controls } = dialog();
    expect(trappedTarget(controls, root, page, false)?.id).toBe('query');
    expect(trappedTarget(controls, root, page, true)?.id).toBe('all');
    expect(trappedTarget(controls, root, null, false)?.id).toBe('query');
  });

  it('moves from a part of the dialog that Tab skips to the nearest control in that direction', () => {
    const { root, note, controls } = dialog();
    expect(trappedTarget(controls, root, note, false)?.id).toBe('suggestion');
    expect(trappedTarget(controls, root, note, true)?.id).toBe('query');
  });

  it('with a single control, keeps focus on it both ways', () => {
    const { root, controls } = dialog();
    const only = [controls[0]!];
    expect(trappedTarget(only, root, only[0]!, false)?.id).toBe('query');
    expect(trappedTarget(only, root, only[0]!, true)?.id).toBe('query');
  });
});
