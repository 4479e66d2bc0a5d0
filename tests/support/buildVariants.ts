/**
 * Production builds with optional integrations turned on, for the end-to-end
 * tests of what visitors see when a deployment configures them. Each is built
 * once (`npm run build:variant -- <name>`, English only) into its own folder
 * and served by the production nginx configuration. The hosts are fake; the
 * tests answer for them.
 */
export type BuildVariant = {
  /** Folder of the build, relative to the repository root. */
  outDir: string;
  env: Record<string, string>;
};

export const buildVariants = {
  /** Analytics ids, status widget, and Algolia DocSearch instead of the offline index. */
  configured: {
    outDir: '.tmp/build-configured',
    env: {
      GTM_ID: 'GTM-TEST123',
      META_PIXEL_ID: '123456789012',
      STATUS_PAGE_URL: 'https://status.example.org/',
      STATUS_EMBED_URL: 'https://status.example.org/embed/badge',
      ALGOLIA_APP_ID: 'TESTAPPID',
      ALGOLIA_API_KEY: 'test-search-only-key',
      ALGOLIA_INDEX_NAME: 'postgres-ai-test',
    },
  },
  /** Search through a Typesense server; the tests answer its multi-search requests. */
  typesense: {
    outDir: '.tmp/build-typesense',
    env: {
      TYPESENSE_HOST: 'typesense.example.org',
      TYPESENSE_SEARCH_API_KEY: 'test-search-only-key',
      TYPESENSE_COLLECTION_NAME: 'postgres-ai-test',
    },
  },
} satisfies Record<string, BuildVariant>;

export type BuildVariantName = keyof typeof buildVariants;

export function isBuildVariantName(name: string): name is BuildVariantName {
  return Object.hasOwn(buildVariants, name);
}
