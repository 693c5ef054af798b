/**
 * Auth on a page that needs a login (SPEC §4 "Anonymous login on pages requiring login", DESIGN.md
 * "Token refresh"), driven on /feedback: the anonymous login with a fresh UUID, the status check of a
 * stored session, the refresh of its token, the profile, the login-fail panel, and the single refresh
 * of an expired token during the page's life. Effects come from src/kernel/session (auth-flow.ts:
 * provideAuthMachine, startAuth; app-user.ts inside the app).
 *
 * Observers read what the outside world sees: the requests the local API logged for this page's
 * device id, local storage, the screen. The session test hook only tells when the page is ready.
 */
import type { Page } from '@playwright/test';
import type { LoggedRequest } from '../../../server/control/request-log';
import type { FlowAdapter, ModelContext, ModelHost, ModelStep } from '../framework/e2e/adapter';
import { appHost, browserHost } from '../framework/e2e/hosts';
import { storeSession } from '../../e2e/support/sign-in';

const PAGE = '/feedback';
const API = '/weaver/api/v1';
const LOGIN = `${API}/account/login`;
const STATUS = `${API}/account/get_user_status`;
const REFRESH = `${API}/account/refresh_auth_token`;
const PROFILE = `${API}/user/get_user_profile`;
const SUBMIT = `${API}/ticket/submit`;
const REPLY = `${API}/ticket/reply`;
const EVENTS = `${API}/event/report`;
/** How long the server holds the page's analytics report before refusing its token (the login fails meanwhile). */
const HELD_EVENTS_MS = 2000;
/** A UUID an earlier anonymous login left in storage: a new anonymous login must not send it again. */
const OLD_UUID = '00000000-0000-4000-8000-00000000a11d';
const TOO_MANY = 'Too many new accounts were made from this network. Please try again in an hour.';
const TOKEN_EXPIRED = 40102;

interface Account {
  readonly userId: string;
  readonly authToken: string;
  readonly refreshToken: string;
  /** The app's own login of the same account (its own token pair), for app hosts. */
  readonly app?: { readonly authToken: string; readonly refreshToken: string };
}

/** Whether the path starts with a stored user (its first step is the stored-user branch). */
const startsStored = (steps: readonly ModelStep[]): boolean => steps[0]?.twinEvent === 'ALWAYS [hasStoredUserId]';
/** Whether the path needs the anonymous login to carry a token (a fault scoped to this test's request). */
const failsAnonymousLogin = (steps: readonly ModelStep[]): boolean =>
  steps.some((s) => s.twinEvent.startsWith('ERROR:anonymousLogin'));

/** Whether the path plans a call that gets no answer (a dropped connection) before the login is ready. */
/** The path's refresh of an expired token gets no answer (the connection drops). */
const refreshGetsNoAnswer = (steps: readonly ModelStep[]): boolean =>
  steps.some((s) => s.twinEvent.startsWith('ERROR:refreshExpiredToken') && s.trueGuard === 'noAnswer');
const loginGetsNoAnswer = (steps: readonly ModelStep[]): boolean =>
  steps.some(
    (s) =>
      s.trueGuard === 'noAnswer' &&
      (s.twinEvent.startsWith('ERROR:checkUserStatus') || s.twinEvent.startsWith('ERROR:refreshStoredSession')),
  );
/** Whether the path plans a stored-session refresh (its requests are then expected). */
const refreshesStored = (steps: readonly ModelStep[]): boolean =>
  steps.some((s) => s.twinEvent.startsWith('ERROR:checkUserStatus') && s.trueGuard !== 'noAnswer');
/** Every attempt of one refresh (the first and its two retries of a lost answer, refresh-retry.ts). */
const REFRESH_ATTEMPTS = 3;

/**
 * Drops the connection of every call of this account on `path` until `networkBack` (a count would not
 * do: the browser may send a request again by itself on a dropped connection, which uses the count up).
 */
async function dropUntilBack(ctx: ModelContext, path: string, token: string): Promise<void> {
  const answer = (await ctx.api.post('faults', { path, kind: 'drop', token })) as { fault: { id: string } };
  ctx.memo.drops = [...((ctx.memo.drops as string[] | undefined) ?? []), answer.fault.id];
}
/** The network is back: the faults of dropUntilBack are deleted. */
async function networkBack(ctx: ModelContext): Promise<void> {
  for (const id of ((ctx.memo.drops as string[] | undefined) ?? []).splice(0))
    await ctx.request.delete(`/__control/faults/${id}`);
}

/** Whether a second request is refused while the refresh is in flight (a reply in a past request's thread). */
const repliesInThread = (steps: readonly ModelStep[]): boolean =>
  steps.some((s) => s.transitionId === 'auth.authenticated.refreshing TOKEN_REJECTED');
/** Whether a request of the page comes back refused after the login failed (the analytics report). */
const refusedAfterFailure = (steps: readonly ModelStep[]): boolean =>
  steps.some((s) => s.transitionId === 'auth.loginFailed TOKEN_REJECTED');
/** How long the server holds the refresh so a second request can join it. */
const HELD_REFRESH_MS = 2500;
/** How long the server holds a submission sent with the old token while another tab refreshes. */
const HELD_SUBMIT_MS = 4000;

const storage = (page: Page, key: string): Promise<string | null> => page.evaluate((k) => localStorage.getItem(k), key);

/** Requests the server logged for this page (its device id) on `path`, oldest first. */
async function logged(ctx: ModelContext, path: string): Promise<LoggedRequest[]> {
  const device = (ctx.memo.deviceId as string | undefined) ?? (await storage(ctx.page, 'device_id'));
  if (device) ctx.memo.deviceId = device;
  return (await ctx.api.requests(path)).filter((r) => r.query.device_id === device);
}
const bodyOf = (r: LoggedRequest | undefined): Record<string, unknown> =>
  JSON.parse(r?.body || '{}') as Record<string, unknown>;

/** A real-name account made through the API (a phone login), as a returning visitor would hold it. */
async function newAccount(ctx: ModelContext): Promise<Account> {
  const { test } = await import('@playwright/test');
  const { SignedApi } = await import('../../e2e/membership-invitation.helpers');
  const { login } = await import('../../../src/api/contract/account');
  const api = new SignedApi(test.info().project.use.baseURL ?? '');
  const phone = `+1201${String(Math.floor(2_000_000 + Math.random() * 8_000_000))}`;
  const data = await api.call(login, {
    login_type: 1,
    device_info: { uuid: crypto.randomUUID(), os: 3 },
    credential: phone,
  });
  if (repliesInThread(ctx.steps)) {
    const { submitTicket } = await import('../../../src/api/contract/help');
    api.token = data.auth_token;
    await api.call(submitTicket, {
      kind: 'feedback',
      idempotency_key: `seed_${crypto.randomUUID()}`,
      topic: 'bug',
      description: 'The chat froze.',
    });
  }
  // The app logs in on its own: the same account with a token pair of its own.
  const app = await api.call(login, {
    login_type: 1,
    device_info: { uuid: crypto.randomUUID(), os: 3 },
    credential: phone,
  });
  return {
    userId: data.user_id,
    authToken: data.auth_token,
    refreshToken: data.refresh_token,
    app: { authToken: app.auth_token, refreshToken: app.refresh_token },
  };
}

const account = (ctx: ModelContext): Account => ctx.memo.account as Account;
/** The page's tokens now (they rotate during the path). */
const current = async (ctx: ModelContext): Promise<Account> => ({
  userId: (await storage(ctx.page, 'userId')) ?? '',
  authToken: (await storage(ctx.page, 'authToken')) ?? '',
  refreshToken: (await storage(ctx.page, 'refreshToken')) ?? '',
});

/** A second tab of the same browser on PAGE (in the app: another webview of the same app), once it is shown. */
async function openOtherTab(ctx: ModelContext, user: Account): Promise<Page> {
  const other = await ctx.context.newPage();
  if (ctx.host.kind === 'app') {
    const { installSimulatedShell } = await import('../../../src/services/bridge/simulated-shell');
    const app = account(ctx).app;
    const shellUser = {
      user_id: user.userId,
      auth_token: app?.authToken ?? user.authToken,
      refresh_token: app?.refreshToken ?? user.refreshToken,
      is_anonymous: false,
    };
    await other.addInitScript(installSimulatedShell, {
      platform: ctx.host.platform,
      appVersion: ctx.host.appVersion,
      ...ctx.host.shell,
      user: shellUser,
    });
  }
  await other.goto(PAGE);
  await ctx.expect(other.getByTestId('feedback-history')).toBeVisible();
  return other;
}

/** Requests the page sent on `path` (in flight or answered). */
const sentOn = (ctx: ModelContext, path: string): { path: string; body: Record<string, unknown> }[] =>
  (ctx.memo.sent as { path: string; body: Record<string, unknown> }[]).filter((r) => r.path === path);

const tokens = (ctx: ModelContext, action: 'expire' | 'revoke', token: string): Promise<unknown> =>
  ctx.api.post('tokens', { action, token });

/** The page's feedback form behind the session gate: the login is ready. */
async function seesPage(ctx: ModelContext): Promise<void> {
  await ctx.expect(ctx.page.getByTestId('feedback-history')).toBeVisible();
  await ctx.expect(ctx.page.getByTestId('loading')).toHaveCount(0);
  await ctx
    .expect(ctx.page.locator('[data-testid="error-panel-network"], [data-testid="error-panel-unknown"]'))
    .toHaveCount(0);
}

/** Fills the feedback form and taps “Submit” (a signed request of the page). */
async function submitFeedback(ctx: ModelContext): Promise<void> {
  const { page } = ctx;
  await page.getByLabel('Topic').selectOption('bug');
  await page.getByLabel('Describe the problem').fill('The chat froze after the update.');
  await page.getByTestId('submit').click();
}

/** Server state set before the page opens, by the step it leads to (the checklist's setup lines). */
const BEFORE_OPENING: Readonly<Record<string, string>> = {
  'ERROR:checkUserStatus':
    'Before opening: expire the stored auth token on the server (POST /__control/tokens {"action":"expire","token":<stored auth token>})',
  'ERROR:checkUserStatus [noAnswer]':
    'Before opening: the connection drops on the next status check of the stored session (POST /__control/faults {"path":"/weaver/api/v1/account/get_user_status","kind":"drop","token":<stored auth token>}) until the network is back (the fault is deleted)',
  'ERROR:refreshStoredSession [noAnswer]':
    'Before opening: the connection drops on every refresh (POST /__control/faults {"path":"/weaver/api/v1/account/refresh_auth_token","kind":"drop","token":<stored auth token>}) until the network is back (the fault is deleted)',
  'ERROR:refreshStoredSession':
    'Before opening: also revoke the stored refresh token (POST /__control/tokens {"action":"revoke","token":<stored refresh token>})',
  'ERROR:anonymousLogin [refusedByRiskControl]':
    'Before opening: the server refuses the next login from this page as risk control (POST /__control/faults {"path":"/weaver/api/v1/account/login","kind":"base_resp","status_code":1118010010,"count":1,"phase":"after","token":<stored auth token>})',
  'ERROR:anonymousLogin':
    'Before opening: the server fails the next login from this page (POST /__control/faults {"path":"/weaver/api/v1/account/login","kind":"http_error","http_status":500,"count":1,"phase":"after","token":<stored auth token>})',
  'DONE:fetchProfile':
    'Before opening: the profile answer names no user (user_id ""): the local API never answers so, so the test answers user/get_user_profile itself (network routing)',
  'ERROR:fetchProfile':
    'Before opening: the server fails the next profile request of this account (POST /__control/faults {"path":"/weaver/api/v1/user/get_user_profile","kind":"http_error","http_status":500,"count":1,"token":<stored auth token>})',
};

const hosts: ModelHost[] = [
  browserHost('android'),
  appHost(
    'ios',
    '2.30.0',
    {},
    { qa: 'Talkie app 2.30.0 on an iPhone (the app hands the page its logged-in user through getUserInfo)' },
  ),
  browserHost('ios'),
  appHost(
    'android',
    '2.30.0',
    {},
    { qa: 'Talkie app 2.30.0 on an Android phone (the app hands the page its logged-in user through getUserInfo)' },
  ),
];

export const authAdapter: FlowAdapter = {
  flow: 'auth',
  summary:
    'The login of every page that needs one, on /feedback (effects: src/kernel/session/auth-flow.ts, app-user.ts inside the app).',
  hosts,
  start: {
    qa: (host, steps) => {
      const lines = [`Host: ${host.qa}.`];
      if (startsStored(steps)) {
        lines.push(
          'Seed account: a new real-name account (phone login through the API); its user id, auth token and refresh token are in local storage (userId, authToken, refreshToken), as a returning visitor has them.',
        );
        if (repliesInThread(steps))
          lines.push(
            'The account has one past feedback request (submitted through the API), so “Feedback history” shows its thread.',
          );
        if (host.kind === 'app')
          lines.push('The app is logged in as the same account with its own tokens (getUserInfo answers it).');
      } else {
        lines.push(
          failsAnonymousLogin(steps)
            ? 'Local storage holds an auth token and a refresh token of an old account but no user id (partial data), and anonymous_uuid from an earlier anonymous login.'
            : 'Local storage holds no login, only anonymous_uuid from an earlier anonymous login (a visitor who logged out).',
        );
      }
      if (refusedAfterFailure(steps)) {
        lines.push(
          `The server holds the page's analytics reports for ${HELD_EVENTS_MS} ms and then refuses their token (POST /__control/faults {"path":"/weaver/api/v1/event/report","kind":"base_resp","status_code":40102,"latency_ms":${HELD_EVENTS_MS},"count":2,"token":<stored auth token>}).`,
        );
      }
      if (!startsStored(steps) && host.kind === 'app')
        lines.push('The app has no logged-in user (getUserInfo answers none).');
      for (const step of steps) {
        const line =
          BEFORE_OPENING[step.twinEvent] ??
          (step.trueGuard === null ? BEFORE_OPENING[step.twinEvent.replace(/ \[.*\]$/, '')] : undefined);
        if (line && !lines.includes(`${line}.`)) lines.push(`${line}.`);
      }
      lines.push(`Open ${PAGE}.`);
      return lines;
    },
    async open(ctx) {
      const { page } = ctx;
      const stored = startsStored(ctx.steps);
      let seed: Record<string, string> = { anonymous_uuid: OLD_UUID };
      if (stored) {
        const acc = ctx.memo.account ? account(ctx) : await newAccount(ctx);
        ctx.memo.account = acc;
        await storeSession(page, acc, seed);
        if (refusedAfterFailure(ctx.steps))
          await ctx.api.fault({
            path: EVENTS,
            kind: 'base_resp',
            status_code: TOKEN_EXPIRED,
            latency_ms: HELD_EVENTS_MS,
            count: 2,
            token: acc.authToken,
          });
        if (ctx.host.kind === 'app') {
          await page.addInitScript((a) => {
            (window as unknown as { __talkieShell: { setUser(u: unknown): void } }).__talkieShell.setUser({
              user_id: a.userId,
              auth_token: a.app?.authToken,
              refresh_token: a.app?.refreshToken,
              is_anonymous: false,
            });
          }, acc);
        }
      } else if (ctx.memo.account) {
        // Partial data: tokens without a user id (the anonymous login carries the token, so faults reach only this
        // test).
        const acc = account(ctx);
        seed = { ...seed, authToken: acc.authToken, refreshToken: acc.refreshToken };
        // The keepalive report, then the same batch through the HTTP client (which asks the auth flow for a refresh).
        if (refusedAfterFailure(ctx.steps))
          await ctx.api.fault({
            path: EVENTS,
            kind: 'base_resp',
            status_code: TOKEN_EXPIRED,
            latency_ms: HELD_EVENTS_MS,
            count: 2,
            token: acc.authToken,
          });
      }
      // Without a stored session: the device's old anonymous id, and the partial tokens when the path plans them.
      if (!stored) {
        await page.addInitScript((s) => {
          if (sessionStorage.getItem('__seeded')) return;
          sessionStorage.setItem('__seeded', '1');
          for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
        }, seed);
      }
      // What leaves the page, seen on the network (the server logs a request only once it answered).
      const sent: { path: string; body: Record<string, unknown> }[] = [];
      ctx.memo.sent = sent;
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith(API))
          sent.push({ path: url.pathname, body: JSON.parse(r.postData() || '{}') as Record<string, unknown> });
      });
      await page.goto(PAGE);
    },
  },
  states: {
    'auth.checkingStatus': {
      qa: 'the page asks the server whether the stored session is valid (account/get_user_status with the stored auth token)',
      async see(ctx) {
        await ctx.expect
          .poll(async () => (await logged(ctx, STATUS)).some((r) => r.headers['x-token'] === account(ctx).authToken))
          .toBe(true);
      },
    },
    'auth.refreshingStoredSession': {
      qa: 'the status check is refused for the expired token, and the page asks for new tokens with the stored refresh token (account/refresh_auth_token)',
      async see(ctx) {
        await ctx.expect
          .poll(async () => (await logged(ctx, STATUS)).filter((r) => r.status_code === TOKEN_EXPIRED).length)
          .toBe(1);
        // Seen as the page sent it: the server logs a request only once it answered (a dropped one never).
        await ctx.expect
          .poll(() => sentOn(ctx, REFRESH).filter((r) => r.body.refresh_token === account(ctx).refreshToken).length)
          .toBeGreaterThan(0);
      },
    },
    'auth.loggingInAnonymously': {
      qa: `the page logs in anonymously: account/login with login_type 5, platform 3 (web) and a fresh UUID (not ${OLD_UUID}, not one sent before)`,
      async see(ctx) {
        await ctx.expect.poll(async () => (await logged(ctx, LOGIN)).length).toBeGreaterThan(0);
        const logins = (await logged(ctx, LOGIN)).map(bodyOf);
        for (const body of logins) ctx.expect(body).toMatchObject({ login_type: 5, device_info: { os: 3 } });
        const uuids = logins.map((b) => (b.device_info as { uuid?: string }).uuid);
        ctx.expect(uuids).not.toContain(OLD_UUID);
        ctx.expect(new Set(uuids).size).toBe(uuids.length);
      },
    },
    'auth.fetchingProfile': {
      qa: "the page saves the session in local storage (userId, authToken, refreshToken) and asks for the user's profile with it (user/get_user_profile)",
      async see(ctx) {
        await ctx.expect.poll(async () => (await current(ctx)).userId).not.toBe('');
        const now = await current(ctx);
        if (ctx.memo.profileRouted) {
          await ctx.expect.poll(() => ctx.memo.profileRouted).toBe(now.authToken);
          return;
        }
        await ctx.expect
          .poll(async () => (await logged(ctx, PROFILE)).some((r) => r.headers['x-token'] === now.authToken))
          .toBe(true);
      },
    },
    'auth.loginFailed': {
      qa:
        'the screen shows the error panel with “Retry” (a call that got no answer: “Network Error”, and local storage still holds the stored user id and tokens, with no account/login sent; the server answered with an error: “Oops, something went wrong”, or for risk control “' +
        TOO_MANY +
        '”); the form is not shown',
      async see(ctx) {
        const noAnswer = loginGetsNoAnswer(ctx.steps);
        const panel = ctx.page.getByTestId(noAnswer ? 'error-panel-network' : 'error-panel-unknown');
        await ctx.expect(panel).toBeVisible();
        await ctx.expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
        const refused = ctx.steps.some((s) => s.trueGuard === 'refusedByRiskControl');
        await ctx
          .expect(panel)
          .toContainText(noAnswer ? 'Network Error' : refused ? TOO_MANY : 'Oops, something went wrong');
        await ctx.expect(ctx.page.getByTestId('feedback-history')).toHaveCount(0);
        ctx.expect(sentOn(ctx, REFRESH)).toHaveLength(refreshesStored(ctx.steps) ? REFRESH_ATTEMPTS : 0);
        if (noAnswer) {
          // Nothing replaced: the stored real-name session is kept for the retry, and no anonymous login was asked for.
          const acc = account(ctx);
          ctx
            .expect(await current(ctx))
            .toEqual({ userId: acc.userId, authToken: acc.authToken, refreshToken: acc.refreshToken });
          ctx.expect(sentOn(ctx, LOGIN)).toHaveLength(0);
        }
      },
    },
    'auth.authenticated': {
      qa: 'the feedback page is shown (its form and “Feedback history”), with no loading and no error panel',
      see: seesPage,
    },
    'auth.authenticated.ready': {
      qa: "local storage holds the session's user id (userId and user_id) and its tokens",
      async see(ctx) {
        const now = await current(ctx);
        ctx.expect(now.userId).not.toBe('');
        ctx.expect(now.authToken).not.toBe('');
        ctx.expect(await storage(ctx.page, 'user_id')).toBe(now.userId);
      },
    },
    'auth.authenticated.refreshing': {
      qa: 'the tapped request is refused for the expired token, and the page sends ONE account/refresh_auth_token with its current refresh token',
      async see(ctx) {
        const before = ctx.memo.beforeReject as Account;
        await ctx.expect
          .poll(async () => (await logged(ctx, SUBMIT)).some((r) => r.status_code === TOKEN_EXPIRED))
          .toBe(true);
        const withBefore = () => sentOn(ctx, REFRESH).filter((r) => r.body.refresh_token === before.refreshToken);
        if (refreshGetsNoAnswer(ctx.steps)) {
          // The connection drops: the page tries again at once, so by now it may have sent its later attempts
          // too (the next step counts them all), each with the same refresh token.
          await ctx.expect.poll(() => withBefore().length).toBeGreaterThanOrEqual(1);
          ctx.expect(sentOn(ctx, REFRESH)).toEqual(withBefore());
          ctx.expect(withBefore().length).toBeLessThanOrEqual(REFRESH_ATTEMPTS);
          return;
        }
        await ctx.expect.poll(() => withBefore().length).toBe(1);
        ctx.expect(sentOn(ctx, REFRESH)).toHaveLength(1);
      },
    },
  },
  events: {
    RETRY: {
      qa: 'The network is back (delete the faults that drop the connection, DELETE /__control/faults/<id>); tap “Retry” on the error panel',
      async drive(ctx) {
        await networkBack(ctx);
        await ctx.page
          .locator('[data-testid="error-panel-network"], [data-testid="error-panel-unknown"]')
          .getByRole('button', { name: 'Retry' })
          .click();
      },
    },
    'DONE:checkUserStatus': { qa: 'The server confirms the stored session (no server change)' },
    'ERROR:checkUserStatus': {
      qa: 'The server refuses the stored auth token (expired)',
      async arrange(ctx) {
        ctx.memo.account ??= await newAccount(ctx);
        await tokens(ctx, 'expire', account(ctx).authToken);
      },
    },
    'ERROR:checkUserStatus [noAnswer]': {
      qa: 'The connection drops on the status check (no answer)',
      async arrange(ctx) {
        ctx.memo.account ??= await newAccount(ctx);
        await dropUntilBack(ctx, STATUS, account(ctx).authToken);
      },
    },
    'ERROR:refreshStoredSession [noAnswer]': {
      qa: 'The connection drops on the refresh and on its two retries (no answer)',
      async arrange(ctx) {
        ctx.memo.account ??= await newAccount(ctx);
        await dropUntilBack(ctx, REFRESH, account(ctx).authToken);
      },
    },
    'DONE:refreshStoredSession': { qa: 'The server issues new tokens for the stored refresh token (no server change)' },
    'ERROR:refreshStoredSession': {
      qa: 'The server refuses the stored refresh token (revoked)',
      async arrange(ctx) {
        ctx.memo.account ??= await newAccount(ctx);
        await tokens(ctx, 'revoke', account(ctx).refreshToken);
      },
    },
    'DONE:anonymousLogin': { qa: 'The server creates the anonymous account (no server change)' },
    'ERROR:anonymousLogin [refusedByRiskControl]': {
      qa: 'The server refuses the anonymous login as risk control (status 1118010010)',
      async arrange(ctx) {
        ctx.memo.account ??= await newAccount(ctx);
        await ctx.api.fault({
          path: LOGIN,
          kind: 'base_resp',
          status_code: 1118010010,
          count: 1,
          phase: 'after',
          token: account(ctx).authToken,
        });
      },
    },
    'ERROR:anonymousLogin': {
      qa: 'The server fails the anonymous login (HTTP 500)',
      async arrange(ctx) {
        ctx.memo.account ??= await newAccount(ctx);
        await ctx.api.fault({
          path: LOGIN,
          kind: 'http_error',
          http_status: 500,
          count: 1,
          phase: 'after',
          token: account(ctx).authToken,
        });
      },
    },
    'DONE:fetchProfile [profileHasUserId]': { qa: "The server answers the user's profile (no server change)" },
    'DONE:fetchProfile': {
      qa: 'The profile answer names no user',
      async arrange(ctx) {
        await ctx.page.route(`**${PROFILE}**`, async (route) => {
          ctx.memo.profileRouted = route.request().headers()['x-token'] ?? '';
          const body = {
            base_resp: { status_code: 0, status_msg: 'success' },
            user: {
              user_id: '',
              nickname: 'Ann',
              avatar_url: '',
              bio: '',
              locale: 'en',
              is_anonymous: false,
              member_tier: 'none',
              follower_count: 0,
              following_count: 0,
              created_at_ms: 0,
            },
          };
          await route.fulfill({ json: body });
        });
      },
    },
    'ERROR:fetchProfile': {
      qa: 'The server fails the profile request (HTTP 500)',
      async arrange(ctx) {
        ctx.memo.account ??= await newAccount(ctx);
        await ctx.api.fault({
          path: PROFILE,
          kind: 'http_error',
          http_status: 500,
          count: 1,
          token: account(ctx).authToken,
        });
      },
    },
    'TOKEN_REJECTED [else]': {
      qa: 'Expire the page\'s current auth token on the server (POST /__control/tokens {"action":"expire","token":<authToken in local storage>}); choose the topic “Bug”, describe the problem and tap “Submit”',
      async arrange(ctx) {
        const now = await current(ctx);
        ctx.memo.beforeReject = now;
        await tokens(ctx, 'expire', now.authToken);
        if (repliesInThread(ctx.steps))
          await ctx.api.fault({
            path: REFRESH,
            kind: 'latency',
            latency_ms: HELD_REFRESH_MS,
            count: 1,
            token: now.authToken,
          });
      },
      drive: submitFeedback,
    },
    // Taken after a failed login (the analytics report) and during a refresh (a reply in a thread).
    TOKEN_REJECTED: {
      qa: `After a failed login: wait until the page's analytics report (event/report, held ${HELD_EVENTS_MS} ms by the server) comes back refused for its token, first as a keepalive request, then through the page's HTTP client. During a refresh (the server delays account/refresh_auth_token by ${HELD_REFRESH_MS} ms: POST /__control/faults {"path":"/weaver/api/v1/account/refresh_auth_token","kind":"latency","latency_ms":${HELD_REFRESH_MS},"count":1,"token":<expired auth token>}, set before tapping “Submit”): write “Any news?” in the past request's thread and tap “Send”`,
      async drive(ctx, step) {
        if (step.transitionId === 'auth.loginFailed TOKEN_REJECTED') {
          await ctx.expect
            .poll(async () => (await logged(ctx, EVENTS)).filter((r) => r.status_code === TOKEN_EXPIRED).length, {
              timeout: 3 * HELD_EVENTS_MS + 3000,
            })
            .toBe(2);
          return;
        }
        const before = ctx.memo.beforeReject as Account;
        const thread = ctx.page.getByTestId('ticket').first();
        await thread.getByLabel('Write a message').fill('Any news?');
        await thread.getByRole('button', { name: 'Send' }).click();
        await ctx.expect
          .poll(async () =>
            (await logged(ctx, REPLY)).some(
              (r) => r.headers['x-token'] === before.authToken && r.status_code === TOKEN_EXPIRED,
            ),
          )
          .toBe(true);
      },
    },
    'TOKEN_REJECTED [tokenIsStale]': {
      qa: `The server holds this page's next submission for ${HELD_SUBMIT_MS} ms (POST /__control/faults {"path":"/weaver/api/v1/ticket/submit","kind":"latency","latency_ms":${HELD_SUBMIT_MS},"count":1,"token":<authToken in local storage>}) and the auth token is expired; choose “Bug”, describe the problem, tap “Submit”, and at once open ${PAGE} in a second tab of the same browser: that tab refreshes the tokens; the held submission then comes back refused for the old token`,
      async arrange(ctx) {
        const now = await current(ctx);
        ctx.memo.beforeReject = now;
        await ctx.api.fault({
          path: SUBMIT,
          kind: 'latency',
          latency_ms: HELD_SUBMIT_MS,
          count: 1,
          token: now.authToken,
        });
        await tokens(ctx, 'expire', now.authToken);
      },
      async drive(ctx) {
        const before = ctx.memo.beforeReject as Account;
        await submitFeedback(ctx);
        const other = await openOtherTab(ctx, before);
        await ctx.expect.poll(async () => (await current(ctx)).authToken).not.toBe(before.authToken);
        await ctx
          .expect(ctx.page.getByTestId('submitted'))
          .toContainText('We received your feedback', { timeout: HELD_SUBMIT_MS + 5000 });
        const now = await current(ctx);
        const submits = await logged(ctx, SUBMIT);
        ctx.expect(submits.map((r) => [r.headers['x-token'], r.status_code])).toEqual([
          [before.authToken, TOKEN_EXPIRED],
          [now.authToken, 0],
        ]);
        // The refused submission was answered with the other tab's token: no refresh of this tab's own.
        ctx.expect((await logged(ctx, REFRESH)).length).toBe(1);
        await other.close();
      },
    },
    'DONE:refreshExpiredToken': {
      qa: 'The server issues new tokens; the page sends the feedback again with them',
      async drive(ctx) {
        const before = ctx.memo.beforeReject as Account;
        await ctx.expect(ctx.page.getByTestId('submitted')).toContainText('We received your feedback');
        await ctx.expect.poll(async () => (await current(ctx)).authToken).not.toBe(before.authToken);
        const now = await current(ctx);
        ctx.expect(now.userId).toBe(before.userId);
        const submits = await logged(ctx, SUBMIT);
        ctx.expect(submits.map((r) => [r.headers['x-token'] === before.authToken, r.status_code])).toEqual([
          [true, TOKEN_EXPIRED],
          [false, 0],
        ]);
        ctx.expect(submits[1]?.headers['x-token']).toBe(now.authToken);
      },
    },
    'ERROR:refreshExpiredToken': {
      qa: 'Before tapping: also revoke the page\'s refresh token (POST /__control/tokens {"action":"revoke","token":<refreshToken in local storage>})',
      async arrange(ctx) {
        await tokens(ctx, 'revoke', (await current(ctx)).refreshToken);
      },
    },
    'ERROR:refreshExpiredToken [noAnswer]': {
      qa: `Before tapping: the connection drops on every refresh (POST /__control/faults {"path":"/weaver/api/v1/account/refresh_auth_token","kind":"drop","token":<authToken in local storage>}); the page tries the refresh ${REFRESH_ATTEMPTS} times, the submission fails, and the page stays signed in as the same user with the same tokens, with no account/login sent; then delete the fault (the network is back)`,
      async arrange(ctx) {
        await dropUntilBack(ctx, REFRESH, (await current(ctx)).authToken);
      },
      async drive(ctx) {
        const before = ctx.memo.beforeReject as Account;
        await ctx.expect.poll(() => sentOn(ctx, REFRESH).length).toBe(REFRESH_ATTEMPTS);
        await ctx.expect(ctx.page.getByTestId('submitted')).toHaveCount(0);
        ctx.expect(await current(ctx)).toEqual(before);
        ctx.expect(sentOn(ctx, LOGIN)).toHaveLength(0);
        await networkBack(ctx);
      },
    },
    SESSION_ROTATED: {
      qa: 'Expire the auth token on the server, then open /feedback in a second tab of the same browser: that tab refreshes the tokens and stores them; the first tab takes them without a request of its own',
      async drive(ctx) {
        const before = await current(ctx);
        await tokens(ctx, 'expire', before.authToken);
        const refreshesBefore = (await logged(ctx, REFRESH)).length;
        const other = await openOtherTab(ctx, before);
        await ctx.expect.poll(async () => (await current(ctx)).authToken).not.toBe(before.authToken);
        ctx.expect((await current(ctx)).userId).toBe(before.userId);
        // The second tab shares the device id: exactly one refresh, the other tab's.
        ctx.expect((await logged(ctx, REFRESH)).length).toBe(refreshesBefore + 1);
        await other.close();
      },
    },
  },
  // Real time: the login has no timer a path waits for, and the app's bridge answers on timers.
  installClock: false,
  impossible: [
    {
      reason:
        'a refused anonymous login leaves no user id stored, so the next attempt never takes the stored-user branch',
      test: (steps) =>
        steps.some(
          (s, k) =>
            s.trueGuard === 'hasStoredUserId' &&
            steps.slice(0, k).some((e) => e.twinEvent.startsWith('ERROR:anonymousLogin')),
        ),
    },
  ],
  notDrivable: {
    'auth TOKEN_REJECTED':
      'no request of the page can be refused while the status check runs: every signed request of a page waits behind the session gate (session-gate.tsx) until the login is ready',
    'auth SESSION_REPLACED':
      "the app's user is handed over only once the page's own login is ready (app-user.ts waits for authenticated) and the real-name login button sits behind the session gate; nothing hands a session over while the status check runs",
  },
};
