import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasSynonymSets, syncTypesenseCollection, typesenseSynonyms } from '@site/scripts/typesenseSync/sync';
import { searchSynonyms } from '@site/src/data/searchSynonyms';

/**
 * A stand-in for the parts of Typesense's HTTP API the sync uses (`/debug`,
 * collections, JSONL import, synonyms, aliases), keeping state the way the
 * server does. `state.version` picks the server it plays: 29 keeps synonyms
 * in each collection; 30 keeps them in top-level synonym sets that a
 * collection's schema names, and has no per-collection synonyms endpoints.
 */
type Synonym = { id: string; synonyms: string[] };
const state = {
  version: '29.0',
  /** When set, `GET /debug` answers with this status and message instead of the version. */
  debugFailure: null as { status: number; message: string } | null,
  collections: new Map<
    string,
    {
      schema: Record<string, unknown>;
      documents: Array<Record<string, unknown>>;
      synonyms: Map<string, Synonym>;
    }
  >(),
  synonymSets: new Map<string, Synonym[]>(),
  aliases: new Map<string, string>(),
  refuse: null as string | null,
  /** Requests whose path starts with this answer 401, as for a key without the actions they need. */
  forbid: null as string | null,
  keys: new Set<string>(),
  /** `METHOD /path` of every request, in order. */
  requests: [] as string[],
};

const playsTypesense30 = () => Number.parseInt(state.version, 10) >= 30;

function send(response: http.ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Typesense 30's check of one item of a synonym set: an error message, or null. */
function synonymError(synonym: unknown): string | null {
  if (typeof synonym !== 'object' || synonym === null || !('id' in synonym)) return 'Missing `id` field.';
  const { synonyms } = synonym as { synonyms?: unknown };
  if (!Array.isArray(synonyms) || synonyms.length === 0) return 'Could not find an array of `synonyms`';
  return null;
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
      state.requests.push(`${method} ${url.pathname}`);
      if (state.forbid && url.pathname.startsWith(state.forbid)) {
        return send(response, 401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });
      }
      if (method === 'GET' && url.pathname === '/debug') {
        if (state.debugFailure) {
          return send(response, state.debugFailure.status, { message: state.debugFailure.message });
        }
        return send(response, 200, { state: 1, version: state.version });
      }
      if (method === 'POST' && url.pathname === '/collections') {
        const schema = JSON.parse(raw) as { name: string; synonym_sets?: unknown };
        if (state.collections.has(schema.name)) {
          return send(response, 409, { message: `A collection with name \`${schema.name}\` already exists.` });
        }
        if (playsTypesense30()) {
          // Typesense 30 stores an empty list when the schema names no set.
          const sets = (schema.synonym_sets ??= []);
          if (!Array.isArray(sets)) {
            return send(response, 400, { message: '`synonym_sets` should be an array of synonym sets.' });
          }
          for (const name of sets) {
            if (typeof name !== 'string' || name === '') {
              return send(response, 400, { message: '`synonym_sets` should be an array of non-empty strings.' });
            }
            if (!state.synonymSets.has(name)) {
              return send(response, 404, { message: `Synonym set \`${name}\` not found.` });
            }
          }
        }
        state.collections.set(schema.name, { schema, documents: [], synonyms: new Map() });
        return send(response, 201, schema);
      }
      if (playsTypesense30() && parts[0] === 'synonym_sets' && parts.length === 2) {
        const name = decodeURIComponent(parts[1]!);
        if (method === 'PUT') {
          const { items } = JSON.parse(raw) as { items?: unknown };
          if (!Array.isArray(items)) return send(response, 400, { message: "Missing or invalid 'items' field" });
          for (const item of items) {
            const error = synonymError(item);
            if (error) return send(response, 400, { message: error });
          }
          // An upsert replaces the whole set.
          const stored = (items as Synonym[]).map(({ id, synonyms }) => ({ id, synonyms }));
          state.synonymSets.set(name, stored);
          return send(response, 200, { name, items: stored.map((item) => ({ ...item, root: '' })) });
        }
        if (method === 'GET') {
          const items = state.synonymSets.get(name);
          return items
            ? send(response, 200, { name, items: items.map((item) => ({ ...item, root: '' })) })
            : send(response, 404, { message: 'Synonym index not found' });
        }
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
      // Typesense 30 has no such route; the catch-all below answers 404 "Not Found".
      const collectionSynonym =
        !playsTypesense30() && parts[0] === 'collections' && parts[2] === 'synonyms' && parts.length === 4;
      if (method === 'PUT' && collectionSynonym) {
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
  state.version = '29.0';
  state.debugFailure = null;
  state.collections.clear();
  state.synonymSets.clear();
  state.aliases.clear();
  state.refuse = null;
  state.forbid = null;
  state.keys.clear();
  state.requests = [];
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

const groups = searchSynonyms.map((group) => [...group.words]);

describe.each(['29.0', '30.0'])('syncTypesenseCollection on Typesense %s', (version) => {
  beforeEach(() => {
    state.version = version;
  });

  it('fills a new collection and points the alias at it', async () => {
    const report = await syncTypesenseCollection(settings(), `${documents}\n`, new Date('2026-11-21T10:00:00Z'));
    expect(report).toMatchObject({
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
    expect(state.requests[0], 'the sync must ask the server its version before it changes anything').toBe('GET /debug');
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
    expect(state.aliases.get('docs-en'), 'a failed sync must not move the alias').toBe('docs-en-20261121100000');
    expect(
      [...state.collections.keys()],
      'a failed sync must delete the collection it created (the catch block in syncTypesenseCollection)',
    ).toEqual(['docs-en-20261121100000']);
  });

  it('says what is wrong when there is nothing to load', async () => {
    await expect(syncTypesenseCollection(settings(), '\n')).rejects.toThrow(/no documents to load/);
    expect(state.collections.size).toBe(0);
  });
});

describe('syncTypesenseCollection on Typesense 29 and earlier', () => {
  it('gives the new collection every synonym group of the offline engine, before browsers reach it', async () => {
    const report = await syncTypesenseCollection(settings(), documents, new Date('2026-11-21T10:00:00Z'));
    expect(report.synonymSet).toBeNull();
    const collection = state.collections.get(state.aliases.get('docs-en')!)!;
    expect(
      [...collection.synonyms.values()].map((entry) => entry.synonyms),
      'each group of src/data/searchSynonyms.ts must reach Typesense as one multi-way synonym',
    ).toEqual(groups);
    expect(
      collection.schema['synonym_sets'],
      'on Typesense 29 the schema must not name synonym sets; the collection holds its own synonyms',
    ).toBeUndefined();
    expect(
      state.requests.filter((request) => request.includes('/synonym_sets')),
      'Typesense 29 has no synonym sets: the sync must use /collections/<name>/synonyms when /debug reports 29',
    ).toEqual([]);
    const ids = typesenseSynonyms().map((entry) => entry.id);
    expect(new Set(ids).size, 'synonym ids must be unique, or a later group replaces an earlier one').toBe(ids.length);
    expect(ids.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
  });

  it('reads older version numbers too', () => {
    expect(hasSynonymSets('0.25.2')).toBe(false);
    expect(hasSynonymSets('29.0')).toBe(false);
    expect(hasSynonymSets('v29.0')).toBe(false);
  });
});

describe('syncTypesenseCollection on Typesense 30 and later', () => {
  beforeEach(() => {
    state.version = '30.0';
  });

  it('makes the new collection refer to one synonym set that holds every synonym group', async () => {
    const report = await syncTypesenseCollection(settings(), documents, new Date('2026-11-21T10:00:00Z'));
    expect(report.synonymSet).toBe('docs-en-synonyms');
    expect(state.aliases.get('docs-en'), 'the alias must move to the new collection').toBe('docs-en-20261121100000');
    const collection = state.collections.get('docs-en-20261121100000')!;
    expect(
      collection.schema['synonym_sets'],
      'on Typesense 30 the collection schema must name the site set in `synonym_sets` (synonymSetName(alias))',
    ).toEqual(['docs-en-synonyms']);
    expect(
      state.synonymSets.get('docs-en-synonyms')?.map((item) => item.synonyms),
      'the set must hold each group of src/data/searchSynonyms.ts as one multi-way item, in order',
    ).toEqual(groups);
    expect(state.synonymSets.get('docs-en-synonyms')).toEqual(typesenseSynonyms());
    expect(
      state.requests.filter((request) => /^\w+ \/collections\/[^/]+\/synonyms/.test(request)),
      'Typesense 30 answers 404 on /collections/<name>/synonyms: the sync must not call it when /debug reports 30',
    ).toEqual([]);
  });

  it('replaces the set whole on the next sync and keeps one set per alias', async () => {
    await syncTypesenseCollection(settings(), documents, new Date('2026-11-21T10:00:00Z'));
    state.synonymSets.set('docs-en-synonyms', [{ id: 'stale', synonyms: ['old', 'gone'] }]);
    await syncTypesenseCollection(settings(), documents, new Date('2026-11-22T10:00:00Z'));
    expect([...state.synonymSets.keys()]).toEqual(['docs-en-synonyms']);
    expect(
      state.synonymSets.get('docs-en-synonyms'),
      'each sync must upsert the whole set, so a group removed from searchSynonyms.ts leaves it',
    ).toEqual(typesenseSynonyms());
    expect(state.collections.get(state.aliases.get('docs-en')!)?.schema['synonym_sets']).toEqual(['docs-en-synonyms']);
  });

  it('creates nothing and leaves the alias when the server refuses the synonym set', async () => {
    await syncTypesenseCollection(settings(), documents, new Date('2026-11-21T10:00:00Z'));
    // As with a key made before 30: synonyms:* actions do not reach /synonym_sets.
    state.forbid = '/synonym_sets';
    await expect(syncTypesenseCollection(settings(), documents, new Date('2026-11-22T10:00:00Z'))).rejects.toThrow(
      /synonym set docs-en-synonyms.*HTTP code 401.*Forbidden/,
    );
    expect(state.aliases.get('docs-en')).toBe('docs-en-20261121100000');
    expect(
      [...state.collections.keys()],
      'the set is stored before the collection is created, so a refused set must leave no new collection',
    ).toEqual(['docs-en-20261121100000']);
  });

  it('reads the versions Typesense reports from 30 on', () => {
    expect(hasSynonymSets('30.0')).toBe(true);
    expect(hasSynonymSets('30.1')).toBe(true);
    expect(hasSynonymSets('v31.0')).toBe(true);
    expect(hasSynonymSets('30.0.rc12')).toBe(true);
    expect(hasSynonymSets('nightly')).toBe(true);
  });
});

describe('syncTypesenseCollection when the server version cannot be read', () => {
  it('names GET /debug and the server message when the request fails, and changes nothing', async () => {
    state.debugFailure = { status: 401, message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' };
    await expect(syncTypesenseCollection(settings(), documents)).rejects.toThrow(
      /GET \/debug.*HTTP code 401.*Forbidden - a valid `x-typesense-api-key` header must be sent/,
    );
    expect(state.collections.size, 'without a version the sync must stop before it creates anything').toBe(0);
    expect(state.synonymSets.size).toBe(0);
  });

  it('names the version it cannot read', async () => {
    state.version = 'custom-build';
    await expect(syncTypesenseCollection(settings(), documents)).rejects.toThrow(/"custom-build".*GET \/debug/);
    expect(state.collections.size).toBe(0);
  });
});
