import { suiteConfig } from '../support/vitestSuite.mjs';

// `npm run test:serve`: the build behind the production nginx configuration,
// started once by globalSetup on 127.0.0.1 and stopped by pid afterwards.
// One nginx, one browser: the files run one after the other.
export default suiteConfig('serve', {
  globalSetup: ['tests/serve/globalSetup.ts'],
  // Limits that end a hang, not speed goals: the browser test that compiles PGlite took 28 s on
  // an ordinary two-core run, beside the rest of npm test.
  testTimeout: 300_000,
  hookTimeout: 300_000,
});
