/**
 * The error reporter at its edges: what exactly a report carries (clipping at 2000 characters, context
 * values, errors that are not Errors), the one-minute window of the rate limit (SPEC: 20 a minute),
 * the batch timer, the global handlers' events, and the lazy reporter's loading.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/platform/config';
import { createErrorReporter, describeError, installGlobalErrorHandlers, type ErrorReporter } from '@/services/error-reporting';
import { createLazyErrorReporter } from '@/services/error-reporting/lazy-reporter';
import { fakeFetch, ok, type RecordedRequest } from './support/fake-fetch';

const reportsOf = (req: RecordedRequest) => (JSON.parse(req.body!) as { reports: Record<string, unknown>[] }).reports;

function setup(perMinute?: number) {
  let now = 5_000_000;
  const { fetch, calls } = fakeFetch(() => ok());
  const reporter = createErrorReporter({
    endpoints: ['/sink'],
    fetch,
    now: () => now,
    ...(perMinute === undefined ? {} : { perMinute }),
    batchDelayMs: 1000,
    pageUrl: () => 'https://h5.talkie-ai.com/rank',
  });
  return { reporter, calls, at: (ms: number) => (now = 5_000_000 + ms) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('what a report says', () => {
  it('clips messages at 2000 characters and names at 128, and keeps shorter ones whole', () => {
    const exact = 'm'.repeat(2000);
    expect(describeError(new Error(exact)).message).toBe(exact);
    expect(describeError(new Error(`${exact}x`)).message).toBe(`${exact}…`);
    expect(describeError('s'.repeat(2001)).message).toBe(`${'s'.repeat(2000)}…`);
    const named = Object.assign(new Error('x'), { type: 't'.repeat(200) });
    expect(describeError(named).name).toBe(`${'t'.repeat(128)}…`);
  });

  it('keeps a stack (clipped at 8000) and leaves it out when there is none', () => {
    const error = new Error('x');
    error.stack = 'frame\n'.repeat(2000);
    expect(describeError(error).stack).toBe(`${error.stack.slice(0, 8000)}…`);
    error.stack = '';
    expect(describeError(error)).toEqual({ name: 'Error', message: 'x' });
  });

  it('describes values that are not errors', () => {
    expect(describeError({ code: 7 })).toEqual({ name: 'NonError', message: '{"code":7}' });
    expect(describeError(undefined)).toEqual({ name: 'NonError', message: 'undefined' });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeError(circular)).toEqual({ name: 'NonError', message: '[object Object]' });
    expect(describeError(Object.assign(new Error('x'), { kind: 'network' })).name).toBe('network_error');
  });

  it('keeps plain context values, writes others as JSON, drops undefined ones', async () => {
    const { reporter, calls } = setup();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    reporter.report(new Error('x'), { text: 't'.repeat(2001), n: 3, yes: false, none: null, gone: undefined, list: [1, 2], loop: circular });
    await reporter.flush();
    const [report] = reportsOf(calls[0]!);
    expect(report!.extra).toEqual({ source: 'manual', text: `${'t'.repeat(2000)}…`, n: 3, yes: false, none: null, list: '[1,2]', loop: '[unserializable]' });
    expect(report).toMatchObject({ page_url: 'https://h5.talkie-ai.com/rank', occurred_at_ms: 5_000_000, report_id: expect.any(String) });
    expect(calls[0]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } });
  });
});

describe('rate limit and batching', () => {
  it('allows 20 reports a minute by default; a report exactly a minute later counts again', async () => {
    const { reporter, calls, at } = setup();
    for (let i = 0; i < 25; i++) reporter.report(new Error(`e${i}`));
    at(59_999);
    reporter.report(new Error('still inside the minute'));
    at(60_000);
    reporter.report(new Error('a minute later'));
    await reporter.flush();
    const reports = reportsOf(calls[0]!);
    expect(reports.filter((r) => r.level === 'error')).toHaveLength(21);
    expect(reports.at(-2)!.message).toBe('a minute later');
    expect(reports.at(-1)).toMatchObject({
      level: 'warning',
      name: 'error_reports_dropped',
      message: '6 reports refused by the rate limit',
      page_url: 'https://h5.talkie-ai.com/rank',
      occurred_at_ms: 5_060_000,
    });
  });

  it('dropped reports alone are still told to the sink', async () => {
    const { reporter, calls } = setup(0);
    reporter.report(new Error('x'));
    expect(reporter.pending()).toBe(0);
    await reporter.flush();
    expect(reportsOf(calls[0]!).map((r) => r.name)).toEqual(['error_reports_dropped']);
  });

  it('the batch leaves one delay after the first report, and a flush cancels the timer', async () => {
    const { reporter, calls } = setup();
    reporter.report(new Error('a'));
    await vi.advanceTimersByTimeAsync(600);
    reporter.report(new Error('b'));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.map((c) => reportsOf(c).length)).toEqual([2]);
    reporter.report(new Error('c'));
    await reporter.flush();
    expect(vi.getTimerCount()).toBe(0);
    await reporter.flush();
    expect(calls).toHaveLength(2);
  });

  it('a report made after a batch left waits its own full delay', async () => {
    const { reporter, calls } = setup();
    reporter.report(new Error('a'));
    await vi.advanceTimersByTimeAsync(300);
    reporter.report(new Error('b'));
    await vi.advanceTimersByTimeAsync(300);
    reporter.report(new Error('c'));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    reporter.report(new Error('d'));
    await vi.advanceTimersByTimeAsync(899);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(101);
    expect(calls.map((c) => reportsOf(c).map((r) => r.message))).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('exactly 100 reports leave in two requests of 50, and no empty one', async () => {
    const { reporter, calls } = setup(100);
    for (let i = 0; i < 100; i++) reporter.report(new Error(String(i)));
    await reporter.flush();
    expect(calls.map((c) => reportsOf(c).length)).toEqual([50, 50]);
  });

  it('a sink that cannot be reached is said once in the console per endpoint', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = fakeFetch(() => new TypeError('offline'));
    const reporter = createErrorReporter({ endpoints: ['/a', '/b'], fetch });
    reporter.report(new Error('x'));
    await expect(reporter.flush()).resolves.toBeUndefined();
    expect(warn.mock.calls.map(([message]) => message)).toEqual(['[error-reporting] could not send reports', '[error-reporting] could not send reports']);
    warn.mockRestore();
  });

  it('the app reporter, created on first use, posts to the configured sink with the page URL and source manual', async () => {
    vi.resetModules();
    const fresh = await import('@/services/error-reporting');
    const { fetch, calls } = fakeFetch(() => ok());
    vi.stubGlobal('fetch', fetch);
    try {
      expect(fresh.getErrorReporter()).toBe(fresh.getErrorReporter());
      fresh.reportError(new Error('render failed'));
      await fresh.getErrorReporter().flush();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(calls.map((c) => c.url)).toEqual([`${config.apiBaseUrl}/weaver/api/v1/client/error_report`]);
    expect(reportsOf(calls[0]!)[0]).toMatchObject({ message: 'render failed', page_url: location.href, extra: { source: 'manual' } });
  });
});

describe('global handlers', () => {
  function recording(): ErrorReporter & { reports: unknown[][]; flushes: number } {
    const state = { reports: [] as unknown[][], flushes: 0 };
    return Object.assign(state, {
      report: (...args: unknown[]) => void state.reports.push(args),
      flush: async () => void state.flushes++,
      pending: () => state.reports.length,
    });
  }

  it('reports an error event by its message when it has no error object', () => {
    const reporter = recording();
    const target = new EventTarget() as unknown as Window;
    installGlobalErrorHandlers(target, reporter);
    target.dispatchEvent(Object.assign(new Event('error'), { message: 'Script error.', filename: 'x.js', lineno: 1, colno: 2 }));
    expect(reporter.reports).toEqual([['Script error.', { filename: 'x.js', lineno: 1, colno: 2 }, 'window']]);
  });

  it('flushes when the page is hidden, not when it becomes visible; without a document on any visibility change', () => {
    const reporter = recording();
    const doc = { visibilityState: 'visible' as DocumentVisibilityState };
    const target = Object.assign(new EventTarget(), { document: doc }) as unknown as Window;
    installGlobalErrorHandlers(target, reporter);
    target.dispatchEvent(new Event('visibilitychange'));
    expect(reporter.flushes).toBe(0);
    doc.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(reporter.flushes).toBe(1);

    const bare = recording();
    const noDocument = new EventTarget() as unknown as Window;
    installGlobalErrorHandlers(noDocument, bare);
    noDocument.dispatchEvent(new Event('visibilitychange'));
    expect(bare.flushes).toBe(1);
  });

  it('removing the handlers stops every one of them', () => {
    const reporter = recording();
    const target = Object.assign(new EventTarget(), { document: { visibilityState: 'hidden' } }) as unknown as Window;
    installGlobalErrorHandlers(target, reporter)();
    for (const type of ['visibilitychange', 'pagehide', 'unhandledrejection']) target.dispatchEvent(new Event(type));
    target.dispatchEvent(Object.assign(new Event('error'), { message: 'x' }));
    expect(reporter.reports).toEqual([]);
    expect(reporter.flushes).toBe(0);
  });
});

describe('lazy reporter', () => {
  it('a flush with nothing reported loads nothing; after loading, pending() is the real one', async () => {
    const real = { report: vi.fn(), flush: vi.fn(async () => undefined), pending: () => 7 };
    const load = vi.fn(async () => real);
    const lazy = createLazyErrorReporter(load);
    await lazy.flush();
    expect(load).not.toHaveBeenCalled();
    expect(lazy.pending()).toBe(0);
    lazy.report('x');
    await lazy.flush();
    expect(lazy.pending()).toBe(7);
    expect(real.report).toHaveBeenCalledWith('x', undefined, undefined);
  });

  it('says once in the console that the reporter could not load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lazy = createLazyErrorReporter(() => Promise.reject(new Error('offline')));
    lazy.report('x');
    await lazy.flush();
    expect(warn.mock.calls.map(([message]) => message)).toEqual(['[error-reporting] could not load the reporter']);
    warn.mockRestore();
  });
});
