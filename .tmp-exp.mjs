import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
let block = false;
const blocked = [];
await page.route('**/assets/js/*.js', (r) => {
  if (block) {
    blocked.push(r.request().url());
    return r.abort();
  }
  return r.continue();
});
await page.route(
  (u) => !u.toString().includes('127.0.0.1'),
  (r) => r.abort(),
);
await page.goto('http://127.0.0.1:4173/docs/', { waitUntil: 'networkidle' });
block = true;
await page.evaluate(() => {
  history.pushState(null, '', '/consulting');
  dispatchEvent(new PopStateEvent('popstate'));
});
await page.waitForTimeout(3000);
console.log('blocked', blocked.length, 'url', page.url());
console.log((await page.locator('body').innerText()).slice(0, 400));
await page.screenshot({ path: '/tmp/chunk.png' });
await browser.close();
