import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// `npm run test:serve`: the build behind the production nginx configuration,
// started once by globalSetup on 127.0.0.1 and stopped by pid afterwards.
export default defineConfig({
  root,
  resolve: { alias: { '@site': root } },
  test: {
    root,
    include: ['tests/serve/**/*.test.ts'],
    globalSetup: ['tests/serve/globalSetup.ts'],
    environment: 'node',
    // One nginx, one browser: the files run one after the other.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
