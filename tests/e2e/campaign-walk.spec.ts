import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { claimEasterEgg, getEasterEgg } from '../../src/api/contract/campaign';
import { expect, newDeviceContext, test } from './support/fixtures';
import { newAccount, type TestAccount } from './membership-invitation.helpers';
import { storeSession } from './support/sign-in';

/**
 * What a person found walking the campaign pages on a 390 px phone in five languages: wheel labels
 * cut mid-word, a page that grows wider while the wheel turns, results said twice, countdowns in
 * hundreds of hours, collections in other languages' scripts, empty states with no way on, and wins
 * that pass without a word of celebration.
 */

const PHONE = { width: 390, height: 844 };
/** Han, kana and hangul: never in the titles a Latin-language visitor reads. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

async function visitor(
  browser: Browser,
  testInfo: TestInfo,
  locale = 'en-US',
  extra: Parameters<typeof newDeviceContext>[2] = {},
): Promise<{ account: TestAccount; context: BrowserContext; page: Page }> {
  const account = await newAccount(testInfo);
  const context = await newDeviceContext(browser, testInfo.project.use, { viewport: PHONE, locale, ...extra });
  await storeSession(context, account);
  return { account, context, page: await context.newPage() };
}

/**
 * Text nodes saying `text` (hidden ones too, e.g. a toast; aria-hidden decoration aside): a result said twice counts 2.
 */
const occurrences = (page: Page, text: string) =>
  page.evaluate((t) => {
    let n = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(t) && !node.parentElement?.closest('[aria-hidden="true"]')) n += 1;
    }
    return n;
  }, text);

/** Live regions (aria-live, status, alert) whose text holds `text`, innermost only. */
const liveRegionsSaying = (page: Page, text: string) =>
  page.evaluate((t) => {
    const regions = [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')].filter((el) =>
      el.textContent?.includes(t),
    );
    return regions.filter((el) => !regions.some((other) => other !== el && el.contains(other))).length;
  }, text);

const WHEEL_LABELS: Record<string, string[]> = {
  'en-US': [
    '10 gems',
    'Summer avatar frame',
    '50 gems',
    'Thanks for playing',
    '200 gems',
    'Chat bubble',
    '500 gems',
    'Luna plush toy',
  ],
  'es-ES': [
    '10 gemas',
    'Marco de avatar de verano',
    '50 gemas',
    'Gracias por jugar',
    '200 gemas',
    'Burbuja de chat',
    '500 gemas',
    'Peluche de Luna',
  ],
  'pt-BR': [
    '10 gemas',
    'Moldura de avatar de verão',
    '50 gemas',
    'Obrigado por jogar',
    '200 gemas',
    'Balão de chat',
    '500 gemas',
    'Pelúcia da Luna',
  ],
  'ja-JP': [
    '10ジェム',
    '夏のアイコンフレーム',
    '50ジェム',
    'ご参加ありがとうございます',
    '200ジェム',
    'チャット吹き出し',
    '500ジェム',
    'Lunaのぬいぐるみ',
  ],
};

for (const [locale, expected] of Object.entries(WHEEL_LABELS)) {
  test(`wheel labels in ${locale} are whole, wrapped at word boundaries and fit their slice`, async ({
    browser,
  }, testInfo) => {
    const { context, page } = await visitor(browser, testInfo, locale);
    await page.goto('/spin_wheel');
    await expect(page.getByTestId('spin-wheel')).toBeVisible({ timeout: 15_000 });
    const labels = page.getByTestId('wheel-label');
    await expect(labels).toHaveText(expected);
    const boxes = await labels.evaluateAll((els) =>
      els.map((el) => ({
        text: el.textContent,
        overX: el.scrollWidth - el.clientWidth,
        overY: el.scrollHeight - el.clientHeight,
        font: parseFloat(getComputedStyle(el).fontSize),
      })),
    );
    for (const box of boxes) {
      // Nothing sticks out of the label's box: no word was too long for its line, no line too many.
      expect(box, `${box.text}`).toMatchObject({ overX: 0, overY: 0 });
      expect(box.font, `${box.text} stays readable`).toBeGreaterThanOrEqual(8);
    }
    await context.close();
  });
}

test('the page never grows wider than the phone while the wheel turns, nor after', async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, 'es-ES');
  await page.goto('/spin_wheel');
  await expect(page.getByTestId('spin-button')).toBeVisible({ timeout: 15_000 });
  const widest = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let max = 0;
        const sample = () => {
          max = Math.max(max, document.documentElement.scrollWidth - window.innerWidth);
          const state = document.querySelector<HTMLElement>('[data-testid="spin-page"]')?.dataset.state;
          if (state === 'result')
            setTimeout(() => resolve(Math.max(max, document.documentElement.scrollWidth - window.innerWidth)), 300);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
  );
  await page.getByTestId('spin-button').click();
  expect(await widest).toBeLessThanOrEqual(0);
  await expect(page.getByTestId('spin-result')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

test('a spin result is said once, in one live region, and a win is celebrated', async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo);
  await page.goto('/spin_wheel');
  await page.getByTestId('spin-button').click();
  await expect(page.getByTestId('spin-result')).toBeVisible({ timeout: 15_000 });
  const said = (await page.getByTestId('spin-announcement').textContent())?.trim() ?? '';
  expect(said).toMatch(/^(You won .+!|No prize this time\. Try again!)$/);
  expect(await occurrences(page, said)).toBe(1);
  expect(await liveRegionsSaying(page, said)).toBe(1);
  const won = (await page.getByTestId('spin-result').getAttribute('data-prize-id')) !== 'prize_none';
  await expect(page.getByTestId('celebration').getByTestId('spin-result')).toHaveCount(won ? 1 : 0);
  await context.close();
});

test('the easter egg: the find is said once, celebrated, and "already found" only on a later visit', async ({
  browser,
}, testInfo) => {
  const { account, context, page } = await visitor(browser, testInfo);
  const { egg_spot } = await account.api.call(getEasterEgg, { event_id: 'easter_egg' });
  await page.goto('/activity/easter_egg');
  await page.getByTestId(`egg-spot-${egg_spot}`).click();
  const found = 'You found the egg! 25 gems added.';
  await expect(page.getByTestId('egg-notice')).toHaveText(found);
  expect(await occurrences(page, found)).toBe(1);
  expect(await liveRegionsSaying(page, found)).toBe(1);
  expect(await occurrences(page, 'You already found this egg.')).toBe(0);
  await expect(page.getByTestId('celebration').getByTestId('egg-notice')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('egg-page')).toHaveAttribute('data-claimed', 'true');
  expect(await occurrences(page, 'You already found this egg.')).toBe(1);
  expect(await occurrences(page, found)).toBe(0);
  await context.close();
});

test('a summer task claimed: the gems granted are said once and celebrated', async ({ browser }, testInfo) => {
  const { account, context, page } = await visitor(browser, testInfo);
  const { egg_spot } = await account.api.call(getEasterEgg, { event_id: 'easter_egg' });
  await account.api.call(claimEasterEgg, { event_id: 'easter_egg', egg_spot });
  await page.goto('/summer');
  const task = page.locator('[data-task-id="task_easter_egg"]');
  await task.getByRole('button', { name: 'Claim' }).click();
  await expect(task).toHaveAttribute('data-status', 'claimed');
  const said = 'Claimed! 10 gems added.';
  await expect(page.getByTestId('summer-claimed')).toHaveText(said);
  expect(await occurrences(page, said)).toBe(1);
  expect(await liveRegionsSaying(page, said)).toBe(1);
  await expect(page.getByTestId('celebration').getByTestId('summer-claimed')).toHaveCount(1);
  await context.close();
});

for (const [locale, spinLabel, claimLabel, pointsText] of [
  ['en-US', 'Spin', 'Claim', (points: number) => `Your points: ${points}`],
  ['ja-JP', '回す', '受け取る', (points: number) => `あなたのポイント：${points}`],
] as const) {
  test(`summer after three spins, the egg and two task rewards (${locale}): the points those rewards give, and each task's count`, async ({
    browser,
  }, testInfo) => {
    const { context, page } = await visitor(browser, testInfo, locale, { reducedMotion: 'reduce' });
    await page.goto('/spin_wheel');
    for (const left of ['2', '1', '0']) {
      await page.getByTestId('spin-button').filter({ hasText: spinLabel }).click();
      await expect(page.getByTestId('spin-result')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('spin-counts')).toHaveAttribute('data-remaining', left);
      await page.getByTestId('result-ok').click();
    }
    await page.goto('/activity/easter_egg');
    await expect(page.getByTestId('egg-page')).toBeVisible({ timeout: 15_000 });
    // The visitor looks behind the stones in turn until the egg is there.
    for (let spot = 0; (await page.getByTestId('egg-to-summer').count()) === 0; spot += 1) {
      await page.getByTestId(`egg-spot-${spot}`).click();
      await expect(
        page.locator(`[data-testid="egg-spot-${spot}"][data-empty], [data-testid="egg-to-summer"]`).first(),
      ).toBeVisible();
    }
    await page.goto('/summer');
    const task = (id: string) => page.locator(`[data-task-id="${id}"]`);
    await expect(task('task_spin_3').getByTestId('task-progress')).toHaveText('3/3', { timeout: 15_000 });
    await expect(task('task_easter_egg').getByTestId('task-progress')).toHaveText('1/1');
    await expect(task('task_collect_fm_3').getByTestId('task-progress')).toHaveText('0/3');
    await expect(task('task_collect_npc_3').getByTestId('task-progress')).toHaveText('0/3');
    for (const id of ['task_spin_3', 'task_easter_egg']) {
      await task(id).getByRole('button', { name: claimLabel }).click();
      await expect(task(id)).toHaveAttribute('data-status', 'claimed');
    }
    // A point for each gem of a summer reward: the egg (25 gems), three spins (20), the egg found (10).
    await page.reload();
    await expect(page.getByText(pointsText(25 + 20 + 10))).toBeVisible({ timeout: 15_000 });
    await expect(task('task_spin_3').getByTestId('task-progress')).toHaveText('3/3');
    await context.close();
  });
}

test('celebrations stand still under prefers-reduced-motion', async ({ browser }, testInfo) => {
  const { account, context, page } = await visitor(browser, testInfo, 'en-US', { reducedMotion: 'reduce' });
  const { egg_spot } = await account.api.call(getEasterEgg, { event_id: 'easter_egg' });
  await page.goto('/activity/easter_egg');
  await page.getByTestId(`egg-spot-${egg_spot}`).click();
  const celebration = page.getByTestId('celebration');
  await expect(celebration).toHaveCount(1);
  const moving = await celebration.evaluate((el) => {
    const animated = (e: Element, pseudo?: string) => getComputedStyle(e, pseudo).animationName !== 'none';
    return (
      [el, ...el.querySelectorAll('*')].filter((e) => animated(e) || animated(e, '::after')).length +
      el.querySelectorAll('.tk-celebration__piece').length *
        Number(el.querySelector('.tk-celebration__confetti')?.getClientRects().length ?? 0)
    );
  });
  expect(moving).toBe(0);
  await context.close();
});

const DURATION = /^P(?:(\d+)D)?T(\d+)H(\d+)M(\d+)S$/;
const remainingHours = (iso: string | null) => {
  const [, d = '0', h = '0'] = DURATION.exec(iso ?? '') ?? [];
  return Number(d) * 24 + Number(h);
};

for (const [locale, days] of [
  ['en-US', /^\d+ days? \d{2}:\d{2}:\d{2}$/],
  ['es-ES', /^\d+ días? \d{2}:\d{2}:\d{2}$/],
  ['ja-JP', /^\d+日 \d{2}:\d{2}:\d{2}$/],
] as const) {
  test(`countdowns past a day read days and h:m:s in ${locale}: rank resets and campaign windows`, async ({
    browser,
  }, testInfo) => {
    const { context, page } = await visitor(browser, testInfo, locale);
    // Whichever of the weekly and monthly boards is more than a day from its reset (one always is).
    let checked = false;
    for (const period of ['weekly', 'monthly']) {
      await page.goto(`/rank?board=popular&period=${period}`);
      const countdown = page.getByTestId('rank-countdown');
      await expect(countdown).toBeVisible({ timeout: 15_000 });
      if (remainingHours(await countdown.getAttribute('datetime')) < 25) continue;
      await expect(countdown).toHaveText(days);
      const hours = Number(/ (\d{2}):/.exec((await countdown.textContent()) ?? '')?.[1]);
      expect(hours).toBeLessThan(24);
      checked = true;
      break;
    }
    expect(checked).toBe(true);
    await page.goto('/spin_wheel');
    await expect(page.getByTestId('spin-page').getByTestId('countdown').locator('time')).toHaveText(days, {
      timeout: 15_000,
    });
    await context.close();
  });
}

for (const [locale, own] of [
  ['en-US', /Midnight Radio with/],
  ['es-ES', /Radio de medianoche con/],
  ['pt-BR', /Rádio da meia-noite com/],
  ['ja-JP', /真夜中ラジオ/],
] as const) {
  test(`summer collections are titled in the visitor's language (${locale})`, async ({ browser }, testInfo) => {
    const { context, page } = await visitor(browser, testInfo, locale);
    // Each row: the item's title and what the visitor can do with it, all in the visitor's language.
    await page.goto('/summer/collection/fm');
    const rows = page.getByTestId('summer-collection').locator('li');
    await expect(rows).toHaveCount(5, { timeout: 15_000 });
    for (const row of await rows.allTextContents()) {
      expect(row).toMatch(own);
      if (!locale.startsWith('ja')) expect(row).not.toMatch(CJK);
    }
    await page.goto('/summer/collection/npc');
    await expect(rows).toHaveCount(5, { timeout: 15_000 });
    if (!locale.startsWith('ja')) for (const row of await rows.allTextContents()) expect(row).not.toMatch(CJK);
    await context.close();
  });
}

test('reward history with no rewards says what it means and leads back to the event', async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, 'es-ES');
  await page.goto('/summer/rewarded_history');
  const empty = page.getByTestId('error-panel-empty');
  await expect(empty).toContainText('Aún no hay recompensas', { timeout: 15_000 });
  // What it means, beyond "no rewards yet", and the way on.
  await expect(empty.locator('p')).toHaveCount(2);
  await empty.getByRole('link', { name: 'Ir al evento de verano' }).click();
  await expect(page).toHaveURL(/\/summer$/);
  await expect(page.getByTestId('summer-page')).toBeVisible();
  await context.close();
});

for (const locale of ['en-US', 'es-ES', 'pt-BR'] as const) {
  test(`summer collection links keep their name and count on one line each (${locale})`, async ({
    browser,
  }, testInfo) => {
    const { context, page } = await visitor(browser, testInfo, locale);
    await page.goto('/summer');
    const links = page.locator('a[href*="/summer/collection/"]');
    await expect(links).toHaveCount(2, { timeout: 15_000 });
    for (const link of await links.all()) {
      // "Character collection (0 of 5 collected)": no piece of the text wraps inside its pill.
      const linesPerText = await link.evaluate((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const lines: number[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!(n.textContent ?? '').trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          lines.push(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
        }
        return lines;
      });
      expect(linesPerText.length, await link.innerText()).toBeGreaterThan(0);
      expect(Math.max(...linesPerText), await link.innerText()).toBe(1);
      // The text stays inside the pill and the pill inside the screen (both read in one frame: the
      // page may still move by a line while the rest of it loads).
      const { box, text } = await link.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        const b = el.getBoundingClientRect();
        return { box: { right: b.right, top: b.top, bottom: b.bottom }, text: { top: r.top, bottom: r.bottom } };
      });
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
      expect(text.top).toBeGreaterThanOrEqual(box.top);
      expect(text.bottom).toBeLessThanOrEqual(box.bottom);
    }
    await context.close();
  });
}
