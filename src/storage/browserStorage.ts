/**
 * Access to localStorage that never throws: storage can be blocked (privacy
 * settings, sandboxed frames), full, or hold values written by other code.
 * Problems are reported once as console warnings and the caller gets `null`.
 */

const warned = new Set<string>();

function warnOnce(topic: string, message: string, error?: unknown): void {
  if (warned.has(topic)) return;
  warned.add(topic);
  console.warn(`[site storage] ${message}`, ...(error === undefined ? [] : [error]));
}

/** The page's localStorage, or null when the browser refuses access. */
export function getLocalStorage(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.localStorage;
  } catch (error) {
    warnOnce('unavailable', 'localStorage is not available; preferences will not be remembered.', error);
    return null;
  }
}

export function readItem(storage: Storage | null, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch (error) {
    warnOnce(`read:${key}`, `could not read "${key}".`, error);
    return null;
  }
}

/** Returns false when the value could not be stored (blocked or quota exceeded). */
export function writeItem(storage: Storage | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    warnOnce(`write:${key}`, `could not store "${key}".`, error);
    return false;
  }
}

export function removeItem(storage: Storage | null, key: string): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch (error) {
    warnOnce(`remove:${key}`, `could not remove "${key}".`, error);
  }
}

/**
 * Reads a JSON value and checks its shape. Invalid JSON or a value of the
 * wrong shape is treated as absent (and removed, so it does not linger).
 */
export function readJson<T>(storage: Storage | null, key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readItem(storage, key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warnOnce(`json:${key}`, `ignoring "${key}": it does not hold valid JSON.`);
    removeItem(storage, key);
    return null;
  }
  if (!isValid(parsed)) {
    warnOnce(`shape:${key}`, `ignoring "${key}": unexpected value.`);
    removeItem(storage, key);
    return null;
  }
  return parsed;
}

export function writeJson(storage: Storage | null, key: string, value: unknown): boolean {
  return writeItem(storage, key, JSON.stringify(value));
}

/** For tests: forget which warnings were already printed. */
export function resetStorageWarnings(): void {
  warned.clear();
}
