/**
 * Loads the documents of a build into Typesense without a gap in service:
 * a new collection is filled first, then the alias that browsers query
 * (the configured collection name) moves to it, then the old one is dropped.
 */
import { Client } from 'typesense';
import { typesenseSchema } from '../../src/plugins/search-local/engine/typesenseDocuments';

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
  return { collection, documents: lines.length, replaced: previous };
}
