/**
 * Runs `task` once, when the reader first acts on a loaded page: at once for a key
 * press (it may be the start of Ctrl+K), in the browser's next idle moment for a
 * pointer move or press, a wheel turn or a touch (a second later where there is no
 * `requestIdleCallback`). Nothing runs for a reader who asked to save data or is on
 * a 2G connection, nor for a visit that never acts (a crawler, a page audit).
 * Returns a function that cancels it.
 */
type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Whether the browser reports Save-Data or a 2G connection (Chromium's Network Information API). */
export function savesData(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** What counts as the reader acting on the page. */
export const engagementEvents = ['keydown', 'pointermove', 'pointerdown', 'wheel', 'touchstart'] as const;

export function whenEngaged(task: () => void, win: Window = window): () => void {
  if (savesData(win.navigator)) return () => undefined;
  let done = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let afterLoad: (() => void) | undefined;
  const listening = { capture: true, passive: true } as const;
  const stopListening = () => {
    for (const type of engagementEvents) win.removeEventListener(type, onActivity, listening);
  };
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const schedule = (type: string) => {
    if (type === 'keydown') run();
    else if (typeof win.requestIdleCallback === 'function')
      idleHandle = win.requestIdleCallback(run, { timeout: 2000 });
    else timer = setTimeout(run, 1000);
  };
  function onActivity(event: Event) {
    stopListening();
    if (win.document.readyState === 'complete') schedule(event.type);
    else {
      afterLoad = () => schedule(event.type);
      win.addEventListener('load', afterLoad, { once: true });
    }
  }
  for (const type of engagementEvents) win.addEventListener(type, onActivity, listening);
  return () => {
    done = true;
    stopListening();
    if (afterLoad) win.removeEventListener('load', afterLoad);
    if (idleHandle !== undefined) win.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
