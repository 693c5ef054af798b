import { chromium, devices } from '@playwright/test';
const [, , base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const locale of ['en-US', 'ja-JP']) {
  for (const path of paths) {
    const ctx = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, locale });
    const page = await ctx.newPage();
    const problems = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${m.type()}: ${m.text().slice(0, 300)}`));
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message.slice(0, 300)}`));
    const api = [];
    page.on('request', (r) => r.url().includes('/weaver/api/') && api.push(new URL(r.url()).pathname));
    const resp = await page.goto(base + path);
    const ssr = await page.evaluate(() => document.documentElement.hasAttribute('data-ssr'));
    await page.waitForTimeout(2500);
    const text = (await page.locator('#root').innerText()).slice(0, 80).replace(/\n/g, ' | ');
    console.log(`${locale} ${path} ${resp.status()} ssr=${ssr} api=[${api.join(',')}] :: ${text}`);
    for (const p of problems) console.log('   ' + p);
    await ctx.close();
  }
}
await browser.close();
