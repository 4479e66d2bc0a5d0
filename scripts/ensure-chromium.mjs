#!/usr/bin/env node
// Makes sure a Chromium for the end-to-end tests exists. Playwright's own
// browser download is never used: we drive the system Chromium. As root on
// Debian/Ubuntu, a missing one is installed with apt-get; otherwise we stop
// with instructions.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (existsSync(chromiumPath)) {
  process.exit(0);
}

if (process.env.CHROMIUM_PATH) {
  fail(`CHROMIUM_PATH points to ${chromiumPath}, which does not exist.`);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');

if (!isRoot || !hasApt) {
  fail(
    [
      'The end-to-end tests need Chromium, and none was found at /usr/bin/chromium.',
      'Install one and run the tests again, for example:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  macOS:          brew install --cask chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary:',
      '  CHROMIUM_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm run test:e2e',
    ].join('\n'),
  );
}

console.log('Chromium is missing: installing Debian\'s "chromium" package with apt-get...');
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: aptEnv,
  });
} catch {
  fail('Installing Chromium with apt-get failed; see the output above.');
}

if (!existsSync(chromiumPath)) {
  fail(`apt-get finished but ${chromiumPath} is still missing.`);
}
console.log(`Chromium installed at ${chromiumPath}.`);
