/**
 * Replays the hostile probes against an in-process test-mode server and prints what each one got:
 * `npx tsx tests/server/abuse-probe.ts`. The clock is the script's own (no wall-clock waits).
 * The same probes, as assertions, live in invitation-abuse.test.ts, wechat.test.ts, events.test.ts
 * and account.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { login } from '../../src/api/contract/account';
import { getWxUrlSignature } from '../../src/api/contract/activity';
import { bindInviteCode, claimInvitationReward, getInvitationInfo } from '../../src/api/contract/invitation';
import { reportEvents } from '../../src/api/contract/event';
import { config as clientConfig } from '../../src/platform/config';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, startInProcess, type ApiClient } from './support';

let now = Date.parse('2026-03-02T08:00:00Z');
const t = startInProcess({ now: () => now });
const client = (): ApiClient => t.newClient({ now: () => Math.floor(now / 1000) });

async function claimAllInviteRewards(inviter: ApiClient): Promise<number> {
  let gems = 0;
  for (const reward of (await inviter.call(getInvitationInfo, {})).rewards) {
    if (reward.kind !== 'invite' || reward.status !== 'receivable' || reward.reward_id.startsWith('reward_')) continue;
    gems += (await inviter.call(claimInvitationReward, { reward_id: reward.reward_id })).reward.gems;
  }
  return gems;
}

/** 20 invitation-code logins with fresh device ids, `spacingMs` apart; what the inviter and the fakes got. */
async function farm(spacingMs: number, withPhone: boolean): Promise<string> {
  await t.control.reset();
  const statuses = new Map<number, number>();
  let welcomeGems = 0;
  for (let i = 0; i < 20; i += 1) {
    const fake = client();
    const phone = `+1666${String(i).padStart(7, '0')}`;
    const body = { login_type: 4, device_info: { uuid: randomUUID(), os: 3 }, credential: SeedIds.inviteCodes.standardMember, ...(withPhone ? { phone, verify_code: '123456' } : {}) };
    const answer = await fake.raw(login.path, body);
    const status = answer.baseResp?.status_code ?? -1;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status === 0) {
      fake.token = (answer.json as { auth_token: string }).auth_token;
      for (const reward of (await fake.call(getInvitationInfo, {})).rewards) {
        if (reward.kind === 'welcome' && reward.status === 'receivable') welcomeGems += (await fake.call(claimInvitationReward, { reward_id: reward.reward_id })).reward.gems;
      }
    }
    now += spacingMs;
  }
  const inviter = client();
  await loginAs(inviter, 'standardMember');
  const inviterGems = await claimAllInviteRewards(inviter);
  return `statuses ${JSON.stringify(Object.fromEntries(statuses))}; inviter gems ${inviterGems}; welcome gems taken by the fakes ${welcomeGems}`;
}

async function mutualBind(): Promise<string> {
  await t.control.reset();
  const a = client();
  const b = client();
  await a.call(login, { login_type: 2, device_info: { uuid: randomUUID(), os: 3 }, credential: '+17770000001', verify_code: '123456' }).then((d) => (a.token = d.auth_token));
  await b.call(login, { login_type: 2, device_info: { uuid: randomUUID(), os: 3 }, credential: '+17770000002', verify_code: '123456' }).then((d) => (b.token = d.auth_token));
  const codeOfA = (await a.call(getInvitationInfo, {})).invite_code;
  const codeOfB = (await b.call(getInvitationInfo, {})).invite_code;
  const first = await a.statusOf(bindInviteCode, { invite_code: codeOfB });
  const second = await b.statusOf(bindInviteCode, { invite_code: codeOfA });
  return `A binds B: ${first}; B binds A: ${second}`;
}

async function wxSignatures(): Promise<string> {
  const urls = [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'https://talkie-ai.com.evil.com/share',
    'https://eviltalkie-ai.com/share',
    'https://talkie-ai.com@evil.com/',
    'http://localhost:5173/share/chat?chat_id=chat_en',
  ];
  const lines: string[] = [];
  for (const url of urls) lines.push(`${url} -> ${await client().statusOf(getWxUrlSignature, { url, wx_app_id: clientConfig.wechatAppId })}`);
  return lines.join('\n    ');
}

async function hugeTimestamp(): Promise<string> {
  await t.control.reset();
  const event_uuid = randomUUID();
  const event_data = JSON.stringify({ common_params: { event_name: 'probe' } });
  const answer = await client().raw(reportEvents.path, { events: [{ event_uuid, event_data, event_timestamp_ms: 1e308, user_identifier: 'probe' }] }, {
    query: { device_platform: 'web', device_id: 'probe', os: '3', app_id: '1' },
  });
  const stored = (await t.control.events({ event_name: 'probe' })).map((e) => e.event_timestamp_ms);
  return `answer ${JSON.stringify(answer.json)}; stored timestamps ${JSON.stringify(stored)}`;
}

async function oneClick(): Promise<string> {
  const body = { login_type: 1 as const, device_info: { uuid: randomUUID(), os: 3 as const }, credential: 'anything at all' };
  const on = await client().statusOf(login, body);
  const offApi = startInProcess({ env: { TALKIE_API_ONE_CLICK_LOGIN: '0' } });
  const off = await offApi.newClient().statusOf(login, body);
  await offApi.close();
  return `one-click login with the credential "anything at all": test-mode default ${on}; TALKIE_API_ONE_CLICK_LOGIN=0 ${off}`;
}

async function repeatedQuery(): Promise<string> {
  await t.control.reset();
  const search = 'device_platform=h5&os=3&app_id=300&device_id=first&device_id=second';
  const event = { event_uuid: randomUUID(), event_data: JSON.stringify({ common_params: { event_name: 'dup' } }), event_timestamp_ms: now, user_identifier: 'probe' };
  const c = client();
  const signed = c.buildRequest(reportEvents.path, { events: [event] }, { query: { device_platform: 'h5', os: '3', app_id: '300', device_id: 'first' } });
  const url = new URL(signed.url);
  url.search = search;
  const answer = await c.send(new Request(url, signed));
  const stored = (await t.control.events({ event_name: 'dup' }))[0]?.query.device_id;
  return `?${search}: page reads "${new URLSearchParams(search).get('device_id')}"; server answers ${JSON.stringify((answer.json as { base_resp: unknown }).base_resp)} and stores "${stored}"`;
}

console.log(`farming, 20 logins within one minute:\n    ${await farm(1_000, false)}`);
console.log(`farming, 20 logins one every 2 minutes:\n    ${await farm(120_000, false)}`);
console.log(`farming with 20 fresh phone numbers (+ SMS code), one every 2 minutes:\n    ${await farm(120_000, true)}`);
console.log(`mutual binding:\n    ${await mutualBind()}`);
console.log(`wx signature:\n    ${await wxSignatures()}`);
console.log(`event_timestamp_ms 1e308:\n    ${await hugeTimestamp()}`);
console.log(await oneClick());
console.log(`repeated query parameter (signed over the first value):\n    ${await repeatedQuery()}`);
await t.close();
