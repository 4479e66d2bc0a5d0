import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromiumLaunch';

const port = Number(process.env.E2E_PORT ?? 4173);
const configuredPort = port + 1;
const typesensePort = port + 2;
/** The same build behind the production nginx configuration: real headers, the CSP included. */
const nginxPort = port + 3;
/** The production build under test; `npm run build` writes `build/`. */
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
/** Set to skip the second, configured build when only default-project specs run. */
const skipConfigured = Boolean(process.env.E2E_SKIP_CONFIGURED);

/**
 * Settings for a second production build with the optional integrations
 * turned on (analytics ids, status widget, Algolia search), to test what visitors see when a
 * deployment configures them. The hosts are fake; tests answer for them.
 */
export const configuredBuildEnv = {
  GTM_ID: 'GTM-TEST123',
  META_PIXEL_ID: '123456789012',
  STATUS_PAGE_URL: 'https://status.example.org/',
  STATUS_EMBED_URL: 'https://status.example.org/embed/badge',
  // Algolia DocSearch instead of the offline index; tests answer its requests.
  ALGOLIA_APP_ID: 'TESTAPPID',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'postgres-ai-test',
};

/**
 * A third build whose search goes to a Typesense server. The host is fake;
 * the tests answer its multi-search requests as a Typesense server would.
 */
export const typesenseBuildEnv = {
  TYPESENSE_HOST: 'typesense.example.org',
  TYPESENSE_SEARCH_API_KEY: 'test-search-only-key',
  TYPESENSE_COLLECTION_NAME: 'postgres-ai-test',
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Typed data modules translate their text; here every message is its English default.
  tsconfig: './tests/support/tsconfig.e2e.json',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  projects: [
    {
      name: 'default',
      testIgnore: ['configured/**', 'typesense/**', 'sitemapCrawl.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      // Every page of the sitemap, served as in production, so a page that
      // breaks under the Content-Security-Policy or the server's rules fails.
      name: 'crawl',
      testMatch: 'sitemapCrawl.spec.ts',
      use: { baseURL: `http://127.0.0.1:${nginxPort}` },
    },
    {
      name: 'configured',
      testMatch: 'configured/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${configuredPort}` },
    },
    {
      name: 'typesense',
      testMatch: 'typesense/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${typesensePort}` },
    },
  ],
  use: {
    trace: 'off',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      // The production build made by `npm run build`.
      command: `npx docusaurus serve --dir ${buildDir} --host 127.0.0.1 --port ${port} --no-open`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx jiti scripts/serve-nginx.ts ${buildDir}`,
      env: { PORT: String(nginxPort) },
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(skipConfigured
      ? []
      : [
          {
            command: [
              // Builds share the generated .docusaurus folder, so they take turns.
              'mkdir -p .tmp && flock .tmp/.build.lock npx docusaurus build --locale en --out-dir .tmp/build-configured',
              // Served by the production nginx configuration, so its CSP (with the
              // configured analytics, status and search hosts) applies to the tests.
              'npx jiti scripts/serve-nginx.ts .tmp/build-configured',
            ].join(' && '),
            env: { ...configuredBuildEnv, PORT: String(configuredPort) },
            url: `http://127.0.0.1:${configuredPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 300_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            command: [
              'mkdir -p .tmp && flock .tmp/.build.lock npx docusaurus build --locale en --out-dir .tmp/build-typesense',
              'npx jiti scripts/serve-nginx.ts .tmp/build-typesense',
            ].join(' && '),
            env: { ...typesenseBuildEnv, PORT: String(typesensePort) },
            url: `http://127.0.0.1:${typesensePort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 420_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
