/**
 * Real-name login on the real rank list page (SPEC §4 "Real-name login (native only)", §6): /rank/detail
 * needs a real-name user. Inside the Talkie app the prompt's “Log in” reads the app's user
 * (getUserInfo), opens the app's login (login, entrance h5_rank) when there is none or an anonymous
 * one, reads the user again, and hands the app's tokens to the page, which then shows the list. In a
 * browser there is no real-name login: the prompt offers to open the page in the app instead.
 * Effects come from src/kernel/session (real-name-login-flow.ts, use-real-name-login.ts).
 *
 * The simulated app is told to hold its answers to getUserInfo and login once the page has loaded;
 * each answer step then answers the waiting call (window.__talkieShell.answer), so every state the
 * page passes through can be seen.
 */
import type { Page } from '@playwright/test';
import { realNameLoginOracle } from './real-name-login.oracle';
import { SeedIds } from '../../../server/seed/ids';
import type { FlowAdapter, ModelContext } from '../framework/e2e/adapter';
import { appHost, browserHost } from '../framework/e2e/hosts';

const LIST = '/rank/detail?board=popular&period=champion';
const TITLE = "Log in to see the full leaderboard and your characters' rankings";
const LOG_IN = 'Log in';
const LOGGING_IN = 'Logging in…';
const CANCELED = 'Login was canceled';
const UNKNOWN_ERROR = 'Oops, an unknown error occurred';
const OPEN_APP = 'Open Talkie to see the full list';
const ENTRANCE = 'h5_rank';

interface Reply {
  code?: number;
  data?: unknown;
  msg?: string;
}
interface ShellWindow {
  __talkieShellCalls: { id: string; method: string; params?: unknown }[];
  __talkieShell: {
    pendingIds(): string[];
    answer(id: string, reply: Reply): void;
    setReply(method: string, reply: Reply & { never?: boolean }): void;
  };
}

/** How the app names a user that is not a real-name one, per host (the oracle scenario's `notRealName`). */
const NOT_REAL_NAME: Record<
  string,
  { user_id: string | null; auth_token: string | null; refresh_token: null; is_anonymous: boolean }
> = {
  'app-android-2.30.0': { user_id: 'u-anon-model', auth_token: null, refresh_token: null, is_anonymous: true },
  'app-ios-2.30.0': { user_id: null, auth_token: null, refresh_token: null, is_anonymous: true },
};

interface Account {
  readonly userId: string;
  readonly authToken: string;
  readonly refreshToken: string;
}
const account = (ctx: ModelContext): Account => ctx.memo.account as Account;
const realUser = (ctx: ModelContext) => ({
  user_id: account(ctx).userId,
  auth_token: account(ctx).authToken,
  refresh_token: account(ctx).refreshToken,
  is_anonymous: false,
});

const prompt = (page: Page) => page.getByTestId('login-required');

/** Calls of `method` the simulated app has not answered yet. */
const waiting = (page: Page, method: string) =>
  page.evaluate((m) => {
    const w = window as unknown as ShellWindow;
    const open = new Set(w.__talkieShell.pendingIds());
    return w.__talkieShellCalls
      .filter((c) => c.method === m && open.has(c.id))
      .map((c) => ({ id: c.id, params: c.params }));
  }, method);

/**
 * Answers the one waiting call of `method` with `reply`. `then`: the app's answer to every later
 * getUserInfo (the page reads the user once more when it takes over the app's login).
 */
async function answer(ctx: ModelContext, method: string, reply: Reply, then?: Reply): Promise<void> {
  await ctx.expect
    .poll(async () => (await waiting(ctx.page, method)).length, { message: `a waiting ${method} call` })
    .toBe(1);
  const [call] = await waiting(ctx.page, method);
  await ctx.page.evaluate(
    ({ id, reply, then }) => {
      const shell = (window as unknown as ShellWindow).__talkieShell;
      if (then) shell.setReply('getUserInfo', then);
      shell.answer(id, reply);
    },
    { id: call!.id, reply, then: then ?? null },
  );
}

/** Whether the path's login answer must carry no user id (the path ends without one to fall back to). */
const loginWithoutUserId = (ctx: ModelContext): boolean =>
  ctx.steps.some(
    (s) => s.transitionId.startsWith('realNameLogin.rereadingUser') && s.falseGuards.includes('loginReturnedUserId'),
  );

async function busy(ctx: ModelContext): Promise<void> {
  await ctx.expect(prompt(ctx.page).getByRole('button', { name: LOGGING_IN })).toBeDisabled();
}

async function seeWaiting(ctx: ModelContext, method: 'getUserInfo' | 'login'): Promise<void> {
  await ctx.expect.poll(async () => (await waiting(ctx.page, method)).length).toBe(1);
  ctx.expect(await waiting(ctx.page, method === 'login' ? 'getUserInfo' : 'login')).toHaveLength(0);
}

async function offersLogIn(ctx: ModelContext): Promise<void> {
  await ctx.expect(prompt(ctx.page).getByRole('heading', { name: TITLE })).toBeVisible();
  await ctx.expect(prompt(ctx.page).getByRole('button', { name: LOG_IN, exact: true })).toBeEnabled();
  ctx.expect(await waiting(ctx.page, 'login')).toHaveLength(0);
  ctx.expect(await waiting(ctx.page, 'getUserInfo')).toHaveLength(0);
}

const loginEntrance = async (ctx: ModelContext): Promise<void> => {
  const [call] = await waiting(ctx.page, 'login');
  ctx.expect(call?.params).toEqual({ entrance: ENTRANCE });
};

export const realNameLoginAdapter: FlowAdapter = {
  flow: 'real-name-login',
  summary: `The “${TITLE}” prompt of the rank list ${LIST}: “${LOG_IN}” inside the Talkie app, “${OPEN_APP}” in a browser (effects: src/kernel/session/real-name-login-flow.ts, use-real-name-login.ts).`,
  hosts: [
    appHost('android', '2.30.0', { isNativeApp: true }, { scenario: 'app, anonymous user, login returns a user id' }),
    appHost('ios', '2.30.0', { isNativeApp: true }, { scenario: 'app, no user, login returns no user id' }),
    browserHost('android', { isNativeApp: false }, { scenario: 'browser' }),
  ],
  installClock: false,
  start: {
    qa: (host, steps) =>
      host.kind === 'app'
        ? [
            `Host: ${host.qa}, with nobody logged in to the app.`,
            `Seed account: the viewer (${SeedIds.credentials.viewer}); the app's login logs it in.`,
            `Open ${LIST}; the page shows “${TITLE}”.`,
            'From now on the simulated app holds its answers to getUserInfo and login until the step that answers them (window.__talkieShell.setReply(…, { never: true })).',
            steps.length ? `Tap “${LOG_IN}”.` : '',
          ].filter(Boolean)
        : [`Host: ${host.qa}, not logged in.`, `Open ${LIST}.`],
    async open(ctx) {
      const { page } = ctx;
      await page.goto(LIST);
      await ctx.expect(prompt(page).getByRole('heading', { name: TITLE })).toBeVisible();
      if (ctx.host.kind !== 'app') return;
      const { SignedApi } = await import('../../e2e/membership-invitation.helpers');
      const { login } = await import('../../../src/api/contract/account');
      const api = new SignedApi(new URL(page.url()).origin);
      const data = await api.call(login, {
        login_type: 1,
        device_info: { uuid: `model-${Date.now()}-${Math.random()}`, os: 3 },
        credential: SeedIds.credentials.viewer,
      });
      ctx.memo.account = {
        userId: data.user_id,
        authToken: data.auth_token,
        refreshToken: data.refresh_token,
      } satisfies Account;
      await ctx.setShellReply('getUserInfo', { never: true });
      await ctx.setShellReply('login', { never: true });
      await prompt(page).getByRole('button', { name: LOG_IN, exact: true }).click();
    },
  },
  states: {
    'realNameLogin.unavailable': {
      qa: `the screen shows “${TITLE}” with “${OPEN_APP}” and no “${LOG_IN}” button; the list is not shown`,
      async see(ctx) {
        await ctx.expect(prompt(ctx.page).getByRole('button', { name: OPEN_APP })).toBeVisible();
        await ctx.expect(prompt(ctx.page).getByRole('button', { name: LOG_IN, exact: true })).toHaveCount(0);
        await ctx.expect(ctx.page.getByTestId('rank-entry')).toHaveCount(0);
      },
    },
    'realNameLogin.readingUser': {
      qa: `the button shows “${LOGGING_IN}” (disabled); the app is asked who is logged in (getUserInfo), its login is not opened`,
      async see(ctx) {
        await busy(ctx);
        await seeWaiting(ctx, 'getUserInfo');
      },
    },
    'realNameLogin.loggingIn': {
      qa: `the button shows “${LOGGING_IN}” (disabled); the app's login opens (login with entrance ${ENTRANCE})`,
      async see(ctx) {
        await busy(ctx);
        await seeWaiting(ctx, 'login');
        await loginEntrance(ctx);
      },
    },
    'realNameLogin.rereadingUser': {
      qa: `the button still shows “${LOGGING_IN}”; the app is asked again who is logged in (getUserInfo)`,
      async see(ctx) {
        await busy(ctx);
        await seeWaiting(ctx, 'getUserInfo');
      },
    },
    'realNameLogin.canceled': {
      qa: `the screen shows “${CANCELED}” and “${LOG_IN}” can be tapped again`,
      async see(ctx) {
        await ctx.expect(prompt(ctx.page)).toContainText(CANCELED);
        await offersLogIn(ctx);
      },
    },
    'realNameLogin.failed': {
      qa: `the screen shows “${UNKNOWN_ERROR}” and “${LOG_IN}” can be tapped again`,
      async see(ctx) {
        await ctx.expect(prompt(ctx.page).getByRole('alert')).toHaveText(UNKNOWN_ERROR);
        await offersLogIn(ctx);
      },
    },
    'realNameLogin.loggedIn': {
      qa: `the prompt goes away and the list shows its first 20 entries (the page now runs as the viewer)`,
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('rank-entry')).toHaveCount(20);
        await ctx.expect(prompt(ctx.page)).toHaveCount(0);
      },
    },
  },
  events: {
    'DONE:readUser [isRealNameUser]': {
      qa: 'The app answers getUserInfo with the viewer, logged in with a real name (it logged in meanwhile)',
      drive: (ctx) => answer(ctx, 'getUserInfo', { data: realUser(ctx) }, { data: realUser(ctx) }),
    },
    'DONE:readUser': {
      qa: 'The app answers getUserInfo with a user that is not a real-name one (Android: an anonymous user; iPhone: nobody)',
      drive: (ctx) => answer(ctx, 'getUserInfo', { data: NOT_REAL_NAME[ctx.host.id] }),
    },
    'ERROR:readUser': {
      qa: 'The app fails getUserInfo (answers code 500)',
      drive: (ctx) => answer(ctx, 'getUserInfo', { code: 500, msg: 'cannot read the user' }),
    },
    'DONE:nativeLogin [loginCanceled]': {
      qa: 'Close the app\'s login without logging in (the app answers login with code 1, "user cancelled")',
      drive: (ctx) => answer(ctx, 'login', { code: 1, msg: 'user cancelled' }),
    },
    'DONE:nativeLogin': {
      qa: "Log in as the viewer in the app's login (the app answers login with the viewer's user_id; with no user_id where the path says the login returned none)",
      drive: (ctx) => answer(ctx, 'login', { data: { user_id: loginWithoutUserId(ctx) ? null : account(ctx).userId } }),
    },
    'ERROR:nativeLogin': {
      qa: "The app's login fails (the app answers login with code 500)",
      drive: (ctx) => answer(ctx, 'login', { code: 500, msg: 'login failed' }),
    },
    'DONE:rereadUser [isRealNameUser]': {
      qa: 'The app answers getUserInfo with the viewer (real name, with its tokens)',
      drive: (ctx) => answer(ctx, 'getUserInfo', { data: realUser(ctx) }, { data: realUser(ctx) }),
    },
    'DONE:rereadUser [loginReturnedUserId]': {
      qa: 'The app still answers getUserInfo with a user that is not a real-name one; from then on it answers with the viewer (the page reads the user once more to take over the login)',
      drive: (ctx) => answer(ctx, 'getUserInfo', { data: NOT_REAL_NAME[ctx.host.id] }, { data: realUser(ctx) }),
    },
    'DONE:rereadUser': {
      qa: 'The app still answers getUserInfo with a user that is not a real-name one',
      drive: (ctx) => answer(ctx, 'getUserInfo', { data: NOT_REAL_NAME[ctx.host.id] }),
    },
    'ERROR:rereadUser [loginReturnedUserId]': {
      qa: 'The app fails getUserInfo (code 500); from then on it answers with the viewer (the page reads the user once more to take over the login)',
      drive: (ctx) => answer(ctx, 'getUserInfo', { code: 500, msg: 'cannot read the user' }, { data: realUser(ctx) }),
    },
    'ERROR:rereadUser': {
      qa: 'The app fails getUserInfo (answers code 500)',
      drive: (ctx) => answer(ctx, 'getUserInfo', { code: 500, msg: 'cannot read the user' }),
    },
    RETRY: {
      qa: `Tap “${LOG_IN}” again`,
      drive: (ctx) => prompt(ctx.page).getByRole('button', { name: LOG_IN, exact: true }).click(),
    },
  },
  oracle: realNameLoginOracle,
  effects: {
    'request:readUser': {
      qa: () => 'the app is asked who is logged in (getUserInfo)',
      see: (ctx) => ctx.expect.poll(async () => (await waiting(ctx.page, 'getUserInfo')).length).toBe(1),
    },
    'request:nativeLogin': {
      qa: () => `the app's login opens (login with entrance ${ENTRANCE})`,
      async see(ctx) {
        await ctx.expect.poll(async () => (await waiting(ctx.page, 'login')).length).toBe(1);
        await loginEntrance(ctx);
      },
    },
  },
};
