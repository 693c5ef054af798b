/**
 * Back-to-native oracle, written from SPEC §4 "Navigation", §5 (exit webview needs app 1.10.5),
 * §9 (back-to-native check 500 ms) and the README: inside the app the header's back button goes
 * back in history; if the URL has not changed after 500 ms the page asks the app to close the
 * webview (exitWebView, 1.10.5+); older apps, or a failed exitWebView, get a hint toast to use the
 * app's close button. A URL change before 500 ms means going back worked: nothing follows, ever.
 */
import type { BackToNativeInput } from '@machines/back-to-native/types';
import type { Expected, FlowOracle, WorldEffect } from '../framework/twin/oracle';

type Phase = 'on-page' | 'went-back' | 'asking-to-close' | 'hint' | 'closed';

interface BackWorld {
  readonly phase: Phase;
}

const CHECK_DELAY = 500;

function see(phase: Phase, effects: WorldEffect[] = []): Expected<BackWorld> {
  return {
    state: { phase },
    see: {
      effects,
      timers: phase === 'went-back' ? [CHECK_DELAY] : [],
      inFlight: phase === 'asking-to-close' ? ['exitWebView'] : [],
      messages: phase === 'hint' ? ['backToNative.closeHint'] : [],
      finished: phase === 'closed',
    },
  };
}

const hint = (reason: 'app-too-old' | 'exit-failed'): Expected<BackWorld> =>
  see('hint', [{ call: 'showCloseHint', params: { reason } }]);

export const backToNativeOracle: FlowOracle<BackToNativeInput, BackWorld> = {
  /** Every event of the flow (SPEC §4 and the README), sent in every reachable state. */
  events: ['BACK_PRESSED', 'URL_CHANGED'],
  scenarios: [
    { name: 'app 1.10.5 (exitWebView supported)', input: { canExitWebView: true } },
    { name: 'app 1.10.4 (too old for exitWebView)', input: { canExitWebView: false } },
  ],
  start: () => see('on-page'),
  next({ phase }, step, sc) {
    const stay = see(phase);
    if (step.kind === 'event') {
      if (step.type === 'BACK_PRESSED')
        return phase === 'on-page' || phase === 'hint' ? see('went-back', [{ call: 'goBackInHistory' }]) : stay;
      if (step.type === 'URL_CHANGED') return phase === 'went-back' ? see('on-page') : stay;
      return stay;
    }
    if (step.kind === 'wait') {
      if (phase !== 'went-back') return stay;
      return sc.input.canExitWebView ? see('asking-to-close', [{ request: 'exitWebView' }]) : hint('app-too-old');
    }
    if (phase !== 'asking-to-close') return stay;
    return step.ok ? see('closed') : hint('exit-failed');
  },
};
