import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { getBanStatus } from '../../src/api/contract/help';
import {
  getCampaignEvent,
  getSummerCollection,
  getSummerOverview,
  getSummerRank,
} from '../../src/api/contract/campaign';
import { SharePaths } from '../../src/api/contract/share-paths';
import type { FaultInput } from '../../server/control/faults';
import { CLIENT_RENDER_HEADER } from '../../server/pages/page-render';
import { SeedIds } from '../../server/seed/ids';
import { expect, test } from './support/fixtures';
import { collectPageProblems, type PageProblems } from './support/page-problems';
import {
  baseUrlOf,
  browserContext,
  controlFor,
  newAccount,
  ONE_PROJECT,
  type TestAccount,
} from './membership-invitation.helpers';
import { storeSession, storeSessionCookie } from './support/sign-in';

/**
 * A bad mobile network: the API drops the connection, answers HTTP 500, answers a code the client does
 * not know, or answers slowly. Every page says what failed in its language with a Retry, in place of
 * the part that failed; Retry after the network is back shows the content; a slow answer within the
 * HTTP timeout shows loading and then the content. A read that failed on the server hydrates without a
 * mismatch. Faults are scoped to the test's own account (its token), so the spec runs beside others;
 * the account's session is stored before the page boots, so the page's reads carry that token, and
 * the app's auth cookie makes a personal page render on the server with it as well.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the network does not depend on the device profile');
});

const NETWORK_ERROR = 'Network Error';
const UNKNOWN_ERROR = 'Oops, something went wrong';
const CONTENT_FAILED = 'Sorry, content loading failed~';
/** A status code the client has never heard of. */
const UNKNOWN_CODE = 424242;

interface Opened {
  readonly page: Page;
  readonly problems: PageProblems;
  readonly context: BrowserContext;
  readonly fault: (fault: Omit<FaultInput, 'token'>) => Promise<void>;
  readonly clearFaults: () => Promise<void>;
}

/**
 * A context logged in as a new account of its own; `serverRendered`: with the app's auth cookie (a
 * personal page renders on the server with the account's token); otherwise the server renders what
 * is the same for everyone and the browser reads the visitor's own part itself.
 */
async function visitor(
  browser: Parameters<Parameters<typeof test>[2]>[0]['browser'],
  testInfo: TestInfo,
  serverRendered: boolean,
): Promise<Opened> {
  const account: TestAccount = await newAccount(testInfo);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  if (serverRendered) await storeSessionCookie(context, account, baseUrlOf(testInfo));
  // A share page renders in the browser, which then reads it with the account's token.
  else
    await context.route(
      (url) => url.pathname.startsWith('/share/'),
      (route) =>
        route.request().isNavigationRequest()
          ? route.continue({ headers: { ...route.request().headers(), [CLIENT_RENDER_HEADER]: '1' } })
          : route.fallback(),
    );
  const page = await context.newPage();
  const control = controlFor(testInfo);
  const ids: string[] = [];
  return {
    page,
    problems: collectPageProblems(page),
    context,
    fault: async (fault) => void ids.push((await control.addFault({ ...fault, token: account.authToken })).fault.id),
    clearFaults: async () => {
      for (const id of ids.splice(0))
        await fetch(new URL(`/__control/faults/${id}`, baseUrlOf(testInfo)), { method: 'DELETE' });
    },
  };
}

/**
 * No uncaught exception and no React error. The browser's own line for a request the test made fail
 * ("Failed to load resource") is the network failing, not the page.
 */
function expectNoPageErrors(problems: PageProblems): void {
  expect(problems.list().filter((line) => !/Failed to load resource/.test(line))).toEqual([]);
}

/** The failure panel is on screen with its text and a Retry; taps every Retry once the fault is gone. */
async function retryAll(page: Page): Promise<void> {
  const buttons = page.getByRole('button', { name: 'Retry' });
  await expect(buttons.first()).toBeVisible();
  for (let left = await buttons.count(); left > 0; left -= 1) {
    await buttons.first().click();
    await expect(buttons).toHaveCount(left - 1);
  }
}

test.describe('a failed read says so, with a Retry that works', () => {
  test('/summer rendered on the server while the API answers 500: the panel, hydrated without a mismatch; Retry shows the tasks', async ({
    browser,
  }, testInfo) => {
    const v = await visitor(browser, testInfo, true);
    await v.fault({ path: getSummerOverview.path, kind: 'http_error', http_status: 500 });
    await v.fault({ path: getCampaignEvent.path, kind: 'http_error', http_status: 500 });
    const answer = await v.page.goto('/summer');
    expect(await answer?.text()).toContain(UNKNOWN_ERROR);
    await expect(v.page.getByText(UNKNOWN_ERROR).first()).toBeVisible();
    // Hydrated: the Retry the server sent answers a tap.
    await v.page.waitForLoadState('networkidle');
    await v.clearFaults();
    await retryAll(v.page);
    await expect(v.page.getByTestId('summer-tasks')).toBeVisible();
    await expect(v.page.getByText(UNKNOWN_ERROR)).toHaveCount(0);
    expectNoPageErrors(v.problems);
    await v.context.close();
  });

  test('/summer/collection/fm with the connection dropped: not a header-only page; back online, the collection comes by itself', async ({
    browser,
  }, testInfo) => {
    const v = await visitor(browser, testInfo, false);
    await v.fault({ path: getSummerCollection.path, kind: 'drop' });
    await v.page.goto('/summer/collection/fm');
    await expect(v.page.getByText(CONTENT_FAILED)).toBeVisible();
    await expect(v.page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await v.clearFaults();
    await v.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(v.page.getByText(CONTENT_FAILED)).toHaveCount(0);
    // A new account's collection: its items, or the empty collection's own words.
    await expect(
      v.page.getByTestId('summer-collection').or(v.page.getByText('Nothing in this collection yet')),
    ).toBeVisible();
    expectNoPageErrors(v.problems);
    await v.context.close();
  });

  test('/summer/rank answering a code the client does not know: "Oops, something went wrong", never the code; Retry shows the board', async ({
    browser,
  }, testInfo) => {
    const v = await visitor(browser, testInfo, false);
    await v.fault({ path: getSummerRank.path, kind: 'base_resp', status_code: UNKNOWN_CODE, status_msg: 'strange' });
    await v.page.goto('/summer/rank');
    await expect(v.page.getByText(UNKNOWN_ERROR)).toBeVisible();
    await expect(v.page.locator('body')).not.toContainText(String(UNKNOWN_CODE));
    await v.clearFaults();
    await retryAll(v.page);
    await expect(v.page.getByTestId('leaderboard')).toBeVisible();
    expectNoPageErrors(v.problems);
    await v.context.close();
  });

  test('/share/memory with the connection dropped: a message and a Retry that shows the memory', async ({
    browser,
  }, testInfo) => {
    const v = await visitor(browser, testInfo, false);
    await v.fault({ path: SharePaths.memory, kind: 'drop' });
    await v.page.goto(`/share/memory/${SeedIds.memories.en}`);
    await expect(v.page.getByText(NETWORK_ERROR)).toBeVisible();
    await v.clearFaults();
    await retryAll(v.page);
    await expect(v.page.getByTestId('share-body')).toContainText('The night Luna told me about the lighthouse');
    expectNoPageErrors(v.problems);
    await v.context.close();
  });

  test('/ban_appeal rendered on the server with the connection dropped: the panel, not "Loading…"; Retry shows the page', async ({
    browser,
  }, testInfo) => {
    const v = await visitor(browser, testInfo, true);
    await v.fault({ path: getBanStatus.path, kind: 'drop' });
    await v.page.goto('/ban_appeal');
    await expect(v.page.getByText(NETWORK_ERROR)).toBeVisible();
    await v.page.waitForLoadState('networkidle');
    await v.clearFaults();
    await retryAll(v.page);
    await expect(v.page.getByText('Your account is not banned')).toBeVisible();
    expectNoPageErrors(v.problems);
    await v.context.close();
  });
});

test('/share/chat_history answering slowly (within the HTTP timeout): loading, then the chat, never an error', async ({
  browser,
}, testInfo) => {
  const v = await visitor(browser, testInfo, false);
  await v.fault({ path: SharePaths.chatHistory, kind: 'latency', latency_ms: 2000 });
  await v.page.goto(`/share/chat_history/${SeedIds.memories.en}`);
  await expect(v.page.getByTestId('loading')).toBeVisible();
  await expect(v.page.getByTestId('share-body')).toContainText('I could not sleep. Tell me a story?');
  await expect(v.page.getByRole('alert')).toHaveCount(0);
  expectNoPageErrors(v.problems);
  await v.context.close();
});
