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
import { typesenseDocumentsFile } from '../src/plugins/search-local/engine/typesenseDocuments';
import { syncTypesenseCollection } from './typesenseSync/sync';

/** The Typesense documents of the default locale's build and of every other locale built inside it. */
async function localeDocumentFiles(buildDir: string): Promise<string[]> {
  const candidates = [path.join(buildDir, indexFolder, typesenseDocumentsFile)];
  for (const entry of await fs.readdir(buildDir, { withFileTypes: true })) {
    if (entry.isDirectory()) candidates.push(path.join(buildDir, entry.name, indexFolder, typesenseDocumentsFile));
  }
  const existing = await Promise.all(
    candidates.map((file) =>
      fs.access(file).then(
        () => file,
        () => null,
      ),
    ),
  );
  return existing.filter((file): file is string => file !== null);
}

async function main(): Promise<void> {
  const buildDir = process.argv[2] ?? 'build';
  const { search } = readSiteEnv(process.env);
  if (search.provider !== 'typesense') {
    throw new Error('Set TYPESENSE_HOST, TYPESENSE_SEARCH_API_KEY and TYPESENSE_COLLECTION_NAME as for the build.');
  }
  const adminApiKey = process.env['TYPESENSE_ADMIN_API_KEY']?.trim();
  if (!adminApiKey) throw new Error('Set TYPESENSE_ADMIN_API_KEY: a key that may create collections and aliases.');
  // Each locale's build writes its own file (`build/ru/search-index/…` beside the default
  // locale's); one collection holds them all, told apart by the `language` facet.
  const files = await localeDocumentFiles(buildDir);
  if (files.length === 0) {
    throw new Error(
      `${path.join(buildDir, indexFolder, typesenseDocumentsFile)} is missing: build the site with TYPESENSE_* set first (npm run build).`,
    );
  }
  const documents = (await Promise.all(files.map((file) => fs.readFile(file, 'utf8')))).join('');
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
    `Loaded ${report.documents} documents and ${report.synonyms} synonym groups` +
      `${report.synonymSet ? ` (synonym set ${report.synonymSet})` : ''} into ${report.collection} ` +
      `in ${Date.now() - started} ms; ` +
      `${search.collectionName} now points to it${report.replaced ? ` (replaced ${report.replaced})` : ''}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
