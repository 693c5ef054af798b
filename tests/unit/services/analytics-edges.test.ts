/**
 * Analytics at its edges: the requests the page sends (POST with cookies, one batch after another,
 * at most 200 events each), which refusals end a batch for good (40003, 40004, 40005: not tried again
 * through the HTTP client either), page hide with an oversize event, the network coming back, the
 * listeners stop() removes, the outbox's own rules (foreign values skipped, 1000 events kept), and
 * calls made before the tracker is installed (at most 100 wait).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '@/api/contract/event';
import { reportBody, splitIntoBatches } from '@/services/analytics/batches';
import { createMemoryOutbox, createStorageOutbox } from '@/services/analytics/outbox';
import { createAppStorage } from '@/services/storage/app-storage';
import { createSafeStorage } from '@/services/storage/safe-storage';
import { eventsOf, server, setup } from './support/analytics-harness';
import { jsonResponse } from './support/fake-fetch';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const eventNames = (events: readonly AnalyticsEvent[]) => events.map((e) => JSON.parse(e.event_data).common_params.event_name as string);

describe('the requests', () => {
  it('are POSTs that carry cookies', async () => {
    const { analytics, calls } = setup();
    analytics.trackClick('a');
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.map((c) => [c.method, c.credentials, c.keepalive])).toEqual([['POST', 'include', true]]);
  });

  it('leave one after another: the next batch waits for the answer to the previous one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const srv = server();
    const { analytics, calls } = setup({
      maxEvents: 1,
      respond: async (req, i) => {
        if (i === 0) await gate;
        return srv.respond(req, i);
      },
    });
    analytics.trackClick('a');
    analytics.trackClick('b');
    const flushed = analytics.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    release();
    await flushed;
    expect(calls.map((c) => eventNames(eventsOf(c)))).toEqual([['a'], ['b']]);
  });

  it('hold at most 200 events each (the contract’s limit) when the tracker is given no other', async () => {
    const { analytics, calls } = setup({ maxBytes: 10_000_000 });
    for (let i = 0; i < 201; i++) analytics.trackClick(`c${i}`);
    await analytics.flush();
    expect(calls.map((c) => eventsOf(c).length)).toEqual([200, 1]);
  });

  it('an answer that is not JSON counts as a failed keepalive request, and the HTTP client tries', async () => {
    const srv = server();
    const { analytics, calls, logged, details } = setup({ respond: (req, i) => (req.keepalive ? jsonResponse('<html>bad gateway</html>', 502) : srv.respond(req, i)) });
    analytics.trackClick('a');
    await analytics.flush();
    expect(calls.map((c) => c.keepalive)).toEqual([true, false]);
    expect(srv.stored).toEqual(['evt-1']);
    expect(logged).toEqual(['keepalive report failed; trying the HTTP client']);
    expect(details).toEqual([new Error('event report answered HTTP 502')]);
  });

  it('a JSON answer without base_resp counts as a failed keepalive request', async () => {
    const srv = server();
    const { analytics, calls, details } = setup({ respond: (req, i) => (req.keepalive ? jsonResponse({ accepted: 1 }) : srv.respond(req, i)) });
    analytics.trackClick('a');
    await analytics.flush();
    expect(calls.map((c) => c.keepalive)).toEqual([true, false]);
    expect(details).toEqual([new Error('event report answered HTTP 200')]);
  });

  it('a success code in an HTTP error answer is not a success', async () => {
    const srv = server();
    const { analytics, calls } = setup({ respond: (req, i) => (req.keepalive ? jsonResponse({ base_resp: { status_code: 0, status_msg: 'success' } }, 500) : srv.respond(req, i)) });
    analytics.trackClick('a');
    await analytics.flush();
    expect(calls.map((c) => c.keepalive)).toEqual([true, false]);
    expect(srv.stored).toEqual(['evt-1']);
  });

  it('a refusal for now is logged with its code and the batch kept', async () => {
    const { analytics, outbox, details } = setup({ respond: server(() => 'refuse').respond });
    analytics.trackClick('a');
    await analytics.flush();
    expect((details[0] as Error).message).toBe('event report refused with 50000');
    expect(outbox.load()).toHaveLength(1);
  });
});

describe('refusals for good, freshly loaded', () => {
  it.each([40003, 40004, 40005, 40006])('%i: the batch is dropped after the keepalive answer, without trying the HTTP client', async (code) => {
    vi.resetModules();
    const { createAnalytics } = await import('@/services/analytics/tracker');
    const { analytics, calls, outbox, logged } = setup({ create: createAnalytics, respond: () => jsonResponse({ base_resp: { status_code: code, status_msg: 'no' } }) });
    analytics.trackClick('a');
    await analytics.flush();
    expect(calls).toHaveLength(1);
    expect(outbox.load()).toEqual([]);
    expect(logged).toEqual([`event report refused for good (${code}); dropping 1 events`]);
  });
});

describe('the batcher', () => {
  it('an event too big for any batch leaves alone, in a body of its own', () => {
    const big: AnalyticsEvent = { event_uuid: 'big', event_data: 'x'.repeat(300), event_timestamp_ms: 1, user_identifier: 'u' };
    const small: AnalyticsEvent = { ...big, event_uuid: 'small', event_data: '{}' };
    const batches = splitIntoBatches([small, big, small], 200, 200);
    expect(batches.map((b) => [b.oversize, b.body])).toEqual([
      [false, reportBody([small])],
      [true, reportBody([big])],
      [false, reportBody([small])],
    ]);
  });

  it('a freshly loaded batcher counts UTF-8 bytes', async () => {
    vi.resetModules();
    const { byteLength } = await import('@/services/analytics/batches');
    expect(byteLength('你好')).toBe(6);
  });
});

describe('timing', () => {
  it('an event tracked after a manual flush waits its own 300 ms', async () => {
    const { analytics, calls } = setup();
    analytics.trackClick('a');
    await vi.advanceTimersByTimeAsync(100);
    await analytics.flush();
    await vi.advanceTimersByTimeAsync(100);
    analytics.trackClick('b');
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => eventNames(eventsOf(c)))).toEqual([['a'], ['b']]);
  });

  it('start() with an empty outbox does not hurry the first event', async () => {
    const { analytics, calls } = setup();
    const stop = analytics.start({ window, document });
    await vi.advanceTimersByTimeAsync(200);
    analytics.trackClick('a');
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    stop();
  });
});

describe('page hide and the network', () => {
  it('on hide, an event too big for keepalive stays for the HTTP client later', async () => {
    const { analytics, calls, outbox } = setup({ maxBytes: 500 });
    analytics.track({ event_name: 'big', event_type: 'custom', extra: { pad: 'x'.repeat(600) } });
    analytics.trackClick('small');
    await analytics.flush('hide');
    expect(calls).toHaveLength(0);
    expect(outbox.load()).toHaveLength(2);
    await analytics.flush();
    expect(calls.map((c) => [c.keepalive, eventNames(eventsOf(c))])).toEqual([
      [false, ['big']],
      [true, ['small']],
    ]);
  });

  it('pagehide and visibilitychange send one keepalive budget; the network coming back sends the rest', async () => {
    for (const hide of [() => window.dispatchEvent(new Event('pagehide')), () => document.dispatchEvent(new Event('visibilitychange'))]) {
      const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const { analytics, calls } = setup({ maxEvents: 1 });
      const stop = analytics.start({ window, document });
      analytics.trackClick('a');
      analytics.trackClick('b');
      hide();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.map((c) => eventNames(eventsOf(c)))).toEqual([['a']]);
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.map((c) => eventNames(eventsOf(c)))).toEqual([['a'], ['b']]);
      stop();
      state.mockRestore();
    }
  });

  it('after stop(), hide and online events send nothing', async () => {
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { analytics, calls } = setup();
    analytics.start({ window, document })();
    analytics.trackClick('a');
    window.dispatchEvent(new Event('pagehide'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(0);
    state.mockRestore();
  });
});

describe('an event that cannot be recorded', () => {
  it('is logged, and the page goes on', () => {
    const { analytics, logged } = setup({
      context: () => {
        throw new Error('storage gone');
      },
    });
    expect(() => analytics.trackClick('a')).not.toThrow();
    expect(logged).toEqual(['could not record an event']);
  });

  it('goes to the console under [analytics] when no logger is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Error('storage gone');
    const { analytics } = setup({
      log: false,
      context: () => {
        throw error;
      },
    });
    analytics.trackClick('a');
    expect(warn).toHaveBeenCalledWith('[analytics] could not record an event', error);
  });
});

describe('the outbox', () => {
  const event = (i: number): AnalyticsEvent => ({ event_uuid: `e${i}`, event_data: '{}', event_timestamp_ms: i, user_identifier: 'u' });

  function storedOutbox(max?: number) {
    const backing = new Map<string, string>();
    const storage = createAppStorage({
      store: createSafeStorage(() => ({ getItem: (k) => backing.get(k) ?? null, setItem: (k, val) => void backing.set(k, val), removeItem: (k) => void backing.delete(k) })),
      cookies: null,
    });
    return { backing, outbox: max === undefined ? createStorageOutbox(storage) : createStorageOutbox(storage, max) };
  }

  it('skips stored values that are not events', () => {
    const { backing, outbox } = storedOutbox();
    const good = event(1);
    const foreign = [null, 'text', 7, { ...good, event_uuid: 1 }, { ...good, event_data: {} }, { ...good, event_timestamp_ms: '1' }, { ...good, user_identifier: null }];
    backing.set('analytics_outbox', JSON.stringify([...foreign, good]));
    expect(outbox.load()).toEqual([good]);
  });

  it('is empty when nothing is stored', () => {
    expect(storedOutbox().outbox.load()).toEqual([]);
  });

  it('keeps the newest 1000 events and says how many of the oldest it dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { outbox } = storedOutbox();
    outbox.save(Array.from({ length: 1000 }, (_, i) => event(i)));
    expect(warn).not.toHaveBeenCalled();
    expect(outbox.load()).toHaveLength(1000);
    outbox.save(Array.from({ length: 1002 }, (_, i) => event(i)));
    expect(warn).toHaveBeenCalledWith('[analytics] outbox full: dropping 2 oldest events');
    const kept = outbox.load();
    expect([kept.length, kept[0]!.event_uuid, kept.at(-1)!.event_uuid]).toEqual([1000, 'e2', 'e1001']);
  });

  it('the memory outbox hands out copies', () => {
    const outbox = createMemoryOutbox();
    const saved = [event(1)];
    outbox.save(saved);
    saved.push(event(2));
    outbox.load().push(event(3));
    expect(outbox.load()).toEqual([event(1)]);
  });
});

describe('calls made before the tracker is installed, freshly loaded', () => {
  async function freshApi() {
    vi.resetModules();
    return import('@/services/analytics');
  }

  it('wait through an installAnalytics(null) and replay, every kind, once a tracker is installed', async () => {
    const api = await freshApi();
    const { analytics, calls } = setup();
    await expect(api.analytics.flush()).resolves.toBeUndefined();
    api.analytics.track({ event_name: 'custom_1', event_type: 'custom' });
    api.analytics.trackPageView({ page: 'rank' });
    api.analytics.trackClick('tab');
    expect(() => api.installAnalytics(null)).not.toThrow();
    api.installAnalytics(analytics);
    await api.analytics.flush();
    expect(calls.map((c) => eventNames(eventsOf(c)))).toEqual([['custom_1', 'page_view', 'tab']]);
  });

  it('at most 100 wait; later ones are dropped', async () => {
    const api = await freshApi();
    const { analytics, calls } = setup();
    for (let i = 0; i < 101; i++) api.trackClick(`c${i}`);
    api.installAnalytics(analytics);
    await analytics.flush();
    const names = calls.flatMap((c) => eventNames(eventsOf(c)));
    expect([names.length, names[0], names.at(-1)]).toEqual([100, 'c0', 'c99']);
  });
});
