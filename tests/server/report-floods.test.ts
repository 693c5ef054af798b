/**
 * Floods of reports: the report sinks (events, error reports, CSP reports) store at most a budget per
 * address and per account each minute, refuse the rest with RateLimited (42900) and count the
 * refusals; CSP reports are taken only for this site's pages, at most 20 per page view. One IPv6
 * subscriber (a /64) is one address. The budgets here are the deployed defaults.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { reportClientErrors } from '../../src/api/contract/client-error';
import { StatusCode } from '../../src/api/contract/codes';
import { reportEvents, type AnalyticsEvent } from '../../src/api/contract/event';
import { readServerConfig } from '../../server/config';
import { CSP_REPORT_PATH } from '../../server/http/security-headers';
import { loginAs, startInProcess } from './support';

const t = startInProcess({ config: { reportBudget: readServerConfig({}).reportBudget } });
afterAll(() => t.close());
beforeEach(() => t.control.reset());

/** What the server sees of a peer at this address (Node's socket). */
const peer = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
const from = (ip: string) => t.newClient({ fetch: (request) => t.api.fetch(request, peer(ip)) });

const query = { device_platform: 'h5', device_id: 'dev-1', os: '3', app_id: '300' };
const event = (padding = 0): AnalyticsEvent => ({
  event_uuid: randomUUID(),
  event_data: JSON.stringify({ common_params: { event_name: 'flood' }, padding: 'x'.repeat(padding) }),
  event_timestamp_ms: Date.now(),
  user_identifier: 'flood-device',
});
const events = (n: number, padding = 0) => ({ events: Array.from({ length: n }, () => event(padding)) });
const report = () => ({ level: 'error' as const, name: 'http_error', message: 'flood', occurred_at_ms: Date.now() });

function cspReport(documentUri: string, blocked = 'https://evil.test/x.js'): string {
  return JSON.stringify({
    'csp-report': { 'document-uri': documentUri, 'effective-directive': 'script-src-elem', 'blocked-uri': blocked },
  });
}
async function postCsp(ip: string, body: string, headers: Record<string, string> = {}) {
  const answer = await t.api.fetch(
    new Request(`http://localhost${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', ...headers },
      body,
    }),
    peer(ip),
  );
  const text = await answer.text();
  return {
    status: answer.status,
    code: text === '' ? null : (JSON.parse(text) as { base_resp: { status_code: number } }).base_resp.status_code,
  };
}

const statuses = async (calls: Promise<number>[]) => {
  const codes = await Promise.all(calls);
  return {
    ok: codes.filter((c) => c === StatusCode.Success).length,
    limited: codes.filter((c) => c === StatusCode.RateLimited).length,
    other: codes.filter((c) => c !== StatusCode.Success && c !== StatusCode.RateLimited),
  };
};

describe('events', () => {
  it('1,200 from one address in a minute: 600 stored, the rest refused with 42900 and counted', async () => {
    const client = from('203.0.113.7');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push(await client.statusOf(reportEvents, events(200), { token: null, query }));
    expect(codes).toEqual([0, 0, 0, StatusCode.RateLimited, StatusCode.RateLimited, StatusCode.RateLimited]);
    expect(await t.control.events()).toHaveLength(600);
    expect((await t.control.reportRefusals()).event).toMatchObject({ calls: 3, items: 600 });

    // Another address has a budget of its own; a minute later the first one has its budget back.
    expect(await from('203.0.113.8').statusOf(reportEvents, events(10), { token: null, query })).toBe(
      StatusCode.Success,
    );
    await t.control.setClockOffset(61_000);
    expect(await client.statusOf(reportEvents, events(200), { token: null, query })).toBe(StatusCode.Success);
  });

  it('at most 1 MiB of event bytes from one address in a minute', async () => {
    const client = from('203.0.113.9');
    // 20 events of about 15 KiB each: about 300 KiB a call, far under the event count budget.
    const { ok, limited } = await statuses(
      Array.from({ length: 8 }, () => client.statusOf(reportEvents, events(20, 15_000), { token: null, query })),
    );
    expect(ok).toBe(3);
    expect(limited).toBe(5);
    const stored = await t.control.events();
    const bytes = stored.reduce((sum, e) => sum + JSON.stringify(e.event_data).length, 0);
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
  });

  it('one account is held to 400 a minute across addresses', async () => {
    const first = from('198.51.100.1');
    await loginAs(first, 'anonymous');
    const second = from('198.51.100.2');
    second.token = first.token;
    const codes = [];
    for (const client of [first, second, first, second, first])
      codes.push(await client.statusOf(reportEvents, events(100), { query }));
    expect(codes).toEqual([0, 0, 0, 0, StatusCode.RateLimited]);
  });
});

describe('error reports', () => {
  it('200 from one address in a minute: 120 stored, the rest refused with 42900 and counted', async () => {
    const client = from('203.0.113.20');
    const codes: number[] = [];
    for (let i = 0; i < 20; i++)
      codes.push(
        await client.statusOf(reportClientErrors, { reports: Array.from({ length: 10 }, report) }, { token: null }),
      );
    expect(codes.filter((c) => c === StatusCode.Success)).toHaveLength(12);
    expect(codes.slice(12).every((c) => c === StatusCode.RateLimited)).toBe(true);
    expect(await t.control.errorReports()).toHaveLength(120);
    expect((await t.control.reportRefusals()).error).toMatchObject({ calls: 8, items: 80 });
  });
});

describe('CSP reports', () => {
  it('500 from one address in a minute, each for another page: 60 stored, the rest refused with 42900 and counted', async () => {
    const answers = [];
    for (let i = 0; i < 500; i++)
      answers.push(await postCsp('203.0.113.30', cspReport(`http://localhost/share/chat?chat_id=${i}`)));
    expect(answers.filter((a) => a.status === 204)).toHaveLength(60);
    expect(answers.slice(60).every((a) => a.code === StatusCode.RateLimited)).toBe(true);
    expect(await t.control.errorReports()).toHaveLength(60);
    expect((await t.control.reportRefusals()).csp).toMatchObject({ calls: 440, items: 440 });
  });

  it('are stored only for this site’s pages: a foreign Origin or document URL is not', async () => {
    const foreignOrigin = await postCsp('203.0.113.31', cspReport('https://talkie-ai.com/share/chat'), {
      origin: 'https://evil.test',
    });
    const foreignPage = await postCsp('203.0.113.31', cspReport('https://evil.test/page'));
    const notAUrl = await postCsp('203.0.113.31', cspReport('about:blank'));
    expect([foreignOrigin.code, foreignPage.code, notAUrl.code]).toEqual([
      StatusCode.InvalidParam,
      StatusCode.InvalidParam,
      StatusCode.InvalidParam,
    ]);
    expect(await t.control.errorReports()).toEqual([]);
    expect((await t.control.reportRefusals()).csp_foreign.items).toBe(3);

    const own = await postCsp('203.0.113.31', cspReport('https://talkie-ai.com/share/chat'), {
      origin: 'https://talkie-ai.com',
    });
    const local = await postCsp('203.0.113.31', cspReport('http://127.0.0.1:4173/help/faq'));
    expect([own.status, local.status]).toEqual([204, 204]);
    expect(await t.control.errorReports()).toHaveLength(2);
  });

  it('at most 20 for one page view', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(
        await postCsp('203.0.113.32', cspReport('http://localhost/share/chat?chat_id=1', `https://cdn.test/${i}.js`), {
          'user-agent': 'Phone 1',
        }),
      );
    expect(answers.filter((a) => a.status === 204)).toHaveLength(20);
    expect(answers.slice(20).every((a) => a.code === StatusCode.RateLimited)).toBe(true);
    // Another browser at the same address viewing the same page is another page view.
    expect(
      (await postCsp('203.0.113.32', cspReport('http://localhost/share/chat?chat_id=1'), { 'user-agent': 'Phone 2' }))
        .status,
    ).toBe(204);
    expect(await t.control.errorReports()).toHaveLength(21);
    expect((await t.control.reportRefusals()).csp_page_view.items).toBe(10);
  });
});

describe('an IPv6 subscriber', () => {
  it('is one address for its whole /64; another /64 has a budget of its own', async () => {
    for (let i = 0; i < 3; i++)
      expect(await from(`2001:db8:1:2::${i + 1}`).statusOf(reportEvents, events(200), { token: null, query })).toBe(
        StatusCode.Success,
      );
    expect(
      await from('2001:db8:1:2:ffff:ffff:ffff:ffff').statusOf(reportEvents, events(1), { token: null, query }),
    ).toBe(StatusCode.RateLimited);
    expect(await from('2001:db8:1:3::1').statusOf(reportEvents, events(1), { token: null, query })).toBe(
      StatusCode.Success,
    );
  });

  it('an IPv4 address seen through a dual-stack socket is that IPv4 address', async () => {
    for (let i = 0; i < 3; i++)
      expect(await from('::ffff:192.0.2.1').statusOf(reportEvents, events(200), { token: null, query })).toBe(
        StatusCode.Success,
      );
    expect(await from('192.0.2.1').statusOf(reportEvents, events(1), { token: null, query })).toBe(
      StatusCode.RateLimited,
    );
  });
});

describe('settings', () => {
  it('deployed defaults a minute: 600 events, 120 error reports, 60 CSP reports and 1 MiB an address; 400 events, 60 error reports, 512 KiB an account; 20 CSP reports a page view', () => {
    expect(readServerConfig({}).reportBudget).toEqual({
      eventsPerIp: 600,
      eventsPerAccount: 400,
      errorReportsPerIp: 120,
      errorReportsPerAccount: 60,
      cspReportsPerIp: 60,
      cspReportsPerPageView: 20,
      bytesPerIp: 1_048_576,
      bytesPerAccount: 524_288,
    });
    // Test mode: every end-to-end page reports from 127.0.0.1, so the per-address budgets are far higher.
    const testMode = readServerConfig({ TALKIE_API_TEST_MODE: '1' }).reportBudget;
    expect(Math.min(testMode.eventsPerIp, testMode.errorReportsPerIp, testMode.cspReportsPerIp)).toBeGreaterThanOrEqual(
      100_000,
    );
    expect(testMode.eventsPerAccount).toBe(400);
    expect(
      readServerConfig({
        TALKIE_API_EVENTS_PER_IP_PER_MINUTE: '1',
        TALKIE_API_EVENTS_PER_ACCOUNT_PER_MINUTE: '2',
        TALKIE_API_ERROR_REPORTS_PER_IP_PER_MINUTE: '3',
        TALKIE_API_ERROR_REPORTS_PER_ACCOUNT_PER_MINUTE: '4',
        TALKIE_API_CSP_REPORTS_PER_IP_PER_MINUTE: '5',
        TALKIE_API_CSP_REPORTS_PER_PAGE_VIEW: '6',
        TALKIE_API_REPORT_BYTES_PER_IP_PER_MINUTE: '7',
        TALKIE_API_REPORT_BYTES_PER_ACCOUNT_PER_MINUTE: '0',
      }).reportBudget,
    ).toEqual({
      eventsPerIp: 1,
      eventsPerAccount: 2,
      errorReportsPerIp: 3,
      errorReportsPerAccount: 4,
      cspReportsPerIp: 5,
      cspReportsPerPageView: 6,
      bytesPerIp: 7,
      bytesPerAccount: 0,
    });
  });

  it('this site’s pages: the web-view hosts over https, plus the loopback hosts outside production; settable', () => {
    const hosted = ['https://talkie-ai.com', 'https://www.talkie-ai.com', 'https://h5.talkie-ai.com'];
    expect(readServerConfig({ NODE_ENV: 'production' }).publicPageOrigins).toEqual(hosted);
    expect(readServerConfig({}).publicPageOrigins).toEqual([...hosted, 'localhost', '127.0.0.1', '[::1]']);
    expect(readServerConfig({ TALKIE_PUBLIC_PAGE_ORIGINS: 'https://m.example, LAN.local' }).publicPageOrigins).toEqual([
      'https://m.example',
      'lan.local',
    ]);
  });

  it('a budget of 0 is off', async () => {
    const open = startInProcess({
      config: { reportBudget: { ...readServerConfig({}).reportBudget, eventsPerIp: 0, bytesPerIp: 0 } },
    });
    try {
      const client = open.newClient({ fetch: (request) => open.api.fetch(request, peer('203.0.113.50')) });
      for (let i = 0; i < 4; i++)
        expect(await client.statusOf(reportEvents, events(200), { token: null, query })).toBe(StatusCode.Success);
    } finally {
      await open.close();
    }
  });
});
