import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as flow from '@/kernel/navigation/back-to-native-flow';
import { createBackNavigation, type BackNavigationDeps } from '@/kernel/navigation/back-navigation';
import { BACK_TO_NATIVE_CHECK_MS } from '@/platform/constants';

/** A page history: back() moves one entry and tells listeners a little later, like popstate does. */
function fakeHistory(first: string) {
  const entries = [first];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    back: vi.fn(() => {
      if (index === 0) return; // the first page: nothing happens
      index--;
      setTimeout(notify, 20);
    }),
    push(href: string) {
      entries.splice(index + 1, entries.length, href);
      index++;
      notify();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: () => entries[index] ?? '',
    listenerCount: () => listeners.size,
  };
}

function setup(overrides: Partial<BackNavigationDeps> = {}, history = fakeHistory('/feedback')) {
  const exitWebView = vi.fn(async () => null);
  const showCloseHint = vi.fn();
  const report = vi.fn();
  const load = vi.fn(async () => flow);
  const navigation = createBackNavigation({
    inNativeApp: true,
    canExitWebView: true,
    history,
    exitWebView,
    showCloseHint,
    report,
    load,
    ...overrides,
  });
  return { navigation, history, exitWebView, showCloseHint, report, load };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the header back button', () => {
  it('in a browser is plain history.back(), without loading the flow', async () => {
    const { navigation, history, load, exitWebView } = setup({ inNativeApp: false });
    navigation.back();
    await vi.advanceTimersByTimeAsync(BACK_TO_NATIVE_CHECK_MS * 2);
    expect(history.back).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(exitWebView).not.toHaveBeenCalled();
  });

  it('inside the app on the first page closes the webview once the check delay passes, not before', async () => {
    const { navigation, history, exitWebView } = setup();
    navigation.back();
    await vi.advanceTimersByTimeAsync(BACK_TO_NATIVE_CHECK_MS - 1);
    expect(history.back).toHaveBeenCalledTimes(1);
    expect(exitWebView).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exitWebView).toHaveBeenCalledTimes(1);
  });

  it('a navigation that lands on the same URL is not a change: the webview still closes', async () => {
    const history = fakeHistory('/feedback');
    const { navigation, exitWebView } = setup({}, history);
    navigation.back();
    await vi.advanceTimersByTimeAsync(100);
    history.push('/feedback'); // e.g. the page replaced its own URL with the same one
    await vi.advanceTimersByTimeAsync(BACK_TO_NATIVE_CHECK_MS);
    expect(exitWebView).toHaveBeenCalledTimes(1);
  });

  it('shows the close hint when exitWebView fails, and a second press tries again', async () => {
    const exitWebView = vi.fn(async () => Promise.reject(new Error('native failure')));
    const { navigation, showCloseHint, history } = setup({ exitWebView });
    navigation.back();
    await vi.advanceTimersByTimeAsync(BACK_TO_NATIVE_CHECK_MS);
    expect(exitWebView).toHaveBeenCalledTimes(1);
    expect(showCloseHint).toHaveBeenCalledWith('exit-failed');
    navigation.back();
    await vi.advanceTimersByTimeAsync(BACK_TO_NATIVE_CHECK_MS);
    expect(history.back).toHaveBeenCalledTimes(2);
    expect(showCloseHint).toHaveBeenCalledTimes(2);
  });

  it('after the app was asked to close but kept the page, the next press runs the flow again', async () => {
    const { navigation, exitWebView } = setup();
    navigation.back();
    await vi.advanceTimersByTimeAsync(BACK_TO_NATIVE_CHECK_MS);
    navigation.back();
    await vi.advanceTimersByTimeAsync(BACK_TO_NATIVE_CHECK_MS);
    expect(exitWebView).toHaveBeenCalledTimes(2);
  });

  it('when the flow cannot load, the press still goes back in history and a later press loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(flow);
    const { navigation, history, report, exitWebView } = setup({ load });
    navigation.back();
    await vi.advanceTimersByTimeAsync(0);
    expect(history.back).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' }));
    navigation.back();
    await vi.advanceTimersByTimeAsync(BACK_TO_NATIVE_CHECK_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(exitWebView).toHaveBeenCalledTimes(1);
  });

  it('dispose stops watching the URL', () => {
    const { navigation, history } = setup();
    expect(history.listenerCount()).toBe(1);
    navigation.dispose();
    expect(history.listenerCount()).toBe(0);
  });
});
