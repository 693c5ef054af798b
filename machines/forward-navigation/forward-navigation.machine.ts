/**
 * Forward navigation (SPEC §4 "Navigation"): before leaving, the web page marks its own URL with
 * `is_back=1` (history.replaceState, no new history entry), then goes to the next page with its
 * query in the URL. When the user comes back, the page reads the mark and knows it is a return
 * visit. Inside the native app the app keeps its own stack, so nothing is marked.
 *
 * A model of src/services/navigation/forward.ts (navigateForward, markCurrentUrlAsBack,
 * isBackVisit): tests/machines/forward-navigation.test.ts drives the real service and this
 * machine side by side and checks they agree.
 */
import { assign, setup } from 'xstate';
import { mustProvideAction } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type { ForwardNavigationContext, ForwardNavigationEvent, ForwardNavigationInput } from './types';

export const forwardNavigationMachine = setup({
  types: {
    context: {} as ForwardNavigationContext,
    events: {} as ForwardNavigationEvent,
    input: {} as ForwardNavigationInput,
    meta: {} as StateMeta,
  },
  actions: {
    /** history.replaceState with `is_back=1` added to the current URL (the history state is kept). */
    markCurrentUrlAsBack: mustProvideAction('markCurrentUrlAsBack'),
    /** The router's navigate to the next page's URL (its query merged into the path). */
    navigateToNextPage: mustProvideAction('navigateToNextPage'),
    rememberMark: assign({ currentMarked: true }),
  },
  guards: {
    isNativeApp: ({ context }) => context.isNativeApp,
    alreadyMarked: ({ context }) => context.currentMarked,
  },
}).createMachine({
  id: 'forwardNavigation',
  context: ({ input }) => ({ isNativeApp: input.isNativeApp, currentMarked: input.landedMarked }),
  initial: 'onPage',
  meta: {
    description:
      'Going forward to another page: the web page marks its URL with is_back=1 first, so a return visit is recognised.',
    guards: {
      isNativeApp: {
        label: 'inside the app',
        meaning: 'The native app keeps its own page stack, so the URL is not marked.',
      },
      alreadyMarked: {
        label: 'URL already marked',
        meaning:
          'The current URL already carries is_back=1 (the user came back to it, or opened it so): it is not written again.',
      },
    },
    events: {
      GO_FORWARD: 'The user taps something that opens another page of the site.',
      GO_BACK: 'The user goes back (browser back) from the next page to the page that was left.',
    },
    notes: [
      'A model of src/services/navigation/forward.ts, tested side by side with it.',
      'On the page that was left, is_back=1 in the URL means "return visit" (isBackVisit); the page reads it when it loads again.',
    ],
  },
  states: {
    onPage: {
      meta: { description: 'On a page of the site; its URL may carry is_back=1 if the user came back to it.' },
      on: { GO_FORWARD: 'leaving' },
    },
    leaving: {
      meta: { description: 'About to leave: mark the current URL (web only, once), then go to the next page.' },
      always: [
        { guard: 'isNativeApp', target: 'onNextPage', actions: 'navigateToNextPage' },
        { guard: 'alreadyMarked', target: 'onNextPage', actions: 'navigateToNextPage' },
        { target: 'onNextPage', actions: ['markCurrentUrlAsBack', 'rememberMark', 'navigateToNextPage'] },
      ],
    },
    onNextPage: {
      meta: { description: 'On the next page; the page that was left is in the history with its mark (on the web).' },
      on: { GO_BACK: 'onPage' },
    },
  },
});
