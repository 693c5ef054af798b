import { afterEach, describe, expect, it } from 'vitest';
import { installPageErrorLog, PAGE_ERRORS_GLOBAL } from '@/services/debug';

/** A window of its own per test: listeners and the console are the page's, nothing leaks between tests. */
function fakeWindow() {
  const target = new EventTarget();
  const printed: unknown[][] = [];
  const win = {
    addEventListener: target.addEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    console: { error: (...args: unknown[]) => void printed.push(args) },
  } as unknown as Parameters<typeof installPageErrorLog>[0] & EventTarget;
  return { win, printed };
}

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason });
  return event;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[PAGE_ERRORS_GLOBAL];
});

describe('the debug error log', () => {
  it('keeps uncaught errors, unhandled rejections and console errors as text on the window', () => {
    const { win, printed } = fakeWindow();
    installPageErrorLog(win);
    win.dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError('x is undefined'),
        filename: 'https://h5.example/app.js',
        lineno: 12,
      }),
    );
    win.dispatchEvent(rejection(new Error('request failed')));
    win.dispatchEvent(rejection({ code: 7 }));
    win.console.error('render failed', 42);
    expect(win[PAGE_ERRORS_GLOBAL]).toEqual([
      'page error: TypeError: x is undefined (at https://h5.example/app.js:12)',
      'unhandled rejection: Error: request failed',
      'unhandled rejection: {"code":7}',
      'console error: render failed 42',
    ]);
    // The console still prints.
    expect(printed).toEqual([['render failed', 42]]);
  });

  it('keeps an error that says where it happened only as it is, and a rejection that cannot be written as JSON as text', () => {
    const { win } = fakeWindow();
    const log = installPageErrorLog(win);
    win.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    win.dispatchEvent(rejection(circular));
    expect(log).toEqual(['page error: Script error.', 'unhandled rejection: [object Object]']);
  });

  it('leaves out failed image and script loads, which carry no error or message', () => {
    const { win } = fakeWindow();
    const log = installPageErrorLog(win);
    win.dispatchEvent(new Event('error'));
    expect(log).toEqual([]);
  });

  it('is installed once per page: a second call returns the same log without listening twice', () => {
    const { win } = fakeWindow();
    const first = installPageErrorLog(win);
    const second = installPageErrorLog(win);
    expect(second).toBe(first);
    win.console.error('once');
    expect(first).toEqual(['console error: once']);
  });

  it('starts with the debug tools, before the shell and the console', async () => {
    const { startDebugTools } = await import('@/services/debug');
    const seen: unknown[] = [];
    await startDebugTools({
      params: { debug: true },
      environment: 'local',
      search: '',
      loadConsole: async () => ({
        init: () => void seen.push((window as unknown as Record<string, unknown>)[PAGE_ERRORS_GLOBAL]),
      }),
    });
    expect(seen).toEqual([[]]);
    window.dispatchEvent(rejection(new Error('late')));
    expect((window as unknown as Record<string, unknown>)[PAGE_ERRORS_GLOBAL]).toEqual([
      'unhandled rejection: Error: late',
    ]);
  });
});
