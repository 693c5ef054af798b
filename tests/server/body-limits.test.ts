/**
 * Every body the API reads, read with a limit whatever Content-Length says, and JSON from a client
 * nested no deeper than 32 levels: a hostile caller's 48 MiB chunked upload or 20,000-deep report is
 * refused in the status envelope (413, 400), never buffered whole and never a crash (500).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AD_REWARD_CALLBACK_PATH } from '../../src/api/contract/campaign';
import { reportClientErrors } from '../../src/api/contract/client-error';
import { StatusCode } from '../../src/api/contract/codes';
import { reportEvents } from '../../src/api/contract/event';
import { CSP_REPORT_PATH } from '../../server/http/security-headers';
import { loginAs, startInProcess } from './support';

const t = startInProcess();
afterAll(() => t.close());
beforeEach(() => t.control.reset());

const KIB = 1024;
const MIB = 1024 * KIB;
/** The deepest JSON a client may send (the number). */
const MAX_DEPTH = 32;
const CHUNK = 64 * KIB;

/** A body of `total` bytes that counts how much of it the server pulled; nothing is made ahead of a pull. */
function countingBody(total: number, byte = 'x') {
  const counter = { pulled: 0 };
  const piece = new TextEncoder().encode(byte.repeat(CHUNK));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += CHUNK;
        controller.enqueue(piece.slice());
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  t.api.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );

/**
 * The signed headers of a call whose body is whatever is streamed (the signature never matches: the size is refused
 * first).
 */
const signedHeaders = (path: string): Record<string, string> =>
  Object.fromEntries(t.newClient().buildRequest(path, {}, { token: null }).headers);

const baseRespOf = async (answer: Response) =>
  ((await answer.json()) as { base_resp: { status_code: number; status_msg: string } }).base_resp;

/** `inner` nested inside `levels` arrays: `[[[inner]]]`. */
const nested = (levels: number, inner = '0') => '['.repeat(levels) + inner + ']'.repeat(levels);

/** An error report whose whole body nests `depth` levels deep: body, reports, report and extra are 4 of them. */
const deepErrorReport = (depth: number) =>
  `{"reports":[{"level":"error","name":"deep","message":"m","occurred_at_ms":${Date.now()},"extra":{"n":${nested(depth - 4)}}}]}`;
/** A CSP report (report-uri format) nesting `depth` levels: body and csp-report are 2. */
const deepCspReport = (depth: number) =>
  `{"csp-report":{"document-uri":"http://localhost/share/chat","effective-directive":"img-src","blocked-uri":"x","n":${nested(depth - 2)}}}`;

/** Every route that reads a body: where, its headers, and the most it may read (in bytes). */
const bodyRoutes: { name: string; path: string; headers: () => Record<string, string>; limit: number }[] = [
  {
    name: 'CSP report (unsigned)',
    path: CSP_REPORT_PATH,
    headers: () => ({ 'content-type': 'application/csp-report' }),
    limit: 64 * KIB,
  },
  {
    name: 'error report (signed)',
    path: reportClientErrors.path,
    headers: () => signedHeaders(reportClientErrors.path),
    limit: reportClientErrors.maxBodyBytes,
  },
  { name: 'ad network callback stand-in', path: AD_REWARD_CALLBACK_PATH, headers: () => ({}), limit: 64 * KIB },
  { name: 'control API', path: '/__control/faults', headers: () => ({}), limit: 64 * KIB },
  { name: 'control API prize record', path: '/__control/campaign/prize_record', headers: () => ({}), limit: 64 * KIB },
];

describe('a body larger than the route takes', () => {
  it.each(bodyRoutes)(
    '$name: a 48 MiB chunked body is refused with 413 after reading at most its limit and one chunk',
    async ({ path, headers, limit }) => {
      const { stream, counter } = countingBody(48 * MIB);
      const answer = await post(path, stream, headers());
      expect(answer.status).toBe(413);
      expect(await baseRespOf(answer)).toEqual({
        status_code: StatusCode.BodyTooLarge,
        status_msg: expect.stringContaining('request body is larger than'),
      });
      expect(counter.pulled).toBeLessThanOrEqual(limit + CHUNK);
    },
  );

  it.each(bodyRoutes)(
    '$name: a small declared Content-Length does not let a large body through',
    async ({ path, headers, limit }) => {
      const { stream, counter } = countingBody(48 * MIB);
      const answer = await post(path, stream, { ...headers(), 'content-length': '16' });
      expect(answer.status).toBe(413);
      expect((await baseRespOf(answer)).status_code).toBe(StatusCode.BodyTooLarge);
      expect(counter.pulled).toBeLessThanOrEqual(limit + CHUNK);
    },
  );

  it('a CSP report over 64 KiB that declares its length is refused without being read', async () => {
    const { stream, counter } = countingBody(65 * KIB);
    const answer = await post(CSP_REPORT_PATH, stream, { 'content-length': String(65 * KIB) });
    expect(answer.status).toBe(413);
    expect(counter.pulled).toBe(0);
  });
});

describe('JSON nested too deep', () => {
  it('has its own status code, next to the malformed body', () => {
    expect(StatusCode.JsonTooDeep).toBe(40006);
  });

  it('a 20,000-deep error report is refused with 400 and that code, without a token and with one', async () => {
    const body = deepErrorReport(20_000);
    const anonymous = await t.newClient().raw(reportClientErrors.path, undefined, { rawBody: body, token: null });
    const signedIn = t.newClient();
    await loginAs(signedIn, 'viewer');
    const withToken = await signedIn.raw(reportClientErrors.path, undefined, { rawBody: body });
    for (const answer of [anonymous, withToken]) {
      expect(answer.httpStatus).toBe(400);
      expect(answer.baseResp).toEqual({
        status_code: StatusCode.JsonTooDeep,
        status_msg: `request body JSON is nested deeper than ${MAX_DEPTH} levels`,
      });
    }
    expect(await t.control.errorReports()).toEqual([]);
  });

  it(`an error report ${MAX_DEPTH} levels deep is taken, ${MAX_DEPTH + 1} refused`, async () => {
    const c = t.newClient();
    expect(
      (await c.raw(reportClientErrors.path, undefined, { rawBody: deepErrorReport(MAX_DEPTH), token: null })).baseResp
        ?.status_code,
    ).toBe(0);
    const deeper = await c.raw(reportClientErrors.path, undefined, {
      rawBody: deepErrorReport(MAX_DEPTH + 1),
      token: null,
    });
    expect([deeper.httpStatus, deeper.baseResp?.status_code]).toEqual([400, StatusCode.JsonTooDeep]);
    expect((await t.control.errorReports()).map((r) => r.name)).toEqual(['deep']);
  });

  it('counts brackets in strings as text, escaped quotes included', async () => {
    const message = `"${'['.repeat(100)}\\"${'{'.repeat(100)}"`;
    const body = `{"reports":[{"level":"error","name":"brackets","message":${message},"occurred_at_ms":${Date.now()}}]}`;
    expect(JSON.parse(body)).toBeTruthy();
    expect(
      (await t.newClient().raw(reportClientErrors.path, undefined, { rawBody: body, token: null })).baseResp
        ?.status_code,
    ).toBe(0);
  });

  it('is not hidden after a string that ends in an escaped backslash', async () => {
    const body = `{"reports":[{"level":"error","name":"slash","message":"\\\\","occurred_at_ms":${Date.now()},"extra":{"n":${nested(MAX_DEPTH - 3)}}}]}`;
    expect(JSON.parse(body)).toMatchObject({ reports: [{ message: '\\' }] });
    const answer = await t.newClient().raw(reportClientErrors.path, undefined, { rawBody: body, token: null });
    expect([answer.httpStatus, answer.baseResp?.status_code]).toEqual([400, StatusCode.JsonTooDeep]);
  });

  it(`an event's event_data (JSON text in the body): ${MAX_DEPTH} levels stored, ${MAX_DEPTH + 1} refuse the batch with 400`, async () => {
    const query = { device_platform: 'h5', device_id: 'dev-1', os: '3', app_id: '300' };
    // event_data's object and common_params are 2 of the levels.
    const event = (depth: number) => ({
      event_uuid: randomUUID(),
      event_timestamp_ms: Date.now(),
      user_identifier: 'anon-1',
      event_data: `{"common_params":{"event_name":"deep_${depth}","n":${nested(depth - 2)}}}`,
    });
    const c = t.newClient();
    expect(
      (await c.raw(reportEvents.path, { events: [event(MAX_DEPTH)] }, { query, token: null })).baseResp?.status_code,
    ).toBe(0);
    const deeper = await c.raw(reportEvents.path, { events: [event(MAX_DEPTH + 1)] }, { query, token: null });
    expect([deeper.httpStatus, deeper.baseResp]).toEqual([
      400,
      { status_code: StatusCode.JsonTooDeep, status_msg: `event_data is nested deeper than ${MAX_DEPTH} levels` },
    ]);
    expect((await t.control.events()).map((e) => e.event_name)).toEqual([`deep_${MAX_DEPTH}`]);
  });

  it(`a CSP report: ${MAX_DEPTH} levels stored, ${MAX_DEPTH + 1} and 20,000 refused with 400`, async () => {
    expect((await post(CSP_REPORT_PATH, deepCspReport(MAX_DEPTH))).status).toBe(204);
    for (const depth of [MAX_DEPTH + 1, 20_000]) {
      const answer = await post(CSP_REPORT_PATH, deepCspReport(depth));
      expect(answer.status).toBe(400);
      expect((await baseRespOf(answer)).status_code).toBe(StatusCode.JsonTooDeep);
    }
    expect((await t.control.errorReports()).map((r) => r.message)).toEqual(['img-src refused x']);
  });

  it(`the control API: ${MAX_DEPTH} levels taken, ${MAX_DEPTH + 1} refused with 400`, async () => {
    const clock = (depth: number) => post('/__control/clock', `{"offset_ms":0,"n":${nested(depth - 1)}}`);
    expect((await clock(MAX_DEPTH)).status).toBe(200);
    const answer = await clock(MAX_DEPTH + 1);
    expect(answer.status).toBe(400);
    expect((await baseRespOf(answer)).status_code).toBe(StatusCode.JsonTooDeep);
  });

  it.each([AD_REWARD_CALLBACK_PATH, '/__control/campaign/prize_record'])(
    `%s: ${MAX_DEPTH + 1} levels refused with 400`,
    async (path) => {
      const answer = await post(path, nested(MAX_DEPTH + 1));
      expect(answer.status).toBe(400);
      expect((await baseRespOf(answer)).status_code).toBe(StatusCode.JsonTooDeep);
    },
  );
});
