/**
 * How the tests launch Debian's Chromium. It runs as root in CI containers
 * (no sandbox), and its background services would try to reach the network,
 * which tests must not do.
 */

/**
 * The features Playwright 1.65 turns off when it launches Chromium. Chromium keeps only the last
 * `--disable-features` it is given, so ours below must repeat Playwright's list.
 * tests/e2e/browserLaunch.spec.ts compares this list with what Playwright passes, and fails when
 * an upgrade changes it.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser interface that headless Chromium builds for every new window and nobody sees: the
 * address bar's drop-down, a web page of its own that each window loads in a renderer, and the
 * preloading of such pages. Every test opens a window, and these took about half of Chromium's
 * processor time in a test run (0.7 of a core-second per window; 0.25 without them). Pages under
 * test are unaffected: the features belong to the browser's own interface.
 */
export const unseenInterfaceFeatures = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

/**
 * Host names other than the machine's own resolve to nothing, so a request for another host fails
 * at once (net::ERR_NAME_NOT_RESOLVED) and never leaves the machine, not even as a DNS query. The
 * browser stops such requests itself: a Playwright route that caught every request would turn off
 * the browser's cache (Playwright does so whenever a route is set) and stop each request on its way
 * for the test to look at. Without the cache, every page of a crawl downloaded and compiled all its
 * scripts again; that cost 0.7 of a core-second a page against 0.42 with this rule. Tests see the
 * attempts as `request` events (tests/e2e/fixtures.ts); a test that answers for another host sets a
 * route of its own, which is served before any name is resolved.
 */
export const offsiteHostRule = 'MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

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
    `--host-resolver-rules=${offsiteHostRule}`,
    `--disable-features=${[...playwrightDisabledFeatures, ...unseenInterfaceFeatures].join(',')}`,
  ],
};
