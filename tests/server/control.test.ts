import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getUserStatus } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
import { reportClientErrors } from '../../src/api/contract/client-error';
import { reportEvents } from '../../src/api/contract/event';
import { shareChat } from '../../src/api/contract/share';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, startInProcess, startListening } from './support';

const t = startInProcess();
afterAll(() => t.close());
beforeEach(() => t.control.reset());

const chatPath = shareChat.path;
const chatBody = { chat_id: SeedIds.chats.en };
const query = { device_platform: 'h5', device_id: 'd', os: '3', app_id: '300' };
const event = () => ({
  event_uuid: randomUUID(),
  event_data: JSON.stringify({ common_params: { event_name: 'click' } }),
  event_timestamp_ms: Date.now(),
  user_identifier: 'u',
});

describe('fault injection', () => {
  it('answers a chosen base_resp code for the next N calls, then normally', async () => {
    await t.control.addFault({
      path: chatPath,
      kind: 'base_resp',
      status_code: 1_118_010_010,
      status_msg: 'busy',
      count: 2,
    });
    expect(await t.client.statusOf(shareChat, chatBody)).toBe(1_118_010_010);
    expect(await t.client.statusOf(shareChat, chatBody)).toBe(1_118_010_010);
    expect(await t.client.statusOf(shareChat, chatBody)).toBe(0);
  });

  it('answers an HTTP error until cleared', async () => {
    await t.control.addFault({ path: chatPath, kind: 'http_error', http_status: 503 });
    for (let i = 0; i < 3; i += 1) expect((await t.client.raw(chatPath, chatBody)).httpStatus).toBe(503);
    await t.control.clearFaults();
    expect((await t.client.raw(chatPath, chatBody)).httpStatus).toBe(200);
  });

  it('answers malformed JSON', async () => {
    await t.control.addFault({ path: chatPath, kind: 'malformed', count: 1 });
    const answer = await t.client.raw(chatPath, chatBody);
    expect(answer.httpStatus).toBe(200);
    expect(answer.json).toBeNull();
  });

  it('matches a path prefix ending in *', async () => {
    await t.control.addFault({ path: '/weaver/api/v1/share/*', kind: 'base_resp', status_code: 50000, count: 1 });
    expect(await t.client.statusOf(shareChat, chatBody)).toBe(50000);
  });

  it('a fault scoped to a token spoils only the calls that carry it', async () => {
    const mine = t.newClient();
    const theirs = t.newClient();
    const { auth_token: myToken } = await loginAs(mine, 'anonymous');
    await loginAs(theirs, 'anonymous');
    await t.control.addFault({ path: chatPath, kind: 'base_resp', status_code: 50000, count: 1, token: myToken });
    // Another account's call and a call without a token pass; the fault waits for its own account.
    expect(await theirs.statusOf(shareChat, chatBody)).toBe(0);
    expect(await t.client.statusOf(shareChat, chatBody)).toBe(0);
    expect(await mine.statusOf(shareChat, chatBody)).toBe(50000);
    expect(await mine.statusOf(shareChat, chatBody)).toBe(0);
  });

  it('adds latency', async () => {
    await t.control.addFault({ path: chatPath, kind: 'latency', latency_ms: 150, count: 1 });
    const started = performance.now();
    expect(await t.client.statusOf(shareChat, chatBody)).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("spoils the answer after the work is done ('after'): the retry is a duplicate", async () => {
    await t.control.addFault({ path: reportEvents.path, kind: 'http_error', phase: 'after', count: 1 });
    const events = [event(), event()];
    expect((await t.client.raw(reportEvents.path, { events }, { query })).httpStatus).toBe(500);
    expect(await t.client.call(reportEvents, { events }, { query })).toEqual({
      accepted: 0,
      duplicates: 2,
      rejected: [],
    });
    expect(await t.control.events()).toHaveLength(2);
  });

  it('drops the connection over real HTTP', async () => {
    const live = await startListening();
    try {
      await live.control.addFault({ path: chatPath, kind: 'drop', count: 1 });
      await expect(live.client.raw(chatPath, chatBody)).rejects.toThrow();
      expect(await live.client.statusOf(shareChat, chatBody)).toBe(0);
    } finally {
      await live.close();
    }
  });

  it('refuses a fault it cannot understand', async () => {
    await expect(t.control.addFault({ path: chatPath, kind: 'explode' as 'drop' })).rejects.toThrow(/kind/);
  });
});

describe('tokens, clock and reset', () => {
  it('expires and revokes tokens of a user', async () => {
    const data = await loginAs(t.client, 'viewer');
    expect((await t.control.tokens('expire', { user_id: data.user_id })).changed).toBeGreaterThan(0);
    expect(await t.client.statusOf(getUserStatus, {})).toBe(StatusCode.TokenExpired);
    await t.control.tokens('revoke', { user_id: data.user_id });
    expect(await t.client.statusOf(getUserStatus, {})).toBe(StatusCode.TokenRevoked);
  });

  it('moving the clock makes honest clients look stale (what a skewed phone sees)', async () => {
    const { now_ms: serverNow } = await t.control.setClockOffset(10 * 60 * 1000);
    expect(await t.client.statusOf(shareChat, chatBody)).toBe(StatusCode.StaleTimestamp);
    // The refusal states the server's time, so such a phone can sign again with it.
    const refused = await t.client.raw(chatPath, chatBody);
    const stated = (refused.json as { server_time_ms?: unknown } | null)?.server_time_ms;
    expect(typeof stated).toBe('number');
    expect(Math.abs((stated as number) - serverNow)).toBeLessThan(5_000);
    await t.control.setClockOffset(0);
    expect(await t.client.statusOf(shareChat, chatBody)).toBe(0);
  });

  it('reset brings the seed back and forgets what was received', async () => {
    await t.client.call(reportEvents, { events: [event()] }, { query });
    await t.control.reset();
    expect(await t.control.events()).toHaveLength(0);
    expect(await t.client.statusOf(shareChat, chatBody)).toBe(0);
  });
});

describe('read-back of what the server received', () => {
  it('lists requests with their body, answer code and any fault', async () => {
    await t.control.clearRequests();
    await t.control.addFault({ path: chatPath, kind: 'base_resp', status_code: 40414, count: 1 });
    await t.client.raw(chatPath, chatBody);
    await t.client.raw(chatPath, chatBody, { sign: 'bad' });
    const requests = await t.control.requests(chatPath);
    expect(requests.map((r) => [r.status_code, r.fault])).toEqual([
      [40414, 'base_resp'],
      [StatusCode.BadSignature, null],
    ]);
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual(chatBody);
    expect(requests[1]?.headers['x-sign']).toBe('bad');
  });

  it('lists client error reports, each once', async () => {
    const report = {
      report_id: 'r-1',
      level: 'error' as const,
      name: 'http_error',
      message: 'HTTP 500',
      occurred_at_ms: 5,
      extra: { path: '/x', status: 500 },
    };
    expect(await t.client.call(reportClientErrors, { reports: [report] })).toEqual({ accepted: 1, duplicates: 0 });
    expect(await t.client.call(reportClientErrors, { reports: [report] })).toEqual({ accepted: 0, duplicates: 1 });
    const reports = await t.control.errorReports();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ name: 'http_error', extra: { path: '/x', status: 500 } });
  });
});

describe('outside test mode', () => {
  it('has no control API and no fault injection', async () => {
    const normal = startInProcess({ env: { TALKIE_API_TEST_MODE: '0' } });
    try {
      const response = await normal.api.fetch(new Request('http://localhost/__control/reset', { method: 'POST' }));
      expect(response.status).toBe(404);
      const health = await normal.api.fetch(new Request('http://localhost/__control/health'));
      expect(health.status).toBe(404);
    } finally {
      await normal.close();
    }
  });
});
