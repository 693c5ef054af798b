import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { forwardNavigationMachine } from '@machines/forward-navigation/forward-navigation.machine';
import type { ForwardNavigationInput } from '@machines/forward-navigation/types';
import { isBackVisit, navigateForward } from '@/services/navigation/forward';
import { forwardNavigationOracle } from '../flows/forward-navigation/forward-navigation.oracle';
import { describeMachinePaths, describeOracle } from '../flows/framework/twin/describe-machine';

const suite = describeMachinePaths('forward-navigation', {
  input: (plan) => ({
    isNativeApp: plan.wants('isNativeApp') === true,
    landedMarked: plan.wants('alreadyMarked') === true,
  }),
});

describeOracle('forward-navigation', suite, forwardNavigationOracle);

/** A browser's history: entries and the current index; replaceState rewrites the current entry. */
function fakeBrowser(landing: string) {
  const entries = [landing];
  let index = 0;
  const calls = { replaceState: 0, navigate: 0 };
  const deps = {
    history: {
      state: null,
      replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => {
        calls.replaceState += 1;
        entries[index] = String(url);
      },
    },
    location: {
      get href() {
        return entries[index] as string;
      },
    },
  };
  return {
    calls,
    forward(isNativeApp: boolean) {
      navigateForward(
        { path: 'https://h5.talkie-ai.com/next', query: { id: 7 } },
        {
          ...deps,
          isNativeApp,
          navigate: (url) => {
            calls.navigate += 1;
            entries.splice(index + 1, entries.length, url);
            index += 1;
          },
        },
      );
    },
    back() {
      if (index > 0) index -= 1;
    },
    index: () => index,
    returnVisit: () => isBackVisit(new URL(entries[index] as string).search),
  };
}

type Step = 'GO_FORWARD' | 'GO_BACK';

/** Every sequence of up to `n` steps. */
function sequences(n: number): Step[][] {
  if (n === 0) return [[]];
  const shorter = sequences(n - 1);
  return [
    ...shorter
      .filter((s) => s.length === n - 1)
      .flatMap((s) => [
        [...s, 'GO_FORWARD' as const],
        [...s, 'GO_BACK' as const],
      ]),
    ...shorter,
  ];
}

describe('forward navigation: the machine and src/services/navigation/forward.ts agree', () => {
  const inputs: ForwardNavigationInput[] = [
    { isNativeApp: false, landedMarked: false },
    { isNativeApp: false, landedMarked: true },
    { isNativeApp: true, landedMarked: false },
    { isNativeApp: true, landedMarked: true },
  ];
  it.each(inputs)('in the app: $isNativeApp, opened with is_back=1: $landedMarked', (input) => {
    for (const sequence of sequences(6)) {
      const browser = fakeBrowser(`https://h5.talkie-ai.com/page?a=1${input.landedMarked ? '&is_back=1' : ''}#top`);
      const machineCalls = { replaceState: 0, navigate: 0 };
      const actor = createActor(
        forwardNavigationMachine.provide({
          actions: {
            markCurrentUrlAsBack: () => void (machineCalls.replaceState += 1),
            navigateToNextPage: () => void (machineCalls.navigate += 1),
          },
        }),
        { input },
      ).start();
      for (const step of sequence) {
        // The model covers the page and the page it opens; the next page runs its own copy of the flow.
        const onPage = browser.index() === 0;
        if (step === 'GO_FORWARD' && onPage) browser.forward(input.isNativeApp);
        if (step === 'GO_BACK') browser.back();
        actor.send({ type: step });
        const where = `${sequence.join(' ')} (at ${step})`;
        expect(machineCalls, where).toEqual(browser.calls);
        expect(actor.getSnapshot().matches('onPage'), where).toBe(browser.index() === 0);
        if (browser.index() === 0) expect(actor.getSnapshot().context.currentMarked, where).toBe(browser.returnVisit());
      }
      actor.stop();
    }
  });
});
