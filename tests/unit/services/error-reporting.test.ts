import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ClientErrorReportRequestSchema, MAX_ERROR_REPORTS_PER_CALL } from '@/api/contract/client-error';
import { config } from '@/platform/config';
import { ApiError } from '@/services/api';
import { BridgeError } from '@/services/bridge';
import { configureErrorReporter, createErrorReporter, installGlobalErrorHandlers, reportError } from '@/services/error-reporting';
import { REPORTS_PER_REQUEST } from '@/services/error-reporting/reporter';
import { fakeFetch, ok, type RecordedRequest } from './support/fake-fetch';

const reportsOf = (req: RecordedRequest) => (JSON.parse(req.body!) as { reports: Record<string, unknown>[] }).reports;

function setup(extra: { perMinute?: number; endpoints?: string[]; failing?: boolean } = {}) {
  let now = 1_000_000;
  const { fetch, calls } = fakeFetch(() => (extra.failing ? new TypeError('sink down') : ok({ accepted: 1, duplicates: 0 })));
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
      { level: 'error', name: 'Error', message: 'one', page_url: 'https://h5.talkie-ai.com/rank', extra: { source: 'boundary', where: 'a' }, occurred_at_ms: 1_000_000 },
      { level: 'error', name: 'Error', message: 'two', extra: { source: 'manual' } },
    ]);
  });

  it('names API and bridge failures by their kind and type', async () => {
    const { reporter, calls } = setup();
    reporter.report(new ApiError({ kind: 'business', base_resp: { status_code: 5, status_msg: 'x' }, status: 200, path: '/p', method: 'POST' }), { path: '/p', status: 200 }, 'api');
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
    expect(first.at(-1)).toMatchObject({ level: 'warning', name: 'error_reports_dropped', message: '495 reports refused by the rate limit' });

    tick(30_000);
    reporter.report(new Error('still limited'));
    tick(30_001);
    reporter.report(new Error('a minute later'));
    await reporter.flush();
    expect(reportsOf(calls[1]!).map((r) => r.message)).toEqual(['a minute later', '1 reports refused by the rate limit']);
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
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('boom'), message: 'boom', filename: 'app.js', lineno: 3, colno: 9 }));
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
    expect(reportsOf(calls[0]!)[0]).toMatchObject({ message: 'render failed', extra: { source: 'boundary', componentStack: 'at Page' } });
  });
});
