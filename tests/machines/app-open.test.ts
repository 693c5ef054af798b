import { describe, expect, it } from 'vitest';
import { appOpenMachine } from '@machines/app-open/app-open.machine';
import type { AppOpenStrategy } from '@machines/app-open/types';
import { pathFromEvents } from '../flows/framework/twin/paths';
import { runPath, type GuardPlan, type MachineTestTable } from '../flows/framework/twin/run-path';
import { appOpenOracle } from '../flows/app-open/app-open.oracle';
import {
  countActions,
  describeMachinePaths,
  describeOracle,
  lazyModel,
} from '../flows/framework/twin/describe-machine';

/** The host strategy a path needs, from what it plans for the strategy guards. */
function strategyFor(plan: GuardPlan): AppOpenStrategy {
  const store =
    plan.wants('hasStoreFallback') === false ? null : plan.wants('storeNeedsTap') ? 'android_market' : 'apple';
  const download = plan.wants('hasDownloadFallback') !== false;
  if (plan.wants('showsBrowserGuide')) return { open: 'guide_to_browser', store: null, download: false };
  if (plan.wants('opensStoreLink')) return { open: 'store_link', store: null, download: false };
  if (plan.wants('opensNativePage')) return { open: 'native_page', store: null, download: false };
  if (plan.wants('triesApp') === false) return { open: 'none', store: null, download };
  return { open: 'universal_link', store, download };
}

/** The twin run only needs an input that lets every planned branch happen; the oracle checks the world. */
const table: MachineTestTable = {
  input: (plan) => ({ strategy: strategyFor(plan), fromPage: 'share_chat', extraQuery: { npc_id: '42' } }),
};

describeOracle('app-open', describeMachinePaths('app-open', table), appOpenOracle);

describe('app-open: the cases similar libraries get wrong', () => {
  const model = lazyModel('app-open', appOpenMachine);
  const run = (events: string[], overrides: Partial<MachineTestTable> = {}) =>
    runPath(model(), pathFromEvents(model(), events), { ...table, ...overrides });

  it('false store redirect: the page is hidden before 2000 ms, so no store opens even a minute later', async () => {
    const { actor, clock, effects } = await run(['OPEN_APP_TAPPED', 'ALWAYS [triesApp]', 'PAGE_HIDDEN']);
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('appOpened');
    expect(countActions(effects, 'goToStore')).toBe(0);
    expect(countActions(effects, 'goToDownloadPage')).toBe(0);
  });

  it('false store redirect: the timer fires while hidden without a hidden event (iOS), and the store is suppressed', async () => {
    const { actor, clock, effects } = await run([
      'OPEN_APP_TAPPED',
      'ALWAYS [triesApp]',
      'AFTER:appOpenStoreDelay [pageHidden]',
    ]);
    expect(actor.getSnapshot().value).toBe('storeRedirectSuppressed');
    expect(clock.now()).toBe(2000);
    clock.increment(60_000);
    expect(countActions(effects, 'goToStore')).toBe(0);
  });

  it('store after 2000 ms and download page after a further 3000 ms while the page stays visible', async () => {
    const { actor, effects } = await run([
      'OPEN_APP_TAPPED',
      'ALWAYS [triesApp]',
      'AFTER:appOpenStoreDelay [hasStoreFallback]',
      'AFTER:appOpenDownloadDelay@redirectingToStore [hasDownloadFallback]',
    ]);
    expect(actor.getSnapshot().value).toBe('downloadPage');
    const timeline = effects.filter((e) => e.kind === 'action').map((e) => (e.kind === 'action' ? e.name : ''));
    expect(timeline).toEqual(['openApp', 'goToStore', 'goToDownloadPage']);
  });

  it('Android market: at 2000 ms the page offers it and navigates nowhere (a market scheme from a timer is refused); the download page follows 3000 ms later', async () => {
    const offer = await run(['OPEN_APP_TAPPED', 'ALWAYS [triesApp]', 'AFTER:appOpenStoreDelay [storeNeedsTap]']);
    expect(offer.actor.getSnapshot().value).toBe('offeringStore');
    expect(offer.clock.now()).toBe(2000);
    expect(countActions(offer.effects, 'goToStore')).toBe(0);
    const { actor, clock, effects } = await run([
      'OPEN_APP_TAPPED',
      'ALWAYS [triesApp]',
      'AFTER:appOpenStoreDelay [storeNeedsTap]',
      'AFTER:appOpenDownloadDelay@offeringStore [hasDownloadFallback]',
    ]);
    expect(clock.now()).toBe(5000);
    expect(actor.getSnapshot().value).toBe('downloadPage');
    expect(effects.filter((e) => e.kind === 'action').map((e) => (e.kind === 'action' ? e.name : ''))).toEqual([
      'openApp',
      'goToDownloadPage',
    ]);
  });

  it('Android market: Not now ends the attempt, and no download page follows', async () => {
    const { actor, clock, effects } = await run([
      'OPEN_APP_TAPPED',
      'ALWAYS [triesApp]',
      'AFTER:appOpenStoreDelay [storeNeedsTap]',
      'DISMISSED',
    ]);
    expect(actor.getSnapshot().value).toBe('attemptEnded');
    clock.increment(60_000);
    expect(countActions(effects, 'goToDownloadPage')).toBe(0);
  });

  it('back loop: coming back from the store ends the attempt, and showing the page again opens nothing', async () => {
    const { actor, clock, effects } = await run([
      'OPEN_APP_TAPPED',
      'ALWAYS [triesApp]',
      'AFTER:appOpenStoreDelay [hasStoreFallback]',
      'PAGE_HIDDEN',
      'PAGE_SHOWN',
    ]);
    expect(actor.getSnapshot().value).toBe('attemptEnded');
    const before = effects.length;
    actor.send({ type: 'PAGE_SHOWN', reason: 'pageshow' });
    actor.send({ type: 'PAGE_HIDDEN', reason: 'pagehide' });
    actor.send({ type: 'PAGE_SHOWN', reason: 'pageshow' });
    clock.increment(60_000);
    expect(effects.length).toBe(before);
    expect(actor.getSnapshot().value).toBe('attemptEnded');
  });

  it('no tap, no attempt: time passing and page events alone never navigate', async () => {
    const { actor, clock, effects } = await run([]);
    actor.send({ type: 'PAGE_SHOWN' });
    actor.send({ type: 'PAGE_HIDDEN' });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.filter((e) => e.kind === 'action')).toEqual([]);
  });

  it('WeChat and QQ follow the strategy table: a guide, never a scheme navigation', async () => {
    const { actor, effects } = await run(['OPEN_APP_TAPPED', 'ALWAYS [showsBrowserGuide]']);
    expect(actor.getSnapshot().value).toBe('guideToBrowser');
    expect(actor.getSnapshot().context.strategy.open).toBe('guide_to_browser');
    expect(effects.filter((e) => e.kind === 'action')).toEqual([]);
  });

  it('toki goes straight to its store link', async () => {
    const { effects } = await run(['OPEN_APP_TAPPED', 'ALWAYS [opensStoreLink]']);
    expect(effects.filter((e) => e.kind === 'action').map((e) => (e.kind === 'action' ? e.name : ''))).toEqual([
      'openStoreLink',
    ]);
  });
});
