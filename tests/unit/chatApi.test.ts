import { describe, expect, it, vi } from 'vitest';
import {
  authorName,
  chatPath,
  chatUrl,
  isPlausibleChatId,
  loadChat,
  parseChatResponse,
  parseChatRow,
  threadNeighbours,
  type ChatMessage,
  type FetchLike,
} from '@site/src/components/ChatPage/chatApi';

const api = 'https://postgres.ai/api/general';

function row(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'b1c2d3',
    created_at: '2025-03-04T10:00:00+00:00',
    parent_id: null,
    children_ids: [],
    is_ai: false,
    content: 'How do I find unused indexes?',
    via_app: null,
    first_name: null,
    last_name: null,
    is_public: true,
    ...overrides,
  };
}

function answering(status: number, body: unknown): FetchLike & ReturnType<typeof vi.fn> {
  return vi.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));
}

describe('chat ids', () => {
  it.each(['abc', 'a1-B2_c3', '0f8e6a4c-1d2b-4c3a-9e8f-7a6b5c4d3e2f', 'x'.repeat(64)])('accepts %s', (id) => {
    expect(isPlausibleChatId(id)).toBe(true);
  });

  it.each(['', ':chatId', 'a/b', 'a b', 'a%20b', '../x', 'x'.repeat(65), 'id?x=1', 'дом'])('rejects "%s"', (id) => {
    expect(isPlausibleChatId(id)).toBe(false);
  });

  it('builds the PostgREST query with an encoded id', () => {
    expect(chatUrl(api, 'abc-1')).toBe(`${api}/chats?id=eq.abc-1`);
    expect(chatUrl(`${api}/`, 'a&b')).toBe(`${api}/chats?id=eq.a%26b`);
    expect(chatPath('abc_1')).toBe('/chats/abc_1');
  });
});

describe('rows', () => {
  it('maps a complete row', () => {
    expect(
      parseChatRow(
        row({ id: 42, parent_id: 41, children_ids: [43, '44'], via_app: 'slack', first_name: ' Ann ', is_ai: true }),
      ),
    ).toEqual({
      id: '42',
      createdAt: '2025-03-04T10:00:00+00:00',
      parentId: '41',
      childrenIds: ['43', '44'],
      isAi: true,
      content: 'How do I find unused indexes?',
      viaApp: 'slack',
      firstName: 'Ann',
      lastName: null,
      isPublic: true,
    } satisfies ChatMessage);
  });

  it('treats missing optional fields as empty', () => {
    const message = parseChatRow({ id: 'a', created_at: '2025-01-01T00:00:00Z', is_ai: true, content: null });
    expect(message).toMatchObject({ parentId: null, childrenIds: [], content: '', viaApp: null, isPublic: true });
  });

  it.each([
    ['not an object', 'text'],
    ['an array', []],
    ['no id', row({ id: undefined })],
    ['an empty id', row({ id: ' ' })],
    ['a bad date', row({ created_at: 'yesterday' })],
    ['no is_ai', row({ is_ai: 'yes' })],
    ['content of the wrong type', row({ content: 5 })],
  ])('rejects a row with %s', (_name, value) => {
    expect(parseChatRow(value)).toBeNull();
  });
});

describe('responses', () => {
  it('an empty array is "not found"', () => {
    expect(parseChatResponse([])).toEqual({ kind: 'not-found' });
  });

  it('rows marked not public are hidden, and a conversation of only those is "not found"', () => {
    expect(parseChatResponse([row({ is_public: false })])).toEqual({ kind: 'not-found' });
    const result = parseChatResponse([row({ id: 'a' }), row({ id: 'b', is_public: false })]);
    expect(result.kind === 'found' && result.messages.map((m) => m.id)).toEqual(['a']);
  });

  it('sorts messages by time and skips invalid rows', () => {
    const result = parseChatResponse([
      row({ id: 'late', created_at: '2025-03-04T12:00:00Z' }),
      { nonsense: true },
      row({ id: 'early', created_at: '2025-03-04T09:00:00Z' }),
    ]);
    expect(result.kind === 'found' && result.messages.map((m) => m.id)).toEqual(['early', 'late']);
  });

  it.each([
    ['an object', { message: 'x' }],
    ['null', null],
    ['only invalid rows', [{ id: 'a' }]],
  ])('%s is an invalid response', (_name, body) => {
    expect(parseChatResponse(body)).toEqual({ kind: 'error', reason: 'invalid-response' });
  });
});

describe('loadChat', () => {
  it('requests the conversation and returns its messages', async () => {
    const fetchImpl = answering(200, [row()]);
    const result = await loadChat({ apiUrlPrefix: api, chatId: 'b1c2d3', fetchImpl });
    expect(fetchImpl).toHaveBeenCalledWith(
      `${api}/chats?id=eq.b1c2d3`,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(result.kind).toBe('found');
  });

  it('does not send a request for an implausible id', async () => {
    const fetchImpl = answering(200, [row()]);
    await expect(loadChat({ apiUrlPrefix: api, chatId: '../etc', fetchImpl })).resolves.toEqual({ kind: 'not-found' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reports HTTP errors with their status', async () => {
    await expect(loadChat({ apiUrlPrefix: api, chatId: 'a', fetchImpl: answering(503, {}) })).resolves.toEqual({
      kind: 'error',
      reason: 'http',
      status: 503,
    });
  });

  it('reports network failures', async () => {
    const fetchImpl: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadChat({ apiUrlPrefix: api, chatId: 'a', fetchImpl })).resolves.toEqual({
      kind: 'error',
      reason: 'network',
    });
  });

  it('reports a body that is not JSON as an invalid response', async () => {
    const fetchImpl: FetchLike = async () => ({
      ok: true,
      status: 200,
      json: async () => {
        throw new SyntaxError('Unexpected token <');
      },
    });
    await expect(loadChat({ apiUrlPrefix: api, chatId: 'a', fetchImpl })).resolves.toEqual({
      kind: 'error',
      reason: 'invalid-response',
    });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl: FetchLike = (_url, { signal }) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
      const pending = loadChat({ apiUrlPrefix: api, chatId: 'a', fetchImpl, timeoutMs: 5_000 });
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(pending).resolves.toEqual({ kind: 'error', reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('aborts the request when the caller aborts', async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const fetchImpl: FetchLike = (_url, { signal }) => {
      seen = signal;
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    };
    const pending = loadChat({ apiUrlPrefix: api, chatId: 'a', fetchImpl, signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ kind: 'error', reason: 'network' });
    expect(seen?.aborted).toBe(true);
  });
});

describe('thread links and authors', () => {
  const message = (id: string, parentId: string | null, childrenIds: string[]) =>
    parseChatRow(row({ id, parent_id: parentId, children_ids: childrenIds })) as ChatMessage;

  it('links to the parent of the first and the first child of the last message', () => {
    expect(threadNeighbours([message('b', 'a', ['c', 'x']), message('c', 'b', ['d'])])).toEqual({
      previous: 'a',
      next: 'd',
    });
  });

  it('has no links at the ends of a thread or to implausible ids', () => {
    expect(threadNeighbours([message('a', null, [])])).toEqual({ previous: null, next: null });
    expect(threadNeighbours([message('a', 'x/y', ['../z'])])).toEqual({ previous: null, next: null });
  });

  it('names the author, falling back to the role', () => {
    expect(authorName({ firstName: 'Ann', lastName: 'Lee', isAi: false })).toBe('Ann Lee');
    expect(authorName({ firstName: null, lastName: 'Lee', isAi: false })).toBe('Lee');
    expect(authorName({ firstName: null, lastName: null, isAi: false })).toBe('You');
    expect(authorName({ firstName: null, lastName: null, isAi: true })).toBe('Assistant');
  });
});
