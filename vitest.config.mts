import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@site': path.dirname(fileURLToPath(import.meta.url)),
      // Data modules translate their text; outside a build each message is its English default.
      '@docusaurus/Translate': path.join(path.dirname(fileURLToPath(import.meta.url)), 'tests/support/translate.ts'),
      // What Docusaurus's own alias resolves to in a build.
      '@docusaurus/router': 'react-router',
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    environment: 'node',
    // Build-output tests read every built page (over a thousand); such a pass is bound by the
    // processor and has taken over a minute beside the rest of npm test on two busy cores. The
    // limit is there to end a hang, not to judge speed (the bench:* scripts do that).
    testTimeout: 600_000,
    // Some suites build an index, start a server or read every built page in beforeAll; npm test
    // runs them beside the end-to-end tests, and a loaded machine must not fail them for its
    // speed alone. Like the test limit, this ends a hang; it does not judge speed.
    hookTimeout: 600_000,
    // expect.poll and vi.waitFor give up after one second by default; the same reasoning applies.
    expect: { poll: { timeout: 60_000 } },
  },
});
