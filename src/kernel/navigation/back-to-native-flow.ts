/**
 * The back-to-native machine with the page's real effects (DESIGN.md: effects supplied in one place
 * per flow). The machine decides WHEN (back pressed, 500 ms without a URL change, the app's version);
 * this module says HOW (the router's history, the bridge, the shell's toast). Loaded lazily: it brings
 * XState, and only a back press inside the native app needs it.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { backToNativeMachine } from '@machines/back-to-native/back-to-native.machine';
import type { CloseFallbackReason } from '@machines/back-to-native/types';

export interface BackToNativeEffects {
  /** One step back in the page's history (through the router). */
  goBack(): void;
  /** Asks the native shell to close the webview (bridge `exitWebView`); rejects when it cannot. */
  exitWebView(): Promise<unknown>;
  /** Tells the user how to close the page instead (older app, or exitWebView failed). */
  showCloseHint(reason: CloseFallbackReason): void;
}

export function provideBackToNativeMachine(effects: BackToNativeEffects) {
  return backToNativeMachine.provide({
    actions: {
      goBackInHistory: () => effects.goBack(),
      showCloseHint: (_, { reason }) => effects.showCloseHint(reason),
    },
    actors: {
      exitWebView: fromPromise<void, void>(async () => {
        await effects.exitWebView();
      }),
    },
  });
}

export type BackToNativeActor = Actor<ReturnType<typeof provideBackToNativeMachine>>;

/** A running back-to-native flow; `canExitWebView` is `bridge.supports('exitWebView')` (app 1.10.5+). */
export function startBackToNative(effects: BackToNativeEffects, input: { canExitWebView: boolean }): BackToNativeActor {
  return createActor(provideBackToNativeMachine(effects), { input }).start();
}
