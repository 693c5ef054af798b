// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backToNativeMachine } from '@machines/back-to-native/back-to-native.machine';
import { deriveTestModel } from '@machines/testing/derive-test-model';
import { pathFromEvents } from '@machines/testing/paths';
import { runPath, type MachineTestTable } from '@machines/testing/run-path';
import { countActions, describeMachinePaths } from './support/describe-machine';

const table: MachineTestTable = {
  input: (plan) => ({ canExitWebView: plan.wants('canExitWebView') !== false }),
  states: {
    'backToNative.goingBack': ({ effects, snapshot }) => {
      expect(effects.filter((e) => e.kind === 'action').at(-1)).toMatchObject({ name: 'goBackInHistory' });
      expect(snapshot.context.fallbackReason === null || snapshot.context.fallbackReason !== undefined).toBe(true);
    },
    'backToNative.exitingWebView': ({ effects }) => {
      expect(effects.filter((e) => e.kind === 'invoke').at(-1)).toMatchObject({ src: 'exitWebView' });
    },
    'backToNative.closeFallback': ({ effects, snapshot }) => {
      const hint = effects.filter((e) => e.kind === 'action' && e.name === 'showCloseHint').at(-1);
      expect(hint).toMatchObject({ params: { reason: snapshot.context.fallbackReason } });
      if (!snapshot.context.canExitWebView) expect(snapshot.context.fallbackReason).toBe('app-too-old');
    },
    'backToNative.closed': ({ snapshot, effects }) => {
      expect(snapshot.status).toBe('done');
      expect(countActions(effects, 'showCloseHint')).toBeGreaterThanOrEqual(0);
    },
  },
};

describeMachinePaths('back-to-native', table);

describe('back-to-native timing', () => {
  const model = deriveTestModel('back-to-native', backToNativeMachine);

  it('asks the shell to close exactly 500 ms after back when the URL did not change', async () => {
    const { actor, clock, effects } = await runPath(model, pathFromEvents(model, ['BACK_PRESSED', 'AFTER:backToNativeCheck', 'ALWAYS [canExitWebView]']), table);
    expect(clock.now()).toBe(500);
    expect(actor.getSnapshot().value).toBe('exitingWebView');
    expect(effects.filter((e) => e.kind === 'invoke')).toHaveLength(1);
  });

  it('does not close when the URL changes before 500 ms, even when time passes afterwards', async () => {
    const { actor, clock, effects } = await runPath(model, pathFromEvents(model, ['BACK_PRESSED', 'URL_CHANGED']), table);
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.filter((e) => e.kind === 'invoke')).toHaveLength(0);
  });

  it('older apps never call exitWebView and get the close hint', async () => {
    const { actor, effects } = await runPath(model, pathFromEvents(model, ['BACK_PRESSED', 'AFTER:backToNativeCheck', 'ALWAYS [else]']), table);
    expect(actor.getSnapshot().value).toBe('closeFallback');
    expect(effects.filter((e) => e.kind === 'invoke')).toHaveLength(0);
    expect(countActions(effects, 'showCloseHint')).toBe(1);
  });
});
