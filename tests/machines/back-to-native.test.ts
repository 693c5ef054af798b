import { describe, expect, it } from 'vitest';
import { backToNativeMachine } from '@machines/back-to-native/back-to-native.machine';
import { pathFromEvents } from '../flows/framework/twin/paths';
import { runPath, type MachineTestTable } from '../flows/framework/twin/run-path';
import { backToNativeOracle } from '../flows/back-to-native/back-to-native.oracle';
import {
  countActions,
  describeMachinePaths,
  describeOracle,
  lazyModel,
} from '../flows/framework/twin/describe-machine';

/** The twin run only needs an input that lets every planned branch happen; the oracle checks the world. */
const table: MachineTestTable = {
  input: (plan) => ({ canExitWebView: plan.wants('canExitWebView') !== false }),
};

describeOracle('back-to-native', describeMachinePaths('back-to-native', table), backToNativeOracle);

describe('back-to-native timing', () => {
  const model = lazyModel('back-to-native', backToNativeMachine);

  it('asks the shell to close exactly 500 ms after back when the URL did not change', async () => {
    const { actor, clock, effects } = await runPath(
      model(),
      pathFromEvents(model(), ['BACK_PRESSED', 'AFTER:backToNativeCheck', 'ALWAYS [canExitWebView]']),
      table,
    );
    expect(clock.now()).toBe(500);
    expect(actor.getSnapshot().value).toBe('exitingWebView');
    expect(effects.filter((e) => e.kind === 'invoke')).toHaveLength(1);
  });

  it('does not close when the URL changes before 500 ms, even when time passes afterwards', async () => {
    const { actor, clock, effects } = await runPath(
      model(),
      pathFromEvents(model(), ['BACK_PRESSED', 'URL_CHANGED']),
      table,
    );
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.filter((e) => e.kind === 'invoke')).toHaveLength(0);
  });

  it('a successful exitWebView ends the flow without the close hint', async () => {
    const { actor, effects } = await runPath(
      model(),
      pathFromEvents(model(), [
        'BACK_PRESSED',
        'AFTER:backToNativeCheck',
        'ALWAYS [canExitWebView]',
        'DONE:exitWebView',
      ]),
      table,
    );
    expect(actor.getSnapshot().status).toBe('done');
    expect(countActions(effects, 'goBackInHistory')).toBe(1);
    expect(countActions(effects, 'showCloseHint')).toBe(0);
  });

  it('older apps never call exitWebView and get the close hint', async () => {
    const { actor, effects } = await runPath(
      model(),
      pathFromEvents(model(), ['BACK_PRESSED', 'AFTER:backToNativeCheck', 'ALWAYS [else]']),
      table,
    );
    expect(actor.getSnapshot().value).toBe('closeFallback');
    expect(effects.filter((e) => e.kind === 'invoke')).toHaveLength(0);
    expect(countActions(effects, 'showCloseHint')).toBe(1);
  });
});
