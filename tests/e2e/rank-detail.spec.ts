import AxeBuilder from '@axe-core/playwright';
import { getRankBoardPage } from '../../src/api/contract/rank';
import { expect, test } from './support/fixtures';
import {
  appContext,
  browserContext,
  navigations,
  recordNavigations,
  shellCalls,
} from './membership-invitation.helpers';
import { AXE_TAGS, rowsOf, seedAccount, SeedIds } from './rank.helpers';
import { appUserOf, storeSession } from './support/sign-in';

/** The rank list detail (/rank/detail): needs a real-name login; the top 100 in pages of 20 with "Load more". */

test('a browser visitor is asked to log in, and the button opens this list in the app', async ({
  browser,
}, testInfo) => {
  const context = await browserContext(browser, testInfo);
  await recordNavigations(context);
  const page = await context.newPage();
  await page.goto('/rank/detail?board=gem_elite&period=weekly');
  const prompt = page.getByTestId('login-required');
  // What logging in gives here: there is nothing to participate in.
  await expect(prompt.getByRole('heading')).toHaveText(
    "Log in to see the full leaderboard and your characters' rankings",
  );
  await expect(page.getByTestId('rank-entry')).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Open Talkie to see the full list' }).click();
  // The app is opened (the local host is not a web-view host the app accepts, so it opens at home here).
  await expect.poll(async () => (await navigations(page))[0]).toMatch(/^(talkie:\/\/|https:\/\/)/);
  await context.close();
});

test('inside the app: the native real-name login, then the list, 20 at a time up to the top 100', async ({
  browser,
}, testInfo) => {
  const viewer = await seedAccount(testInfo, 'viewer');
  const context = await appContext(browser, testInfo, {
    user: null,
    replies: { login: { data: { user_id: viewer.userId }, delayMs: 50 } },
  });
  await context.addInitScript((user) => {
    const w = window as unknown as {
      TalkieBridge: { postMessage(json: string): void };
      __talkieShell: { setUser(u: unknown): void };
    };
    const post = w.TalkieBridge.postMessage;
    w.TalkieBridge.postMessage = (json: string) => {
      if ((JSON.parse(json) as { method: string }).method === 'login') w.__talkieShell.setUser(user);
      post(json);
    };
  }, appUserOf(viewer));
  const page = await context.newPage();
  await page.goto('/rank/detail?board=popular&period=champion');
  await page.getByTestId('login-required').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('rank-entry')).toHaveCount(20);
  expect(await shellCalls(page, 'login')).toHaveLength(1);

  const more = page.getByRole('button', { name: 'Load more' });
  for (const count of [40, 60, 80, 100]) {
    // A button, not an endless scroll: it works without scrolling.
    await more.click();
    await expect(page.getByTestId('rank-entry')).toHaveCount(count);
  }
  await expect(more).toHaveCount(0);
  await expect(page.getByText('That is the top 100')).toBeVisible();
  const pages = await Promise.all(
    [0, 20, 40, 60, 80].map((offset) =>
      viewer.api.call(getRankBoardPage, { board: 'popular', period: 'champion', offset }),
    ),
  );
  expect(await rowsOf(page)).toEqual(pages.flatMap((p) => p.entries.map((e) => [e.rank, e.npc.npc_id])));
  await context.close();
});

test('with a real-name session in a browser the list shows at once; a failed page keeps the list and retries', async ({
  browser,
}, testInfo) => {
  const viewer = await seedAccount(testInfo, 'viewer');
  const context = await browserContext(browser, testInfo);
  await storeSession(context, viewer);
  const page = await context.newPage();
  await page.goto('/rank/detail?board=gem_elite&period=daily');
  await expect(page.getByTestId('rank-entry')).toHaveCount(20);
  await expect(page.getByTestId('rank-entry').first()).toHaveAttribute('data-npc-id', SeedIds.rank.gemEliteTop);
  await page.route(
    (url) => url.pathname.endsWith('/rank/get_board_page'),
    (route) => route.abort('internetdisconnected'),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('alert')).toHaveText('Could not load more. Try again.');
  await expect(page.getByTestId('rank-entry')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('rank-entry')).toHaveCount(40);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations).toEqual([]);
  await context.close();
});
