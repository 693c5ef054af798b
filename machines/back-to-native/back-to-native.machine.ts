/**
 * Going back inside the native app (SPEC §4 "Navigation"): go back in the page's history; if the
 * URL has not changed after BACK_TO_NATIVE_CHECK_MS there was nothing to go back to, so ask the
 * native shell to close the webview (exitWebView, minimum app version 1.10.5).
 *
 * Older apps (or a failed exitWebView call) get the documented fallback: the page shows a hint
 * to close it with the app's own close button, because `window.close()` does nothing in a
 * webview the page did not open.
 */
import { assign, setup } from 'xstate';
import { BACK_TO_NATIVE_CHECK_MS } from '@/platform/constants';
import { mustProvideAction, mustProvideActor, present } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type { BackToNativeContext, BackToNativeEvent, BackToNativeInput, CloseFallbackReason } from './types';

export const backToNativeMachine = setup({
  types: {
    context: {} as BackToNativeContext,
    events: {} as BackToNativeEvent,
    input: {} as BackToNativeInput,
    meta: {} as StateMeta,
  },
  actors: {
    /** bridge.call('exitWebView'). */
    exitWebView: mustProvideActor<void>('exitWebView'),
  },
  actions: {
    /** history.back() (through the router). */
    goBackInHistory: mustProvideAction('goBackInHistory'),
    /** Show the "use the app's close button" hint. */
    showCloseHint: mustProvideAction<{ reason: CloseFallbackReason }>('showCloseHint'),
    setFallbackReason: assign((_, params: { reason: CloseFallbackReason }) => ({ fallbackReason: params.reason })),
  },
  guards: {
    canExitWebView: ({ context }) => context.canExitWebView,
  },
  delays: {
    backToNativeCheck: BACK_TO_NATIVE_CHECK_MS,
  },
}).createMachine({
  id: 'backToNative',
  context: ({ input }) => ({ canExitWebView: input.canExitWebView, fallbackReason: null }),
  initial: 'idle',
  meta: {
    description: 'Back inside the native app: history back, and close the webview when the URL did not change.',
    guards: {
      canExitWebView: {
        label: 'app 1.10.5 or later',
        meaning: 'The app can close the webview (exitWebView needs 1.10.5).',
      },
    },
    events: {
      BACK_PRESSED: "The user taps the header's back button inside the app.",
      URL_CHANGED: 'The page URL changes (the history had a previous page).',
    },
  },
  states: {
    idle: {
      meta: { description: 'On a page inside the app; nothing pending.' },
      on: { BACK_PRESSED: 'goingBack' },
    },
    goingBack: {
      meta: { description: 'Went back in the page history; watching whether the URL changes within the check delay.' },
      entry: 'goBackInHistory',
      on: { URL_CHANGED: 'idle' },
      after: { backToNativeCheck: 'closing' },
    },
    closing: {
      meta: { description: 'The URL did not change: the page is the first one, so the webview should close.' },
      always: [
        { guard: 'canExitWebView', target: 'exitingWebView' },
        {
          target: 'closeFallback',
          actions: { type: 'setFallbackReason', params: { reason: 'app-too-old' } },
        },
      ],
    },
    exitingWebView: {
      meta: { description: 'Asking the native shell to close the webview (exitWebView).' },
      invoke: {
        id: 'exitWebView',
        src: 'exitWebView',
        onDone: 'closed',
        onError: { target: 'closeFallback', actions: { type: 'setFallbackReason', params: { reason: 'exit-failed' } } },
      },
    },
    closeFallback: {
      meta: {
        description:
          'The app is older than 1.10.5 or exitWebView failed: the page shows a hint to close it with the app’s close button.',
        message: "Tap the app's close button to leave this page",
        messageKey: 'backToNative.closeHint',
      },
      entry: { type: 'showCloseHint', params: ({ context }) => ({ reason: present(context.fallbackReason) }) },
      on: { BACK_PRESSED: 'goingBack' },
    },
    closed: {
      type: 'final',
      meta: { description: 'The native shell was asked to close the webview.' },
    },
  },
});
