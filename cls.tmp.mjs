import { chromium, devices } from '@playwright/test';
const [, , url] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ ...devices['Pixel 7'] });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__shifts.push({
        t: Math.round(e.startTime),
        v: e.value,
        src: (e.sources || []).map((s) => (s.node ? s.node.outerHTML?.slice(0, 100) || s.node.nodeName : '?') + ` ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`),
      });
  }).observe({ type: 'layout-shift', buffered: true });
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element?.outerHTML?.slice(0, 100) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await page.goto(url);
await page.waitForTimeout(6000);
console.log(JSON.stringify(await page.evaluate(() => ({ shifts: window.__shifts, lcp: window.__lcp })), null, 1));
await browser.close();
