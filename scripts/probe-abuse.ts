/**
 * The hostile-user probes of the local Weaver API, as a benchmark: each probe tries to take value or
 * break a session the way an attacker would, with raw signed calls (no typed client, so the probe
 * still runs when the contract moves), and prints what the attacker got. Exits 1 when a hole is open.
 *
 *   npm run probe:abuse
 *
 * It runs against an in-memory, test-mode server in this process: no port, no network.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { readServerConfig } from '../server/config';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SeedIds } from '../server/seed/ids';
import { DEFAULT_STORE_SANDBOX_KEY } from '../server/services/store-sandbox';
import { config as clientConfig } from '../src/platform/config';
import type { ApiClient } from '../server/testing/api-client';
import { startInProcess, startListening, type TestApi } from '../server/testing/test-server';
import { draftAfterSignOut, internalAddressInPublicHtml } from './lib/probe-pages';

const V1 = '/weaver/api/v1';

interface ProbeResult {
  probe: string;
  got: string;
  open: boolean;
}

type Json = Record<string, unknown>;

async function call(
  client: ApiClient,
  path: string,
  body: unknown,
  token?: string | null,
): Promise<{ code: number; data: Json }> {
  const answer = await client.raw(`${V1}/${path}`, body, token === undefined ? {} : { token });
  const data = (answer.json ?? {}) as Json;
  return { code: answer.baseResp?.status_code ?? -1, data };
}

async function login(
  client: ApiClient,
  body: Json,
): Promise<{ code: number; token: string | null; refresh: string | null; userId: string | null }> {
  const { code, data } = await call(
    client,
    'account/login',
    { device_info: { uuid: randomUUID(), os: 3 }, ...body },
    null,
  );
  return {
    code,
    token: (data.auth_token as string) ?? null,
    refresh: (data.refresh_token as string) ?? null,
    userId: (data.user_id as string) ?? null,
  };
}

async function freeMembership({ client }: TestApi): Promise<ProbeResult> {
  const anon = await login(client, { login_type: 5 });
  const order = await call(client, 'membership/create_order', { product_id: SeedIds.products.proYearly }, anon.token);
  const orderId = (order.data.order as Json | undefined)?.order_id;
  const paid = await call(client, 'membership/complete_order', { order_id: orderId, outcome: 'paid' }, anon.token);
  // A receipt made up by the page: the right order and product, signed with a guessed key.
  const payload = Buffer.from(
    JSON.stringify({
      transaction_id: randomUUID(),
      product_id: 'talkie.pro.yearly',
      app_account_token: orderId,
      purchased_at_ms: Date.now(),
    }),
  ).toString('base64url');
  const forged = await call(
    client,
    'membership/verify_receipt',
    { order_id: orderId, receipt: `${payload}.${Buffer.from('guessed-key').toString('base64url')}` },
    anon.token,
  );
  const status = await call(client, 'membership/get_status', {}, anon.token);
  const tier = String(status.data.tier ?? 'unknown');
  return {
    probe: 'anonymous create_order, then complete_order(paid) and a forged receipt',
    got: `complete_order → ${paid.code}, forged receipt → ${forged.code}; tier afterwards: ${tier}`,
    open: tier !== 'none',
  };
}

async function invitationFarming({ client }: TestApi): Promise<ProbeResult> {
  const code = SeedIds.inviteCodes.viewer;
  const viewer = await login(client, { login_type: 1, credential: SeedIds.credentials.viewer });
  const rewardsOf = async (token: string | null) =>
    ((await call(client, 'invitation/get_info', {}, token)).data.rewards as Json[] | undefined) ?? [];
  const before = (await rewardsOf(viewer.token)).length;
  let accounts = 0;
  let welcomeGems = 0;
  for (let i = 0; i < 20; i++) {
    const fake = await login(client, { login_type: 4, credential: code });
    if (fake.code !== 0) continue;
    accounts++;
    for (const reward of await rewardsOf(fake.token)) {
      if (reward.status !== 'receivable') continue;
      const claim = await call(client, 'invitation/claim_reward', { reward_id: reward.reward_id }, fake.token);
      if (claim.code === 0) welcomeGems += Number((claim.data.reward as Json | undefined)?.gems ?? 0);
    }
  }
  const inviterRewards = (await rewardsOf(viewer.token)).length - before;
  return {
    probe: '20 invitation-code logins with fresh device ids',
    got: `${accounts} accounts made, ${inviterRewards} rewards for the inviter, ${welcomeGems} welcome gems taken`,
    open: inviterRewards > 0 || welcomeGems > 0,
  };
}

async function mutualBinding({ client }: TestApi): Promise<ProbeResult> {
  const phone = () => `+1201${2_000_000 + Math.floor(Math.random() * 8_000_000)}`;
  const a = await login(client, { login_type: 1, credential: phone() });
  const b = await login(client, { login_type: 1, credential: phone() });
  const codeOf = async (token: string | null) =>
    (await call(client, 'invitation/get_info', {}, token)).data.invite_code;
  const [codeA, codeB] = [await codeOf(a.token), await codeOf(b.token)];
  const first = await call(client, 'invitation/bind_code', { invite_code: codeB }, a.token);
  const second = await call(client, 'invitation/bind_code', { invite_code: codeA }, b.token);
  return {
    probe: 'two accounts bind each other’s codes',
    got: `A binds B → ${first.code}, B binds A → ${second.code}`,
    open: first.code === 0 && second.code === 0,
  };
}

async function refreshRace({ client }: TestApi): Promise<ProbeResult> {
  const session = await login(client, { login_type: 5 });
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      call(client, 'account/refresh_auth_token', { refresh_token: session.refresh }, null),
    ),
  );
  const tokens = answers.filter((a) => a.code === 0).map((a) => String(a.data.auth_token));
  let working = 0;
  for (const token of new Set(tokens))
    if ((await call(client, 'account/get_user_status', {}, token)).code === 0) working++;
  return {
    probe: '50 parallel refreshes of one refresh token',
    got: `${tokens.length} answered with a pair (${new Set(tokens).size} distinct), ${working} still working afterwards`,
    open: working === 0,
  };
}

async function wechatSignature({ client }: TestApi): Promise<ProbeResult> {
  const urls = [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'https://talkie-ai.com.evil.com/',
    'https://talkie-ai.com@evil.com/',
  ];
  let signed = 0;
  for (const url of urls)
    if (
      (await call(client, 'activity/get_wx_url_signature', { url, wx_app_id: clientConfig.wechatAppId }, null)).code ===
      0
    )
      signed++;
  return {
    probe: 'WeChat signature for javascript:, data:, file: and look-alike hosts',
    got: `${signed} of ${urls.length} signed`,
    open: signed > 0,
  };
}

async function eventTimestamps({ client, control }: TestApi): Promise<ProbeResult> {
  const anon = await login(client, { login_type: 5 });
  const event = (uuid: string, at: number) => ({
    event_uuid: uuid,
    event_timestamp_ms: at,
    user_identifier: 'probe',
    event_data: JSON.stringify({ common_params: { event_name: 'probe', event_type: 'click', log_source: 'h5' } }),
  });
  const wild = randomUUID();
  const sane = randomUUID();
  const query = { device_platform: 'h5', device_id: 'probe-device', os: '3', app_id: '300' };
  const answer = await client.raw(
    `${V1}/event/report`,
    { events: [event(wild, 1e308), event(sane, Date.now())] },
    { token: anon.token, query },
  );
  const stored = (await control.events({ event_name: 'probe' })).map((e) => e.event_uuid);
  return {
    probe: 'event report with event_timestamp_ms 1e308 beside a normal event',
    got: `answer ${answer.baseResp?.status_code}; 1e308 stored: ${stored.includes(wild)}, normal stored: ${stored.includes(sane)}`,
    open: stored.includes(wild) || !stored.includes(sane),
  };
}

async function reportsInAnothersName({ client, control }: TestApi): Promise<ProbeResult> {
  const victim = SeedIds.users.viewer;
  const report = { level: 'error', name: 'http_error', message: 'in the victim’s name', occurred_at_ms: Date.now() };
  const unsigned = await client.raw(
    `${V1}/client/error_report`,
    { reports: [report] },
    { token: null, query: { user_id: victim } },
  );
  const attacker = await login(client, { login_type: 5 });
  const event = {
    event_uuid: randomUUID(),
    event_timestamp_ms: Date.now(),
    user_identifier: victim,
    event_data: JSON.stringify({ common_params: { event_name: 'probe_name', user_id: victim } }),
  };
  const query = { device_platform: 'h5', device_id: 'probe-device', os: '3', app_id: '300', user_id: victim };
  const signed = await client.raw(`${V1}/event/report`, { events: [event] }, { token: attacker.token, query });
  const reportsOfVictim = (await control.errorReports()).filter((r) => r.user_id === victim).length;
  const [stored] = await control.events({ event_name: 'probe_name' });
  const underVictim = stored !== undefined && (stored.user_identifier === victim || stored.user_id !== attacker.userId);
  return {
    probe: 'an error report with ?user_id=<victim> and no token; an event with token A and user_identifier=<victim>',
    got: `report → ${unsigned.baseResp?.status_code}, stored under the victim: ${reportsOfVictim}; event → ${signed.baseResp?.status_code}, stored under ${stored?.user_id ?? 'nobody'} as device "${stored?.user_identifier ?? '-'}", victim as claim: ${stored?.claimed_user_id === victim}`,
    open: reportsOfVictim > 0 || underVictim || stored === undefined || unsigned.baseResp?.status_code !== 0,
  };
}

async function reportFloods(): Promise<ProbeResult> {
  // Over loopback, so the server sees an address; the report budgets as deployed (test mode raises the per-address
  // ones).
  const server = await startListening({
    config: { reportBudget: readServerConfig({ NODE_ENV: 'production' }).reportBudget },
  });
  try {
    let sent = 0;
    const send = async (path: string, body: unknown, query: Json = {}) => {
      const answer = await server.client.raw(`${V1}/${path}`, body, {
        token: null,
        query: query as Record<string, string>,
      });
      sent += JSON.stringify(body).length;
      return answer.baseResp?.status_code ?? -1;
    };
    const query = { device_platform: 'h5', device_id: 'flood', os: '3', app_id: '300' };
    const padded = () => ({
      event_uuid: randomUUID(),
      event_timestamp_ms: Date.now(),
      user_identifier: 'flood',
      event_data: JSON.stringify({ common_params: { event_name: 'flood' }, pad: 'x'.repeat(5000) }),
    });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(await send('event/report', { events: Array.from({ length: 100 }, padded) }, query));
    const report = () => ({ level: 'error', name: 'flood', message: 'x'.repeat(4000), occurred_at_ms: Date.now() });
    for (let i = 0; i < 4; i++)
      codes.push(await send('client/error_report', { reports: Array.from({ length: 50 }, report) }));
    const csp = async (page: string, origin?: string) => {
      const body = JSON.stringify({
        'csp-report': {
          'document-uri': page,
          'effective-directive': 'img-src',
          'blocked-uri': `https://flood.test/${'x'.repeat(800)}`,
        },
      });
      sent += body.length;
      const answer = await fetch(`${server.baseUrl}${V1}/client/csp_report`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report', ...(origin ? { origin } : {}) },
        body,
      });
      return answer.status === 204;
    };
    let foreignTaken = 0;
    let cspTaken = 0;
    for (let i = 0; i < 250; i++) if (await csp(`https://evil.test/page/${i}`, 'https://evil.test')) foreignTaken++;
    for (let i = 0; i < 250; i++) if (await csp(`http://127.0.0.1/share/chat?chat_id=${i}`)) cspTaken++;
    const events = await server.control.events({ event_name: 'flood' });
    const reports = await server.control.errorReports();
    const stored =
      events.reduce((sum, e) => sum + JSON.stringify(e.event_data).length, 0) +
      reports.reduce((sum, r) => sum + JSON.stringify(r).length, 0);
    const refusals = await server.control.reportRefusals();
    const refused = Object.values(refusals).reduce((sum, r) => sum + r.calls, 0);
    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    return {
      probe: '1,200 events, 200 error reports, 500 CSP reports (half from a foreign origin) from one address, no token',
      got: `${mib(stored)} of ${mib(sent)} MiB stored: ${events.length} events, ${reports.length - cspTaken} error reports, ${cspTaken} CSP (${foreignTaken} foreign); ${codes.filter((c) => c === 42900).length} calls answered 42900, ${refused} refusals counted`,
      open: stored > 1.5 * 1024 * 1024 || events.length > 600 || foreignTaken > 0 || cspTaken > 60 || refused === 0,
    };
  } finally {
    await server.close();
  }
}

/**
 * A deployed API as server/README.md describes it: NODE_ENV=production, its secrets set, every other variable at its
 * default.
 */
const DEPLOYED_ENV = {
  TALKIE_API_TEST_MODE: '',
  NODE_ENV: 'production',
  TALKIE_SIGNING_SALT:
    clientConfig.signingSalt === 'talkie-local-dev-salt' ? 'probe-production-salt' : clientConfig.signingSalt,
  TALKIE_STORE_SANDBOX_KEY: randomUUID() + randomUUID(),
  TALKIE_SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
};

async function withDeployed<T>(run: (api: TestApi) => Promise<T>): Promise<T> {
  const deployed = startInProcess({ env: DEPLOYED_ENV });
  // The probes' client signs with the deployed salt.
  const client = deployed.newClient({ salt: DEPLOYED_ENV.TALKIE_SIGNING_SALT });
  try {
    return await run({ ...deployed, client });
  } finally {
    await deployed.close();
  }
}

async function oneClickLogin(): Promise<ProbeResult> {
  return withDeployed(async ({ client }) => {
    const attempt = await login(client, { login_type: 1, credential: 'any string at all' });
    return {
      probe: 'one-click login with an arbitrary credential, deployed defaults',
      got: `login → ${attempt.code}`,
      open: attempt.code === 0,
    };
  });
}

async function productionDefaults(): Promise<ProbeResult> {
  // NODE_ENV=production and nothing else set: the development salt, store key and SMS stand-in.
  try {
    const started = startInProcess({ env: { TALKIE_API_TEST_MODE: '', NODE_ENV: 'production' } });
    await started.close();
    return { probe: 'production start with every development default', got: 'started', open: true };
  } catch (error) {
    const named = [...String(error).matchAll(/TALKIE_[A-Z_]+/g)].map((m) => m[0]);
    return {
      probe: 'production start with every development default',
      got: `refused, naming ${[...new Set(named)].join(', ')}`,
      open: false,
    };
  }
}

async function fixedSmsCode(): Promise<ProbeResult> {
  return withDeployed(async ({ client }) => {
    const accounts = [SeedIds.credentials.viewer, SeedIds.credentials.proMember, SeedIds.credentials.creator];
    let taken = 0;
    for (const phone of accounts)
      if ((await login(client, { login_type: 2, credential: phone, verify_code: '123456' })).code === 0) taken++;
    return {
      probe: 'SMS login with 123456 as the viewer, a Pro member and a creator, deployed',
      got: `${taken} of ${accounts.length} accounts taken`,
      open: taken > 0,
    };
  });
}

async function sandboxReceipt(): Promise<ProbeResult> {
  return withDeployed(async ({ client }) => {
    const buyer = await login(client, { login_type: 5 });
    const order = await call(
      client,
      'membership/create_order',
      { product_id: SeedIds.products.proYearly },
      buyer.token,
    );
    const orderData = (order.data.order ?? {}) as Json;
    const payload = Buffer.from(
      JSON.stringify({
        transaction_id: randomUUID(),
        product_id: orderData.store_product_id ?? 'talkie.pro.yearly',
        app_account_token: orderData.order_id,
        purchased_at_ms: Date.now(),
      }),
    ).toString('base64url');
    // Signed with the sandbox key written in the repository.
    const signature = createHmac('sha256', DEFAULT_STORE_SANDBOX_KEY).update(payload).digest('base64url');
    const verified = await call(
      client,
      'membership/verify_receipt',
      { order_id: orderData.order_id, receipt: `${payload}.${signature}` },
      buyer.token,
    );
    const status = await call(client, 'membership/get_status', {}, buyer.token);
    return {
      probe: 'a receipt signed with the repository’s sandbox key, deployed',
      got: `verify_receipt → ${verified.code}; tier afterwards: ${String(status.data.tier ?? 'unknown')}`,
      open: status.data.tier !== 'none' && status.data.tier !== undefined,
    };
  });
}

async function steeredSpins({ client }: TestApi): Promise<ProbeResult> {
  const player = await login(client, {
    login_type: 1,
    credential: `+1201${2_000_000 + Math.floor(Math.random() * 8_000_000)}`,
  });
  // Keys whose HMAC under the old repository seed fall on the 500 gems (1.4 % of the wheel).
  const oldDraw = (key: string): number => {
    const digest = createHmac('sha256', 'talkie-local-spin-seed').update(`${player.userId}\n${key}`).digest();
    return ((digest.readUInt32BE(0) >>> 11) * 2 ** 32 + digest.readUInt32BE(4)) / 2 ** 53;
  };
  const total = 700;
  const keys: string[] = [];
  for (let i = 0; keys.length < 3; i++)
    if (oldDraw(`k${i}`) * total >= 640 && oldDraw(`k${i}`) * total < 650) keys.push(`k${i}`);
  let top = 0;
  for (const key of keys) {
    const spin = await call(client, 'spin/spin', { event_id: 'spin_summer', idempotency_key: key }, player.token);
    if (((spin.data.result as Json | undefined)?.prize as Json | undefined)?.prize_id === 'prize_gems_500') top++;
  }
  return {
    probe: '3 spins with keys searched offline for the top prize',
    got: `${top} of 3 won the top prize`,
    open: top === 3,
  };
}

async function throwawayAccounts(): Promise<ProbeResult> {
  // Over loopback, so the server sees an address; limits as deployed (test mode turns them off).
  const server = await startListening({
    env: { TALKIE_API_NEW_ACCOUNTS_PER_IP_PER_HOUR: '30', TALKIE_API_NEW_ACCOUNTS_PER_DEVICE_PER_HOUR: '5' },
  });
  try {
    const logins = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.client.raw(
          `${V1}/account/login`,
          { login_type: 5, device_info: { uuid: randomUUID(), os: 3 } },
          { token: null, headers: { 'user-agent': `probe-${i % 10}` } },
        ),
      ),
    );
    const made = logins.filter((a) => a.baseResp?.status_code === 0);
    // Each one tries the shipping form of a physical prize.
    let shipped = 0;
    for (const answer of made.slice(0, 10)) {
      const { user_id, auth_token } = answer.json as { user_id: string; auth_token: string };
      const record = await fetch(`${server.baseUrl}/__control/campaign/prize_record`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_id, deadline_in_ms: 3_600_000 }),
      });
      const { record_id } = (await record.json()) as { record_id: string };
      const contact = {
        recipient_name: 'Probe',
        phone: '+1 555 0100',
        email: 'p@example.com',
        discord: '',
        mailing_address: '1 Main Street, Springfield',
      };
      if (
        (
          await call(
            server.client,
            'prize/submit_contact',
            { record_id, idempotency_key: randomUUID(), contact },
            auth_token,
          )
        ).code === 0
      )
        shipped++;
    }
    return {
      probe: '50 anonymous accounts at once from one address, each sending a prize’s shipping form',
      got: `${made.length} of 50 accounts made; ${shipped} of ${Math.min(10, made.length)} shipping forms taken`,
      open: made.length > 30 || shipped > 0,
    };
  } finally {
    await server.close();
  }
}

/** A deployed API whose SMS gateway is a local listener: what reaches it is what the company would pay for. */
async function withGateway<T>(run: (api: TestApi, texts: Json[]) => Promise<T>): Promise<T> {
  const texts: Json[] = [];
  const gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      texts.push(JSON.parse(body) as Json);
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  const deployed = startInProcess({ env: { ...DEPLOYED_ENV, TALKIE_SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` } });
  try {
    return await run({ ...deployed, client: deployed.newClient({ salt: DEPLOYED_ENV.TALKIE_SIGNING_SALT }) }, texts);
  } finally {
    await deployed.close();
    await new Promise((resolve) => gateway.close(resolve));
  }
}

async function premiumRateNumbers(): Promise<ProbeResult> {
  return withGateway(async ({ client }, texts) => {
    // International premium rate, satellite, international networks, North American premium rate.
    const numbers = [
      '+979 1 2345 6789',
      '+881 6 1234 5678',
      '+882 16 1234 5678',
      '+883 510 012 345',
      '+1 900 555 0199',
      '+1 976 555 0123',
      '001 900 555 0198',
      '+44 909 879 0000',
      '+34 901 123 456',
      '+800 1234 5678',
    ];
    const answers: number[] = [];
    for (const phone of numbers) answers.push((await call(client, 'account/send_verify_code', { phone })).code);
    return {
      probe: 'codes to 10 premium-rate, shared-cost and international-network numbers, deployed',
      got: `${texts.length} of ${numbers.length} texts reached the SMS gateway; answers ${[...new Set(answers)].join(', ')}`,
      open: texts.length > 0,
    };
  });
}

async function oneHandsetManySpellings(): Promise<ProbeResult> {
  return withGateway(async ({ client }, texts) => {
    // One New York phone: international, from China or Europe (00), from North America (011).
    const spellings = ['+1 212 555 0123', '0012125550123', '01112125550123'];
    const accounts = new Set<string>();
    for (const phone of spellings) {
      const sent = await call(client, 'account/send_verify_code', { phone });
      if (sent.code !== 0) continue;
      // The code as the handset shows it, entered with the spelling it was asked for.
      const code = String(texts.at(-1)?.code ?? '');
      const account = await login(client, { login_type: 2, credential: phone, verify_code: code });
      if (account.userId) accounts.add(account.userId);
    }
    return {
      probe: 'one phone spelled +1…, 001… and 011 1… within a minute, deployed',
      got: `${texts.length} of ${spellings.length} codes reached the handset; ${accounts.size} account(s) logged in`,
      open: texts.length > 1 || accounts.size > 1,
    };
  });
}

const key = (): string => randomUUID().replace(/-/g, '');
const feedback = (description: string, extra: Json = {}): Json => ({
  kind: 'feedback',
  idempotency_key: key(),
  topic: 'other',
  description,
  ...extra,
});

async function moderationTricks({ client }: TestApi): Promise<ProbeResult> {
  const anon = await login(client, { login_type: 5 });
  const tricks = [
    'buy fol\u200blowers',
    'buy fol\u200dlowers',
    'buy fol\u00adlowers',
    'ｂｕｙ ｆｏｌｌｏｗｅｒｓ',
    'buy\u00a0followers',
    'buy  followers',
    'buy\nfollowers',
    '\ufeffbuy followers',
  ];
  let accepted = 0;
  for (const text of tricks) {
    if ((await call(client, 'ticket/submit', feedback(`Please ${text} now`), anon.token)).code === 0) accepted++;
  }
  return {
    probe: '8 moderation tricks (zero-width, soft hyphen, full-width, odd spaces) in tickets',
    got: `${accepted} of ${tricks.length} accepted`,
    open: accepted > 0,
  };
}

async function uncheckedFields({ client }: TestApi): Promise<ProbeResult> {
  const anon = await login(client, { login_type: 5 });
  const longTopic = await call(
    client,
    'ticket/submit',
    {
      kind: 'appeal',
      idempotency_key: key(),
      classification: 'character',
      reason: 'r',
      description: 'd',
      topic: 'x'.repeat(100_014),
    },
    anon.token,
  );
  const badClass = await call(
    client,
    'ticket/submit',
    {
      kind: 'report',
      idempotency_key: key(),
      link: 'https://talkie-ai.com/share/chat?chat_id=1',
      description: 'd',
      classification: 'x',
    },
    anon.token,
  );
  return {
    probe: 'a 100,014-character topic and a report classification outside its list',
    got: `topic → ${longTopic.code}, classification → ${badClass.code}`,
    open: longTopic.code === 0 || badClass.code === 0,
  };
}

async function foreignImages({ client }: TestApi): Promise<ProbeResult> {
  const anon = await login(client, { login_type: 5 });
  const urls = [
    'http://169.254.169.254/latest/meta-data/',
    'https://tracker.example/p.gif',
    'http://localhost/__control/tickets',
  ];
  let stored = 0;
  for (const url of urls)
    if ((await call(client, 'ticket/submit', feedback(`images ${url}`, { images: [url] }), anon.token)).code === 0)
      stored++;
  return {
    probe: 'ticket images naming metadata, tracking and control URLs',
    got: `${stored} of ${urls.length} stored`,
    open: stored > 0,
  };
}

async function ticketFlood({ client }: TestApi): Promise<ProbeResult> {
  const anon = await login(client, { login_type: 5 });
  const same = await Promise.all(
    Array.from({ length: 50 }, () => call(client, 'ticket/submit', feedback('The same complaint, again'), anon.token)),
  );
  let distinct = 0;
  for (let i = 0; i < 25; i++)
    if ((await call(client, 'ticket/submit', feedback(`Complaint number ${i}`), anon.token)).code === 0) distinct++;
  // A 1x1 PNG, 25 times: uploads that no ticket names.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  let uploads = 0;
  for (let i = 0; i < 35; i++) {
    if ((await call(client, 'upload/image', { data_base64: png.toString('base64') }, anon.token)).code === 0) uploads++;
  }
  const made = same.filter((a) => a.code === 0).map((a) => String(a.data.ticket_id));
  return {
    probe: '50 identical tickets with new keys, 25 different ones, 35 uploads, one anonymous account',
    got: `${new Set(made).size} identical made, ${distinct} of 25 different made, ${uploads} of 35 uploads stored`,
    open: new Set(made).size > 1 || distinct > 20 || uploads > 30,
  };
}

const MIB = 1024 * 1024;

/** A body of `bytes` made as it is read, one 64 KiB piece at a time: the sender holds none of it. */
function streamedBody(bytes: number): ReadableStream<Uint8Array> {
  const piece = new Uint8Array(64 * 1024).fill(0x78);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += piece.byteLength;
      controller.enqueue(piece);
    },
  });
}

async function chunkedCspReports(): Promise<ProbeResult> {
  // Over loopback: Node's HTTP server and the adapter in front of the app are part of what is probed.
  const server = await startListening();
  const parallel = 4;
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const statuses = await Promise.all(
      Array.from({ length: parallel }, async () => {
        // No Content-Length: the body is sent chunked, as an attacker's would be.
        const answer = await fetch(`${server.baseUrl}/weaver/api/v1/client/csp_report`, {
          method: 'POST',
          headers: { 'content-type': 'application/csp-report' },
          body: streamedBody(48 * MIB),
          duplex: 'half',
        } as RequestInit).catch(() => null);
        await answer?.body?.cancel();
        return answer?.status ?? 0;
      }),
    );
    peak = Math.max(peak, process.memoryUsage().rss);
    const grown = (peak - baseline) / MIB;
    return {
      probe: `${parallel} unsigned 48 MiB chunked CSP reports at once, over HTTP`,
      got: `answers ${statuses.join(', ')}; memory of the process grew ${grown.toFixed(0)} MiB at most`,
      open: statuses.some((status) => status !== 413) || grown > 48,
    };
  } finally {
    clearInterval(sampler);
    await server.close();
  }
}

/** `[[[...0...]]]`, `levels` deep. */
const nestedJson = (levels: number): string => '['.repeat(levels) + '0' + ']'.repeat(levels);

async function deepJson({ client, api }: TestApi): Promise<ProbeResult> {
  const deepReport = `{"reports":[{"level":"error","name":"deep","message":"m","occurred_at_ms":${Date.now()},"extra":{"n":${nestedJson(20_000)}}}]}`;
  const signed = await client.raw(`${V1}/client/error_report`, undefined, { rawBody: deepReport, token: null });
  const csp = await api.fetch(
    new Request(`http://localhost${V1}/client/csp_report`, {
      method: 'POST',
      body: `{"csp-report":${nestedJson(20_000)}}`,
    }),
  );
  const cspCode = ((await csp.json().catch(() => ({}))) as { base_resp?: { status_code?: number } }).base_resp
    ?.status_code;
  return {
    probe: '20,000-deep JSON in an error report (signed, no token) and a CSP report',
    got: `error report → HTTP ${signed.httpStatus} ${signed.baseResp?.status_code}, CSP report → HTTP ${csp.status} ${cspCode}`,
    open: signed.httpStatus !== 400 || csp.status !== 400,
  };
}

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const phoneNumber = (): string => `+1201555${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
const cloneBody = (imageUrls: string[]): Json => ({
  request_id: key(),
  name: 'Probe',
  persona: 'Kind.',
  greeting: 'Hi!',
  image_urls: imageUrls,
});

async function foreignClonePictures({ client }: TestApi): Promise<ProbeResult> {
  const owner = await login(client, { login_type: 1, credential: phoneNumber() });
  const other = await login(client, { login_type: 1, credential: phoneNumber() });
  const theirs = String((await call(client, 'creator/upload_image', { data_base64: PNG_1X1 }, owner.token)).data.url);
  const attempts = [
    ['http://169.254.169.254/latest/meta-data/'],
    ['https://tracker.example/p.gif', 'javascript:alert(document.cookie)'],
    [theirs],
  ];
  let made = 0;
  for (const urls of attempts)
    if ((await call(client, 'creator/create_clone', cloneBody(urls), other.token)).code === 0) made++;
  return {
    probe: 'clone pictures naming foreign URLs',
    got: `${made} of ${attempts.length} clones made (metadata, tracking pixel + javascript:, another account’s upload)`,
    open: made > 0,
  };
}

async function creatorUploadFlood({ client, control, api }: TestApi): Promise<ProbeResult> {
  const account = await login(client, { login_type: 1, credential: phoneNumber() });
  const urls: string[] = [];
  for (let i = 0; i < 35; i++) {
    const answer = await call(client, 'creator/upload_image', { data_base64: PNG_1X1 }, account.token);
    if (answer.code === 0) urls.push(String(answer.data.url));
  }
  const first = urls[0] ?? '';
  const cache = (await api.fetch(new Request(first))).headers.get('cache-control') ?? '';
  await control.setClockOffset(25 * 60 * 60 * 1000);
  const dayLater = (await api.fetch(new Request(first))).status;
  return {
    probe: 'creator upload flood',
    got: `${urls.length} of 35 stored; an unattached one cached “${cache}”, a day later answers ${dayLater}`,
    open: urls.length > 20 || cache.includes('immutable') || dayLater === 200,
  };
}

async function supportMessageFlood({ client }: TestApi): Promise<ProbeResult> {
  const anon = await login(client, { login_type: 5 });
  const ticketId = (await call(client, 'ticket/submit', feedback('Where is my refund?'), anon.token)).data.ticket_id;
  const content = 'x'.repeat(1000);
  const answers = await Promise.all(
    Array.from({ length: 120 }, () => call(client, 'ticket/reply', { ticket_id: ticketId, content }, anon.token)),
  );
  const taken = answers.filter((a) => a.code === 0).length;
  return {
    probe: 'support message flood',
    got: `${taken} of 120 messages of 1,000 characters taken on one ticket`,
    open: taken > 10,
  };
}

async function main(): Promise<void> {
  const probes = [
    freeMembership,
    invitationFarming,
    mutualBinding,
    refreshRace,
    wechatSignature,
    eventTimestamps,
    reportsInAnothersName,
    steeredSpins,
    moderationTricks,
    uncheckedFields,
    foreignImages,
    ticketFlood,
    deepJson,
    foreignClonePictures,
    creatorUploadFlood,
    supportMessageFlood,
  ];
  const results: ProbeResult[] = [];
  for (const probe of probes) {
    const server = startInProcess({ config: { riskLimitPerMinute: 0 } });
    try {
      results.push(await probe(server));
    } catch (error) {
      results.push({ probe: probe.name, got: `probe failed: ${String(error)}`, open: true });
    } finally {
      await server.close();
    }
  }
  for (const probe of [
    oneClickLogin,
    productionDefaults,
    fixedSmsCode,
    sandboxReceipt,
    throwawayAccounts,
    chunkedCspReports,
    reportFloods,
    premiumRateNumbers,
    oneHandsetManySpellings,
    draftAfterSignOut,
    internalAddressInPublicHtml,
  ]) {
    try {
      results.push(await probe());
    } catch (error) {
      results.push({ probe: probe.name, got: `probe failed: ${String(error)}`, open: true });
    }
  }
  const width = Math.max(...results.map((r) => r.probe.length));
  for (const r of results) console.log(`${r.open ? 'OPEN ' : 'held '} ${r.probe.padEnd(width)}  ${r.got}`);
  const open = results.filter((r) => r.open).length;
  console.log(`\n${results.length - open} held, ${open} open`);
  process.exitCode = open > 0 ? 1 : 0;
}

await main();
