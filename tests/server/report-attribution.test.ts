/**
 * Reports in someone else's name: an error report or an analytics event is stored under whoever
 * sent it (the token's account, or no account at all), never under the user id the page names. A
 * named user that is not the sender is kept beside it as a claim.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { reportClientErrors } from '../../src/api/contract/client-error';
import { reportEvents, type AnalyticsEvent } from '../../src/api/contract/event';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, startInProcess } from './support';

const t = startInProcess();
afterAll(() => t.close());
beforeEach(() => t.control.reset());

const VICTIM = SeedIds.users.viewer;
const report = (message: string) => ({
  level: 'error' as const,
  name: 'http_error',
  message,
  occurred_at_ms: Date.now(),
});
const query = (extra: Record<string, string> = {}) => ({
  device_platform: 'h5',
  device_id: 'dev-attacker',
  os: '3',
  app_id: '300',
  ...extra,
});
const event = (userIdentifier: string, commonUserId?: string): AnalyticsEvent => ({
  event_uuid: randomUUID(),
  event_data: JSON.stringify({
    common_params: { event_name: 'membership_claim_click', ...(commonUserId ? { user_id: commonUserId } : {}) },
  }),
  event_timestamp_ms: Date.now(),
  user_identifier: userIdentifier,
});

describe('error reports', () => {
  it('sent without a token but with ?user_id=<victim> are stored under no user, the victim only as a claim', async () => {
    await t
      .newClient()
      .call(reportClientErrors, { reports: [report('forged')] }, { token: null, query: { user_id: VICTIM } });
    const [stored] = await t.control.errorReports();
    expect(stored).toMatchObject({ message: 'forged', user_id: null, claimed_user_id: VICTIM });
  });

  it('sent with a token are stored under its account whatever ?user_id= says', async () => {
    const attacker = t.newClient();
    const { user_id } = await loginAs(attacker, 'anonymous');
    await attacker.call(reportClientErrors, { reports: [report('signed')] }, { query: { user_id: VICTIM } });
    await attacker.call(reportClientErrors, { reports: [report('own')] }, { query: { user_id } });
    expect((await t.control.errorReports()).map((r) => [r.message, r.user_id, r.claimed_user_id])).toEqual([
      ['signed', user_id, VICTIM],
      ['own', user_id, null],
    ]);
  });
});

describe('analytics events', () => {
  it('sent with token A and user_identifier=B are stored under A, B only as a claim', async () => {
    const attacker = t.newClient();
    const device = randomUUID();
    const { user_id } = await loginAs(attacker, 'anonymous', device);
    await attacker.call(reportEvents, { events: [event(VICTIM)] }, { query: query() });
    expect(await t.control.events({ user_identifier: VICTIM })).toEqual([]);
    const [stored] = await t.control.events();
    expect(stored).toMatchObject({ user_id, user_identifier: device, claimed_user_id: VICTIM });
  });

  it('naming another anonymous device, or the victim in user_id, with a token: stored under the sender', async () => {
    const victim = t.newClient();
    const victimDevice = randomUUID();
    await loginAs(victim, 'anonymous', victimDevice);
    const attacker = t.newClient();
    const { user_id } = await loginAs(attacker, 'viewer');
    await attacker.call(reportEvents, { events: [event(victimDevice)] }, { query: query() });
    await attacker.call(
      reportEvents,
      { events: [event('attacker-page-uuid', SeedIds.users.proMember)] },
      { query: query({ user_id: SeedIds.users.proMember }) },
    );
    expect(await t.control.events({ user_identifier: victimDevice })).toEqual([]);
    expect((await t.control.events()).map((e) => [e.user_id, e.user_identifier, e.claimed_user_id])).toEqual([
      [user_id, user_id, victimDevice],
      [user_id, 'attacker-page-uuid', SeedIds.users.proMember],
    ]);
  });

  it('sent with a token and the page’s own device and user: stored as sent, with no claim', async () => {
    const page = t.newClient();
    const device = randomUUID();
    const { user_id } = await loginAs(page, 'anonymous', device);
    await page.call(reportEvents, { events: [event(device, user_id)] }, { query: query({ user_id }) });
    expect(await t.control.events({ user_id })).toEqual([
      expect.objectContaining({ user_id, user_identifier: device, claimed_user_id: null }),
    ]);
  });

  it('sent without a token: stored under the anonymous device only, a named user as a claim', async () => {
    const anonymous = t.newClient();
    await anonymous.call(
      reportEvents,
      { events: [event('device-7', VICTIM), event(VICTIM)] },
      { token: null, query: query({ user_id: VICTIM }) },
    );
    expect(await t.control.events({ user_identifier: VICTIM })).toEqual([]);
    expect((await t.control.events()).map((e) => [e.user_id, e.user_identifier, e.claimed_user_id])).toEqual([
      [null, 'device-7', VICTIM],
      [null, '', VICTIM],
    ]);
  });
});
