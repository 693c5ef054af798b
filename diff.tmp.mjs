import { chromium, devices } from '@playwright/test';
const [, , url, locale = 'ja-JP'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const texts = [];
for (const js of [false, true]) {
  const ctx = await browser.newContext({ ...devices['Pixel 7'], locale, javaScriptEnabled: js });
  const page = await ctx.newPage();
  await page.goto(url);
  await page.waitForTimeout(3000);
  texts.push((await page.locator('#root').innerText()).split('\n'));
  await ctx.close();
}
const [a, b] = texts;
for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) console.log(i, JSON.stringify(a[i]), '=>', JSON.stringify(b[i]));
await browser.close();
