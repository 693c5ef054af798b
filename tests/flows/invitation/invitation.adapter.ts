/**
 * The invitation event on the real page (/invitation; SPEC §4 content states, §5 "Invitation code
 * needs login", §6): the real-name login inside the app, the invitation info, a friend's code (checked
 * on the page, then by the server), rewards, and sharing the user's own code (the app's share sheet,
 * the phone's share sheet in a browser, WeChat's own menu). Effects come from
 * src/features/invitation (invitation-flow.ts, share-invitation.ts, invitation-page.tsx).
 *
 * Each path gets a new real-name account on the local API, set up through the API the way a user
 * gets there (a friend's code bound, friends joining with the user's code, a reward received).
 * Answers are shaped with faults scoped to the account's token; only an expired or empty reward
 * list of a bound account is answered through page.route (the server cannot age one account's
 * rewards, and binding a code always gives a new account its welcome reward).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { invitationOracle } from './invitation.oracle';
import { StatusCode } from '../../../src/api/contract/codes';
import { InvitationPaths } from '../../../src/api/contract/invitation';
import { AccountPaths } from '../../../src/api/contract/account';
import { signRequest } from '../../../src/api/contract/signing';
import { config } from '../../../src/platform/config';
import { SeedIds } from '../../../server/seed/ids';
import type { ControlApi, FlowAdapter, ModelContext, ModelHost, ModelStep } from '../framework/e2e/adapter';
import { recordSent, sentTo } from '../framework/e2e/sent-requests';
import { appHost, browserHost, wechatHost } from '../framework/e2e/hosts';
import { appUserOf, storeSession } from '../../e2e/support/sign-in';
import { scaled } from '../../e2e/support/timeouts';

const URL_PATH = '/invitation';
/** A creator's code that anyone may bind (server/seed/ids.ts). */
const FRIEND_CODE = SeedIds.inviteCodes.creator.en;
/** Well-formed and nobody's: invitation/bind_code answers InviteCodeInvalid. */
const UNKNOWN_CODE = SeedIds.inviteCodes.unknown;
/**
 * Server answers made slow enough to see "Submitting…" and "Receiving…" on the screen: 1 s, stretched by the CI
 * timeout scale. An unscaled second, with a second suite loading the machine, passed before the check looked.
 */
const SLOW_MS = scaled(1000);
/** The delay of an answer the path ends before (it rests in the waiting state). */
const NEVER_MS = 10_000;

const LOGIN_REQUIRED = 'Please log in to participate';
/** The faults below are server errors (an answer the page cannot use), so the page says so: SPEC §2's unknown error. */
const SERVER_ERROR = 'Oops, something went wrong';
const CODE_LABEL = "Friend's invitation code";
const REFUSALS = {
  codeEmpty: 'Please enter an invitation code',
  codeMalformed: 'An invitation code is 8 letters or digits',
  ownCode: "You can't use your own invitation code",
  invalid: 'This invitation code is invalid',
} as const;
const RECEIVED_NOTICE = 'Received! The gems are in your account.';
const INVALID_NOTICE = 'This reward is invalid or expired';
const NO_REWARDS = 'No rewards yet. Invite friends to earn gems.';
const WECHAT_SHARE = 'Tap ··· in the top right corner to send your invitation';

const LOGGED_IN = 'logged in, a reward to receive; unknown codes refused';
const SIGNED_OUT = 'not logged in';

// ---------------------------------------------------------------------------------------------
// What the path needs, read from its planned guards.

/** What the reward area shows once the info loaded; 'any' where the path never gets there. */
type RewardArea = 'receivable' | 'received' | 'expired' | 'none' | 'any';

interface PlannedAccount {
  readonly bound: boolean;
  readonly rewards: RewardArea;
  /** Signed out in the app: whether the app's login finishes (LOGGED_IN) or stays open. */
  readonly loginFinishes: boolean;
}

function plannedAccount(steps: readonly ModelStep[]): PlannedAccount {
  const trueGuards = new Set(steps.map((s) => s.trueGuard));
  const rewards: RewardArea = trueGuards.has('hasReceivableReward')
    ? 'receivable'
    : trueGuards.has('hasReceivedReward')
      ? 'received'
      : trueGuards.has('hasExpiredReward')
        ? 'expired'
        : steps.some((s) => s.falseGuards.includes('hasExpiredReward'))
          ? 'none'
          : 'any';
  return {
    bound: trueGuards.has('hasBoundCode'),
    rewards,
    loginFinishes: steps.some((s) => s.twinEvent === 'LOGGED_IN'),
  };
}

function accountQa(host: ModelHost, steps: readonly ModelStep[]): string[] {
  const plan = plannedAccount(steps);
  const lines: string[] = [];
  if (!host.guards.isLoggedIn) {
    lines.push('Nobody is logged in to the app.');
    lines.push(
      plan.loginFinishes
        ? "The app's login logs in a new real-name account (one-click login with a new phone number)."
        : "The app's login screen stays open (the login does not finish while the path runs).",
    );
  } else {
    lines.push(
      host.kind === 'app'
        ? 'The app is logged in with a new real-name account (one-click login with a new phone number).'
        : 'The browser holds the session of a new real-name account (one-click login with a new phone number), as after signing in on this site.',
    );
  }
  if (plan.bound)
    lines.push(`The account joined with the code ${FRIEND_CODE} (invitation/bind_code): it has the welcome reward.`);
  if (plan.rewards === 'receivable')
    lines.push(
      `${plan.bound ? 'One new friend' : 'Two new friends'} joined with the account's own code: two rewards to receive.`,
    );
  if (plan.rewards === 'received')
    lines.push(
      `${plan.bound ? '' : 'A new friend joined with the account’s code; '}every reward of the account is received (invitation/claim_reward).`,
    );
  if (plan.rewards === 'expired')
    lines.push(
      'invitation/get_info answers every reward as expired (page.route: the server cannot age one account’s rewards).',
    );
  if (plan.rewards === 'none')
    lines.push(
      'invitation/get_info answers no rewards (page.route: binding a code always gives a new account its welcome reward).',
    );
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The local API from the test: signed calls as the app signs them.

export interface Account {
  readonly userId: string;
  readonly authToken: string;
  readonly refreshToken: string;
}

export async function signedCall<T>(ctx: ModelContext, path: string, body: unknown, token?: string): Promise<T> {
  const text = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-timestamp': String(timestamp),
    'x-sign': signRequest({}, text, timestamp, config.signingSalt),
  };
  if (token) headers['x-token'] = token;
  const answer = await ctx.request.post(path, { headers, data: text });
  const json = (await answer.json()) as { base_resp?: { status_code: number; status_msg: string } } & T;
  if (json.base_resp?.status_code !== 0)
    throw new Error(`${path}: ${json.base_resp?.status_code} ${json.base_resp?.status_msg}`);
  return json;
}

export async function newAccount(ctx: ModelContext): Promise<Account> {
  const phone = `+1201${randomInt(2_000_000, 10_000_000)}`;
  const data = await signedCall<{ user_id: string; auth_token: string; refresh_token: string }>(
    ctx,
    AccountPaths.login,
    {
      login_type: 1,
      device_info: { uuid: randomUUID(), os: 3 },
      credential: phone,
    },
  );
  return { userId: data.user_id, authToken: data.auth_token, refreshToken: data.refresh_token };
}

interface InfoData {
  invite_code: string;
  rewards: { reward_id: string; status: string; expires_at_ms?: number }[];
}

const infoOf = (ctx: ModelContext, a: Account): Promise<InfoData> =>
  signedCall<InfoData>(ctx, InvitationPaths.getInfo, {}, a.authToken);
const bind = (ctx: ModelContext, a: Account, code: string): Promise<unknown> =>
  signedCall(ctx, InvitationPaths.bindCode, { invite_code: code }, a.authToken);

/** Sets the account up as the path plans it; returns its own code. */
async function arrangeAccount(ctx: ModelContext, a: Account, plan: PlannedAccount): Promise<string> {
  const own = (await infoOf(ctx, a)).invite_code;
  if (plan.bound) await bind(ctx, a, FRIEND_CODE);
  const friends =
    plan.rewards === 'receivable' ? (plan.bound ? 1 : 2) : plan.rewards === 'received' && !plan.bound ? 1 : 0;
  for (let i = 0; i < friends; i++) await bind(ctx, await newAccount(ctx), own);
  if (plan.rewards === 'received') {
    for (const r of (await infoOf(ctx, a)).rewards)
      if (r.status === 'receivable')
        await signedCall(ctx, InvitationPaths.claimReward, { reward_id: r.reward_id }, a.authToken);
  }
  if (plan.rewards === 'expired' || plan.rewards === 'none') {
    const expired = plan.rewards === 'expired';
    await ctx.page.route(new RegExp(`${InvitationPaths.getInfo}(?:\\?|$)`), async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as InfoData;
      if (json.rewards)
        json.rewards = expired
          ? json.rewards.map((r) => ({ ...r, status: 'expired', expires_at_ms: Date.now() - 86_400_000 }))
          : [];
      await route.fulfill({ response, json });
    });
  }
  return own;
}

// ---------------------------------------------------------------------------------------------
// Server answers: one fault per request, scoped to the account. An answer's driver names the
// outcome; the event that sends the request sets it (slowed down, so the wait can be seen).

type Fault = Parameters<ControlApi['fault']>[0];
type Pending = Record<string, Omit<Fault, 'path' | 'token' | 'count'>>;

const pending = (ctx: ModelContext): Pending => (ctx.memo.pending ??= {}) as Pending;
const accountOf = (ctx: ModelContext): Account => ctx.memo.account as Account;

function expectAnswer(ctx: ModelContext, path: string, fault: Omit<Fault, 'path' | 'token' | 'count'>): void {
  pending(ctx)[path] = fault;
}

/**
 * The fault the next request on `path` meets: the outcome an answer's driver asked for, else (when the
 * path ends before the answer, `held`) an answer held back until the path is over.
 */
async function sendFault(ctx: ModelContext, path: string, held: boolean): Promise<void> {
  const fault = pending(ctx)[path] ?? (held ? { kind: 'latency' as const, latency_ms: NEVER_MS } : null);
  delete pending(ctx)[path];
  if (!fault) return;
  await ctx.api.fault({ latency_ms: SLOW_MS, ...fault, path, count: 1, token: accountOf(ctx).authToken });
}

/** The field `key` of the last body the page sent to `path`. */
function lastSent(ctx: ModelContext, path: string, key: string): string | undefined {
  const body = sentTo(ctx, path).at(-1);
  return body ? (JSON.parse(body) as Record<string, string>)[key] : undefined;
}

// ---------------------------------------------------------------------------------------------
// The screen.

const rewardsCard = (ctx: ModelContext): Locator => ctx.page.getByRole('region', { name: 'Your rewards' });
const codeCard = (ctx: ModelContext): Locator => ctx.page.getByRole('region', { name: 'Got a code from a friend?' });
const codeInput = (ctx: ModelContext): Locator => ctx.page.getByLabel(CODE_LABEL);
const receiveButtons = (ctx: ModelContext): Locator =>
  rewardsCard(ctx).getByRole('button', { name: 'Receive', exact: true });
const shares = (ctx: ModelContext): Promise<{ url?: string }[]> =>
  ctx.page.evaluate(() => (window as unknown as { __systemShares?: { url?: string }[] }).__systemShares ?? []);

/** Counts the page's loads of the info so far (a step that loads it again must add one). */
function countLoads(ctx: ModelContext): void {
  ctx.memo.loadsBefore = sentTo(ctx, InvitationPaths.getInfo).length;
}

/** What the user typed for a code the server checks, upper-cased and trimmed as the page sends it. */
const friendCode = (ctx: ModelContext): string => (ctx.memo.friendCode as string | undefined) ?? FRIEND_CODE;

async function submitCode(ctx: ModelContext, typed: string): Promise<void> {
  await codeInput(ctx).fill(typed);
  await codeCard(ctx).getByRole('button', { name: 'Submit' }).click();
}

export const invitationAdapter: FlowAdapter = {
  flow: 'invitation',
  summary:
    'The invitation event at /invitation: login inside the app, the invitation info, a friend’s code, rewards and sharing (effects: src/features/invitation, the local API’s invitation/*, the app’s login and share).',
  hosts: [
    appHost(
      'android',
      '2.30.0',
      { isLoggedIn: false, infoFromRoute: false },
      {
        id: 'app-android-2.30.0-signed-out',
        qa: 'Talkie app 2.30.0 on an Android phone, nobody logged in',
        scenario: SIGNED_OUT,
      },
    ),
    appHost(
      'ios',
      '2.30.0',
      { isLoggedIn: false, infoFromRoute: false },
      { id: 'app-ios-2.30.0-signed-out', qa: 'Talkie app 2.30.0 on an iPhone, nobody logged in', scenario: SIGNED_OUT },
    ),
    appHost('android', '2.30.0', { isLoggedIn: true, infoFromRoute: false }, { scenario: LOGGED_IN }),
    appHost('ios', '2.30.0', { isLoggedIn: true, infoFromRoute: false }, { scenario: LOGGED_IN }),
    browserHost('android', { isLoggedIn: true, infoFromRoute: false }, { scenario: LOGGED_IN }),
    browserHost('ios', { isLoggedIn: true, infoFromRoute: false }, { scenario: LOGGED_IN }),
    wechatHost('android', { isLoggedIn: true, infoFromRoute: false }, { scenario: LOGGED_IN }),
  ],
  start: {
    qa: (host, steps) => [`Host: ${host.qa}.`, ...accountQa(host, steps), `Open ${URL_PATH}.`],
    async open(ctx) {
      const { page, host } = ctx;
      const plan = plannedAccount(ctx.steps);
      const account = await newAccount(ctx);
      ctx.memo.account = account;
      ctx.memo.ownCode = await arrangeAccount(ctx, account, plan);
      const user = appUserOf(account);
      if (host.kind === 'app' && host.guards.isLoggedIn) {
        await page.addInitScript(
          (u) => (window as unknown as { __talkieShell: { setUser(x: unknown): void } }).__talkieShell.setUser(u),
          user,
        );
      } else if (host.kind === 'app') {
        // The app's login: it logs this account in (then getUserInfo reports it), or its screen stays open.
        await page.addInitScript(
          ({ u, finishes }) => {
            const w = window as unknown as {
              TalkieBridge: { postMessage(json: string): void };
              __talkieShell: { setUser(x: unknown): void; setReply(m: string, r: unknown): void };
            };
            w.__talkieShell.setReply(
              'login',
              finishes ? { data: { user_id: u.user_id }, delayMs: 50 } : { never: true },
            );
            const post = w.TalkieBridge.postMessage;
            w.TalkieBridge.postMessage = (json: string) => {
              if (finishes && (JSON.parse(json) as { method: string }).method === 'login') w.__talkieShell.setUser(u);
              post(json);
            };
          },
          { u: user, finishes: plan.loginFinishes },
        );
      } else {
        await storeSession(page, account);
      }
      if (host.kind === 'browser') {
        // The phone's system share sheet (Chrome on Android and Safari on iOS have one): record what it was given.
        await page.addInitScript(() => {
          const w = window as unknown as { __systemShares: unknown[] };
          w.__systemShares = [];
          Object.defineProperty(navigator, 'share', {
            configurable: true,
            value: (data: unknown) => (w.__systemShares.push(data), Promise.resolve()),
          });
        });
      }
      await sendFault(ctx, InvitationPaths.getInfo, false);
      recordSent(ctx, [InvitationPaths.getInfo, InvitationPaths.bindCode, InvitationPaths.claimReward]);
      await page.goto(URL_PATH);
    },
  },
  states: {
    'invitation.loginRequired': {
      qa: `the screen shows “${LOGIN_REQUIRED}” with “Log in”; no invitation code is shown`,
      async see(ctx) {
        const prompt = ctx.page.getByTestId('login-required');
        await ctx.expect(prompt.getByRole('heading')).toHaveText(LOGIN_REQUIRED);
        await ctx.expect(prompt.getByRole('button', { name: /^(Log in|Logging in…)$/ })).toBeVisible();
        await ctx.expect(ctx.page.getByTestId('own-code')).toHaveCount(0);
      },
    },
    'invitation.loadingInfo': {
      qa: 'the page shows that it is loading (a spinner, or the last screen marked busy)',
      async see(ctx) {
        await ctx
          .expect(
            ctx.page
              .getByTestId('loading')
              .or(ctx.page.locator('[data-testid="invitation-content"][aria-busy="true"]')),
          )
          .toBeVisible();
      },
    },
    'invitation.infoError': {
      qa: `the screen shows “${SERVER_ERROR}” with “Retry”`,
      async see(ctx) {
        const panel = ctx.page.getByRole('alert').filter({ hasText: SERVER_ERROR });
        await ctx.expect(panel).toBeVisible();
        await ctx.expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
      },
    },
    'invitation.ready': {
      qa: 'the screen shows “Your invitation code” with the account’s own code, “Copy code” and “Invite friends”',
      async see(ctx) {
        const own = ctx.page.getByRole('region', { name: 'Your invitation code' });
        await ctx.expect(own.getByTestId('own-code-value')).toHaveText(ctx.memo.ownCode as string);
        await ctx.expect(own.getByRole('button', { name: 'Invite friends' })).toBeVisible();
      },
    },
    'invitation.ready.code': {
      qa: '“Got a code from a friend?” is shown',
      see: async (ctx) => void (await ctx.expect(codeCard(ctx)).toBeVisible()),
    },
    'invitation.ready.code.entering': {
      qa: `the field “${CODE_LABEL}” is shown`,
      see: async (ctx) => void (await ctx.expect(codeInput(ctx)).toBeVisible()),
    },
    'invitation.ready.code.entering.editing': {
      qa: '“Submit” can be tapped and no refusal is shown under the field',
      async see(ctx) {
        await ctx.expect(codeCard(ctx).getByRole('button', { name: 'Submit' })).toBeEnabled();
        await ctx.expect(ctx.page.getByTestId('code-error')).toHaveText('');
        await ctx.expect(codeInput(ctx)).not.toHaveAttribute('aria-invalid', 'true');
      },
    },
    'invitation.ready.code.entering.refused': {
      qa: 'the reason of the refusal is shown under the field (see the step), the field is marked invalid and keeps what was typed',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('code-error')).toHaveText(ctx.memo.refusal as string);
        await ctx.expect(codeInput(ctx)).toHaveAttribute('aria-invalid', 'true');
        await ctx.expect(codeInput(ctx)).toHaveValue(ctx.memo.typed as string);
      },
    },
    'invitation.ready.code.submitting': {
      qa: 'the button reads “Submitting…” and cannot be tapped',
      see: async (ctx) =>
        void (await ctx.expect(codeCard(ctx).getByRole('button', { name: 'Submitting…' })).toBeDisabled()),
    },
    'invitation.ready.code.submitFailed': {
      qa: `“${SERVER_ERROR}” is shown under the field, with “Submit” to try again; the typed code stays`,
      async see(ctx) {
        const alert = codeCard(ctx).getByRole('alert').filter({ hasText: SERVER_ERROR });
        await ctx.expect(alert).toBeVisible();
        await ctx.expect(alert.getByRole('button', { name: 'Submit' })).toBeEnabled();
        await ctx.expect(codeInput(ctx)).toHaveValue(ctx.memo.typed as string);
      },
    },
    'invitation.ready.code.bound': {
      qa: `“You joined with the code ${FRIEND_CODE}” is shown instead of the field`,
      async see(ctx) {
        await ctx.expect(codeCard(ctx).getByText(`You joined with the code ${FRIEND_CODE}`)).toBeVisible();
        await ctx.expect(codeInput(ctx)).toHaveCount(0);
      },
    },
    'invitation.ready.rewards': {
      qa: '“Your rewards” is shown',
      see: async (ctx) => void (await ctx.expect(rewardsCard(ctx)).toBeVisible()),
    },
    'invitation.ready.rewards.receivable': {
      qa: 'a reward shows “Receive”, which can be tapped',
      see: async (ctx) => void (await ctx.expect(receiveButtons(ctx).first()).toBeEnabled()),
    },
    'invitation.ready.rewards.receiving': {
      qa: 'the tapped reward’s button reads “Receiving…”; no “Receive” can be tapped meanwhile',
      async see(ctx) {
        // One look at every button of the card: “Receiving…” on one, and no other that can be tapped.
        const buttons = (): Promise<string[]> =>
          rewardsCard(ctx).evaluate((card) =>
            [...card.querySelectorAll('button')].map((b) => `${b.textContent ?? ''}${b.disabled ? ' (disabled)' : ''}`),
          );
        await ctx.expect
          .poll(async () => {
            const all = await buttons();
            return {
              receiving: all.filter((b) => b.startsWith('Receiving…')).length,
              canTap: all.filter((b) => b === 'Receive').length,
            };
          })
          .toEqual({ receiving: 1, canTap: 0 });
      },
    },
    'invitation.ready.rewards.receiveFailed': {
      qa: `“${SERVER_ERROR}” is shown above the rewards, and “Receive” can be tapped again`,
      async see(ctx) {
        await ctx.expect(rewardsCard(ctx).getByRole('alert')).toHaveText(SERVER_ERROR);
        await ctx.expect(receiveButtons(ctx).first()).toBeEnabled();
      },
    },
    'invitation.ready.rewards.received': {
      qa: 'every reward shows “Received”; none shows “Receive”',
      async see(ctx) {
        await ctx.expect(rewardsCard(ctx).getByText('Received', { exact: true }).first()).toBeVisible();
        await ctx.expect(receiveButtons(ctx)).toHaveCount(0);
      },
    },
    'invitation.ready.rewards.expired': {
      qa: 'the rewards show “Invalid or expired”; none shows “Receive”',
      async see(ctx) {
        await ctx.expect(rewardsCard(ctx).getByText('Invalid or expired', { exact: true }).first()).toBeVisible();
        await ctx.expect(receiveButtons(ctx)).toHaveCount(0);
      },
    },
    'invitation.ready.rewards.none': {
      qa: `the rewards read “${NO_REWARDS}”`,
      see: async (ctx) => void (await ctx.expect(rewardsCard(ctx).getByText(NO_REWARDS)).toBeVisible()),
    },
  },
  events: {
    LOG_IN: {
      qa: 'Tap “Log in”',
      drive: (ctx) => ctx.page.getByTestId('login-required').getByRole('button', { name: 'Log in' }).click(),
    },
    LOGGED_IN: {
      qa: 'Tap “Log in” and log in in the app’s login screen (the app then reports the real-name account)',
      async drive(ctx) {
        await sendFault(ctx, InvitationPaths.getInfo, true);
        countLoads(ctx);
        await ctx.page.getByTestId('login-required').getByRole('button', { name: 'Log in' }).click();
      },
    },
    'DONE:loadInvitation': {
      qa: 'The invitation info loads (invitation/get_info answers)',
      arrange: async (ctx) => expectAnswer(ctx, InvitationPaths.getInfo, { kind: 'latency' }),
    },
    'ERROR:loadInvitation': {
      qa: 'invitation/get_info fails (control: fault http_error 500 on it, once, for this account)',
      arrange: async (ctx) => expectAnswer(ctx, InvitationPaths.getInfo, { kind: 'http_error', http_status: 500 }),
    },
    RETRY: {
      qa: 'Tap “Retry”',
      async drive(ctx) {
        await sendFault(ctx, InvitationPaths.getInfo, true);
        countLoads(ctx);
        await ctx.page
          .getByRole('alert')
          .filter({ hasText: SERVER_ERROR })
          .getByRole('button', { name: 'Retry' })
          .click();
      },
    },
    SHARE: {
      qa: 'Tap “Invite friends”',
      drive: (ctx) => ctx.page.getByRole('button', { name: 'Invite friends' }).click(),
    },
    'SUBMIT_CODE [codeEmpty]': {
      qa: `Type only spaces in “${CODE_LABEL}” and tap “Submit” (expect “${REFUSALS.codeEmpty}”)`,
      async drive(ctx) {
        ctx.memo.typed = '   ';
        ctx.memo.refusal = REFUSALS.codeEmpty;
        await submitCode(ctx, '   ');
      },
    },
    'SUBMIT_CODE [codeMalformed]': {
      qa: `Type “abc-1” in “${CODE_LABEL}” and tap “Submit” (expect “${REFUSALS.codeMalformed}”)`,
      async drive(ctx) {
        ctx.memo.typed = 'abc-1';
        ctx.memo.refusal = REFUSALS.codeMalformed;
        await submitCode(ctx, 'abc-1');
      },
    },
    'SUBMIT_CODE [ownCode]': {
      qa: `Type the account’s own code in lower case, with spaces around it, and tap “Submit” (expect “${REFUSALS.ownCode}”)`,
      async drive(ctx) {
        const typed = ` ${(ctx.memo.ownCode as string).toLowerCase()} `;
        ctx.memo.typed = typed;
        ctx.memo.refusal = REFUSALS.ownCode;
        await submitCode(ctx, typed);
      },
    },
    SUBMIT_CODE: {
      qa: `Type a friend’s code in lower case with spaces around it (“ ${FRIEND_CODE.toLowerCase()} ”, or “${UNKNOWN_CODE}” where the server refuses it) and tap “Submit”`,
      async drive(ctx) {
        const typed = friendCode(ctx) === FRIEND_CODE ? ` ${FRIEND_CODE.toLowerCase()} ` : friendCode(ctx);
        ctx.memo.typed = typed;
        await sendFault(ctx, InvitationPaths.bindCode, true);
        await submitCode(ctx, typed);
      },
    },
    'DONE:bindCode [codeRefused]': {
      qa: `The server refuses the code: nobody has it (expect “${REFUSALS.invalid}”)`,
      arrange: async (ctx) => {
        ctx.memo.friendCode = UNKNOWN_CODE;
        ctx.memo.refusal = REFUSALS.invalid;
        expectAnswer(ctx, InvitationPaths.bindCode, { kind: 'latency' });
      },
      drive: async (ctx) => void (await ctx.expect(ctx.page.getByTestId('code-error')).toHaveText(REFUSALS.invalid)),
    },
    'DONE:bindCode': {
      qa: `The server binds the code (the page then loads the info again, with the welcome reward)`,
      arrange: async (ctx) => expectAnswer(ctx, InvitationPaths.bindCode, { kind: 'latency' }),
      drive: async (ctx) =>
        void (await ctx.expect(codeCard(ctx).getByText(`You joined with the code ${FRIEND_CODE}`)).toBeVisible()),
    },
    'ERROR:bindCode': {
      qa: 'invitation/bind_code fails (control: fault http_error 500 on it, once, for this account)',
      arrange: async (ctx) => expectAnswer(ctx, InvitationPaths.bindCode, { kind: 'http_error', http_status: 500 }),
      drive: async (ctx) =>
        void (await ctx.expect(codeCard(ctx).getByRole('alert').filter({ hasText: SERVER_ERROR })).toBeVisible()),
    },
    RETRY_SUBMIT: {
      qa: `Tap “Submit” under “${SERVER_ERROR}”`,
      async drive(ctx) {
        await sendFault(ctx, InvitationPaths.bindCode, true);
        await codeCard(ctx).getByRole('alert').getByRole('button', { name: 'Submit' }).click();
      },
    },
    CODE_EDITED: {
      qa: `Type one more character in “${CODE_LABEL}”`,
      async drive(ctx) {
        const typed = `${ctx.memo.typed as string}7`;
        ctx.memo.typed = typed;
        await codeInput(ctx).fill(typed);
      },
    },
    RECEIVE_REWARD: {
      qa: 'Tap “Receive” on the first reward that shows it',
      async drive(ctx) {
        const button = receiveButtons(ctx).first();
        ctx.memo.rewardId = ((await button.getAttribute('data-testid')) ?? '').replace(/^receive-/, '');
        await sendFault(ctx, InvitationPaths.claimReward, true);
        await button.click();
      },
    },
    'DONE:receiveReward [receiveRefused]': {
      qa: `The server refuses the reward as invalid (control: fault base_resp ${StatusCode.RewardInvalid} on invitation/claim_reward, once, for this account); expect “${INVALID_NOTICE}”`,
      arrange: async (ctx) =>
        expectAnswer(ctx, InvitationPaths.claimReward, {
          kind: 'base_resp',
          status_code: StatusCode.RewardInvalid,
          status_msg: 'reward invalid',
        }),
      async drive(ctx) {
        await ctx.expect(rewardsCard(ctx).getByRole('status').filter({ hasText: INVALID_NOTICE })).toBeVisible();
        await ctx
          .expect(ctx.page.getByTestId(`reward-${ctx.memo.rewardId as string}`))
          .toContainText('Invalid or expired');
      },
    },
    'DONE:receiveReward': {
      qa: `The server grants the reward; expect “${RECEIVED_NOTICE}” and “Received” on it`,
      arrange: async (ctx) => expectAnswer(ctx, InvitationPaths.claimReward, { kind: 'latency' }),
      async drive(ctx) {
        await ctx.expect(rewardsCard(ctx).getByRole('status').filter({ hasText: RECEIVED_NOTICE })).toBeVisible();
        await ctx.expect(ctx.page.getByTestId(`reward-${ctx.memo.rewardId as string}`)).toContainText('Received');
      },
    },
    'ERROR:receiveReward': {
      qa: 'invitation/claim_reward fails (control: fault http_error 500 on it, once, for this account)',
      arrange: async (ctx) => expectAnswer(ctx, InvitationPaths.claimReward, { kind: 'http_error', http_status: 500 }),
      drive: async (ctx) => void (await ctx.expect(rewardsCard(ctx).getByRole('alert')).toHaveText(SERVER_ERROR)),
    },
  },
  notDrivable: {
    RELOAD:
      'the page sends RELOAD only right after it bound a friend’s code (submitting → bound, covered by “DONE:bindCode”); the plan takes RELOAD from a page that opened with a code already bound, where nothing reloads the info',
  },
  oracle: invitationOracle,
  effects: {
    requestLogin: {
      qa: () => 'the app is asked to log in (login)',
      see: async (ctx) =>
        void (await ctx.expect.poll(async () => (await ctx.shellCalls('login')).length).toBeGreaterThan(0)),
    },
    'request:loadInvitation': {
      qa: () => 'the page asks the server for the invitation info (invitation/get_info)',
      async see(ctx) {
        const before = (ctx.memo.loadsBefore as number | undefined) ?? 0;
        await ctx.expect.poll(() => sentTo(ctx, InvitationPaths.getInfo).length).toBeGreaterThan(before);
      },
    },
    'request:bindCode': {
      qa: () => 'the page sends the typed code, trimmed and upper-cased, to invitation/bind_code',
      async see(ctx) {
        await ctx.expect.poll(() => lastSent(ctx, InvitationPaths.bindCode, 'invite_code')).toBe(friendCode(ctx));
      },
    },
    'request:receiveReward': {
      qa: () => 'the page asks invitation/claim_reward for the tapped reward',
      async see(ctx) {
        await ctx.expect.poll(() => lastSent(ctx, InvitationPaths.claimReward, 'reward_id')).toBe(ctx.memo.rewardId);
      },
    },
    shareInvitation: {
      qa: () =>
        'the invitation with the account’s own code is shared: inside the app, the app’s share sheet (share) gets the link /invitation?invite_code=<own code>; in a browser, the phone’s share sheet gets it; in WeChat, the page shows “Tap ··· in the top right corner to send your invitation”',
      async see(ctx) {
        const link = `/invitation?invite_code=${ctx.memo.ownCode as string}`;
        if (ctx.host.kind === 'app') {
          await ctx.expect
            .poll(
              async () =>
                ((await ctx.shellCalls('share')).at(-1)?.params as { shareUrl?: string } | undefined)?.shareUrl ?? '',
            )
            .toContain(link);
        } else if (ctx.host.kind === 'wechat') {
          await ctx.expect(ctx.page.getByTestId('share-notice')).toHaveText(WECHAT_SHARE);
        } else {
          await ctx.expect.poll(async () => (await shares(ctx)).at(-1)?.url ?? '').toContain(link);
        }
      },
    },
  },
};
