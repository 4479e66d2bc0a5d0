import { suiteConfig } from '../support/vitestSuite.mjs';

// `npm run test:dev`: `npm start` as a writer runs it, in both locales, with the
// page checked in Chromium after hydration. Each server is stopped by signal,
// and the test checks that nothing of it is left holding the port.
export default suiteConfig('dev', {
  // The first request waits for the dev server's first compile of the whole site.
  testTimeout: 600_000,
  hookTimeout: 600_000,
});
