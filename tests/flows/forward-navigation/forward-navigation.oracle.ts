/**
 * Forward-navigation oracle, written from SPEC §4 "Navigation": before going to the next page the
 * web page writes `is_back=1` into its own URL (replacing the history entry, not adding one), so
 * that coming back is recognised as a return visit; a URL that already carries it is not written
 * again. Inside the native app the app keeps its own stack: nothing is marked, only the next page
 * opens. Going back returns to the page that was left.
 */
import type { ForwardNavigationInput } from '@machines/forward-navigation/types';
import type { Expected, FlowOracle, WorldEffect } from '../framework/twin/oracle';
import type { AnyMachineSnapshot } from 'xstate';

type Phase = 'on-page' | 'on-next-page';

interface ForwardWorld {
  readonly phase: Phase;
  /** The page that was left (or is shown) carries is_back=1 in its URL. */
  readonly marked: boolean;
}

/** What the page reads: on the page itself, whether this is a return visit (is_back=1). */
interface Shown {
  readonly returnVisit: boolean | null;
}

const see = (phase: Phase, marked: boolean, effects: WorldEffect[] = []): Expected<ForwardWorld> => ({
  state: { phase, marked },
  see: { effects, shown: { returnVisit: phase === 'on-page' ? marked : null } satisfies Shown },
});

export const forwardNavigationOracle: FlowOracle<ForwardNavigationInput, ForwardWorld> = {
  /** Every event of the flow (SPEC §4 "Navigation"), sent in every reachable state. */
  events: ['GO_FORWARD', 'GO_BACK'],
  scenarios: [
    { name: 'browser, first visit', input: { isNativeApp: false, landedMarked: false } },
    { name: 'browser, opened with is_back=1', input: { isNativeApp: false, landedMarked: true } },
    { name: 'app, first visit', input: { isNativeApp: true, landedMarked: false } },
    { name: 'app, opened with is_back=1', input: { isNativeApp: true, landedMarked: true } },
  ],
  start: (sc) => see('on-page', sc.input.landedMarked),
  next({ phase, marked }, step, sc) {
    const stay = see(phase, marked);
    if (step.kind !== 'event') return stay;
    if (step.type === 'GO_FORWARD' && phase === 'on-page') {
      if (sc.input.isNativeApp || marked) return see('on-next-page', marked, [{ call: 'navigateToNextPage' }]);
      return see('on-next-page', true, [{ call: 'markCurrentUrlAsBack' }, { call: 'navigateToNextPage' }]);
    }
    if (step.type === 'GO_BACK' && phase === 'on-next-page') return see('on-page', marked);
    return stay;
  },
  read: (snapshot: AnyMachineSnapshot): Shown => ({
    returnVisit: snapshot.matches('onPage') ? (snapshot.context as { currentMarked: boolean }).currentMarked : null,
  }),
};
