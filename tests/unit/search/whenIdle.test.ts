/**
 * When the search dialog is built ahead: after the page's load event, in an idle moment,
 * and never for a reader who saves data.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savesData, whenIdle } from '@site/src/plugins/search-local/theme/whenIdle';

type Listener = () => void;

/** Just enough of a window: a load event to fire, idle callbacks to run, a connection to report. */
function fakeWindow(options: { readyState?: string; idle?: boolean; connection?: object } = {}) {
  const listeners: Listener[] = [];
  const idleCallbacks = new Map<number, Listener>();
  let nextHandle = 1;
  const win = {
    document: { readyState: options.readyState ?? 'loading' },
    navigator: { connection: options.connection },
    addEventListener: (type: string, listener: Listener) => type === 'load' && listeners.push(listener),
    removeEventListener: (type: string, listener: Listener) => {
      const at = listeners.indexOf(listener);
      if (type === 'load' && at >= 0) listeners.splice(at, 1);
    },
    ...(options.idle !== false && {
      requestIdleCallback: (callback: Listener) => {
        idleCallbacks.set(nextHandle, callback);
        return nextHandle++;
      },
      cancelIdleCallback: (handle: number) => idleCallbacks.delete(handle),
    }),
  };
  return {
    win: win as unknown as Window,
    load: () => {
      win.document.readyState = 'complete';
      for (const listener of listeners.splice(0)) listener();
    },
    idle: () => {
      const callbacks = [...idleCallbacks.values()];
      idleCallbacks.clear();
      for (const callback of callbacks) callback();
    },
    pendingIdle: () => idleCallbacks.size,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the load event and then for an idle moment', () => {
    const page = fakeWindow();
    const task = vi.fn();
    whenIdle(task, page.win);
    page.idle();
    expect(task, 'nothing may run before the page has loaded').not.toHaveBeenCalled();
    page.load();
    expect(task, 'after the load event the task still waits for the browser to be idle').not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page that has loaded already, waits only for an idle moment', () => {
    const page = fakeWindow({ readyState: 'complete' });
    const task = vi.fn();
    whenIdle(task, page.win);
    expect(page.pendingIdle()).toBe(1);
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled, it never runs, whether it was waiting for the load event or for idle time', () => {
    const early = fakeWindow();
    const earlyTask = vi.fn();
    whenIdle(earlyTask, early.win)();
    early.load();
    early.idle();
    expect(earlyTask).not.toHaveBeenCalled();

    const late = fakeWindow({ readyState: 'complete' });
    const lateTask = vi.fn();
    whenIdle(lateTask, late.win)();
    late.idle();
    expect(lateTask).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari), runs a second after the load event', () => {
    vi.useFakeTimers();
    const page = fakeWindow({ readyState: 'complete', idle: false });
    const task = vi.fn();
    whenIdle(task, page.win);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a reader who saves data or is on a 2G connection', () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      const page = fakeWindow({ readyState: 'complete', connection });
      const task = vi.fn();
      whenIdle(task, page.win);
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
