/**
 * npm run search:typesense-sync [-- build-dir]
 *
 * Loads the search documents of a build made with TYPESENSE_* set into the
 * Typesense server, under the alias TYPESENSE_COLLECTION_NAME. Needs
 * TYPESENSE_ADMIN_API_KEY, which must never reach the build itself.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { readSiteEnv } from '../src/config/siteEnv';
import { indexFolder } from '../src/plugins/search-local';
import { typesenseDocumentsFile } from '../src/search/typesenseDocuments';
import { syncTypesenseCollection } from './typesenseSync/sync';

async function main(): Promise<void> {
  const buildDir = process.argv[2] ?? 'build';
  const { search } = readSiteEnv(process.env);
  if (search.provider !== 'typesense') {
    throw new Error('Set TYPESENSE_HOST, TYPESENSE_SEARCH_API_KEY and TYPESENSE_COLLECTION_NAME as for the build.');
  }
  const adminApiKey = process.env['TYPESENSE_ADMIN_API_KEY']?.trim();
  if (!adminApiKey) throw new Error('Set TYPESENSE_ADMIN_API_KEY: a key that may create collections and aliases.');
  const file = path.join(buildDir, indexFolder, typesenseDocumentsFile);
  let documents: string;
  try {
    documents = await fs.readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the site with TYPESENSE_* set first (npm run build).`);
  }
  const started = Date.now();
  const report = await syncTypesenseCollection(
    {
      host: search.host,
      port: search.port,
      protocol: search.protocol,
      path: search.path,
      adminApiKey,
      alias: search.collectionName,
    },
    documents,
  );
  console.log(
    `Loaded ${report.documents} documents into ${report.collection} in ${Date.now() - started} ms; ` +
      `${search.collectionName} now points to it${report.replaced ? ` (replaced ${report.replaced})` : ''}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
