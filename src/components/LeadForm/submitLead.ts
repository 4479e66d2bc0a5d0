/**
 * Sends a lead form as JSON. Plain functions without React so they are
 * unit-tested on their own. The outcome is a value, never a thrown error, so
 * the form can always show the visitor what happened and keep their input.
 */

export type SubmitOutcome =
  | { kind: 'sent' }
  /** The deployment has no endpoint for this form; nothing was sent. */
  | { kind: 'not-connected' }
  | { kind: 'failed'; reason: 'http'; status: number; serverMessage?: string }
  | { kind: 'failed'; reason: 'network' | 'timeout' };

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type SubmitLeadOptions = {
  /** Absolute URL to POST to; an empty string means "not connected". */
  endpoint: string;
  payload: unknown;
  /** Give up after this many milliseconds (the request is aborted). */
  timeoutMs?: number;
  /** Injected in tests; the browser's `fetch` otherwise. */
  fetchImpl?: FetchLike;
};

export const defaultSubmitTimeoutMs = 15_000;

/** Longest server explanation shown to the visitor. */
const maxServerMessageLength = 300;

class TimeoutError extends Error {
  constructor() {
    super('timeout');
    this.name = 'TimeoutError';
  }
}

/** The `message` of a JSON error body such as `{ "message": "duplicate e-mail" }`, if any. */
export async function readServerMessage(response: Response): Promise<string | undefined> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  const text = message.trim();
  return text.length > maxServerMessageLength ? `${text.slice(0, maxServerMessageLength - 1)}…` : text;
}

export async function submitLead({
  endpoint,
  payload,
  timeoutMs = defaultSubmitTimeoutMs,
  fetchImpl,
}: SubmitLeadOptions): Promise<SubmitOutcome> {
  if (endpoint.trim() === '') return { kind: 'not-connected' };
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Rejects when the time is up, whether or not the fetch honours the abort signal.
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError());
    }, timeoutMs);
  });
  const attempt = async (): Promise<SubmitOutcome> => {
    const response = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (response.ok) return { kind: 'sent' };
    const serverMessage = await readServerMessage(response);
    return serverMessage === undefined
      ? { kind: 'failed', reason: 'http', status: response.status }
      : { kind: 'failed', reason: 'http', status: response.status, serverMessage };
  };
  const attempted = attempt();
  // After a timeout the aborted fetch still rejects; nobody waits for it any more.
  attempted.catch(() => undefined);
  try {
    return await Promise.race([attempted, deadline]);
  } catch (error) {
    if (error instanceof TimeoutError || controller.signal.aborted) return { kind: 'failed', reason: 'timeout' };
    return { kind: 'failed', reason: 'network' };
  } finally {
    clearTimeout(timer);
  }
}
