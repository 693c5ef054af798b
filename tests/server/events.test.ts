import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { reportEvents, type AnalyticsEvent } from '../../src/api/contract/event';
import { startInProcess } from './support';

// A fixed server clock: event times are judged against it.
const NOW = Date.parse('2026-03-02T08:00:00Z');
const t = startInProcess({ now: () => NOW });
const client = t.newClient({ now: () => Math.floor(NOW / 1000) });
afterAll(() => t.close());
beforeEach(() => t.control.reset());

const query = { device_platform: 'h5', device_id: 'dev-9', os: '3', app_id: '300', user_id: 'u_1' };
const event = (name: string, uuid: string = randomUUID()): AnalyticsEvent => ({
  event_uuid: uuid,
  event_data: JSON.stringify({
    common_params: { event_name: name, log_source: 'h5', share_trace_id: 'trace-1' },
    button: 'open_app',
  }),
  event_timestamp_ms: NOW - 60_000,
  user_identifier: 'anon-uuid-1',
});

describe('event/report', () => {
  it('stores each event with its data and the query it came with', async () => {
    const sent = [event('page_view'), event('click')];
    expect(await client.call(reportEvents, { events: sent }, { query })).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [],
    });
    const stored = await t.control.events();
    expect(stored.map((e) => e.event_uuid)).toEqual(sent.map((e) => e.event_uuid));
    expect(stored[0]).toMatchObject({
      event_name: 'page_view',
      user_identifier: 'anon-uuid-1',
      event_data: { common_params: { share_trace_id: 'trace-1' }, button: 'open_app' },
      query,
    });
  });

  it('drops an event sent again (a retry after a lost answer) and counts it as duplicate', async () => {
    const first = event('page_view');
    await client.call(reportEvents, { events: [first] }, { query });
    const answer = await client.call(reportEvents, { events: [first, event('click')] }, { query });
    expect(answer).toEqual({ accepted: 1, duplicates: 1, rejected: [] });
    expect(await t.control.events({ event_name: 'page_view' })).toHaveLength(1);
  });

  it('drops a uuid repeated inside one batch', async () => {
    const uuid = randomUUID();
    expect(await client.call(reportEvents, { events: [event('a', uuid), event('a', uuid)] }, { query })).toEqual({
      accepted: 1,
      duplicates: 1,
      rejected: [],
    });
  });

  it('stores nothing from a batch with one invalid event', async () => {
    const answer = await client.raw(
      reportEvents.path,
      { events: [event('ok'), { ...event('bad'), event_data: '{"no":1}' }] },
      { query },
    );
    expect(answer.baseResp?.status_code).toBe(StatusCode.InvalidParam);
    expect(answer.baseResp?.status_msg).toContain('events.1.event_data');
    expect(await t.control.events()).toHaveLength(0);
  });

  it('accepts batches above the general 256 KiB limit, up to 1 MiB', async () => {
    const big = (uuid: string): AnalyticsEvent => ({
      ...event('big', uuid),
      event_data: JSON.stringify({ common_params: { event_name: 'big' }, blob: 'x'.repeat(15_000) }),
    });
    const events = Array.from({ length: 40 }, () => big(randomUUID()));
    expect(JSON.stringify({ events }).length).toBeGreaterThan(256 * 1024);
    expect((await client.call(reportEvents, { events }, { query })).accepted).toBe(40);
  });

  it('takes a token when there is one, and ignores a stale one rather than losing the events', async () => {
    const answer = await client.call(reportEvents, { events: [event('x')] }, { query, token: `at_${'Z'.repeat(43)}` });
    expect(answer.accepted).toBe(1);
  });

  describe('event times', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const at = (name: string, timestampMs: number): AnalyticsEvent => ({
      ...event(name),
      event_timestamp_ms: timestampMs,
    });

    it('refuses events dated absurdly far away one by one, keeps the rest of the batch, and names the refused', async () => {
      const good = [at('now', NOW), at('six_days_ago', NOW - 6 * DAY), at('in_59_min', NOW + 59 * 60_000)];
      const bad = [
        at('huge', 1e308),
        at('eight_days_ago', NOW - 8 * DAY),
        at('in_2_hours', NOW + 2 * 60 * 60_000),
        at('epoch', 0),
      ];
      const answer = await client.call(
        reportEvents,
        { events: [good[0]!, bad[0]!, good[1]!, bad[1]!, bad[2]!, good[2]!, bad[3]!] },
        { query },
      );
      expect(answer).toEqual({ accepted: 3, duplicates: 0, rejected: bad.map((e) => e.event_uuid) });
      const stored = await t.control.events();
      expect(stored.map((e) => e.event_name).sort()).toEqual(['in_59_min', 'now', 'six_days_ago']);
      expect(stored.map((e) => e.event_timestamp_ms)).not.toContain(1e308);
    });

    it('takes an event exactly 7 days behind or 1 hour ahead of the server clock, and refuses one a millisecond further', async () => {
      const edges = [at('seven_days', NOW - 7 * DAY), at('one_hour_ahead', NOW + 60 * 60_000)];
      const beyond = [
        at('seven_days_and_1_ms', NOW - 7 * DAY - 1),
        at('one_hour_and_1_ms_ahead', NOW + 60 * 60_000 + 1),
      ];
      const answer = await client.call(reportEvents, { events: [...edges, ...beyond] }, { query });
      expect(answer).toEqual({ accepted: 2, duplicates: 0, rejected: beyond.map((e) => e.event_uuid) });
    });

    it('widens or narrows the window with TALKIE_API_EVENT_MAX_AGE_S and TALKIE_API_EVENT_MAX_AHEAD_S', async () => {
      const wide = startInProcess({
        now: () => NOW,
        env: { TALKIE_API_EVENT_MAX_AGE_S: String(30 * 24 * 3600), TALKIE_API_EVENT_MAX_AHEAD_S: '0' },
      });
      try {
        const c = wide.newClient({ now: () => Math.floor(NOW / 1000) });
        const old = at('old', NOW - 20 * DAY);
        const ahead = at('ahead', NOW + 1000);
        expect(await c.call(reportEvents, { events: [old, ahead] }, { query })).toEqual({
          accepted: 1,
          duplicates: 0,
          rejected: [ahead.event_uuid],
        });
      } finally {
        await wide.close();
      }
    });
  });
});
