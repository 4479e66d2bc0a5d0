import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromiumLaunch';
import { buildVariants, type BuildVariantName } from './tests/support/buildVariants';

const port = Number(process.env.E2E_PORT ?? 4173);
const configuredPort = port + 1;
const typesensePort = port + 2;
/** The same build behind the production nginx configuration: real headers, the CSP included. */
const nginxPort = port + 3;
/** The production build under test; `npm run build` writes `build/`. */
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
/** Set to skip the second, configured build when only default-project specs run. */
const skipConfigured = Boolean(process.env.E2E_SKIP_CONFIGURED);

/** Set when only the variant projects run (`npm test` runs them as a step of their own). */
const skipSite = Boolean(process.env.E2E_SKIP_SITE);

/** Variant builds exist already (`npm test` builds them beside the others): only serve them. */
const variantsBuilt = Boolean(process.env.E2E_VARIANTS_BUILT);

/** Builds a variant unless it was built already, then serves it through nginx. */
function variantCommand(name: BuildVariantName): string {
  const serve = `npx jiti scripts/serve-nginx.ts ${buildVariants[name].outDir}`;
  if (variantsBuilt) return serve;
  // Builds share the generated .docusaurus folder, so they take turns.
  return `mkdir -p .tmp && flock .tmp/.build.lock npm run --silent build:variant -- ${name} && ${serve}`;
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Typed data modules translate their text; here every message is its English default.
  tsconfig: './tests/support/tsconfig.e2e.json',
  fullyParallel: true,
  // Most of a page test's time is spent waiting for the page, so npm test runs more workers
  // than cores (E2E_WORKERS); CI on its own runs two.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Limits that end a hang, not speed goals: a test that tabs through every control of a page
  // took 28 s on an ordinary two-core run, and a busy or slower machine must not fail it for that.
  // A passing test takes no longer for them; timing goals live in the bench:* scripts.
  timeout: 120_000,
  // Assertions wait for what a reader would see; on a machine busy with all of `npm test` that can
  // take more than 15 s. A passing assertion returns as soon as it holds, so this costs it nothing.
  expect: { timeout: 30_000 },
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
    ...(skipSite
      ? []
      : [
          {
            // The production build made by `npm run build`.
            command: `npx jiti scripts/serve.ts --dir ${buildDir} --port ${port}`,
            url: `http://127.0.0.1:${port}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            command: `npx jiti scripts/serve-nginx.ts ${buildDir}`,
            env: { PORT: String(nginxPort) },
            url: `http://127.0.0.1:${nginxPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
    ...(skipConfigured
      ? []
      : [
          {
            // Analytics ids, the status widget and Algolia search, served by the production nginx
            // configuration, so its CSP (with the configured hosts) applies to the tests.
            command: variantCommand('configured'),
            env: { ...buildVariants.configured.env, PORT: String(configuredPort) },
            url: `http://127.0.0.1:${configuredPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: variantsBuilt ? 120_000 : 300_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            command: variantCommand('typesense'),
            env: { ...buildVariants.typesense.env, PORT: String(typesensePort) },
            url: `http://127.0.0.1:${typesensePort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: variantsBuilt ? 120_000 : 420_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
