import { chromium, devices } from '@playwright/test';
const base = process.argv[2]; const paths = process.argv.slice(3);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const dev of ['iPhone 13', 'Pixel 7']) {
  const ctx = await b.newContext({ ...devices[dev], locale: 'en-US' });
  for (const path of paths) {
    const p = await ctx.newPage();
    const errs = []; let shareReqs = 0;
    p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errs.push(m.type() + ': ' + m.text().slice(0, 300)); });
    p.on('pageerror', (e) => errs.push('pageerror ' + e.message.slice(0, 300)));
    p.on('request', (r) => { if (r.url().includes('/weaver/api/v1/share/')) shareReqs++; });
    await p.goto(base + path);
    await p.waitForTimeout(2500);
    const problem = await p.locator('[data-testid=share-problem]').getAttribute('data-problem').catch(() => null);
    console.log(dev, path, 'shareReqs', shareReqs, 'problem', problem, 'title', await p.title(), errs.length ? errs : '');
    await p.close();
  }
}
await b.close();
