/**
 * How the tests launch Debian's Chromium. It runs as root in CI containers
 * (no sandbox), and its background services would try to reach the network,
 * which tests must not do.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};
