import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { appContext } from './membership-invitation.helpers';
import { AXE_TAGS, openedPages, SeedIds } from './rank.helpers';
import { pillLinkDifferences } from './support/pills';

/** Supporters, star rank and achievements against the local API. */
const rank = SeedIds.rank;
const axe = async (page: Page) => (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations;

test('supporters of a character: ranks with ties, amounts; a gem-elite entry links to them', async ({ page }) => {
  await page.goto('/rank?board=gem_elite&period=daily');
  await page.getByTestId('rank-entry').first().getByRole('link', { name: 'Supporters' }).click();
  await expect(page).toHaveURL(new RegExp(`/rank/supporters\\?npc_id=${rank.gemEliteTop}`));
  await expect(page.getByTestId('supporter').first()).toBeVisible();

  await page.goto(`/rank/supporters?npc_id=${rank.popularTop}`);
  const ranks = page.getByTestId('supporter');
  await expect(ranks.nth(0)).toHaveAttribute('data-rank', '1');
  await expect(ranks.nth(1)).toHaveAttribute('data-rank', '1');
  await expect(ranks.nth(2)).toHaveAttribute('data-rank', '3');
  await expect(page.getByTestId('supporters-total')).toHaveText(/^All time: [\d,]+ gems from \d+ supporters$/);
  expect(await axe(page)).toEqual([]);
});

for (const [locale, language, supportersLink, spans] of [
  ['en-US', 'en', 'Supporters', { daily: 'Today', weekly: 'This week', monthly: 'This month', champion: 'All time' }],
  ['ja-JP', 'ja', 'サポーター', { daily: '今日', weekly: '今週', monthly: '今月', champion: '全期間' }],
] as const) {
  test.describe(`supporters in ${language}`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });
    test("a gem-elite character's supporters: the board's figure of the same period, and the period named", async ({
      page,
    }) => {
      for (const period of ['daily', 'weekly', 'monthly', 'champion'] as const) {
        await page.goto(`/rank?board=gem_elite&period=${period}`);
        const entry = page.getByTestId('rank-entry').first();
        const figure = (await entry.locator('.rk-score').textContent()) ?? '';
        expect(figure).toMatch(/\d/);
        await entry.getByRole('link', { name: supportersLink }).click();
        await expect(page).toHaveURL(new RegExp(`/rank/supporters\\?npc_id=${rank.gemEliteTop}&period=${period}`));
        await expect(page.getByTestId('supporters-page')).toHaveAttribute('data-period', period);
        const total = (await page.getByTestId('supporters-total').textContent()) ?? '';
        expect(
          total.startsWith(`${spans[period]}${language === 'ja' ? '：' : ': '}${figure}`),
          `${period}: "${total}" is "${figure}" of the board`,
        ).toBe(true);
        await expect(page.getByTestId('supporters-period-tabs').getByRole('tab', { selected: true })).toHaveAttribute(
          'data-value',
          period,
        );
      }
    });
  });
}

test("supporters: the period tabs are the board's, and a tab shows that period", async ({ page }) => {
  await page.goto(`/rank/supporters?npc_id=${rank.gemEliteTop}`);
  await expect(page.getByTestId('supporters-total')).toHaveText(/^All time: /);
  await page.getByTestId('supporters-period-tabs').getByRole('tab', { name: 'Weekly' }).click();
  await expect(page).toHaveURL(/period=weekly/);
  await expect(page.getByTestId('supporters-total')).toHaveText(/^This week: [\d,]+ gems from \d+ supporters$/);
});

test('supporters: empty, unknown and missing targets', async ({ page }) => {
  await page.goto(`/rank/supporters?npc_id=${rank.unsupportedNpc}`);
  await expect(page.getByTestId('error-panel-empty')).toHaveText('No supporters yet. Be the first to send gems!');
  await page.goto('/rank/supporters?creator_id=nobody_here');
  await expect(page.getByTestId('error-panel-empty').locator('.tk-error__text')).toHaveText(
    'This character or creator could not be found',
  );
  await page.goto('/rank/supporters');
  await expect(page.getByTestId('error-panel-empty').locator('.tk-error__text')).toHaveText(
    'Open supporters from a character or creator on the leaderboard',
  );
  await page.goto(`/rank/supporters?creator_id=${rank.creator}`);
  await expect(page.getByRole('heading', { name: 'Supporters of Mika Draws' })).toBeVisible();
});

test('star rank: level, place and tasks; the section comes from the URL', async ({ page }) => {
  await page.goto(`/star_rank?npc_id=${rank.popularTop}`);
  await expect(page.getByTestId('star-level')).toHaveText('Star level 5 · 150 stars');
  await expect(page.getByTestId('star-place')).toHaveText('No. 1 among all characters');
  await expect(page.getByTestId('star-task')).toHaveCount(5);
  await expect(page.locator('[data-testid="star-task"][data-done="true"]')).toHaveCount(2);
  await expect(page.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
  expect(await axe(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Levels' }).click();
  await expect(page).toHaveURL(/section=level/);
  await expect(page.getByTestId('star-levels').getByRole('listitem')).toHaveCount(5);
  await page.goto(`/star_rank?npc_id=${rank.popularTop}&section=level`);
  await expect(page.getByTestId('star-levels')).toBeVisible();
  await page.goto('/star_rank?npc_id=npc_nobody');
  await expect(page.getByTestId('error-panel-empty').locator('.tk-error__text')).toHaveText(
    'This character or creator could not be found',
  );
});

test('star rank inside the app: the character, chat and voice call open through deep links', async ({
  browser,
}, testInfo) => {
  const context = await appContext(browser, testInfo);
  const page = await context.newPage();
  await page.goto(`/star_rank?npc_id=${rank.popularTop}`);
  // The page comes rendered by the server: its buttons are on screen before the app has started. Here
  // each button's own deep link is what counts, so the test taps once the app has started.
  await expect(page.getByTestId('star-open-npc')).toHaveAttribute('data-ready', 'true');
  for (const [button, count] of [
    ['Open character', 1],
    ['Chat', 2],
    ['Voice call', 3],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect.poll(async () => (await openedPages(page)).length).toBe(count);
  }
  const [npc, chat, call] = await openedPages(page);
  expect(npc).toContain(`npc_id=${rank.popularTop}`);
  expect(chat).toMatch(new RegExp(`^talkie://chat\\?npc_id=${rank.popularTop}`));
  expect(call).toMatch(/voice_chat_scene=1/);
  await context.close();
});

test("a character's achievements: unlocked and locked, permanent and limited with dates, progress", async ({
  page,
}) => {
  await page.goto(`/achievement/npc?npc_id=${SeedIds.achievements.npcOwner}`);
  await expect(page.getByTestId('achievement')).toHaveCount(5);
  await expect(page.getByTestId('achievements-count')).toHaveText('3 of 5 unlocked');
  const chats = page.locator('[data-kind="chats_1k"]');
  await expect(chats.getByTestId('achievement-state')).toHaveText('Unlocked');
  await expect(chats.getByTestId('achievement-validity')).toHaveText('Permanent');
  const festival = page.locator('[data-kind="festival_2026"]');
  await expect(festival.getByTestId('achievement-validity')).toHaveText(
    /^Limited: \w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}$/,
  );
  const voice = page.locator('[data-kind="voice_star"]');
  await expect(voice.getByTestId('achievement-state')).toHaveText('Locked');
  await expect(voice.getByTestId('achievement-progress')).toHaveText('42 / 60');
  await expect(voice.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  expect(await axe(page)).toEqual([]);
});

test("a user's achievements: a limited one that has ended; the visitor's own by default", async ({ page }) => {
  await page.goto(`/achievement/user?user_id=${SeedIds.achievements.userOwner}`);
  const early = page.locator('[data-kind="early_bird"]');
  await expect(early.getByTestId('achievement-validity')).toHaveText(/^Limited: ended on \w{3} \d{1,2}, \d{4}$/);
  await expect(page.locator('[data-kind="summer_event"] [data-testid="achievement-validity"]')).toHaveText(
    /^Limited: /,
  );
  await expect(page.locator('[data-kind="chat_streak_7"] [data-testid="achievement-progress"]')).toHaveText('3 / 7');
  await page.goto('/achievement/user');
  await expect(page.getByTestId('achievement')).toHaveCount(5);
  await expect(page.getByTestId('achievements-count')).toHaveText('0 of 5 unlocked');
  await page.goto('/achievement/npc');
  // Without a character the page says what is missing and offers the rankings and the app.
  const missing = page.getByTestId('error-panel-empty');
  await expect(missing.locator('.tk-error__text')).toHaveText(
    /^No character chosen\. Achievements belong to a character/,
  );
  await expect(missing.getByRole('link', { name: 'See the rankings' })).toHaveAttribute('href', '/rank');
  await expect(missing.getByRole('button', { name: 'Open Talkie' })).toBeVisible();
});

test('pill-shaped links look like pill buttons: no underline on "View full list" or "See the rankings"', async ({
  page,
}) => {
  await page.goto('/rank');
  await expect(page.getByTestId('rank-full-list')).toBeVisible();
  expect(await pillLinkDifferences(page.getByTestId('rank-full-list'))).toEqual([]);
  await page.goto('/star_rank');
  expect(await pillLinkDifferences(page.getByTestId('see-rankings'))).toEqual([]);
});
