/**
 * The spin wheel on the real page (/spin_wheel; SPEC §3 "Spin: daily and remaining counts", §8):
 * the event window and the counts from spin/get_status, a spin the server decides (spin/spin with an
 * idempotency key), the wheel landing on the server's slice, and inside the app a rewarded ad
 * (spin/start_ad, the app's preloadRewardAd and watchAd, then spin/ad_result). Effects come from
 * src/features/campaign/spin/spin-flow.ts; the page is src/features/campaign/spin/spin-page.tsx.
 *
 * Each path uses a fresh real-name account, so the server's counts and faults (scoped to its token)
 * are the path's own. The wheel turns on the compositor: the page's animation timeline is frozen
 * (Chrome's Animation.setPlaybackRate 0) so a path sees the wheel mid-turn, and sped up when the
 * path lets it land.
 */
import type { CDPSession } from '@playwright/test';
import { getSpinStatus, spinWheel, CampaignPaths } from '../../../src/api/contract/campaign';
import { CampaignStatusCode } from '../../../src/api/contract/campaign-codes';
import type { LoggedRequest } from '../../../server/control/request-log';
import { spinWheelOracle } from './spin-wheel.oracle';
import { newAccount, type TestAccount } from '../../e2e/membership-invitation.helpers';
import { storeSession } from '../../e2e/support/sign-in';
import { test } from '../../e2e/support/fixtures';
import type { FlowAdapter, ModelContext, ModelHost, ModelStep } from '../framework/e2e/adapter';
import { appHost, browserHost } from '../framework/e2e/hosts';

const SPIN_URL = '/spin_wheel';
const AD_SCENE = 'spin_wheel_extra_spins';
/** Seeded events (server/seed/campaign.ts) by the phase the path needs at load. */
const EVENT_FOR: Record<string, { id: string; qa: string }> = {
  notStarted: { id: 'spin_upcoming', qa: 'the seeded event spin_upcoming (not started yet)' },
  paused: { id: 'spin_paused', qa: 'the seeded event spin_paused (closed for now)' },
  ended: { id: 'spin_ended', qa: 'the seeded event spin_ended (over)' },
  hasSpins: { id: 'spin_summer', qa: 'the running event spin_summer, a fresh account with its 3 daily spins' },
  else: {
    id: 'spin_summer',
    qa: 'the running event spin_summer, a fresh account whose 3 daily spins are all spent (spin/spin called 3 times for it)',
  },
};
const PHASE_CODE: Record<string, number> = {
  notStarted: CampaignStatusCode.EventNotStarted,
  paused: CampaignStatusCode.EventPaused,
  ended: CampaignStatusCode.EventEnded,
};

interface SpinMemo {
  account: TestAccount;
  eventId: string;
  cdp: CDPSession;
  /** Requests the observers have accounted for, by path. */
  seen: Record<string, number>;
  /** The page's clock when Spin was last tapped (the landing's 8 s count from the answer, which comes after it). */
  tappedAt?: number;
}
const memo = (ctx: ModelContext): SpinMemo => ctx.memo as unknown as SpinMemo;

/** The always-step the page takes right after step `k` (the screen it decides on), as a guard name. */
function decisionAfter(steps: readonly ModelStep[], k: number): string | null {
  const next = steps[k + 1];
  if (!next || next.kind !== 'always') return null;
  return next.trueGuard ?? 'else';
}

async function mine(ctx: ModelContext, path: string): Promise<LoggedRequest[]> {
  const { account } = memo(ctx);
  return (await ctx.api.requests(path)).filter(
    (r) => r.headers['x-token'] === account.authToken || r.query.user_id === account.userId,
  );
}

const TRACKED = [CampaignPaths.getSpinStatus, CampaignPaths.spin, CampaignPaths.startAd, CampaignPaths.adResult];

/** Notes how many requests of this account the server logged so far, before a tap or a return to the page. */
async function mark(ctx: ModelContext): Promise<void> {
  const m = memo(ctx);
  for (const path of TRACKED) m.seen[path] = (await mine(ctx, path)).length;
}

/** Waits until the server logged a request of this account on `path` since the last mark; returns the first such. */
async function nextRequest(ctx: ModelContext, path: string): Promise<LoggedRequest> {
  const m = memo(ctx);
  const after = m.seen[path] ?? 0;
  await ctx.expect
    .poll(async () => (await mine(ctx, path)).length, { message: `a request to ${path}` })
    .toBeGreaterThan(after);
  return (await mine(ctx, path))[after]!;
}

const bodyOf = (r: LoggedRequest): Record<string, unknown> => JSON.parse(r.body || '{}') as Record<string, unknown>;
/** Checks a field of a request's body (a request spoiled by a fault before it ran logs no body). */
function expectField(ctx: ModelContext, r: LoggedRequest, field: string, value: unknown): void {
  if (r.body) ctx.expect(bodyOf(r)[field]).toBe(value);
}

const setAnimationRate = (ctx: ModelContext, playbackRate: number) =>
  memo(ctx).cdp.send('Animation.setPlaybackRate', { playbackRate });

async function comeBack(ctx: ModelContext): Promise<void> {
  await ctx.page.evaluate(() => {
    const set = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
}

const fault = (
  ctx: ModelContext,
  path: string,
  extra: { kind: 'http_error' | 'base_resp'; status_code?: number; status_msg?: string; phase?: 'before' | 'after' },
) => ctx.api.fault({ path, count: 1, token: memo(ctx).account.authToken, ...extra });

/** checkPushPermission and requestPushPermission exist from app 2.12 (src/services/bridge/methods.ts). */
const pushPermissionIn = (host: ModelHost): boolean => {
  const [major = 0, minor = 0] = (host.appVersion ?? '0').split('.').map(Number);
  return major > 2 || (major === 2 && minor >= 12);
};

const spinsText = (n: number) => (n === 1 ? '1 spin left' : `${n} spins left`);

/** Whether the path has the server refuse a spin as "not started", which moves the server's clock. */
const refusesAsNotStarted = (steps: readonly ModelStep[]): boolean =>
  steps.some((s, k) => s.twinEvent === 'DONE:spin [else]' && decisionAfter(steps, k) === 'notStarted');

export const spinWheelAdapter: FlowAdapter = {
  movesServerClock: refusesAsNotStarted,
  async finish(ctx) {
    if (refusesAsNotStarted(ctx.steps)) await ctx.api.post('clock', { offset_ms: 0 });
  },
  flow: 'spin-wheel',
  summary:
    'The spin wheel at /spin_wheel: status, spin, landing, result, and inside the app a rewarded ad for more spins (effects: src/features/campaign/spin/spin-flow.ts).',
  hosts: [
    appHost('android', '2.30.0', { canWatchAds: true }, { scenario: 'in the app, running, no spins left' }),
    appHost('ios', '2.30.0', { canWatchAds: true }, { scenario: 'in the app, running, 3 spins left' }),
    appHost('android', '1.20.0', { canWatchAds: true }, { scenario: 'in the app, not started yet' }),
    browserHost('android', { canWatchAds: false }, { scenario: 'in a browser, running, 1 spin left' }),
    browserHost('ios', { canWatchAds: false }, { scenario: 'in a browser, no spins left (no ads)' }),
  ],
  start: {
    qa: (host, steps) => {
      const event = EVENT_FOR[decisionAfter(steps, 0) ?? 'hasSpins']!;
      return [
        `Host: ${host.qa}${host.kind === 'app' ? ', logged in to the app as the account below' : ''}.`,
        `Account: a fresh real-name account (phone login); ${event.qa}.`,
        `Open ${SPIN_URL}${event.id === 'spin_summer' ? '' : `?event_id=${event.id}`}.`,
      ];
    },
    async open(ctx) {
      const { page } = ctx;
      const account = await ensureAccount(ctx);
      const event = EVENT_FOR[decisionAfter(ctx.steps, 0) ?? 'hasSpins']!;
      Object.assign(ctx.memo, { eventId: event.id, seen: {} });
      if (decisionAfter(ctx.steps, 0) === 'else') {
        for (let i = 0; i < 3; i++)
          await account.api.call(spinWheel, { event_id: event.id, idempotency_key: `spend-${Date.now()}-${i}` });
      }
      await storeSession(ctx.context, account);
      if (ctx.host.kind === 'app') {
        await page.addInitScript(
          (u) => (window as unknown as { __talkieShell?: { setUser(u: unknown): void } }).__talkieShell?.setUser(u),
          {
            user_id: account.userId,
            auth_token: account.authToken,
            refresh_token: account.refreshToken,
            is_anonymous: false,
          },
        );
      }
      const cdp = await ctx.context.newCDPSession(page);
      await cdp.send('Animation.enable');
      memo(ctx).cdp = cdp;
      await setAnimationRate(ctx, 0);
      // Faults for the first load are arranged before this: the page must not load before they exist.
      await page.goto(event.id === 'spin_summer' ? SPIN_URL : `${SPIN_URL}?event_id=${event.id}`);
      await ctx.expect(page.getByTestId('spin-page').or(page.getByRole('button', { name: 'Retry' }))).toBeVisible();
    },
  },
  states: {
    'spinWheel.loading': {
      qa: 'the page asks the server for the event and the counts (spin/get_status)',
      async see(ctx) {
        const r = await nextRequest(ctx, CampaignPaths.getSpinStatus);
        expectField(ctx, r, 'event_id', memo(ctx).eventId);
      },
    },
    'spinWheel.loadFailed': {
      qa: 'the screen shows “Oops, something went wrong” (the server failed) and “Retry”',
      async see(ctx) {
        await ctx.expect(ctx.page.getByText('Oops, something went wrong')).toBeVisible();
        await ctx.expect(ctx.page.getByRole('button', { name: 'Retry' })).toBeVisible();
      },
    },
    'spinWheel.notStarted': {
      qa: 'the screen shows “Starts in” with a countdown; inside the app “Remind me”, in a browser “Open Talkie to join”; no spin button',
      async see(ctx) {
        const card = ctx.page.getByTestId('event-not-started');
        await ctx.expect(card).toContainText('Starts in');
        await ctx.expect(card.getByTestId('countdown')).toBeVisible();
        await ctx
          .expect(card.getByRole('button', { name: ctx.host.kind === 'app' ? 'Remind me' : 'Open Talkie to join' }))
          .toBeVisible();
        await ctx.expect(ctx.page.getByTestId('spin-button')).toHaveCount(0);
      },
    },
    'spinWheel.paused': {
      qa: 'the screen shows “The event is ended for now”; no spin button',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('event-paused')).toHaveText('The event is ended for now');
        await ctx.expect(ctx.page.getByTestId('spin-button')).toHaveCount(0);
      },
    },
    'spinWheel.ended': {
      qa: 'the screen shows “The event has ended”; no spin button',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('event-ended')).toHaveText('The event has ended');
        await ctx.expect(ctx.page.getByTestId('spin-button')).toHaveCount(0);
      },
    },
    'spinWheel.ready': {
      qa: 'the screen shows the spins left as the server counts them (e.g. “3 spins left”) and “Spin”, which can be tapped',
      async see(ctx) {
        const status = await memo(ctx).account.api.call(getSpinStatus, { event_id: memo(ctx).eventId });
        ctx.expect(status.remaining_spins).toBeGreaterThan(0);
        await ctx.expect(ctx.page.getByTestId('spin-counts')).toContainText(spinsText(status.remaining_spins));
        await ctx.expect(ctx.page.getByTestId('spin-button')).toHaveText('Spin');
        await ctx.expect(ctx.page.getByTestId('spin-button')).not.toHaveAttribute('aria-disabled', 'true');
      },
    },
    'spinWheel.noSpins': {
      qa: 'the screen shows “0 spins left” and “No spins left today”; inside the app “Watch an ad for 1 more spin”, in a browser no ad button',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('spin-counts')).toContainText('0 spins left');
        await ctx.expect(ctx.page.getByTestId('no-spins')).toContainText('No spins left today');
        await ctx.expect(ctx.page.getByTestId('watch-ad')).toHaveCount(ctx.host.kind === 'app' ? 1 : 0);
      },
    },
    'spinWheel.spinning': {
      qa: 'the page sends the spin to the server (spin/spin) with a new idempotency key; a retry after a lost answer sends that attempt’s key again',
      async see(ctx) {
        const r = await nextRequest(ctx, CampaignPaths.spin);
        if (!r.body) return;
        const key = bodyOf(r).idempotency_key;
        ctx.expect(key).toEqual(ctx.expect.any(String));
        const last = (await mine(ctx, CampaignPaths.spin)).slice(0, memo(ctx).seen[CampaignPaths.spin] ?? 0).at(-1);
        // A retry after a failed attempt (no answer) resends that attempt's key.
        if (last?.fault === 'http_error') ctx.expect(key).toBe(bodyOf(last).idempotency_key);
        else if (last) ctx.expect(key).not.toBe(bodyOf(last).idempotency_key);
      },
    },
    'spinWheel.spinFailed': {
      qa: 'the screen shows “Oops, something went wrong” (the server failed) with “OK” (to try the same spin again)',
      async see(ctx) {
        const alert = ctx.page.getByRole('alert').filter({ hasText: 'Oops, something went wrong' });
        await ctx.expect(alert).toBeVisible();
        await ctx.expect(alert.getByRole('button', { name: 'OK' })).toBeVisible();
      },
    },
    'spinWheel.landing': {
      qa: 'the wheel is still turning towards the prize (the button says “Good luck…”), no prize is shown yet',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('spin-button')).toHaveText('Good luck…');
        await ctx.expect(ctx.page.getByTestId('spin-result')).toHaveCount(0);
      },
    },
    'spinWheel.result': {
      qa: 'the screen shows the prize the server recorded (“You won …!” or “No prize this time. Try again!”, announced to screen readers) with “OK”, and the spins left as the server counts them',
      async see(ctx) {
        const status = await memo(ctx).account.api.call(getSpinStatus, { event_id: memo(ctx).eventId });
        const prize = status.last_result?.prize;
        ctx.expect(prize).toBeTruthy();
        await ctx.expect(ctx.page.getByTestId('spin-result')).toHaveAttribute('data-prize-id', prize!.prize_id);
        await ctx
          .expect(ctx.page.getByTestId('spin-announcement'))
          .toHaveText(prize!.kind === 'none' ? 'No prize this time. Try again!' : new RegExp(`^You won .+!$`));
        await ctx.expect(ctx.page.getByTestId('spin-counts')).toContainText(spinsText(status.remaining_spins));
        await ctx.expect(ctx.page.getByTestId('result-ok')).toBeVisible();
      },
    },
    'spinWheel.watchingAd': {
      qa: 'the page asks the server to start an ad (spin/start_ad)',
      async see(ctx) {
        const r = await nextRequest(ctx, CampaignPaths.startAd);
        expectField(ctx, r, 'event_id', memo(ctx).eventId);
      },
    },
    'spinWheel.checkingAd': {
      qa: `the app is asked to preload and play a rewarded ad (preloadRewardAd, then watchAd with ad_scene “${AD_SCENE}” and the server's ad session), then the page asks the server what the ad added (spin/ad_result for that session)`,
      async see(ctx) {
        // The ad_result request after the last tap (a retry asks again for the same ad).
        const r = await nextRequest(ctx, CampaignPaths.adResult);
        const watch = (await ctx.shellCalls('watchAd')).at(-1);
        const params = (watch?.params ?? {}) as { ad_scene?: string; custom_data?: string };
        ctx.expect(params.ad_scene).toBe(AD_SCENE);
        ctx.expect(params.custom_data).toMatch(/^ad_/);
        ctx.expect((await ctx.shellCalls('preloadRewardAd')).length).toBeGreaterThan(0);
        expectField(ctx, r, 'ad_session_id', params.custom_data);
      },
    },
    'spinWheel.noSpinsAdded': {
      qa: 'the screen shows “Failed, No spins added”, still “0 spins left”, and “Watch an ad for 1 more spin”',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('no-spins-added')).toHaveText('Failed, No spins added');
        await ctx.expect(ctx.page.getByTestId('spin-counts')).toContainText('0 spins left');
        await ctx.expect(ctx.page.getByTestId('watch-ad')).toBeVisible();
      },
    },
    'spinWheel.adFailed': {
      qa: 'the screen shows “No spins left today” and “Oops, something went wrong” (the server failed) with “OK” (to try the ad again)',
      async see(ctx) {
        const card = ctx.page.getByTestId('no-spins');
        await ctx.expect(card.getByRole('alert')).toContainText('Oops, something went wrong');
        await ctx.expect(card.getByRole('button', { name: 'OK' })).toBeVisible();
        await ctx.expect(ctx.page.getByTestId('watch-ad')).toHaveCount(0);
      },
    },
    'spinWheel.adCheckFailed': {
      qa: 'the screen shows “No spins left today” and “Oops, something went wrong” (the server failed) with “OK” (to ask again what the ad added)',
      async see(ctx) {
        const card = ctx.page.getByTestId('no-spins');
        await ctx.expect(card.getByRole('alert')).toContainText('Oops, something went wrong');
        await ctx.expect(card.getByRole('button', { name: 'OK' })).toBeVisible();
      },
    },
  },
  events: {
    'DONE:loadStatus': { qa: 'The server answers the status' },
    'ERROR:loadStatus': {
      qa: 'The status call fails (control: POST /__control/faults {path: spin/get_status, kind: http_error, count: 1, token: the account’s})',
      arrange: async (ctx) => {
        // Arranged before the page opens: the account is made here, and open() reuses it.
        await ensureAccount(ctx);
        await fault(ctx, CampaignPaths.getSpinStatus, { kind: 'http_error' });
      },
    },
    RETRY: {
      qa: 'Tap “Retry” (or “OK” on “Oops, something went wrong”)',
      async drive(ctx) {
        await mark(ctx);
        const retry = ctx.page.getByRole('button', { name: 'Retry' });
        await ((await retry.isVisible()) ? retry : ctx.page.getByRole('button', { name: 'OK' })).click();
      },
    },
    REMIND: {
      qa: 'Tap “Remind me”: from app 2.12 the app is asked for push permission (checkPushPermission) and shows its toast “We will remind you when it starts”; an older app is not asked and shows “Turn on notifications for Talkie to get a reminder”',
      async drive(ctx) {
        await ctx.page.getByRole('button', { name: 'Remind me' }).click();
        // The app is asked for push permission so it can remind the user (the oracle's remindMe), from 2.12.
        const canAsk = pushPermissionIn(ctx.host);
        await ctx.expect
          .poll(async () => (await ctx.shellCalls('showToast')).map((c) => c.params))
          .toEqual([
            {
              message: canAsk
                ? 'We will remind you when it starts'
                : 'Turn on notifications for Talkie to get a reminder',
            },
          ]);
        ctx.expect((await ctx.shellCalls('checkPushPermission')).length).toBe(canAsk ? 1 : 0);
      },
    },
    RELOAD: {
      qa: 'Switch to another app and come back (the page goes to the background and returns)',
      drive: async (ctx) => {
        await mark(ctx);
        await comeBack(ctx);
      },
    },
    SPIN: {
      qa: 'Tap “Spin”',
      async drive(ctx) {
        await mark(ctx);
        memo(ctx).tappedAt = await ctx.page.evaluate(() => Date.now());
        await ctx.page.getByTestId('spin-button').click();
      },
    },
    'DONE:spin [won]': { qa: 'The server decides the spin and names a prize' },
    'DONE:spin [refusedNoSpins]': {
      qa: 'The server refuses the spin: no spins left (control: fault on spin/spin, kind base_resp, status_code 44010, count 1, token)',
      arrange: (ctx) =>
        fault(ctx, CampaignPaths.spin, {
          kind: 'base_resp',
          status_code: CampaignStatusCode.NoSpinsLeft,
          status_msg: 'no spins left',
        }),
    },
    'DONE:spin [else]': {
      qa: 'The server refuses the spin because the event is not open: for “not started” the server’s clock is set 8 days back, before the event’s start (control: POST /__control/clock {offset_ms: -691200000}); for “closed for now” or “ended” a fault on spin/spin (kind base_resp, status_code 44001 or 44002, count 1, token)',
      async arrange(ctx, step) {
        const k = ctx.steps.indexOf(step);
        const phase = decisionAfter(ctx.steps, k) ?? 'ended';
        // A "not started" refusal with the loaded window already open would count down to zero and reload at once.
        if (phase === 'notStarted') return void (await ctx.api.post('clock', { offset_ms: -8 * 86_400_000 }));
        await fault(ctx, CampaignPaths.spin, {
          kind: 'base_resp',
          status_code: PHASE_CODE[phase] ?? CampaignStatusCode.EventEnded,
          status_msg: 'event closed',
        });
      },
    },
    'ERROR:spin': {
      qa: 'The spin is made at the server but its answer is lost (control: fault on spin/spin, kind http_error, phase after, count 1, token)',
      arrange: (ctx) => fault(ctx, CampaignPaths.spin, { kind: 'http_error', phase: 'after' }),
    },
    LANDED: {
      qa: 'Let the wheel stop (about 4 s)',
      async drive(ctx) {
        await setAnimationRate(ctx, 100);
        await ctx.expect(ctx.page.getByTestId('spin-result')).toBeVisible();
      },
    },
    'AFTER:landingMax': {
      qa: 'The wheel never reports stopping (a frozen tab: the page’s animations are held still); wait 8 s',
      async drive(ctx) {
        // The page's clock flows with real time until here (a busy machine's seconds too): hold it. The 8 s count from
        // the spin's answer, which came between the tap and now: 7 s after the tap are short of them, 8 s after now
        // are past them.
        const held = (await ctx.page.evaluate(() => Date.now())) + 100;
        await ctx.page.clock.pauseAt(held);
        const shortOfLimit = (memo(ctx).tappedAt ?? held) + 7_000;
        if (shortOfLimit > held) {
          await ctx.page.clock.runFor(shortOfLimit - held);
          await ctx.expect(ctx.page.getByTestId('spin-result')).toHaveCount(0);
        }
        await ctx.page.clock.runFor(held + 8_000 - Math.max(held, shortOfLimit));
      },
    },
    CONTINUE: {
      qa: 'Tap “OK” on the result',
      drive: (ctx) => ctx.page.getByTestId('result-ok').click(),
    },
    WATCH_AD: {
      qa: 'Tap “Watch an ad for 1 more spin”',
      async drive(ctx) {
        await mark(ctx);
        await ctx.page.getByTestId('watch-ad').click();
      },
    },
    'DONE:watchAd': { qa: 'The server starts the ad session and the app plays the ad to its end' },
    'ERROR:watchAd': {
      qa: 'The server cannot start the ad (control: fault on spin/start_ad, kind http_error, count 1, token)',
      arrange: (ctx) => fault(ctx, CampaignPaths.startAd, { kind: 'http_error' }),
    },
    'DONE:checkAd [spinsAdded]': {
      qa: 'The ad network rewards the ad (the simulated app calls the network’s callback), so the server added a spin',
    },
    'DONE:checkAd [else]': {
      qa: 'The ad network never rewards the ad (the simulated app answers watchAd “rewarded” but no callback reaches the server)',
      arrange: (ctx) => ctx.setShellReply('watchAd', { data: { rewarded: true } }),
    },
    'ERROR:checkAd': {
      qa: 'Asking what the ad added fails (control: fault on spin/ad_result, kind http_error, count 1, token)',
      arrange: (ctx) => fault(ctx, CampaignPaths.adResult, { kind: 'http_error' }),
    },
  },
  notDrivable: {
    'spinWheel.noSpinsAdded CONTINUE':
      'the page offers no control that closes “Failed, No spins added” (only “Watch an ad for 1 more spin”), so CONTINUE is never sent there',
    'spinWheel.adFailed CONTINUE':
      'the page offers no control that closes the ad’s failure (its only button, “OK”, retries the ad), so CONTINUE is never sent there',
  },
  impossible: [
    {
      reason:
        'the event phase stays the one the page loaded: closing a prize or a rewarded ad never leads to “not started”, “paused” or “ended”',
      test: (steps) =>
        steps.some(
          (s, k) =>
            ['notStarted', 'paused', 'ended'].includes(s.trueGuard ?? '') &&
            /^(CONTINUE|DONE:checkAd)/.test(steps[k - 1]?.twinEvent ?? ''),
        ),
    },
  ],
  oracle: spinWheelOracle,
  effects: {
    'request:loadStatus': {
      qa: () => 'the server logs a spin/get_status request of this account',
      see: async (ctx) =>
        void (await ctx.expect
          .poll(async () => (await mine(ctx, CampaignPaths.getSpinStatus)).length)
          .toBeGreaterThan(0)),
    },
    'request:spin': {
      qa: () => 'the server logs a spin/spin request of this account',
      see: async (ctx) =>
        void (await ctx.expect.poll(async () => (await mine(ctx, CampaignPaths.spin)).length).toBeGreaterThan(0)),
    },
    'request:watchAd': {
      qa: () => 'the server logs a spin/start_ad request of this account',
      see: async (ctx) =>
        void (await ctx.expect.poll(async () => (await mine(ctx, CampaignPaths.startAd)).length).toBeGreaterThan(0)),
    },
    'request:checkAd': {
      qa: () => 'the server logs a spin/ad_result request of this account',
      see: async (ctx) =>
        void (await ctx.expect.poll(async () => (await mine(ctx, CampaignPaths.adResult)).length).toBeGreaterThan(0)),
    },
    remindMe: {
      qa: () => 'the app is asked about push permission (checkPushPermission, then requestPushPermission if needed)',
      see: async (ctx) =>
        void (await ctx.expect
          .poll(async () => (await ctx.shellCalls('checkPushPermission')).length)
          .toBeGreaterThan(0)),
    },
  },
};

/** The path's account, made once (a fault for the first load is arranged before the page opens). */
async function ensureAccount(ctx: ModelContext): Promise<TestAccount> {
  if (!ctx.memo.account) {
    ctx.memo.account = await newAccount(test.info());
  }
  return ctx.memo.account as TestAccount;
}
