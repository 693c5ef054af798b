import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { EventReportRequestSchema, type AnalyticsEvent } from '@/api/contract/event';
import { signRequest } from '@/api/contract/signing';
import { byteLength, splitIntoBatches, reportBody } from '@/services/analytics/batches';
import { createStorageOutbox, createMemoryOutbox } from '@/services/analytics/outbox';
import { createAppStorage } from '@/services/storage/app-storage';
import { createSafeStorage } from '@/services/storage/safe-storage';
import { eventsOf, SALT, server, setup } from '../support/analytics-harness';
import type { RecordedRequest } from '../support/fake-fetch';
import { jsonResponse } from '../support/fake-fetch';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('batching', () => {
  it('sends N events tracked within 300 ms as one signed keepalive request', async () => {
    const { analytics, calls } = setup();
    for (let i = 0; i < 7; i++) {
      analytics.trackClick(`button_${i}`);
      await vi.advanceTimersByTimeAsync(40);
    }
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(1);
    const req = calls[0]!;
    expect(req.keepalive).toBe(true);
    expect(req.path).toBe('/weaver/api/v1/event/report');
    expect(req.query).toEqual({ device_platform: 'h5', user_id: 'u1', device_id: 'd1', os: '3', app_id: '300' });
    expect(req.headers['x-sign']).toBe(signRequest(req.query, req.body, req.headers['x-timestamp']!, SALT));
    expect(req.headers['x-token']).toBe('tok');
    expect(eventsOf(req).map((e) => JSON.parse(e.event_data).common_params.event_name)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((i) => `button_${i}`),
    );
    expect(() => v.parse(EventReportRequestSchema, JSON.parse(req.body!))).not.toThrow();
  });

  it('events further apart than the batch window leave in separate requests', async () => {
    const { analytics, calls } = setup();
    analytics.trackClick('a');
    await vi.advanceTimersByTimeAsync(300);
    analytics.trackClick('b');
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.map((c) => eventsOf(c).length)).toEqual([1, 1]);
  });

  it('builds the SPEC §3 event shape', async () => {
    const { analytics, calls } = setup();
    analytics.trackPageView({
      page: 'share_chat',
      parent_page: 'home',
      share_trace_id: 't9',
      share_clk_type: 'wechat',
    });
    analytics.trackClick('open_app', { npc_id: 'n1', common_params: 'cannot overwrite' });
    await vi.advanceTimersByTimeAsync(300);
    const [view, click] = eventsOf(calls[0]!);
    expect(view).toMatchObject({
      event_uuid: 'evt-1',
      event_timestamp_ms: 1_767_225_600_000,
      user_identifier: 'anon-uuid',
    });
    expect(JSON.parse(view!.event_data)).toEqual({
      common_params: {
        user_id: 'u1',
        device_id: 'd1',
        uuid: 'anon-uuid',
        os: 3,
        ua: 'test-agent',
        app_version: '1.0.0',
        event_time: 1_767_225_600_000,
        is_inapp: 0,
        parent_page: 'home',
        bundle_name: 'talkie_h5',
        bundle_version: '0.1.0',
        share_trace_id: 't9',
        share_clk_type: 'wechat',
        log_source: 'h5',
        event_type: 'page_view',
        event_name: 'page_view',
        page: 'share_chat',
      },
    });
    const clickData = JSON.parse(click!.event_data);
    expect(clickData.npc_id).toBe('n1');
    expect(clickData.common_params).toMatchObject({
      event_type: 'click',
      event_name: 'open_app',
      page: 'share_chat',
      parent_page: 'home',
      share_trace_id: 'trace-1',
    });
  });
});

describe('page hide', () => {
  it('pagehide flushes at once with keepalive', async () => {
    const { analytics, calls } = setup();
    analytics.start({ window, document });
    analytics.trackClick('x');
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.keepalive).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(1);
  });

  it('visibilitychange to hidden flushes; to visible does not', async () => {
    const { analytics, calls } = setup();
    const stop = analytics.start({ window, document });
    const state = vi.spyOn(document, 'visibilityState', 'get');
    analytics.trackClick('x');
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(calls).toHaveLength(0);
    state.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(calls).toHaveLength(1);
    stop();
    state.mockRestore();
  });

  it('sends one keepalive budget on hide and keeps the rest for the next flush', async () => {
    const srv = server();
    const { analytics, calls, outbox } = setup({ respond: srv.respond, maxBytes: 2048 });
    for (let i = 0; i < 30; i++)
      analytics.track({ event_name: 'e', event_type: 'custom', extra: { pad: 'x'.repeat(200) } });
    await analytics.flush('hide');
    expect(calls).toHaveLength(1);
    expect(byteLength(calls[0]!.body!)).toBeLessThanOrEqual(2048);
    expect(outbox.load().length).toBe(30 - eventsOf(calls[0]!).length);
    await analytics.flush();
    expect(srv.stored).toHaveLength(30);
    expect(new Set(srv.stored).size).toBe(30);
    expect(outbox.load()).toEqual([]);
    for (const c of calls) expect(byteLength(c.body!)).toBeLessThanOrEqual(2048);
  });
});

describe('nothing lost, nothing twice', () => {
  it('falls back to the HTTP client when the keepalive fetch fails', async () => {
    const srv = server((req) => (req.keepalive ? 'network' : 'ok'));
    const { analytics, calls, outbox } = setup({ respond: srv.respond });
    analytics.trackClick('a');
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.map((c) => c.keepalive)).toEqual([true, false]);
    expect(srv.stored).toEqual(['evt-1']);
    expect(outbox.load()).toEqual([]);
  });

  it('keeps a failed batch and delivers it exactly once with a later flush', async () => {
    let down = true;
    const srv = server(() => (down ? 'network' : 'ok'));
    const { analytics, outbox, logged, reportError } = setup({ respond: srv.respond });
    analytics.trackClick('a');
    analytics.trackClick('b');
    await vi.advanceTimersByTimeAsync(300);
    expect(srv.stored).toEqual([]);
    expect(outbox.load().map((e) => e.event_uuid)).toEqual(['evt-1', 'evt-2']);
    expect(logged.some((m) => m.includes('kept for later'))).toBe(true);
    expect(reportError).not.toHaveBeenCalled(); // analytics failures are logged only

    down = false;
    analytics.trackClick('c');
    await vi.advanceTimersByTimeAsync(300);
    await analytics.flush();
    await analytics.flush();
    expect(srv.stored).toEqual(['evt-1', 'evt-2', 'evt-3']);
    expect(outbox.load()).toEqual([]);
  });

  it('a later visit sends what the previous one left in storage', async () => {
    const backing = new Map<string, string>();
    const storage = () =>
      createAppStorage({
        store: createSafeStorage(() => ({
          getItem: (k) => backing.get(k) ?? null,
          setItem: (k, val) => void backing.set(k, val),
          removeItem: (k) => void backing.delete(k),
        })),
        cookies: null,
      });
    const first = setup({ respond: () => new TypeError('offline'), outbox: createStorageOutbox(storage()) });
    first.analytics.trackPageView({ page: 'p' });
    await vi.advanceTimersByTimeAsync(300);
    expect(JSON.parse(backing.get('analytics_outbox') ?? '[]')).toHaveLength(1);

    const srv = server();
    const second = setup({ respond: srv.respond, outbox: createStorageOutbox(storage()) });
    second.analytics.start({ window, document });
    await vi.advanceTimersByTimeAsync(300);
    expect(srv.stored).toEqual(['evt-1']);
    expect(backing.has('analytics_outbox')).toBe(false);
  });

  it('does not send events again while their request is still in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const srv = server();
    const { analytics, calls } = setup({
      respond: async (req, i) => {
        if (i === 0) await gate;
        return srv.respond(req, i);
      },
    });
    analytics.trackClick('a');
    await vi.advanceTimersByTimeAsync(300);
    analytics.trackClick('b');
    await analytics.flush('hide');
    release();
    await vi.advanceTimersByTimeAsync(0);
    await analytics.flush();
    expect(calls.map((c) => eventsOf(c).map((e) => e.event_uuid))).toEqual([['evt-1'], ['evt-2']]);
    expect(srv.stored).toEqual(['evt-2', 'evt-1']);
  });

  it('drops a batch the server refuses for good, instead of retrying it forever', async () => {
    const { analytics, outbox, logged } = setup({ respond: server(() => 'invalid').respond });
    analytics.trackClick('a');
    await vi.advanceTimersByTimeAsync(300);
    expect(outbox.load()).toEqual([]);
    expect(logged.some((m) => m.includes('refused for good'))).toBe(true);
  });

  type Verdict = 'ok' | 'network' | 'reject-times';
  it.each([
    ['keepalive', (req: RecordedRequest): Verdict => (req.keepalive ? 'reject-times' : 'ok'), 1],
    ['the HTTP client', (req: RecordedRequest): Verdict => (req.keepalive ? 'network' : 'reject-times'), 2],
  ])(
    'does not send again events the server rejected for their time (answer through %s)',
    async (_path, script, requests) => {
      const { analytics, outbox, calls } = setup({ respond: server(script).respond });
      analytics.trackClick('a');
      await vi.advanceTimersByTimeAsync(300);
      await analytics.flush();
      await analytics.flush();
      expect(outbox.load()).toEqual([]);
      expect(calls).toHaveLength(requests);
    },
  );

  it('keeps a batch the server refuses for now', async () => {
    const { analytics, outbox, calls } = setup({ respond: server(() => 'refuse').respond });
    analytics.trackClick('a');
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(2); // keepalive, then the HTTP client
    expect(outbox.load()).toHaveLength(1);
  });
});

describe('splitIntoBatches', () => {
  const event = (i: number, size: number): AnalyticsEvent => ({
    event_uuid: `e${i}`,
    event_data: 'x'.repeat(size),
    event_timestamp_ms: i,
    user_identifier: 'u',
  });

  /** Events whose report body is exactly `total` bytes (each padded; `total` large enough). */
  const eventsWithBodyOf = (total: number, count: number): AnalyticsEvent[] => {
    const bare = Array.from({ length: count }, (_, i) => event(i, 0));
    const missing = total - byteLength(JSON.stringify({ events: bare }));
    return bare.map((e, i) => event(i, Math.floor(missing / count) + (i < missing % count ? 1 : 0)));
  };

  it('fills a keepalive body to exactly 60 KiB (61,440 bytes) and never one byte more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 0, max: 39 }), (count, grown) => {
        const exact = eventsWithBodyOf(61_440, count);
        expect(byteLength(JSON.stringify({ events: exact }))).toBe(61_440);
        const one = splitIntoBatches(exact, 61_440, 200);
        expect(one).toHaveLength(1);
        expect(one[0]!.bytes).toBe(61_440);

        // One byte more, anywhere: the body no longer fits, so it leaves as two, each within the limit.
        const over = exact.map((e, i) => (i === grown % count ? { ...e, event_data: `${e.event_data}x` } : e));
        const two = splitIntoBatches(over, 61_440, 200);
        expect(two).toHaveLength(2);
        for (const b of two) expect(b.bytes).toBeLessThanOrEqual(61_440);
        expect(two.flatMap((b) => b.events)).toEqual(over);
      }),
    );
  });

  it('never puts more than the contract’s 200 events in one report', () => {
    const many = Array.from({ length: 401 }, (_, i) => event(i, 0));
    expect(splitIntoBatches(many, 1_000_000, 200).map((b) => b.events.length)).toEqual([200, 200, 1]);
  });

  it('keeps every body within the byte and count limits, in order, losing nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(3000), { maxLength: 80 }),
        fc.integer({ min: 200, max: 8000 }),
        fc.integer({ min: 1, max: 20 }),
        (sizes, maxBytes, maxEvents) => {
          const events = sizes.map((s, i) => event(i, s));
          const batches = splitIntoBatches(events, maxBytes, maxEvents);
          const flat = batches.flatMap((b) => b.events);
          expect(flat).toEqual(events);
          for (const b of batches) {
            expect(b.bytes).toBe(byteLength(b.body));
            expect(b.events.length).toBeLessThanOrEqual(maxEvents);
            if (b.oversize) expect(b.events).toHaveLength(1);
            else expect(b.bytes).toBeLessThanOrEqual(maxBytes);
          }
        },
      ),
    );
  });

  it('counts UTF-8 bytes, not characters', () => {
    const wide = [event(1, 0), { ...event(2, 0), event_data: '你'.repeat(100) }];
    const [only] = splitIntoBatches(wide, 10_000, 200);
    expect(only!.bytes).toBe(new TextEncoder().encode(only!.body).length);
    expect(splitIntoBatches(wide, 250, 200)).toHaveLength(2);
  });
});

describe('the keepalive quota of the tracker', () => {
  /** The body the tracker sends for one click padded with `pad` characters. */
  async function sendOne(pad: number) {
    const { analytics, calls } = setup();
    analytics.trackClick('padded', { pad: 'p'.repeat(pad) });
    await vi.advanceTimersByTimeAsync(300);
    return calls;
  }

  it('sends a 61,440-byte body (60 KiB) as keepalive and a 61,441-byte one through the HTTP client', async () => {
    const [probe] = await sendOne(1000);
    const fits = 1000 + (61_440 - byteLength(probe!.body!));
    const atLimit = await sendOne(fits);
    expect(atLimit).toHaveLength(1);
    expect(byteLength(atLimit[0]!.body!)).toBe(61_440);
    expect(atLimit[0]!.keepalive).toBe(true);

    const overLimit = await sendOne(fits + 1);
    expect(overLimit).toHaveLength(1);
    expect(byteLength(overLimit[0]!.body!)).toBe(61_441);
    expect(overLimit[0]!.keepalive).not.toBe(true);
  });
});

describe('page-facing helpers', () => {
  it('hold calls made before analytics is installed and replay them in order', async () => {
    const { installAnalytics, trackClick, trackPageView } = await import('@/services/analytics');
    const { analytics, calls } = setup();
    installAnalytics(null);
    trackPageView({ page: 'rank' });
    trackClick('tab', { tab: 'daily' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    installAnalytics(analytics);
    trackClick('after');
    await vi.advanceTimersByTimeAsync(300);
    expect(eventsOf(calls[0]!).map((e) => JSON.parse(e.event_data).common_params.event_name)).toEqual([
      'page_view',
      'tab',
      'after',
    ]);
    installAnalytics(null);
  });
});

/**
 * Analytics at its edges: the requests the page sends (POST with cookies, one batch after another,
 * at most 200 events each), which refusals end a batch for good (40003, 40004, 40005: not tried again
 * through the HTTP client either), page hide with an oversize event, the network coming back, the
 * listeners stop() removes, the outbox's own rules (foreign values skipped, 1000 events kept), and
 * calls made before the tracker is installed (at most 100 wait).
 */
describe('analytics edges', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const eventNames = (events: readonly AnalyticsEvent[]) =>
    events.map((e) => JSON.parse(e.event_data).common_params.event_name as string);

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
      const { analytics, calls, logged, details } = setup({
        respond: (req, i) => (req.keepalive ? jsonResponse('<html>bad gateway</html>', 502) : srv.respond(req, i)),
      });
      analytics.trackClick('a');
      await analytics.flush();
      expect(calls.map((c) => c.keepalive)).toEqual([true, false]);
      expect(srv.stored).toEqual(['evt-1']);
      expect(logged).toEqual(['keepalive report failed; trying the HTTP client']);
      expect(details).toEqual([new Error('event report answered HTTP 502')]);
    });

    it('a JSON answer without base_resp counts as a failed keepalive request', async () => {
      const srv = server();
      const { analytics, calls, details } = setup({
        respond: (req, i) => (req.keepalive ? jsonResponse({ accepted: 1 }) : srv.respond(req, i)),
      });
      analytics.trackClick('a');
      await analytics.flush();
      expect(calls.map((c) => c.keepalive)).toEqual([true, false]);
      expect(details).toEqual([new Error('event report answered HTTP 200')]);
    });

    it('a success code in an HTTP error answer is not a success', async () => {
      const srv = server();
      const { analytics, calls } = setup({
        respond: (req, i) =>
          req.keepalive
            ? jsonResponse({ base_resp: { status_code: 0, status_msg: 'success' } }, 500)
            : srv.respond(req, i),
      });
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
    it.each([40003, 40004, 40005, 40006])(
      '%i: the batch is dropped after the keepalive answer, without trying the HTTP client',
      async (code) => {
        vi.resetModules();
        const { createAnalytics } = await import('@/services/analytics/tracker');
        const { analytics, calls, outbox, logged } = setup({
          create: createAnalytics,
          respond: () => jsonResponse({ base_resp: { status_code: code, status_msg: 'no' } }),
        });
        analytics.trackClick('a');
        await analytics.flush();
        expect(calls).toHaveLength(1);
        expect(outbox.load()).toEqual([]);
        expect(logged).toEqual([`event report refused for good (${code}); dropping 1 events`]);
      },
    );
  });

  describe('the batcher', () => {
    it('an event too big for any batch leaves alone, in a body of its own', () => {
      const big: AnalyticsEvent = {
        event_uuid: 'big',
        event_data: 'x'.repeat(300),
        event_timestamp_ms: 1,
        user_identifier: 'u',
      };
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
      for (const hide of [
        () => window.dispatchEvent(new Event('pagehide')),
        () => document.dispatchEvent(new Event('visibilitychange')),
      ]) {
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
    const event = (i: number): AnalyticsEvent => ({
      event_uuid: `e${i}`,
      event_data: '{}',
      event_timestamp_ms: i,
      user_identifier: 'u',
    });

    function storedOutbox(max?: number) {
      const backing = new Map<string, string>();
      const storage = createAppStorage({
        store: createSafeStorage(() => ({
          getItem: (k) => backing.get(k) ?? null,
          setItem: (k, val) => void backing.set(k, val),
          removeItem: (k) => void backing.delete(k),
        })),
        cookies: null,
      });
      return { backing, outbox: max === undefined ? createStorageOutbox(storage) : createStorageOutbox(storage, max) };
    }

    it('skips stored values that are not events', () => {
      const { backing, outbox } = storedOutbox();
      const good = event(1);
      const foreign = [
        null,
        'text',
        7,
        { ...good, event_uuid: 1 },
        { ...good, event_data: {} },
        { ...good, event_timestamp_ms: '1' },
        { ...good, user_identifier: null },
      ];
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
});
