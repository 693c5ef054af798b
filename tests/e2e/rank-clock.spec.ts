import { expect, test } from './support/fixtures';
import { controlFor } from './membership-invitation.helpers';
import { rowsOf } from './rank.helpers';

/**
 * The board against the server's test clock: the countdown shows the time to the server's reset and,
 * at zero, the page asks the server again instead of guessing the next period; a period nobody has
 * scored in yet is the 'leaderboard empty' state. The page's clock is Playwright's, set to the server's
 * time (requests are signed with it). Moving the server clock affects every page on this server, so
 * these run in the `server-clock` project (playwright.config.ts): on a server of their own, on one profile,
 * putting the clock back at once.
 */
const DAY = 86_400_000;
const BOARD_PATH = '/weaver/api/v1/rank/get_board';

test.describe.configure({ mode: 'serial' });
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.afterEach(async ({}, testInfo) => {
  await controlFor(testInfo).setClockOffset(0);
});

test('the countdown runs to the server reset; at zero the board reloads and shows the new period', async ({
  page,
}, testInfo) => {
  const control = controlFor(testInfo);
  const real = Date.now();
  const offset = Math.floor(real / DAY) * DAY + DAY - 20_000 - real; // the server 20 s before midnight UTC
  const { now_ms: serverNow } = await control.setClockOffset(offset);
  await page.clock.install({ time: serverNow });
  await page.goto('/rank?board=popular&period=daily');
  const countdown = page.getByTestId('rank-countdown');
  await expect(countdown).toHaveText(/^00:00:(0\d|1\d|20)$/);
  const before = await rowsOf(page);
  await control.clearRequests();

  // Midnight passes on both clocks.
  await control.setClockOffset(offset + 25_000);
  await page.clock.fastForward(25_000);
  await page.clock.runFor(1_000);

  await expect(countdown).toHaveText(/^2[34]:\d{2}:\d{2}$/);
  expect((await control.requests(BOARD_PATH)).length).toBeGreaterThanOrEqual(1);
  const after = await rowsOf(page);
  expect(after[0]).toEqual([1, 'npc_rank_001']);
  expect(after.map(([, id]) => id)).not.toEqual(before.map(([, id]) => id));
});

test('a period nobody has scored in yet is the leaderboard empty state, with its countdown', async ({
  page,
}, testInfo) => {
  const { now_ms: serverNow } = await controlFor(testInfo).setClockOffset(20 * DAY);
  await page.clock.install({ time: serverNow });
  await page.goto('/rank?board=gem_elite&period=daily');
  await expect(page.getByTestId('error-panel-empty')).toHaveText('No one is on the leaderboard yet');
  await expect(page.getByTestId('rank-countdown')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await page.getByRole('tab', { name: 'Champion' }).click();
  await expect(page.getByTestId('rank-entry')).toHaveCount(10);
});
