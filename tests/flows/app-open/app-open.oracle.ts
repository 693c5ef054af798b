/**
 * App-open oracle, written from SPEC §4 "App-open on mobile", §9 (timers 2000 ms and 3000 ms) and
 * the README's "Opening the app" table:
 * - only a tap starts an attempt; nothing opens on load;
 * - iOS browser: universal link at once; still visible after 2000 ms: App Store; still visible
 *   3000 ms later: the download page with from_page and the extra query;
 * - Android browser: the scheme, then the market, then the download page, with the same timers; but
 *   Android markets are app schemes, which Chrome refuses to open from a timer ("Not allowed to launch
 *   'market://…' because a user gesture is required"), so at 2000 ms the page offers the market as a
 *   link the user taps (no navigation), and Not now ends the attempt;
 * - desktop: the download page at once; Talkie app: the bridge's openNativePage; WeChat, QQ: the
 *   open-in-browser guide and no navigation; mini program: nothing; toki: its store link at once,
 *   no scheme attempt;
 * - the page hidden at any time (or found hidden when a timer fires): the app (or store) opened,
 *   no fallback ever follows; coming back ends the attempt and nothing fires until the next tap.
 */
import type { AppOpenInput, AppOpenStrategy } from '@machines/app-open/types';
import type { Expected, FlowOracle, Scenario, WorldEffect } from '../framework/twin/oracle';

/** Hosts of the README table, as the strategy rows the page hands to the flow. */
const IOS_BROWSER: AppOpenStrategy = { open: 'universal_link', store: 'apple', download: true };
const ANDROID_BROWSER: AppOpenStrategy = { open: 'scheme', store: 'android_market', download: true };
const DESKTOP: AppOpenStrategy = { open: 'none', store: null, download: true };
const TALKIE_APP: AppOpenStrategy = { open: 'native_page', store: null, download: false };
const WECHAT: AppOpenStrategy = { open: 'guide_to_browser', store: null, download: false };
const MINI_PROGRAM: AppOpenStrategy = { open: 'none', store: null, download: false };
const TOKI: AppOpenStrategy = { open: 'store_link', store: null, download: false };

const scenario = (
  name: string,
  strategy: AppOpenStrategy,
  extraQuery?: Record<string, string>,
): Scenario<AppOpenInput> => ({
  name,
  input: { strategy, fromPage: 'share_chat', ...(extraQuery ? { extraQuery } : {}) },
});

type Phase =
  /** No attempt (before the first tap, or after one ended). */
  | 'no-attempt'
  | 'guide'
  | 'asking-app'
  /** Navigated to the app; the store timer (2000 ms) runs. */
  | 'store-timer'
  /** Sent to the store; the download timer (3000 ms) runs. */
  | 'download-timer'
  /** The market is offered as a link to tap; the download timer (3000 ms) runs. */
  | 'store-offer'
  /** The page left (app or store opened, or download page shown): only coming back matters. */
  | 'away'
  /** Nothing can open the app here. */
  | 'dead';

interface AppOpenWorld {
  readonly phase: Phase;
}

const STORE_DELAY = 2000;
const DOWNLOAD_DELAY = 3000;

function see(scenario: Scenario<AppOpenInput>, phase: Phase, effects: WorldEffect[] = []): Expected<AppOpenWorld> {
  return {
    state: { phase },
    see: {
      effects,
      timers:
        phase === 'store-timer'
          ? [STORE_DELAY]
          : phase === 'download-timer' || phase === 'store-offer'
            ? [DOWNLOAD_DELAY]
            : [],
      messages:
        phase === 'guide' ? ['appOpen.openInBrowserGuide'] : phase === 'store-offer' ? ['appOpen.getFromStore'] : [],
      inFlight: phase === 'asking-app' ? ['openNativePage'] : [],
    },
  };
}

/** Every navigation names the host row, the page and the extra query (empty when none was given). */
const navigation = (scenario: Scenario<AppOpenInput>, call: string): WorldEffect => ({
  call,
  params: { strategy: scenario.input.strategy, fromPage: 'share_chat', extraQuery: scenario.input.extraQuery ?? {} },
});

function tap(scenario: Scenario<AppOpenInput>): Expected<AppOpenWorld> {
  const { strategy } = scenario.input;
  switch (strategy.open) {
    case 'guide_to_browser':
      return see(scenario, 'guide');
    case 'store_link':
      return see(scenario, 'no-attempt', [navigation(scenario, 'openStoreLink')]);
    case 'native_page': {
      const { params } = navigation(scenario, 'openNativePage') as { params: unknown };
      return see(scenario, 'asking-app', [{ request: 'openNativePage', input: params }]);
    }
    case 'scheme':
    case 'universal_link':
      return see(scenario, 'store-timer', [navigation(scenario, 'openApp')]);
    case 'none':
      return strategy.download
        ? see(scenario, 'away', [navigation(scenario, 'goToDownloadPage')])
        : see(scenario, 'dead');
  }
}

export const appOpenOracle: FlowOracle<AppOpenInput, AppOpenWorld> = {
  /** Every event of the flow (SPEC §4 and the README), sent in every reachable state. */
  events: ['OPEN_APP_TAPPED', 'PAGE_HIDDEN', 'PAGE_SHOWN', 'GUIDE_CLOSED', 'DISMISSED'],
  scenarios: [
    scenario('iOS browser', IOS_BROWSER, { npc_id: '42' }),
    scenario('Android browser', ANDROID_BROWSER, { npc_id: '42' }),
    scenario('Android browser, no extra query', ANDROID_BROWSER),
    scenario('desktop browser', DESKTOP, { npc_id: '42' }),
    scenario('Talkie app', TALKIE_APP),
    scenario('WeChat', WECHAT),
    scenario('WeChat mini program', MINI_PROGRAM),
    scenario('toki brand', TOKI),
    // Rows the table does not use today; the timers must still follow the row.
    scenario('universal link with a download page but no store', {
      open: 'universal_link',
      store: null,
      download: true,
    }),
    scenario('scheme with a store but no download page', { open: 'scheme', store: 'android_market', download: false }),
  ],
  start: (sc) => see(sc, 'no-attempt'),
  next({ phase }, step, sc, facts) {
    const stay = see(sc, phase);
    if (step.kind === 'event') {
      switch (step.type) {
        case 'OPEN_APP_TAPPED':
          return phase === 'no-attempt' ? tap(sc) : stay;
        case 'GUIDE_CLOSED':
          return phase === 'guide' ? see(sc, 'no-attempt') : stay;
        case 'PAGE_HIDDEN':
          return phase === 'store-timer' || phase === 'download-timer' || phase === 'store-offer'
            ? see(sc, 'away')
            : stay;
        case 'DISMISSED':
          return phase === 'store-offer' ? see(sc, 'no-attempt') : stay;
        case 'PAGE_SHOWN':
          return phase === 'away' ? see(sc, 'no-attempt') : stay;
      }
      return stay;
    }
    if (step.kind === 'reply') return phase === 'asking-app' ? see(sc, 'no-attempt') : stay;
    // Time passes to the next timer; a page found hidden means the app (or store) opened.
    const { store, download } = sc.input.strategy;
    if (phase === 'store-timer') {
      if (facts.pageHidden) return see(sc, 'away');
      // Without a store page the download page still follows 3000 ms later (nothing to open meanwhile).
      if (store === 'android_market') return see(sc, 'store-offer');
      if (store) return see(sc, 'download-timer', [navigation(sc, 'goToStore')]);
      return download ? see(sc, 'download-timer') : see(sc, 'no-attempt');
    }
    if (phase === 'download-timer' || phase === 'store-offer') {
      if (facts.pageHidden) return see(sc, 'away');
      return download ? see(sc, 'away', [navigation(sc, 'goToDownloadPage')]) : see(sc, 'no-attempt');
    }
    return stay;
  },
};
