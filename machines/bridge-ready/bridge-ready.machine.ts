/**
 * The native bridge's start (SPEC §4 "Native bridge", §8): inside the app the page waits for the
 * app to inject and initialise its bridge. It is ready at once when the bridge is already there,
 * or when the app dispatches `talkie-bridge-ready`; past the ready timeout a bridge that was
 * initialised without the event is still used, otherwise the start fails with
 * inject_bridge_sdk_error, reported once. Outside the app it fails with no_native_env_error.
 *
 * A model of ready() in src/services/bridge/bridge.ts: tests/machines/bridge-ready.test.ts drives
 * the real bridge and this machine side by side and checks they agree.
 */
import { assign, setup } from 'xstate';
import { config } from '@/platform/config';
import { mustProvideAction, mustProvideGuard } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type {
  BridgeReadyContext,
  BridgeReadyEvent,
  BridgeReadyFailure,
  BridgeReadyInput,
  BridgeReadyOutput,
} from './types';

export const bridgeReadyMachine = setup({
  types: {
    context: {} as BridgeReadyContext,
    events: {} as BridgeReadyEvent,
    input: {} as BridgeReadyInput,
    output: {} as BridgeReadyOutput,
    meta: {} as StateMeta,
  },
  actions: {
    /** Logs the bridge error and sends it to error reporting (with app version and OS). */
    reportBridgeError: mustProvideAction<{ error: BridgeReadyFailure }>('reportBridgeError'),
    setFailure: assign((_, params: { error: BridgeReadyFailure }) => ({ failure: params.error })),
  },
  guards: {
    isNativeApp: ({ context }) => context.isNativeApp,
    initialisedAtStart: ({ context }) => context.initialisedAtStart,
    /** Reads window: the bridge object is injected and its `ready` flag is not false. */
    bridgeInitialised: mustProvideGuard('bridgeInitialised'),
  },
  delays: {
    bridgeReadyTimeout: config.bridgeReadyTimeoutMs,
  },
}).createMachine({
  id: 'bridgeReady',
  context: ({ input }) => ({
    isNativeApp: input.isNativeApp,
    initialisedAtStart: input.initialisedAtStart,
    failure: null,
  }),
  initial: 'checkingHost',
  meta: {
    description:
      "The native bridge's start: ready when the app has injected and initialised it, failed after the ready timeout.",
    guards: {
      isNativeApp: {
        label: 'inside the app',
        meaning: 'The user agent names the product app; outside it there is no bridge at all.',
      },
      initialisedAtStart: {
        label: 'bridge already there',
        meaning: 'The app injected the bridge and it is initialised (no ready flag, or ready true) when the page asks.',
      },
      bridgeInitialised: {
        label: 'bridge initialised now',
        meaning: 'Looking at the page again: the bridge is injected and its ready flag is not false.',
      },
    },
    events: {
      BRIDGE_READY_EVENT: 'The app dispatches talkie-bridge-ready on the page (it has initialised its bridge).',
    },
    notes: [
      'A model of ready() in src/services/bridge/bridge.ts, tested side by side with it.',
      'The failure is reported once per page; after it, every bridge call fails at once with inject_bridge_sdk_error (logged, not reported again) instead of waiting again.',
    ],
  },
  states: {
    checkingHost: {
      meta: { description: 'Only the native app has a bridge.' },
      always: [{ guard: 'isNativeApp', target: 'checkingBridge' }, { target: 'notInApp' }],
    },
    checkingBridge: {
      meta: { description: 'Is the bridge already injected and initialised?' },
      always: [{ guard: 'initialisedAtStart', target: 'ready' }, { target: 'waiting' }],
    },
    waiting: {
      meta: { description: 'Waiting for the app to initialise its bridge and say so (talkie-bridge-ready).' },
      on: {
        // The event alone is not enough: the bridge must be there and initialised when it arrives.
        BRIDGE_READY_EVENT: { guard: 'bridgeInitialised', target: 'ready' },
      },
      after: { bridgeReadyTimeout: 'timedOut' },
    },
    timedOut: {
      meta: { description: 'No ready event in time: a bridge initialised without the event is still used.' },
      always: [{ guard: 'bridgeInitialised', target: 'ready' }, { target: 'failed' }],
    },
    ready: {
      type: 'final',
      meta: { description: 'The bridge is ready: calls go to the app.' },
    },
    failed: {
      type: 'final',
      entry: [
        { type: 'setFailure', params: { error: 'inject_bridge_sdk_error' } },
        { type: 'reportBridgeError', params: { error: 'inject_bridge_sdk_error' } },
      ],
      meta: { description: 'The app never initialised its bridge: the start fails with inject_bridge_sdk_error.' },
    },
    notInApp: {
      type: 'final',
      entry: [
        { type: 'setFailure', params: { error: 'no_native_env_error' } },
        { type: 'reportBridgeError', params: { error: 'no_native_env_error' } },
      ],
      meta: { description: 'Outside the native app: the start fails with no_native_env_error.' },
    },
  },
  output: ({ context }): BridgeReadyOutput =>
    context.failure ? { ready: false, error: context.failure } : { ready: true },
});
