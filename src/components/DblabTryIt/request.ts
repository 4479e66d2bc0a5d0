/**
 * The parts of the "Try it" panel that do not touch the page: building the
 * request from the form, keeping the base URL and token for the tab, reading
 * the answer and telling what went wrong. Kept apart from the React code so
 * unit tests can check them without a browser.
 */
import type { TryItOperation } from './types';

export const defaultBaseUrl = 'http://localhost:2345';
export const storageKey = 'dblab-try-it';
/** Response headers worth showing; others are noise, and CORS hides most anyway. */
export const headersOfInterest = ['content-type', 'content-length', 'date', 'location', 'retry-after'] as const;

export type Saved = { baseUrl: string; token: string };

/** The base URL and token saved for this tab, or defaults when nothing (or something unreadable) is saved. */
export function readSaved(storage: Pick<Storage, 'getItem'> | undefined): Saved {
  const fallback: Saved = { baseUrl: defaultBaseUrl, token: '' };
  let raw: string | null = null;
  try {
    raw = storage?.getItem(storageKey) ?? null;
  } catch {
    return fallback;
  }
  if (!raw) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return fallback;
    const { baseUrl, token } = value as Record<string, unknown>;
    return {
      baseUrl: typeof baseUrl === 'string' && baseUrl.trim() !== '' ? baseUrl : defaultBaseUrl,
      token: typeof token === 'string' ? token : '',
    };
  } catch {
    return fallback;
  }
}

/** Saves the base URL and token for this tab; a full or refused storage only means nothing is kept. */
export function writeSaved(storage: Pick<Storage, 'setItem'> | undefined, saved: Saved): void {
  try {
    storage?.setItem(storageKey, JSON.stringify(saved));
  } catch {
    // Private modes and full quotas refuse writes: the form still works for this page.
  }
}

export type FormValues = {
  baseUrl: string;
  token: string;
  params: Readonly<Record<string, string>>;
  body: string;
};

export type BuiltRequest = { url: string; init: RequestInit };

export type Problem =
  | { kind: 'baseUrl' }
  | { kind: 'mixedContent'; url: string }
  | { kind: 'missingParam'; name: string }
  | { kind: 'bodyJson'; detail: string };

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The request the form describes, or the problem that stops it before anything is sent.
 * `pageProtocol` is the protocol of the page: an https page cannot call a plain-http host
 * other than this machine (the browser blocks mixed content).
 */
export function buildRequest(
  op: TryItOperation,
  values: FormValues,
  pageProtocol: string,
): { request: BuiltRequest } | { problem: Problem } {
  let base: URL;
  try {
    base = new URL(values.baseUrl.trim());
  } catch {
    return { problem: { kind: 'baseUrl' } };
  }
  if ((base.protocol !== 'http:' && base.protocol !== 'https:') || base.search || base.hash) {
    return { problem: { kind: 'baseUrl' } };
  }
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const value = (values.params[p.name] ?? '').trim();
    if (value === '') {
      if (p.required) return { problem: { kind: 'missingParam', name: p.name } };
      continue;
    }
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else query.set(p.name, value);
  }
  const search = query.toString();
  const url = `${base.origin}${base.pathname.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
  if (pageProtocol === 'https:' && base.protocol === 'http:' && !loopbackHosts.has(base.hostname)) {
    return { problem: { kind: 'mixedContent', url } };
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (values.token !== '') headers['Verification-Token'] = values.token;
  const init: RequestInit = {
    method: op.method.toUpperCase(),
    headers,
    // Nothing of this site goes with the request: no cookies, no referrer.
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    cache: 'no-store',
    redirect: 'follow',
  };
  if (op.exampleBody !== undefined && values.body.trim() !== '') {
    try {
      JSON.parse(values.body);
    } catch (error) {
      return { problem: { kind: 'bodyJson', detail: error instanceof Error ? error.message : String(error) } };
    }
    headers['Content-Type'] = 'application/json';
    init.body = values.body;
  }
  return { request: { url, init } };
}

export type Answer = {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  /** Pretty JSON, or the text as it came. */
  body: string;
  /** Set when the answer says it is JSON but does not parse. */
  invalidJson?: string;
  /** The `message` of the engine's Error object (or the `detail` of a problem+json answer), when there is one. */
  message?: string;
};

/** The engine's Error objects say what went wrong in `message`; RFC 9457 problem answers, in `detail` or `title`. */
function errorMessage(parsed: unknown): string | undefined {
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const fields = parsed as Record<string, unknown>;
  for (const key of ['message', 'detail', 'title']) {
    if (typeof fields[key] === 'string' && fields[key] !== '') return fields[key];
  }
  return undefined;
}

/** Reads a fetch Response into what the panel shows. */
export async function readAnswer(response: Response): Promise<Answer> {
  const headers = headersOfInterest.flatMap((name): Array<[string, string]> => {
    const value = response.headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  const text = await response.text();
  const answer: Answer = { status: response.status, statusText: response.statusText, headers, body: text };
  const type = response.headers.get('content-type') ?? '';
  if (/[/+]json\b/i.test(type) && text.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(text);
      answer.body = JSON.stringify(parsed, null, 2);
      answer.message = errorMessage(parsed);
    } catch (error) {
      answer.invalidJson = error instanceof Error ? error.message : String(error);
    }
  }
  return answer;
}

export type StatusKind = 'success' | 'unauthorized' | 'notFound' | 'invalid' | 'client' | 'server';

export function statusKind(status: number): StatusKind {
  if (status < 400) return 'success';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 400 || status === 422) return 'invalid';
  if (status >= 500) return 'server';
  return 'client';
}
