import AxeBuilder from '@axe-core/playwright';
import { getRankBoard } from '../../src/api/contract/rank';
import { expect, test } from './support/fixtures';
import { expectNoProblems } from './support/page-problems';
import { appContext, browserContext } from './membership-invitation.helpers';
import { AXE_TAGS, openedPages, rowsOf, seedAccount, SeedIds, takenOver } from './rank.helpers';
import { storeSession } from './support/sign-in';

/** /rank against the local API: every board and period with its ties, the tabs in the URL, the own entry, errors. */
const rank = SeedIds.rank;
const LEADERS = {
  popular: [rank.popularTop, ...rank.popularTied],
  gem_elite: [rank.gemEliteTop, ...rank.gemEliteTied],
} as const;
// Ordered so that every click changes the board or the period (the page opens on popular, daily).
const PERIOD_TABS = { weekly: 'Weekly', monthly: 'Monthly', champion: 'Champion', daily: 'Daily' } as const;

test('each board and period: the leader is 1, the tied pair share 2, the next is 4; tabs write the URL', async ({
  page,
  problems,
}) => {
  await page.goto('/rank');
  await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  // The board comes rendered by the server: its tabs are tapped at once, the app takes the first tap over
  // (early-taps.spec.ts).
  for (const [board, boardTab] of [
    ['gem_elite', 'Gem Elite'],
    ['popular', 'Popular'],
  ] as const) {
    await page.getByRole('tab', { name: boardTab }).click();
    for (const [period, periodTab] of Object.entries(PERIOD_TABS)) {
      await page.getByRole('tab', { name: periodTab }).click();
      await expect(page).toHaveURL(new RegExp(`board=${board}&period=${period}|period=${period}&board=${board}`));
      await expect(page.getByTestId('rank-board')).not.toHaveAttribute('aria-busy', 'true');
      await expect(page.getByTestId('rank-page')).toHaveAttribute('data-period', period);
      await expect
        .poll(async () => (await rowsOf(page)).slice(0, 4))
        .toEqual([
          [1, LEADERS[board][0]],
          [2, LEADERS[board][1]],
          [2, LEADERS[board][2]],
          [4, expect.any(String)],
        ]);
      await expect(page.getByTestId('rank-entry')).toHaveCount(10);
      await expect(page.getByTestId('rank-reset')).toHaveText(
        period === 'champion' ? 'All-time ranking, never resets' : /Resets in\s*(\d+ days? )?\d{2}:\d{2}:\d{2}/,
      );
    }
  }
  expectNoProblems(problems, '/rank');
});

test('the tabs come from the URL; unknown values fall back to popular daily', async ({ page }) => {
  await page.goto('/rank?board=gem_elite&period=monthly');
  await expect(page.getByRole('tab', { name: 'Gem Elite' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('rank-entry').first()).toHaveAttribute('data-npc-id', rank.gemEliteTop);
  await page.goto('/rank?board=bogus&period=yearly');
  await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('rank-entry').first()).toHaveAttribute('data-npc-id', rank.popularTop);
});

test("a logged-in creator's own entry is pinned below the list, at the rank the server gives it", async ({
  browser,
}, testInfo) => {
  const viewer = await seedAccount(testInfo, 'viewer');
  const expected = await viewer.api.call(getRankBoard, { board: 'popular', period: 'monthly' });
  const context = await browserContext(browser, testInfo);
  await storeSession(context, viewer);
  const page = await context.newPage();
  await page.goto('/rank?board=popular&period=monthly');
  const own = page.getByTestId('rank-own-entry');
  await expect(own).toHaveAttribute('data-npc-id', rank.viewerNpc);
  await expect(own).toHaveAttribute('data-rank', String(expected.own_entry?.rank));
  await expect(own).toContainText('Your best character');
  // Pinned: it stays in view at the bottom while the list scrolls.
  await page.mouse.wheel(0, 200);
  await expect(own).toBeInViewport();
  const list = await page.getByTestId('rank-list').boundingBox();
  const pinned = await own.boundingBox();
  expect(pinned!.y).toBeGreaterThan(list!.y);
  await context.close();
});

test('a visitor has no own entry; a creator without characters on the board is told so', async ({
  browser,
  page,
}, testInfo) => {
  await page.goto('/rank');
  await expect(page.getByTestId('rank-entry').first()).toBeVisible();
  await expect(page.getByTestId('rank-own-entry')).toHaveCount(0);
  await expect(page.getByTestId('rank-own-unranked')).toHaveCount(0);

  const member = await seedAccount(testInfo, 'standardMember');
  const context = await browserContext(browser, testInfo);
  await storeSession(context, member);
  const memberPage = await context.newPage();
  await memberPage.goto('/rank');
  await expect(memberPage.getByTestId('rank-own-unranked')).toHaveText(
    'Your characters are not on this leaderboard yet',
  );
  await context.close();
});

test('a network error and a server failure show their texts with Retry, and Retry loads the board', async ({
  page,
}) => {
  // The first board comes with the server's HTML: the browser's own reads are those of another tab.
  await page.goto('/rank?board=popular&period=weekly');
  await takenOver(page);
  await page.route(
    (url) => url.pathname.endsWith('/rank/get_board'),
    (route) => route.abort('internetdisconnected'),
    { times: 1 },
  );
  await page.getByRole('tab', { name: 'Gem Elite' }).click();
  const panel = page.getByTestId('error-panel-network');
  await expect(panel).toContainText('Network Error');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('rank-entry').first()).toHaveAttribute('data-npc-id', rank.gemEliteTop);

  // A server failure for this page only (a fault at the shared server would meet the other tests' boards).
  await page.route(
    (url) => url.pathname.endsWith('/rank/get_board'),
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ base_resp: { status_code: 50000, status_msg: 'unavailable' } }),
      }),
    { times: 1 },
  );
  await page.getByRole('tab', { name: 'Monthly' }).click();
  await expect(panel).toContainText('Sorry, content loading failed~');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('rank-entry').first()).toHaveAttribute('data-npc-id', rank.gemEliteTop);
});

test('inside the app, an entry opens the character, its creator and the chat through deep links', async ({
  browser,
}, testInfo) => {
  const context = await appContext(browser, testInfo);
  const page = await context.newPage();
  await page.goto('/rank');
  // The board comes rendered by the server: each button's own deep link counts, so tap once the app has started.
  await takenOver(page);
  const first = page.getByTestId('rank-entry').first();
  await first.getByRole('button', { name: /^Open .* in Talkie$/ }).click();
  await expect.poll(() => openedPages(page)).toEqual([expect.stringMatching(new RegExp(`npc_id=${rank.popularTop}`))]);
  await page.waitForTimeout(100);
  await first.getByRole('button', { name: /^Chat with/ }).click();
  await expect.poll(async () => (await openedPages(page)).length).toBe(2);
  await first.getByRole('button', { name: /^by / }).click();
  await expect.poll(async () => (await openedPages(page)).length).toBe(3);
  const [npc, chat, home] = await openedPages(page);
  expect(npc).toMatch(/channel_label=H5/);
  expect(chat).toMatch(new RegExp(`^talkie://chat\\?.*npc_id=${rank.popularTop}`));
  expect(home).toMatch(/user_id=u_rank_creator_01/);
  await context.close();
});

test('/rank passes axe', async ({ page }) => {
  await page.goto('/rank?board=gem_elite&period=daily');
  await expect(page.getByTestId('rank-entry').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations).toEqual([]);
});
