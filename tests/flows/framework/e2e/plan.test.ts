/**
 * The plan behind the generated end-to-end paths (tests/e2e/flows): which host a path runs in, which
 * paths cannot be driven and why, what counts towards coverage, and the QA checklist's words.
 */
import { describe, expect, it } from 'vitest';
import type { FlowAdapter } from './adapter';
import { backToNativeAdapter } from '../../back-to-native/back-to-native.adapter';
import { fallsShort, flowCoverage, type PathCoverage } from './coverage';
import { appHost } from './hosts';
import { planFlow } from './plan';
import { checklist } from '../docs/write-checklists';

const NEW_APP = appHost('android', '2.30.0', { canExitWebView: true });
const OLD_APP = appHost('ios', '1.9.0', { canExitWebView: false });
const adapter = (over: Partial<FlowAdapter>): FlowAdapter => ({
  ...backToNativeAdapter,
  oracle: undefined,
  effects: undefined,
  ...over,
});

describe('the generated end-to-end plan', () => {
  it('gives a path that closes the webview to an app that can close it, and the hint path to an older app', () => {
    const plan = planFlow(adapter({ hosts: [NEW_APP, OLD_APP] }));
    for (const path of plan.paths) {
      const events = path.steps.map((s) => s.step.twinEvent);
      if (events.some((e) => e.endsWith('exitWebView'))) expect(path.host?.id, path.title).toBe('app-android-2.30.0');
      if (events.includes('ALWAYS [else]')) expect(path.host?.id, path.title).toBe('app-ios-1.9.0');
      expect(path.skipped).toBeNull();
    }
    expect(new Set(plan.paths.map((p) => p.host?.id))).toEqual(new Set(['app-android-2.30.0', 'app-ios-1.9.0']));
  });

  it('lists a path no host can take as not drivable, with the guard it needs', () => {
    const plan = planFlow(adapter({ hosts: [NEW_APP] }));
    const hint = plan.paths.find((p) => p.steps.some((s) => s.step.twinEvent === 'ALWAYS [else]'));
    expect(hint?.skipped).toBe('no host gives not canExitWebView');
  });

  it('gives a path only to a host the adapter says can cause its steps', () => {
    const plan = planFlow(
      adapter({
        hosts: [NEW_APP, OLD_APP],
        hostCanTake: (host, steps) =>
          host.id === 'app-ios-1.9.0' || !steps.some((s) => s.twinEvent === 'DONE:exitWebView'),
      }),
    );
    const closing = plan.paths.filter((p) => p.steps.some((s) => s.step.twinEvent === 'DONE:exitWebView'));
    expect(closing.length).toBeGreaterThan(0);
    for (const path of closing) expect(path.skipped, path.title).toBe('no host that fits can cause its steps');
  });

  it('refuses a host that leaves a fixed guard of the flow undecided', () => {
    expect(() => planFlow(adapter({ hosts: [appHost('ios', '2.30.0')] }))).toThrow(/gives no value to canExitWebView/);
  });

  it('skips every path through a step declared not drivable, and leaves that step out of the coverage it asks for', () => {
    const plan = planFlow(
      adapter({ hosts: [NEW_APP, OLD_APP], notDrivable: { 'ERROR:exitWebView': 'the app cannot refuse' } }),
    );
    const through = plan.paths.filter((p) => p.steps.some((s) => s.step.twinEvent === 'ERROR:exitWebView'));
    expect(through.length).toBeGreaterThan(0);
    for (const p of through) expect(p.skipped).toBe('ERROR:exitWebView: the app cannot refuse');
    expect(plan.notDrivable).toEqual([
      { transition: 'backToNative.exitingWebView ERROR:exitWebView', reason: 'the app cannot refuse' },
    ]);
    expect(plan.drivableTransitions).not.toContain('backToNative.exitingWebView ERROR:exitWebView');
  });

  it('skips a step the adapter has no driver for, saying so', () => {
    const { 'ERROR:exitWebView': _dropped, ...events } = backToNativeAdapter.events;
    const plan = planFlow(adapter({ hosts: [NEW_APP, OLD_APP], events }));
    expect(plan.paths.find((p) => p.steps.some((s) => s.step.twinEvent === 'ERROR:exitWebView'))?.skipped).toBe(
      'ERROR:exitWebView: the adapter has no driver',
    );
  });

  it('attaches the oracle’s effects to the step that causes them, once the page is at rest', () => {
    const plan = planFlow(backToNativeAdapter);
    const closing = plan.paths.find((p) => p.steps.some((s) => s.step.twinEvent === 'DONE:exitWebView'))!;
    const effects = closing.steps.map((s) => [s.step.twinEvent, s.effects]);
    expect(effects).toEqual([
      ['BACK_PRESSED', [{ call: 'goBackInHistory' }]],
      ['AFTER:backToNativeCheck', []],
      ['ALWAYS [canExitWebView]', [{ request: 'exitWebView' }]],
      ['DONE:exitWebView', []],
    ]);
  });
});

describe('coverage of the generated paths', () => {
  const record = (transitions: string[]): PathCoverage => ({
    flow: 'f',
    host: 'h',
    states: ['s1', 's2'],
    transitions,
    drivableStates: ['s1', 's2'],
    drivableTransitions: ['t1', 't2'],
  });

  it('falls short when a drivable transition was reached by no passing path', () => {
    const c = flowCoverage('f', [{ coverage: record(['t1']), skipped: false, durationMs: 10 }], true);
    expect(c.transitions).toEqual({ reached: 1, drivable: 2, missed: ['t2'] });
    expect(fallsShort(c)).toBe(true);
  });

  it('is whole when the passing paths together reach everything drivable', () => {
    const c = flowCoverage(
      'f',
      [
        { coverage: record(['t1']), skipped: false, durationMs: 10 },
        { coverage: record(['t2']), skipped: false, durationMs: 5 },
      ],
      true,
    );
    expect(fallsShort(c)).toBe(false);
    expect(c.durationMs).toBe(15);
  });

  it('does not judge a run that left some of the flow’s paths out', () => {
    const c = flowCoverage('f', [{ coverage: record(['t1']), skipped: false, durationMs: 10 }], false);
    expect(fallsShort(c)).toBe(false);
  });

  it('falls short when no path of the flow passed', () => {
    expect(fallsShort(flowCoverage('f', [{ coverage: null, skipped: false, durationMs: 1 }], true))).toBe(true);
  });
});

describe('the QA checklist', () => {
  const text = checklist(planFlow(backToNativeAdapter));

  it('gives each path a setup a person can follow: the app and its version, and the page to open', () => {
    expect(text).toContain('1. Host: Talkie app 1.9.0 on an iPhone.');
    expect(text).toContain('2. Open /feedback?transparent=true as the webview');
  });

  it('speaks of taps and of what the screen shows, never of machine events', () => {
    expect(text).toContain('Action: Tap “Back” in the page header.');
    expect(text).toContain("Expected: The screen shows “Tap the app's close button to leave this page”");
    expect(text).not.toMatch(/Send `|Wait .*`\w+`|succeeds$/m);
  });
});

describe('hosts without a path', () => {
  it('names a host of the flow that no driven path runs in', () => {
    const extra = appHost('android', '1.9.0', { canExitWebView: false });
    const plan = planFlow(adapter({ hosts: [NEW_APP, OLD_APP, extra] }));
    expect(plan.idleHosts).toEqual(['app-android-1.9.0']);
    expect(planFlow(backToNativeAdapter).idleHosts).toEqual([]);
  });
});
