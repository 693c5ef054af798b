import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { StatusCode } from '@/api/contract/codes';
import { envelopeSchema } from '@/api/contract/envelope';
import { createApiClient } from '@/services/api';
import { createAppServices } from '@/services/app-services';
import { createServerClock } from '@/services/clock';
import { hostHint } from '@/platform/host-markers';
import { createServerServices } from '@/server-render/server-services';
import { fakeFetch, jsonResponse, ok, type Responder } from '../support/fake-fetch';

/**
 * The one server clock (DESIGN "Campaigns, countdowns and the server clock"): the offset is the
 * server's time an answer states minus the middle of that request's round trip; requests are signed
 * with it and countdowns read it.
 */
const PHONE_NOW = 1_767_225_600_123;
const HOUR = 3_600_000;
// The phone runs an hour ahead of the server.
const SERVER_NOW = PHONE_NOW - HOUR;
const schema = envelopeSchema({ value: v.number() });

describe('the server clock', () => {
  it('takes the server time at the midpoint of the round trip', () => {
    let phone = PHONE_NOW;
    const clock = createServerClock(() => phone);
    expect(clock.now()).toBe(PHONE_NOW);
    // Sent 300 ms before, received 100 ms after the phone's "now": the server stamped its time half-way, 100 ms before.
    clock.observe(SERVER_NOW - 100, PHONE_NOW - 300, PHONE_NOW + 100);
    expect(clock.offsetMs).toBe(-HOUR);
    expect(clock.now()).toBe(SERVER_NOW);
    phone += 5_000;
    expect(clock.now()).toBe(SERVER_NOW + 5_000);
  });

  it('follows the latest answer that states the server time', () => {
    const clock = createServerClock(() => PHONE_NOW);
    clock.observe(SERVER_NOW, PHONE_NOW, PHONE_NOW);
    clock.observe(SERVER_NOW + 2_000, PHONE_NOW, PHONE_NOW);
    expect(clock.now()).toBe(SERVER_NOW + 2_000);
  });

  it('takes the Date header only while no answer has stated server_time_ms, unless the server refused our time', () => {
    const clock = createServerClock(() => PHONE_NOW);
    clock.observe(SERVER_NOW - 123, PHONE_NOW, PHONE_NOW, { coarse: true });
    expect(clock.now()).toBe(SERVER_NOW - 123);
    clock.observe(SERVER_NOW, PHONE_NOW, PHONE_NOW);
    // Whole seconds from another stamp: it does not move a clock an exact answer set.
    clock.observe(SERVER_NOW + HOUR, PHONE_NOW, PHONE_NOW, { coarse: true });
    expect(clock.now()).toBe(SERVER_NOW);
    // A refusal of our timestamp proves the clock wrong: its Date header wins.
    clock.observe(SERVER_NOW + HOUR, PHONE_NOW, PHONE_NOW, { coarse: true, refused: true });
    expect(clock.now()).toBe(SERVER_NOW + HOUR);
  });

  it('tells subscribers when the offset changes, and only then', () => {
    const clock = createServerClock(() => PHONE_NOW);
    const listener = vi.fn();
    const unsubscribe = clock.subscribe(listener);
    clock.observe(SERVER_NOW, PHONE_NOW, PHONE_NOW);
    clock.observe(SERVER_NOW, PHONE_NOW, PHONE_NOW);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    clock.observe(SERVER_NOW + 1_000, PHONE_NOW, PHONE_NOW);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps what each instance learned to itself', () => {
    const one = createServerClock(() => PHONE_NOW);
    const other = createServerClock(() => PHONE_NOW);
    one.observe(SERVER_NOW, PHONE_NOW, PHONE_NOW);
    expect(one.now()).toBe(SERVER_NOW);
    expect(other.now()).toBe(PHONE_NOW);
  });
});

describe('the API client and the server clock', () => {
  function setup(respond: Responder) {
    const { fetch, calls } = fakeFetch(respond);
    const clock = createServerClock(() => PHONE_NOW);
    const client = createApiClient({
      fetch,
      clock,
      now: () => PHONE_NOW,
      salt: 'unit-salt',
      baseUrl: '',
      session: () => ({ authToken: 't', userId: 'u1', deviceId: 'd1' }),
      appIdentity: () => ({ appId: 300, appVersion: '1.23.4' }),
    });
    return { client, clock, calls };
  }
  const stamp = (call: { headers: Record<string, string> } | undefined) => Number(call?.headers['x-timestamp']);

  it('learns the server time from any answer that states it, and signs the next request with it', async () => {
    const { client, clock, calls } = setup(() => ok({ value: 1, server_time_ms: SERVER_NOW }));
    await client.post('/a', {}, schema);
    expect(clock.now()).toBe(SERVER_NOW);
    await client.post('/b', {}, schema);
    expect(stamp(calls[0])).toBe(Math.floor(PHONE_NOW / 1000));
    expect(stamp(calls[1])).toBe(Math.floor(SERVER_NOW / 1000));
    expect(Math.floor(client.headerContext().nowMs / 1000)).toBe(Math.floor(SERVER_NOW / 1000));
  });

  it('learns it from a business error too', async () => {
    const { client, clock } = setup(() =>
      jsonResponse({
        base_resp: { status_code: StatusCode.TokenExpired, status_msg: 'expired' },
        server_time_ms: SERVER_NOW,
      }),
    );
    await client.post('/a', {}, schema).catch(() => undefined);
    expect(clock.now()).toBe(SERVER_NOW);
  });

  it('falls back to the HTTP Date header when the answer states no server_time_ms', async () => {
    const date = new Date(SERVER_NOW).toUTCString();
    const { client, clock, calls } = setup(
      () =>
        new Response(JSON.stringify({ base_resp: { status_code: 0, status_msg: 'success' }, value: 1 }), {
          headers: { 'content-type': 'application/json', date },
        }),
    );
    await client.post('/a', {}, schema);
    // The header has whole seconds.
    expect(Math.abs(clock.now() - SERVER_NOW)).toBeLessThan(1_000);
    await client.post('/b', {}, schema);
    expect(stamp(calls[1])).toBe(Math.floor(SERVER_NOW / 1000));
  });

  it('leaves the clock alone when an answer states no time', async () => {
    const { client, clock } = setup(() => ok({ value: 1 }));
    await client.post('/a', {}, schema);
    expect(clock.now()).toBe(PHONE_NOW);
  });
});

describe('one clock per app and per server render', () => {
  afterEach(() => vi.restoreAllMocks());

  it("the app's countdowns read the clock its API client feeds", async () => {
    const skewed = Date.now() - HOUR;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ value: 1, server_time_ms: skewed }));
    const services = createAppServices(window);
    await services.client.post('/weaver/api/v1/x', {}, schema);
    expect(Math.abs(services.clock.now() - skewed)).toBeLessThan(1_000);
    services.dispose();
  });

  it("gives every visit its own clock: what one render learns is never another visitor's", async () => {
    const ahead = Date.now() + HOUR;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ value: 1, server_time_ms: ahead }));
    const visit = {
      host: hostHint('Mozilla/5.0'),
      hostname: 'localhost',
      apiBaseUrl: 'http://127.0.0.1:1',
      timeoutMs: 1_000,
    };
    const first = createServerServices(visit);
    const second = createServerServices(visit);
    await first.client.post('/weaver/api/v1/x', {}, schema);
    expect(Math.abs(first.clock.now() - ahead)).toBeLessThan(1_000);
    expect(Math.abs(second.clock.now() - Date.now())).toBeLessThan(1_000);
  });
});
