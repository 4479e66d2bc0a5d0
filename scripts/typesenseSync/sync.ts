/**
 * Loads the documents of a build into Typesense without a gap in service:
 * a new collection is filled first and given the site's synonyms, then the
 * alias that browsers query (the configured collection name) moves to it,
 * then the old one is dropped.
 */
import { Client } from 'typesense';
import { searchSynonyms, type SynonymGroup } from '../../src/data/searchSynonyms';
import { typesenseSchema } from '../../src/plugins/search-local/engine/typesenseDocuments';

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
  replaced: string | null;
};

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { httpStatus?: number }).httpStatus === 404;
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

  let previous: string | null = null;
  try {
    previous = (await client.aliases(settings.alias).retrieve()).collection_name;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }

  const synonyms = typesenseSynonyms();
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const collection = `${settings.alias}-${stamp}`;
  await client.collections().create(typesenseSchema(collection));
  try {
    const results = await client
      .collections(collection)
      .documents()
      .import(
        lines.map((line) => JSON.parse(line) as Record<string, unknown>),
        { action: 'create', batch_size: 200 },
      );
    const failed = results.filter((result) => !result.success);
    if (failed.length > 0) throw new Error(`${failed.length} documents were refused: ${failed[0]?.error ?? ''}`);
    for (const { id, synonyms: words } of synonyms) {
      await client.collections(collection).synonyms().upsert(id, { synonyms: words });
    }
    await client.aliases().upsert(settings.alias, { collection_name: collection });
  } catch (error) {
    // Leave the live alias as it was and remove the half-filled collection.
    await client
      .collections(collection)
      .delete()
      .catch(() => undefined);
    throw error;
  }
  if (previous && previous !== collection) {
    await client
      .collections(previous)
      .delete()
      .catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      });
  }
  return { collection, documents: lines.length, synonyms: synonyms.length, replaced: previous };
}
