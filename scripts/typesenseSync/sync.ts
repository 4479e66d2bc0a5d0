/**
 * Loads the documents of a build into Typesense without a gap in service:
 * a new collection is filled first and given the site's synonyms, then the
 * alias that browsers query (the configured collection name) moves to it,
 * then the old one is dropped.
 *
 * Typesense 30 moved synonyms out of collections into named synonym sets that
 * a collection's schema refers to; the per-collection synonyms endpoints of 29
 * and earlier are gone. The server's version (`GET /debug`) picks the way.
 */
import { Client } from 'typesense';
import { searchSynonyms, type SynonymGroup } from '../../src/data/searchSynonyms';
import {
  typesenseSchema,
  type TypesenseCollectionSchema,
} from '../../src/plugins/search-local/engine/typesenseDocuments';

/**
 * The offline engine's synonym groups as Typesense multi-way synonyms, one per group, so a
 * reader's words reach the same pages in both modes. Ids are stable for a given group.
 */
export function typesenseSynonyms(
  groups: readonly SynonymGroup[] = searchSynonyms,
): Array<{ id: string; synonyms: string[] }> {
  return groups.map((group, index) => ({
    id: `site-${String(index + 1).padStart(3, '0')}-${group.words[0]!.replace(/[^a-z0-9]+/g, '-')}`,
    synonyms: [...group.words],
  }));
}

export type TypesenseAdminSettings = {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  path: string;
  adminApiKey: string;
  /** The name browsers query: an alias to the collection of the latest sync. */
  alias: string;
};

export type SyncReport = {
  collection: string;
  documents: number;
  /** Synonym groups given to the collection. */
  synonyms: number;
  /** The synonym set the collection refers to (Typesense 30 and later), or null when it holds its own synonyms. */
  synonymSet: string | null;
  replaced: string | null;
};

/** The first Typesense version that keeps synonyms in synonym sets. */
const firstSynonymSetsVersion = 30;

/** The site's synonym set on Typesense 30 and later: one per alias, replaced whole by every sync. */
export function synonymSetName(alias: string): string {
  return `${alias}-synonyms`;
}

/**
 * Whether a server of this version (`version` of `GET /debug`, e.g. "29.0" or
 * "30.1") keeps synonyms in synonym sets. Nightly builds come from the main
 * branch, which has them.
 */
export function hasSynonymSets(version: string): boolean {
  const trimmed = version.trim();
  if (trimmed === 'nightly') return true;
  const major = /^v?(\d+)(?:\.|$)/.exec(trimmed)?.[1];
  if (major === undefined) {
    throw new Error(
      `Typesense reports its version as "${version}" (GET /debug); the sync reads a version such as "29.0" or "30.1" ` +
        'to choose between collection synonyms (29 and earlier) and synonym sets (30 and later).',
    );
  }
  return Number(major) >= firstSynonymSetsVersion;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { httpStatus?: number }).httpStatus === 404;
}

/** Runs one request of the sync; a failure names the step and keeps the client's message, which carries the server's. */
async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`Typesense sync could not ${what}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

export async function syncTypesenseCollection(
  settings: TypesenseAdminSettings,
  documentsJsonl: string,
  now: Date = new Date(),
): Promise<SyncReport> {
  const lines = documentsJsonl.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) throw new Error('There are no documents to load; was the site built with TYPESENSE_* set?');
  const client = new Client({
    apiKey: settings.adminApiKey,
    nodes: [{ host: settings.host, port: settings.port, protocol: settings.protocol, path: settings.path }],
    connectionTimeoutSeconds: 30,
    numRetries: 2,
    logLevel: 'warn',
  });

  const { version } = await step('read the server version (GET /debug)', () => client.debug.retrieve());
  if (typeof version !== 'string') {
    throw new Error(`Typesense sync could not read the server version: GET /debug answered without a "version".`);
  }
  const synonymSets = hasSynonymSets(version);

  const previous = await step(`read the alias ${settings.alias}`, () =>
    client
      .aliases(settings.alias)
      .retrieve()
      .then(
        (alias) => alias.collection_name,
        (error: unknown) => {
          // The first sync: there is no alias yet.
          if (isNotFound(error)) return null;
          throw error;
        },
      ),
  );

  const synonyms = typesenseSynonyms();
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const collection = `${settings.alias}-${stamp}`;
  const synonymSet = synonymSets ? synonymSetName(settings.alias) : null;
  if (synonymSet) {
    // Before the collection, which must name an existing set. The set is replaced
    // whole, so groups removed from searchSynonyms.ts leave it too. The live
    // collection refers to the same set, so it uses the new groups from here on,
    // whether or not the rest of the sync succeeds.
    await step(`store the synonym set ${synonymSet} (PUT /synonym_sets/${synonymSet})`, () =>
      client.apiCall.put(`/synonym_sets/${encodeURIComponent(synonymSet)}`, { items: synonyms }),
    );
  }
  const schema: TypesenseCollectionSchema & { synonym_sets?: string[] } = {
    ...typesenseSchema(collection),
    ...(synonymSet && { synonym_sets: [synonymSet] }),
  };
  await step(`create the collection ${collection}`, () => client.collections().create(schema));
  try {
    const results = await step(`import the documents into ${collection}`, () =>
      client
        .collections(collection)
        .documents()
        .import(
          lines.map((line) => JSON.parse(line) as Record<string, unknown>),
          { action: 'create', batch_size: 200 },
        ),
    );
    const failed = results.filter((result) => !result.success);
    if (failed.length > 0) throw new Error(`${failed.length} documents were refused: ${failed[0]?.error ?? ''}`);
    if (!synonymSet) {
      for (const { id, synonyms: words } of synonyms) {
        await step(`store the synonym ${id} in ${collection}`, () =>
          client.collections(collection).synonyms().upsert(id, { synonyms: words }),
        );
      }
    }
    await step(`point the alias ${settings.alias} at ${collection}`, () =>
      client.aliases().upsert(settings.alias, { collection_name: collection }),
    );
  } catch (error) {
    // Leave the live alias as it was and remove the half-filled collection.
    await client
      .collections(collection)
      .delete()
      .catch(() => undefined);
    throw error;
  }
  if (previous && previous !== collection) {
    await step(`drop the replaced collection ${previous}`, () =>
      client
        .collections(previous)
        .delete()
        .catch((error: unknown) => {
          if (!isNotFound(error)) throw error;
        }),
    );
  }
  return { collection, documents: lines.length, synonyms: synonyms.length, synonymSet, replaced: previous };
}
