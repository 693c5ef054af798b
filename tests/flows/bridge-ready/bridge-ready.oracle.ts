/**
 * Native bridge start oracle, written from SPEC §4 "Native bridge" and §8 (bridge errors), with the
 * ready timeout from the config (3 s): inside the app the page waits for the app to inject and
 * initialise its bridge. Already there: ready at once. The app's talkie-bridge-ready event makes it
 * ready when the bridge is then really there; an event without a usable bridge changes nothing.
 * When the timeout passes, a bridge that is there by then is used; otherwise the start fails with
 * inject_bridge_sdk_error, reported. Outside the app: no_native_env_error, reported, at once.
 */
import type { BridgeReadyInput } from '@machines/bridge-ready/types';
import type { Expected, FlowOracle } from '../framework/twin/oracle';

type Phase = 'waiting' | 'ready' | 'failed' | 'not-in-app';

interface BridgeWorld {
  readonly phase: Phase;
}

const READY_TIMEOUT = 3000;

function see(phase: Phase, reported = false): Expected<BridgeWorld> {
  const error = phase === 'not-in-app' ? 'no_native_env_error' : 'inject_bridge_sdk_error';
  return {
    state: { phase },
    see: {
      effects: reported ? [{ call: 'reportBridgeError', params: { error } }] : [],
      timers: phase === 'waiting' ? [READY_TIMEOUT] : [],
      finished: phase !== 'waiting',
      output: phase === 'waiting' ? undefined : phase === 'ready' ? { ready: true } : { ready: false, error },
    },
  };
}

export const bridgeReadyOracle: FlowOracle<BridgeReadyInput, BridgeWorld> = {
  /** Every event of the flow (SPEC §4 "Native bridge"), sent in every reachable state. */
  events: ['BRIDGE_READY_EVENT'],
  scenarios: [
    { name: 'browser', input: { isNativeApp: false, initialisedAtStart: false } },
    { name: 'app, bridge already initialised', input: { isNativeApp: true, initialisedAtStart: true } },
    { name: 'app, bridge not there yet', input: { isNativeApp: true, initialisedAtStart: false } },
  ],
  start: (sc) =>
    !sc.input.isNativeApp ? see('not-in-app', true) : sc.input.initialisedAtStart ? see('ready') : see('waiting'),
  next({ phase }, step, _sc, facts) {
    if (phase !== 'waiting') return see(phase);
    const usable = facts.bridgeInitialised === true;
    if (step.kind === 'event' && step.type === 'BRIDGE_READY_EVENT') return usable ? see('ready') : see('waiting');
    if (step.kind === 'wait') return usable ? see('ready') : see('failed', true);
    return see('waiting');
  },
};
