/**
 * When the search dialog is built ahead: when the reader first acts on a loaded page,
 * never for a visit that does not act, and never for a reader who saves data.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engagementEvents, savesData, whenEngaged } from '@site/src/plugins/search-local/theme/whenEngaged';

type Listener = (event: Event) => void;

/** Just enough of a window: events to dispatch, a load to fire, idle callbacks to run, a connection to report. */
function fakeWindow(options: { readyState?: string; idle?: boolean; connection?: object } = {}) {
  const listeners = new Map<string, Listener[]>();
  const idleCallbacks = new Map<number, () => void>();
  let nextHandle = 1;
  const win = {
    document: { readyState: options.readyState ?? 'complete' },
    navigator: { connection: options.connection },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: Listener) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((other) => other !== listener),
      ),
    ...(options.idle !== false && {
      requestIdleCallback: (callback: () => void) => {
        idleCallbacks.set(nextHandle, callback);
        return nextHandle++;
      },
      cancelIdleCallback: (handle: number) => idleCallbacks.delete(handle),
    }),
  };
  const dispatch = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener({ type } as Event);
  };
  return {
    win: win as unknown as Window,
    dispatch,
    load: () => {
      win.document.readyState = 'complete';
      dispatch('load');
    },
    idle: () => {
      const callbacks = [...idleCallbacks.values()];
      idleCallbacks.clear();
      for (const callback of callbacks) callback();
    },
    listenerCount: () => engagementEvents.reduce((sum, type) => sum + (listeners.get(type)?.length ?? 0), 0),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('whenEngaged', () => {
  it('does nothing for a visit that never acts, however idle the page', () => {
    const page = fakeWindow();
    const task = vi.fn();
    whenEngaged(task, page.win);
    page.idle();
    page.load();
    page.idle();
    expect(task, 'a page audit or a crawler must not pay for search').not.toHaveBeenCalled();
  });

  it('after a pointer move, waits for an idle moment; then stops listening', () => {
    const page = fakeWindow();
    const task = vi.fn();
    whenEngaged(task, page.win);
    page.dispatch('pointermove');
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
    expect(page.listenerCount(), 'one activity is enough; the listeners go').toBe(0);
    page.dispatch('wheel');
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('after a key press, runs at once: it may be the Ctrl of Ctrl+K', () => {
    const page = fakeWindow();
    const task = vi.fn();
    whenEngaged(task, page.win);
    page.dispatch('keydown');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('activity before the page has loaded counts, once the load event has fired', () => {
    const page = fakeWindow({ readyState: 'loading' });
    const task = vi.fn();
    whenEngaged(task, page.win);
    page.dispatch('keydown');
    expect(task, 'nothing may run before the page has loaded').not.toHaveBeenCalled();
    page.load();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled, it never runs, whether it was waiting for activity, the load event or idle time', () => {
    const cases = [
      { steps: [], readyState: 'complete' },
      { steps: ['pointermove'], readyState: 'complete' },
      { steps: ['keydown'], readyState: 'loading' },
    ];
    for (const { steps, readyState } of cases) {
      const page = fakeWindow({ readyState });
      const task = vi.fn();
      const cancel = whenEngaged(task, page.win);
      for (const type of steps) page.dispatch(type);
      cancel();
      page.dispatch('keydown');
      page.load();
      page.idle();
      expect(task, `cancelled after ${JSON.stringify(steps)} on a page ${readyState}`).not.toHaveBeenCalled();
    }
  });

  it('without requestIdleCallback (Safari), runs a second after the activity', () => {
    vi.useFakeTimers();
    const page = fakeWindow({ idle: false });
    const task = vi.fn();
    whenEngaged(task, page.win);
    page.dispatch('pointerdown');
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a reader who saves data or is on a 2G connection', () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      const page = fakeWindow({ connection });
      const task = vi.fn();
      whenEngaged(task, page.win);
      page.dispatch('keydown');
      page.idle();
      expect(task, `connection ${JSON.stringify(connection)} should load nothing ahead`).not.toHaveBeenCalled();
    }
  });
});

describe('savesData', () => {
  it('is false on a fast connection or where the browser does not say', () => {
    expect(savesData({ connection: { effectiveType: '4g', saveData: false } } as unknown as Navigator)).toBe(false);
    expect(savesData({ connection: { effectiveType: '3g' } } as unknown as Navigator)).toBe(false);
    expect(savesData({} as Navigator)).toBe(false);
  });
});
