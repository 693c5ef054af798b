import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ClientErrorReportRequestSchema, MAX_ERROR_REPORTS_PER_CALL } from '@/api/contract/client-error';
import { config } from '@/platform/config';
import { ApiError } from '@/services/api';
import { BridgeError } from '@/services/bridge';
import {
  configureErrorReporter,
  createErrorReporter,
  installGlobalErrorHandlers,
  reportError,
  describeError,
  type ErrorReporter,
} from '@/services/error-reporting';
import { REPORTS_PER_REQUEST } from '@/services/error-reporting/reporter';
import { fakeFetch, ok, type RecordedRequest } from '../support/fake-fetch';
import { createLazyErrorReporter } from '@/services/error-reporting/lazy-reporter';

const reportsOf = (req: RecordedRequest) => (JSON.parse(req.body!) as { reports: Record<string, unknown>[] }).reports;

function setup(extra: { perMinute?: number; endpoints?: string[]; failing?: boolean } = {}) {
  let now = 1_000_000;
  const { fetch, calls } = fakeFetch(() =>
    extra.failing ? new TypeError('sink down') : ok({ accepted: 1, duplicates: 0 }),
  );
  const reporter = createErrorReporter({
    endpoints: extra.endpoints ?? ['/weaver/api/v1/client/error_report'],
    fetch,
    now: () => now,
    perMinute: extra.perMinute ?? 5,
    batchDelayMs: 1000,
    headers: (_query, body) => ({ 'x-sign': `signed:${body.length}` }),
    pageUrl: () => 'https://h5.talkie-ai.com/rank',
  });
  return { reporter, calls, tick: (ms: number) => (now += ms) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('error reporter', () => {
  it('batches reports and posts them with keepalive and signed headers, in the contract shape', async () => {
    const { reporter, calls } = setup();
    reporter.report(new Error('one'), { where: 'a' }, 'boundary');
    reporter.report('two', undefined, 'manual');
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    const req = calls[0]!;
    expect(req).toMatchObject({ path: config.errorReportPath, method: 'POST', keepalive: true });
    expect(req.headers['x-sign']).toBe(`signed:${req.body!.length}`);
    expect(() => v.parse(ClientErrorReportRequestSchema, JSON.parse(req.body!))).not.toThrow();
    expect(reportsOf(req)).toMatchObject([
      {
        level: 'error',
        name: 'Error',
        message: 'one',
        page_url: 'https://h5.talkie-ai.com/rank',
        extra: { source: 'boundary', where: 'a' },
        occurred_at_ms: 1_000_000,
      },
      { level: 'error', name: 'Error', message: 'two', extra: { source: 'manual' } },
    ]);
  });

  it('names API and bridge failures by their kind and type', async () => {
    const { reporter, calls } = setup();
    reporter.report(
      new ApiError({
        kind: 'business',
        base_resp: { status_code: 5, status_msg: 'x' },
        status: 200,
        path: '/p',
        method: 'POST',
      }),
      { path: '/p', status: 200 },
      'api',
    );
    reporter.report(new BridgeError('inject_bridge_sdk_error', 'share', 'missing'), { method: 'share' }, 'bridge');
    await reporter.flush();
    expect(reportsOf(calls[0]!).map((r) => r.name)).toEqual(['business_error', 'inject_bridge_sdk_error']);
  });

  it('rate-limits an error loop and says how many reports it dropped', async () => {
    const { reporter, calls, tick } = setup({ perMinute: 5 });
    for (let i = 0; i < 500; i++) reporter.report(new Error(`loop ${i}`));
    await vi.advanceTimersByTimeAsync(1000);
    const first = reportsOf(calls[0]!);
    expect(first.filter((r) => r.level === 'error')).toHaveLength(5);
    expect(first.at(-1)).toMatchObject({
      level: 'warning',
      name: 'error_reports_dropped',
      message: '495 reports refused by the rate limit',
    });

    tick(30_000);
    reporter.report(new Error('still limited'));
    tick(30_001);
    reporter.report(new Error('a minute later'));
    await reporter.flush();
    expect(reportsOf(calls[1]!).map((r) => r.message)).toEqual([
      'a minute later',
      '1 reports refused by the rate limit',
    ]);
  });

  it(`sends at most ${MAX_ERROR_REPORTS_PER_CALL} reports per request (the contract's limit)`, async () => {
    expect(REPORTS_PER_REQUEST).toBe(MAX_ERROR_REPORTS_PER_CALL);
    const { reporter, calls } = setup({ perMinute: 120 });
    for (let i = 0; i < 120; i++) reporter.report(new Error(String(i)));
    await reporter.flush();
    expect(calls.map((c) => reportsOf(c).length)).toEqual([50, 50, 20]);
  });

  it('clips huge messages and contexts so one report cannot fill the keepalive quota', async () => {
    const { reporter, calls } = setup();
    reporter.report(new Error('m'.repeat(50_000)), { body: 'b'.repeat(50_000), nested: { deep: 'd'.repeat(50_000) } });
    await reporter.flush();
    expect(calls[0]!.body!.length).toBeLessThan(20_000);
    expect(() => v.parse(ClientErrorReportRequestSchema, JSON.parse(calls[0]!.body!))).not.toThrow();
  });

  it('sends to the hosted endpoint too when one is configured', async () => {
    const { reporter, calls } = setup({ endpoints: ['/local', 'https://errors.example.com/ingest'] });
    reporter.report(new Error('x'));
    await reporter.flush();
    expect(calls.map((c) => c.url)).toEqual(['/local', 'https://errors.example.com/ingest']);
  });

  it('a failing sink neither throws nor feeds itself', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { reporter, calls } = setup({ failing: true });
    reporter.report(new Error('x'));
    await expect(reporter.flush()).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(reporter.pending()).toBe(0);
    warn.mockRestore();
  });
});

describe('global handlers', () => {
  it('reports window errors and unhandled rejections, and flushes on pagehide', async () => {
    const { reporter, calls } = setup();
    const remove = installGlobalErrorHandlers(window, reporter);
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError('boom'),
        message: 'boom',
        filename: 'app.js',
        lineno: 3,
        colno: 9,
      }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('nobody caught me');
    window.dispatchEvent(rejection);
    window.dispatchEvent(new Event('error')); // a failed <img>: no error, no message
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toHaveLength(1);
    expect(reportsOf(calls[0]!)).toMatchObject([
      { name: 'TypeError', message: 'boom', extra: { source: 'window', filename: 'app.js', lineno: 3, colno: 9 } },
      { name: 'Error', message: 'nobody caught me', extra: { source: 'unhandledrejection' } },
    ]);
    remove();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after removal'), message: 'after removal' }));
    expect(reporter.pending()).toBe(0);
  });
});

describe('reportError (for the ErrorBoundary)', () => {
  it('goes to the configured app reporter', async () => {
    const { fetch, calls } = fakeFetch(() => ok());
    const reporter = configureErrorReporter({ fetch, batchDelayMs: 10 });
    reportError(new Error('render failed'), { componentStack: 'at Page' }, 'boundary');
    await reporter.flush();
    expect(calls[0]!.url).toBe(`${config.apiBaseUrl}${config.errorReportPath}`);
    expect(reportsOf(calls[0]!)[0]).toMatchObject({
      message: 'render failed',
      extra: { source: 'boundary', componentStack: 'at Page' },
    });
  });
});

/**
 * The error reporter at its edges: what exactly a report carries (clipping at 2000 characters, context
 * values, errors that are not Errors), the one-minute window of the rate limit (SPEC: 20 a minute),
 * the batch timer, the global handlers' events, and the lazy reporter's loading.
 */
describe('error reporting edges', () => {
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
      reporter.report(new Error('x'), {
        text: 't'.repeat(2001),
        n: 3,
        yes: false,
        none: null,
        gone: undefined,
        list: [1, 2],
        loop: circular,
      });
      await reporter.flush();
      const [report] = reportsOf(calls[0]!);
      expect(report!.extra).toEqual({
        source: 'manual',
        text: `${'t'.repeat(2000)}…`,
        n: 3,
        yes: false,
        none: null,
        list: '[1,2]',
        loop: '[unserializable]',
      });
      expect(report).toMatchObject({
        page_url: 'https://h5.talkie-ai.com/rank',
        occurred_at_ms: 5_000_000,
        report_id: expect.any(String),
      });
      expect(calls[0]).toMatchObject({
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
      });
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
      expect(warn.mock.calls.map(([message]) => message)).toEqual([
        '[error-reporting] could not send reports',
        '[error-reporting] could not send reports',
      ]);
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
      expect(reportsOf(calls[0]!)[0]).toMatchObject({
        message: 'render failed',
        page_url: location.href,
        extra: { source: 'manual' },
      });
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
      target.dispatchEvent(
        Object.assign(new Event('error'), { message: 'Script error.', filename: 'x.js', lineno: 1, colno: 2 }),
      );
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
});
