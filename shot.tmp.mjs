import { chromium, devices } from '@playwright/test';
const [,, url, out, locale = 'en-US', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, locale });
const page = await ctx.newPage();
await page.goto(url);
await page.waitForTimeout(1500);
if (action) { await eval(action); await page.waitForTimeout(1200); }
await page.screenshot({ path: out, fullPage: true });
await browser.close();
