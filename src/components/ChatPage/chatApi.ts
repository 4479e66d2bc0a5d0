/**
 * Loading a shared conversation from the PostgREST API (`GET {api}/chats?id=eq.<id>`):
 * id validation, the request with a timeout, and validation of the rows.
 * No React here; tests/unit/chatApi.test.ts covers it.
 */

/** One message of a conversation, as the page uses it. */
export type ChatMessage = {
  id: string;
  /** ISO timestamp as sent by the API. */
  createdAt: string;
  parentId: string | null;
  childrenIds: string[];
  isAi: boolean;
  content: string;
  viaApp: string | null;
  firstName: string | null;
  lastName: string | null;
  isPublic: boolean;
};

export type ChatLoadError = 'network' | 'timeout' | 'http' | 'invalid-response';

export type ChatLoadResult =
  | { kind: 'found'; messages: ChatMessage[] }
  | { kind: 'not-found' }
  | { kind: 'error'; reason: ChatLoadError; status?: number };

/** The part of `fetch` the loader needs, so tests can pass a stub. */
export type FetchLike = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>;

export const chatIdMaxLength = 64;
export const chatRequestTimeoutMs = 15_000;

const chatIdPattern = /^[A-Za-z0-9_-]+$/;

/** Ids are UUID-like tokens; anything else cannot be a conversation and is not sent to the API. */
export function isPlausibleChatId(id: string): boolean {
  return id.length > 0 && id.length <= chatIdMaxLength && chatIdPattern.test(id);
}

/** The API address for one conversation id. */
export function chatUrl(apiUrlPrefix: string, chatId: string): string {
  return `${apiUrlPrefix.replace(/\/+$/, '')}/chats?id=eq.${encodeURIComponent(chatId)}`;
}

/** The site path of a conversation. */
export function chatPath(chatId: string): string {
  return `/chats/${encodeURIComponent(chatId)}`;
}

type Row = Record<string, unknown>;

function isRecord(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Ids may come as strings or numbers; both become strings. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** One API row as a message, or null when a required field is missing or malformed. */
export function parseChatRow(row: unknown): ChatMessage | null {
  if (!isRecord(row)) return null;
  const id = idOf(row.id);
  const createdAt = row.created_at;
  if (id === null || typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
  if (typeof row.is_ai !== 'boolean') return null;
  if (typeof row.content !== 'string' && row.content !== null && row.content !== undefined) return null;
  const children = Array.isArray(row.children_ids) ? row.children_ids : [];
  return {
    id,
    createdAt,
    parentId: idOf(row.parent_id),
    childrenIds: children.map(idOf).filter((child): child is string => child !== null),
    isAi: row.is_ai,
    content: typeof row.content === 'string' ? row.content : '',
    viaApp: optionalText(row.via_app),
    firstName: optionalText(row.first_name),
    lastName: optionalText(row.last_name),
    // PostgREST only returns rows the visitor may read; an explicit `false` hides the message.
    isPublic: row.is_public !== false,
  };
}

/**
 * The API answer as a result: `[]` (or only non-public rows) is "not found";
 * anything that is not an array, or an array without a single valid row, is an invalid response.
 */
export function parseChatResponse(body: unknown): ChatLoadResult {
  if (!Array.isArray(body)) return { kind: 'error', reason: 'invalid-response' };
  if (body.length === 0) return { kind: 'not-found' };
  const messages = body.map(parseChatRow).filter((message): message is ChatMessage => message !== null);
  if (messages.length === 0) return { kind: 'error', reason: 'invalid-response' };
  const visible = messages.filter((message) => message.isPublic);
  if (visible.length === 0) return { kind: 'not-found' };
  visible.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return { kind: 'found', messages: visible };
}

/**
 * Loads a conversation. Never throws: failures come back as results. When the
 * caller's `signal` aborts (the page moved on), the result is an error the caller ignores.
 */
export async function loadChat(options: {
  apiUrlPrefix: string;
  chatId: string;
  fetchImpl: FetchLike;
  signal?: AbortSignal;
  timeoutMs?: number;
}): Promise<ChatLoadResult> {
  const { apiUrlPrefix, chatId, fetchImpl, signal, timeoutMs = chatRequestTimeoutMs } = options;
  if (!isPlausibleChatId(chatId)) return { kind: 'not-found' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort);
  try {
    const response = await fetchImpl(chatUrl(apiUrlPrefix, chatId), {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return { kind: 'error', reason: 'http', status: response.status };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return timedOut ? { kind: 'error', reason: 'timeout' } : { kind: 'error', reason: 'invalid-response' };
    }
    return parseChatResponse(body);
  } catch {
    return { kind: 'error', reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Where the reader can go from these messages: the parent of the first and the first child of the last. */
export function threadNeighbours(messages: readonly ChatMessage[]): { previous: string | null; next: string | null } {
  const shown = new Set(messages.map((message) => message.id));
  const first = messages[0];
  const last = messages[messages.length - 1];
  const usable = (id: string | null | undefined): string | null =>
    id !== null && id !== undefined && !shown.has(id) && isPlausibleChatId(id) ? id : null;
  return { previous: usable(first?.parentId), next: usable(last?.childrenIds[0]) };
}

/** The name shown above a message: the person's name when the API gives one, else the role. */
export function authorName(message: Pick<ChatMessage, 'firstName' | 'lastName' | 'isAi'>): string {
  const name = [message.firstName, message.lastName].filter(Boolean).join(' ');
  if (name !== '') return name;
  return message.isAi ? 'Assistant' : 'You';
}
