/**
 * The 24 h refresh-token check (SPEC §4 "Refresh-token check", §9) on /feedback: once the login is
 * ready the page reads refresh_token_time from local storage; with none it stores now, more than 24 h
 * later it refreshes the tokens once (through the auth flow's single refresh) and stores now. Effects:
 * src/kernel/session/refresh-token-check.ts, wired in auth-flow.ts (startAuth).
 *
 * The host carries what its storage holds (refresh_token_time), so the fixed guards are facts of the
 * host. Playwright's clock fixes the page's "now" so the stored time can be checked to the millisecond.
 */
import type { Page } from '@playwright/test';
import type { LoggedRequest } from '../../../server/control/request-log';
import { NOW, refreshTokenOracle } from './refresh-token.oracle';
import type { FlowAdapter, ModelContext, ModelHost } from '../framework/e2e/adapter';
import { appHost, browserHost } from '../framework/e2e/hosts';
import { storeSession } from '../../e2e/support/sign-in';

const PAGE = '/feedback';
const API = '/weaver/api/v1';
const REFRESH = `${API}/account/refresh_auth_token`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Account {
  readonly userId: string;
  readonly authToken: string;
  readonly refreshToken: string;
}

/**
 * How long before the page's now the host's storage says the last check was (null: never), from the oracle's scenario.
 */
const ageOf = (scenarioName: string | undefined): number | null => {
  const scenario = refreshTokenOracle.scenarios.find((s) => s.name === scenarioName);
  return scenario?.input.storedAt == null ? null : NOW - scenario.input.storedAt;
};
const ageWords = (age: number | null): string =>
  age === null
    ? 'no refresh_token_time'
    : age === HOUR
      ? 'refresh_token_time one hour before now'
      : age === DAY + 1
        ? 'refresh_token_time 24 h and 1 ms before now'
        : 'refresh_token_time a week before now';

const withStorage = (host: ModelHost, scenario: string): ModelHost => ({
  ...host,
  id: `${host.id}-${scenario.replace(/[^a-z0-9]+/gi, '-')}`,
  qa: `${host.qa}, ${ageWords(ageOf(scenario))} in local storage`,
  scenario,
});

const storage = (page: Page, key: string): Promise<string | null> => page.evaluate((k) => localStorage.getItem(k), key);

async function logged(ctx: ModelContext, path: string): Promise<LoggedRequest[]> {
  const device = (ctx.memo.deviceId as string | undefined) ?? (await storage(ctx.page, 'device_id'));
  if (device) ctx.memo.deviceId = device;
  return (await ctx.api.requests(path)).filter((r) => r.query.device_id === device);
}

const account = (ctx: ModelContext): Account => ctx.memo.account as Account;
const now = (ctx: ModelContext): number => ctx.memo.now as number;
const storedAt = (ctx: ModelContext): string | null => (ctx.memo.storedAt as string | null | undefined) ?? null;

/** A real-name account made through the API (membership-invitation.helpers' `newAccount`). */
async function newAccount(): Promise<Account> {
  const { test } = await import('@playwright/test');
  const helpers = await import('../../e2e/membership-invitation.helpers');
  const { userId, authToken, refreshToken } = await helpers.newAccount(test.info());
  return { userId, authToken, refreshToken };
}

/** The page is shown behind its session gate and has made every call it makes at load. */
async function pageSettled(ctx: ModelContext): Promise<void> {
  await ctx.expect(ctx.page.getByTestId('feedback-history')).toBeVisible();
  await ctx.page.waitForLoadState('networkidle');
}

const refreshesWithStoredToken = async (ctx: ModelContext): Promise<LoggedRequest[]> =>
  (await logged(ctx, REFRESH)).filter(
    (r) =>
      (JSON.parse(r.body || '{}') as { refresh_token?: string }).refresh_token === account(ctx).refreshToken ||
      r.body === '',
  );

export const refreshTokenAdapter: FlowAdapter = {
  flow: 'refresh-token',
  summary:
    'The 24 h refresh-token check once the login of /feedback is ready (effects: src/kernel/session/refresh-token-check.ts, auth-flow.ts).',
  hosts: [
    withStorage(browserHost('android', { noStoredTime: true, refreshDue: false }), 'no stored time'),
    withStorage(appHost('ios', '2.30.0', { noStoredTime: false, refreshDue: false }), 'stored an hour ago'),
    withStorage(appHost('android', '2.30.0', { noStoredTime: false, refreshDue: true }), 'stored 24 h plus 1 ms ago'),
    withStorage(browserHost('ios', { noStoredTime: false, refreshDue: true }), 'stored a week ago'),
  ],
  start: {
    qa: (host, steps) => [
      `Host: ${host.qa}.`,
      'Seed account: a new real-name account (phone login through the API); its user id and tokens are in local storage (userId, authToken, refreshToken).',
      host.kind === 'app'
        ? 'The app is logged in as the same account (getUserInfo answers it).'
        : 'No app: a plain browser tab.',
      "The phone's clock stands still at the test's start (Playwright clock), so “now” is one exact time.",
      ...(steps.some((s) => s.twinEvent === 'ERROR:refreshTokens')
        ? [
            `Before opening: revoke the stored refresh token on the server (POST /__control/tokens {"action":"revoke","token":<stored refresh token>}).`,
          ]
        : []),
      `Open ${PAGE}.`,
    ],
    async open(ctx) {
      const { page, host } = ctx;
      const acc = (ctx.memo.account as Account | undefined) ?? (await newAccount());
      ctx.memo.account = acc;
      const t = Date.now();
      ctx.memo.now = t;
      const age = ageOf(host.scenario);
      ctx.memo.storedAt = age === null ? null : String(t - age);
      await page.clock.setFixedTime(t);
      if (host.kind === 'app') {
        await page.addInitScript((a) => {
          (window as unknown as { __talkieShell: { setUser(u: unknown): void } }).__talkieShell.setUser({
            user_id: a.userId,
            auth_token: a.authToken,
            refresh_token: a.refreshToken,
            is_anonymous: false,
          });
        }, acc);
      }
      await storeSession(page, acc, ctx.memo.storedAt ? { refresh_token_time: ctx.memo.storedAt as string } : {});
      await page.goto(PAGE);
    },
  },
  states: {
    'refreshTokenCheck.firstCheck': {
      qa: 'once the page is shown, local storage holds refresh_token_time = now (the clock’s time, in ms), and no account/refresh_auth_token was sent',
      async see(ctx) {
        await pageSettled(ctx);
        await ctx.expect.poll(() => storage(ctx.page, 'refresh_token_time')).toBe(String(now(ctx)));
        ctx.expect(await logged(ctx, REFRESH)).toHaveLength(0);
        ctx.expect(await storage(ctx.page, 'authToken')).toBe(account(ctx).authToken);
      },
    },
    'refreshTokenCheck.notDue': {
      qa: 'once the page is shown and quiet, refresh_token_time is unchanged, no account/refresh_auth_token was sent and the tokens are the stored ones',
      async see(ctx) {
        await pageSettled(ctx);
        ctx.expect(await logged(ctx, REFRESH)).toHaveLength(0);
        ctx.expect(await storage(ctx.page, 'refresh_token_time')).toBe(storedAt(ctx));
        ctx.expect(await storage(ctx.page, 'authToken')).toBe(account(ctx).authToken);
      },
    },
    'refreshTokenCheck.refreshing': {
      qa: 'the page sends ONE account/refresh_auth_token with the stored refresh token',
      async see(ctx) {
        await ctx.expect.poll(async () => (await refreshesWithStoredToken(ctx)).length).toBe(1);
      },
    },
    'refreshTokenCheck.refreshed': {
      qa: 'local storage holds new tokens for the same user and refresh_token_time = now (the clock’s time); no second refresh is sent',
      async see(ctx) {
        await ctx.expect.poll(() => storage(ctx.page, 'refresh_token_time')).toBe(String(now(ctx)));
        ctx.expect(await storage(ctx.page, 'authToken')).not.toBe(account(ctx).authToken);
        ctx.expect(await storage(ctx.page, 'refreshToken')).not.toBe(account(ctx).refreshToken);
        ctx.expect(await storage(ctx.page, 'userId')).toBe(account(ctx).userId);
        await pageSettled(ctx);
        ctx.expect(await logged(ctx, REFRESH)).toHaveLength(1);
      },
    },
    'refreshTokenCheck.refreshFailed': {
      qa: 'the refresh is refused; refresh_token_time keeps its old value, so the next page load checks again',
      async see(ctx) {
        await ctx.expect
          .poll(async () => (await logged(ctx, REFRESH)).some((r) => r.status_code !== 0 && r.status_code !== null))
          .toBe(true);
        await pageSettled(ctx);
        ctx.expect(await storage(ctx.page, 'refresh_token_time')).toBe(storedAt(ctx));
      },
    },
  },
  events: {
    'DONE:refreshTokens': { qa: 'The server issues new tokens (no server change)' },
    'ERROR:refreshTokens': {
      qa: 'The server refuses the revoked refresh token',
      async arrange(ctx) {
        const acc = (ctx.memo.account as Account | undefined) ?? (await newAccount());
        ctx.memo.account = acc;
        await ctx.api.post('tokens', { action: 'revoke', token: acc.refreshToken });
      },
    },
  },
  oracle: refreshTokenOracle,
  effects: {
    'request:refreshTokens': {
      qa: () => 'the server receives account/refresh_auth_token with the stored refresh token',
      see: async (ctx) =>
        void (await ctx.expect.poll(async () => (await refreshesWithStoredToken(ctx)).length).toBe(1)),
    },
    storeCheckTime: {
      qa: () => 'local storage holds refresh_token_time = now (the clock’s time, in ms)',
      see: async (ctx) =>
        void (await ctx.expect.poll(() => storage(ctx.page, 'refresh_token_time')).toBe(String(now(ctx)))),
    },
  },
};
