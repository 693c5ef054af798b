import { describe, expect, it, vi } from 'vitest';
import { createLazyErrorReporter } from '@/services/error-reporting/lazy-reporter';
import type { ErrorReporter } from '@/services/error-reporting/reporter';

function fakeReporter() {
  const reports: unknown[][] = [];
  const reporter: ErrorReporter = {
    report: (...args) => void reports.push(args),
    flush: vi.fn(async () => undefined),
    pending: () => reports.length,
  };
  return { reporter, reports };
}

describe('lazy error reporter', () => {
  it('loads nothing until the first report', () => {
    const load = vi.fn(async () => fakeReporter().reporter);
    createLazyErrorReporter(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('hands every report made while loading to the real reporter, in order, and loads once', async () => {
    const real = fakeReporter();
    const load = vi.fn(async () => real.reporter);
    const lazy = createLazyErrorReporter(load);
    lazy.report(new Error('a'), { x: 1 }, 'window');
    lazy.report('b', undefined, 'api');
    expect(lazy.pending()).toBe(2);
    await lazy.flush();
    lazy.report('c');
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.reports.map((r) => (r[0] instanceof Error ? r[0].message : r[0]))).toEqual(['a', 'b', 'c']);
    expect(real.reporter.flush).toHaveBeenCalledTimes(1);
  });

  it('a reporter that cannot load drops the queue without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lazy = createLazyErrorReporter(() => Promise.reject(new Error('offline')));
    lazy.report('x');
    await expect(lazy.flush()).resolves.toBeUndefined();
    expect(lazy.pending()).toBe(0);
    warn.mockRestore();
  });
});
