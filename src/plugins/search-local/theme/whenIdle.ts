/**
 * Runs `task` once the page has loaded and the browser has an idle moment (a
 * second after the load event where there is no `requestIdleCallback`), unless
 * the reader asked to save data or is on a 2G connection. Returns a function
 * that cancels it.
 */
type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Whether the browser reports Save-Data or a 2G connection (Chromium's Network Information API). */
export function savesData(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

export function whenIdle(task: () => void, win: Window = window): () => void {
  if (savesData(win.navigator)) return () => undefined;
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') idleHandle = win.requestIdleCallback(run, { timeout: 5000 });
    else timer = setTimeout(run, 1000);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    if (idleHandle !== undefined) win.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
