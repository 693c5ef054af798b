import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { bridgeReadyMachine } from '@machines/bridge-ready/bridge-ready.machine';
import type { BridgeReadyOutput } from '@machines/bridge-ready/types';
import { config } from '@/platform/config';
import { createBridge } from '@/services/bridge/bridge';
import type { BridgeError } from '@/services/bridge/errors';
import {
  BRIDGE_GLOBAL,
  BRIDGE_READY_EVENT,
  injectedBridge,
  type BridgeWindow,
  type InjectedBridge,
} from '@/services/bridge/protocol';
import { bridgeReadyOracle } from '../flows/bridge-ready/bridge-ready.oracle';
import { describeMachinePaths, describeOracle } from '../flows/framework/twin/describe-machine';

const suite = describeMachinePaths('bridge-ready', {
  input: (plan) => ({
    isNativeApp: plan.wants('isNativeApp') !== false,
    initialisedAtStart: plan.wants('initialisedAtStart') === true,
  }),
});

describeOracle('bridge-ready', suite, bridgeReadyOracle);

/** What the app has put on the page: nothing, a bridge still initialising (ready false), or a usable one. */
type Bridge = 'none' | 'initialising' | 'usable';

/** A page window the app can inject into and dispatch talkie-bridge-ready on. */
function fakeWindow() {
  const listeners = new Set<() => void>();
  const win: BridgeWindow = {
    addEventListener: (type, fn) => void (type === BRIDGE_READY_EVENT && listeners.add(fn)),
    removeEventListener: (type, fn) => void (type === BRIDGE_READY_EVENT && listeners.delete(fn)),
  };
  return {
    win,
    set(bridge: Bridge) {
      if (bridge === 'none') delete win[BRIDGE_GLOBAL];
      else
        win[BRIDGE_GLOBAL] = {
          postMessage: () => undefined,
          ...(bridge === 'initialising' ? { ready: false } : {}),
        } satisfies InjectedBridge;
    },
    dispatch: () => [...listeners].forEach((fn) => fn()),
  };
}

/**
 * The app's behaviour during one start: the bridge at start, then events (each after the bridge changes), then the
 * bridge at the timeout.
 */
interface AppScript {
  readonly isNativeApp: boolean;
  readonly atStart: Bridge;
  readonly events: readonly Bridge[];
  readonly atTimeout: Bridge;
}

const bridges: Bridge[] = ['none', 'initialising', 'usable'];
const scripts: AppScript[] = [false, true].flatMap((isNativeApp) =>
  bridges.flatMap((atStart) =>
    [[], ...bridges.map((b) => [b]), ...bridges.flatMap((a) => bridges.map((b) => [a, b]))].flatMap((events) =>
      bridges.map((atTimeout) => ({ isNativeApp, atStart, events, atTimeout })),
    ),
  ),
);

const usable = (win: BridgeWindow): boolean => {
  const bridge = injectedBridge(win);
  return Boolean(bridge && bridge.ready !== false);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('bridge start: the machine and ready() in src/services/bridge/bridge.ts agree', () => {
  it.each(
    scripts.map(
      (s) =>
        [
          `${s.isNativeApp ? 'app' : 'browser'}, ${s.atStart} at start, events [${s.events.join(', ')}], ${s.atTimeout} at the timeout`,
          s,
        ] as const,
    ),
  )('%s', async (_name, script) => {
    vi.useFakeTimers();
    const real = fakeWindow();
    const model = fakeWindow();
    real.set(script.atStart);
    model.set(script.atStart);

    const reported: string[] = [];
    const bridge = createBridge({
      host: { isNativeApp: script.isNativeApp, os: 'android', appVersion: '2.12.0' },
      window: real.win,
      report: (e: BridgeError) => void reported.push(e.type),
      log: () => undefined,
    });
    let realOutcome: BridgeReadyOutput | null = null;
    bridge.ready().then(
      () => void (realOutcome = { ready: true }),
      (e: BridgeError) =>
        void (realOutcome = { ready: false, error: e.type as 'no_native_env_error' | 'inject_bridge_sdk_error' }),
    );

    const modelReported: string[] = [];
    const actor = createActor(
      bridgeReadyMachine.provide({
        guards: { bridgeInitialised: () => usable(model.win) },
        actions: { reportBridgeError: (_, params) => void modelReported.push(params.error) },
      }),
      { input: { isNativeApp: script.isNativeApp, initialisedAtStart: usable(model.win) } },
    ).start();

    for (const b of script.events) {
      real.set(b);
      model.set(b);
      real.dispatch();
      // A finished start listens no more (the real bridge removed its listener too).
      if (actor.getSnapshot().status === 'active') actor.send({ type: 'BRIDGE_READY_EVENT' });
      await vi.advanceTimersByTimeAsync(0);
    }
    await vi.advanceTimersByTimeAsync(config.bridgeReadyTimeoutMs - 1);
    real.set(script.atTimeout);
    model.set(script.atTimeout);
    await vi.advanceTimersByTimeAsync(1);

    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(realOutcome);
    expect(modelReported).toEqual(reported);
    bridge.dispose();
    actor.stop();
  });
});
