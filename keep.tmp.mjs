import { chromium, devices } from '@playwright/test';
const [, , url] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ ...devices['Pixel 7'] });
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
await page.addInitScript(() => {
  document.addEventListener('DOMContentLoaded', () => {
    window.__serverPage = document.querySelector('[data-page]');
    new MutationObserver((ms) => ms.forEach((m) => m.removedNodes.forEach((n) => n.nodeType === 1 && console.log('removed', n.outerHTML.slice(0, 120))))).observe(document.getElementById('root'), {
      childList: true,
      subtree: true,
    });
  });
});
await page.goto(url);
await page.waitForLoadState('networkidle');
console.log(
  await page.evaluate(() => [
    window.__serverPage?.isConnected,
    window.__serverPage === document.querySelector('[data-page]'),
    document.querySelectorAll('[data-page]').length,
    Object.keys(window.__serverPage || {}).join(','),
  ]),
);
await browser.close();
