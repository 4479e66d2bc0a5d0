import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncTypesenseCollection, typesenseSynonyms } from '@site/scripts/typesenseSync/sync';
import { searchSynonyms } from '@site/src/data/searchSynonyms';

/**
 * A stand-in for the parts of Typesense's HTTP API the sync uses (collections,
 * JSONL import, aliases), keeping state the way the server does.
 */
const state = {
  collections: new Map<
    string,
    {
      schema: Record<string, unknown>;
      documents: Array<Record<string, unknown>>;
      synonyms: Map<string, { id: string; synonyms: string[] }>;
    }
  >(),
  aliases: new Map<string, string>(),
  refuse: null as string | null,
  keys: new Set<string>(),
};

function send(response: http.ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      state.keys.add(String(request.headers['x-typesense-api-key']));
      const url = new URL(request.url ?? '/', 'http://x');
      const parts = url.pathname.split('/').filter(Boolean);
      const method = request.method;
      if (method === 'POST' && url.pathname === '/collections') {
        const schema = JSON.parse(raw) as { name: string };
        if (state.collections.has(schema.name)) return send(response, 409, { message: 'exists' });
        state.collections.set(schema.name, { schema, documents: [], synonyms: new Map() });
        return send(response, 201, schema);
      }
      if (method === 'POST' && parts[0] === 'collections' && parts[2] === 'documents' && parts[3] === 'import') {
        const collection = state.collections.get(parts[1]!);
        if (!collection) return send(response, 404, { message: 'Not found.' });
        const results = raw.split('\n').map((line) => {
          const document = JSON.parse(line) as Record<string, unknown>;
          if (state.refuse && document['id'] === state.refuse) {
            return JSON.stringify({ success: false, error: 'Field `type` must be a string.' });
          }
          collection.documents.push(document);
          return JSON.stringify({ success: true });
        });
        return send(response, 200, results.join('\n'), 'text/plain');
      }
      if (method === 'PUT' && parts[0] === 'collections' && parts[2] === 'synonyms' && parts.length === 4) {
        const collection = state.collections.get(parts[1]!);
        if (!collection) return send(response, 404, { message: 'Not found.' });
        const { synonyms } = JSON.parse(raw) as { synonyms?: unknown };
        if (!Array.isArray(synonyms) || synonyms.length < 2) {
          return send(response, 400, { message: 'Could not find a valid string array of `synonyms`' });
        }
        const id = decodeURIComponent(parts[3]!);
        collection.synonyms.set(id, { id, synonyms: synonyms as string[] });
        return send(response, 200, { id, synonyms });
      }
      if (parts[0] === 'collections' && parts.length === 2 && method === 'DELETE') {
        if (!state.collections.delete(parts[1]!)) return send(response, 404, { message: 'Not found.' });
        return send(response, 200, { name: parts[1] });
      }
      if (parts[0] === 'aliases' && parts.length === 2) {
        const name = parts[1]!;
        if (method === 'GET') {
          const target = state.aliases.get(name);
          return target
            ? send(response, 200, { name, collection_name: target })
            : send(response, 404, { message: 'Not Found' });
        }
        if (method === 'PUT') {
          const { collection_name } = JSON.parse(raw) as { collection_name: string };
          if (!state.collections.has(collection_name)) return send(response, 404, { message: 'Not found.' });
          state.aliases.set(name, collection_name);
          return send(response, 200, { name, collection_name });
        }
      }
      return send(response, 404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  state.collections.clear();
  state.aliases.clear();
  state.refuse = null;
  state.keys.clear();
});

const settings = () => ({
  host: '127.0.0.1',
  port,
  protocol: 'http' as const,
  path: '',
  adminApiKey: 'admin-key',
  alias: 'docs-en',
});

const documents = [
  { id: '/docs/#0', url: '/docs/', type: 'lvl1', hierarchy: { lvl0: 'Docs', lvl1: 'Intro' } },
  { id: '/docs/#1', url: '/docs/#a', type: 'content', hierarchy: { lvl0: 'Docs', lvl1: 'Intro' }, content: 'Text' },
]
  .map((document) => JSON.stringify(document))
  .join('\n');

describe('syncTypesenseCollection', () => {
  it('fills a new collection and points the alias at it', async () => {
    const report = await syncTypesenseCollection(settings(), `${documents}\n`, new Date('2026-11-21T10:00:00Z'));
    expect(report).toEqual({
      collection: 'docs-en-20261121100000',
      documents: 2,
      synonyms: searchSynonyms.length,
      replaced: null,
    });
    expect(state.aliases.get('docs-en')).toBe('docs-en-20261121100000');
    const collection = state.collections.get('docs-en-20261121100000')!;
    expect(collection.documents.map((document) => document['id'])).toEqual(['/docs/#0', '/docs/#1']);
    expect(collection.schema).toMatchObject({ enable_nested_fields: true, default_sorting_field: 'item_priority' });
    expect([...state.keys]).toEqual(['admin-key']);
  });

  it('moves the alias on the next sync and drops the collection it replaced', async () => {
    await syncTypesenseCollection(settings(), documents, new Date('2026-11-21T10:00:00Z'));
    const report = await syncTypesenseCollection(settings(), documents, new Date('2026-11-22T10:00:00Z'));
    expect(report.replaced).toBe('docs-en-20261121100000');
    expect(state.aliases.get('docs-en')).toBe('docs-en-20261122100000');
    expect([...state.collections.keys()]).toEqual(['docs-en-20261122100000']);
  });

  it('keeps the live collection and removes the new one when a document is refused', async () => {
    await syncTypesenseCollection(settings(), documents, new Date('2026-11-21T10:00:00Z'));
    state.refuse = '/docs/#1';
    await expect(syncTypesenseCollection(settings(), documents, new Date('2026-11-22T10:00:00Z'))).rejects.toThrow(
      /1 documents failed during import|refused/,
    );
    expect(state.aliases.get('docs-en')).toBe('docs-en-20261121100000');
    expect([...state.collections.keys()]).toEqual(['docs-en-20261121100000']);
  });

  it('says what is wrong when there is nothing to load', async () => {
    await expect(syncTypesenseCollection(settings(), '\n')).rejects.toThrow(/no documents to load/);
    expect(state.collections.size).toBe(0);
  });

  it('gives the new collection every synonym group of the offline engine, before browsers reach it', async () => {
    await syncTypesenseCollection(settings(), documents, new Date('2026-11-21T10:00:00Z'));
    const stored = state.collections.get(state.aliases.get('docs-en')!)!.synonyms;
    expect(
      [...stored.values()].map((entry) => entry.synonyms),
      'each group of src/data/searchSynonyms.ts must reach Typesense as one multi-way synonym',
    ).toEqual(searchSynonyms.map((group) => [...group.words]));
    const ids = typesenseSynonyms().map((entry) => entry.id);
    expect(new Set(ids).size, 'synonym ids must be unique, or a later group replaces an earlier one').toBe(ids.length);
    expect(ids.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
  });
});
