/**
 * Phone logins take a one-time code the server sent, not a fixed one: random, working once, for 5
 * minutes and 5 wrong entries, sent at most once a minute and 5 times an hour to a phone and 20 times
 * an hour from one address, with wrong entries limited per address too.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../src/api/contract/account';
import { sendVerifyCode } from '../../src/api/contract/verify-code';
import { StatusCode } from '../../src/api/contract/codes';
import { SeedIds } from '../../server/seed/ids';
import { SmsOutbox, webhookSender } from '../../server/services/sms-sender';
import { VerifyCodes } from '../../server/services/verify-codes';
import { startInProcess, startListening, type TestApi } from './support';

const MINUTE = 60_000;
const device = (uuid = crypto.randomUUID()) => ({ uuid, os: 3 as const });
const phoneLogin = (phone: string, code: string) => ({
  login_type: 2 as const,
  device_info: device(),
  credential: phone,
  verify_code: code,
});
const limits = {
  ttlSeconds: 300,
  resendSeconds: 60,
  perPhonePerHour: 5,
  perIpPerHour: 20,
  attemptsPerCode: 5,
  failuresPerIpPerHour: 20,
};

describe('phone login without a fixed code (as outside test mode)', () => {
  let t: TestApi;
  beforeEach(() => {
    // TALKIE_API_SMS_CODE empty: no fixed code, as on every server that is not in test mode.
    t = startInProcess({ env: { TALKIE_API_SMS_CODE: '' } });
  });
  afterEach(() => t.close());

  it('refuses 123456 for every seed account', async () => {
    for (const phone of [SeedIds.credentials.viewer, SeedIds.credentials.proMember, SeedIds.credentials.creator]) {
      expect(await t.client.statusOf(login, phoneLogin(phone, '123456'))).toBe(StatusCode.LoginFailed);
    }
  });

  it('logs in with the code sent to the phone, once', async () => {
    const phone = SeedIds.credentials.viewer;
    const sent = await t.client.call(sendVerifyCode, { phone });
    expect(sent).toEqual({ resend_after_s: 60, expires_in_s: 300 });
    const code = await t.control.lastCodeTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect((await t.client.call(login, phoneLogin(phone, code))).user_id).toBe(SeedIds.users.viewer);
    // Used up.
    expect(await t.client.statusOf(login, phoneLogin(phone, code))).toBe(StatusCode.LoginFailed);
  });

  it('sends a different code each time', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const phone = `+1201510${String(i).padStart(4, '0')}`;
      await t.client.call(sendVerifyCode, { phone });
      codes.add(await t.control.lastCodeTo(phone));
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it('reads a phone typed with spaces and dashes as the same phone', async () => {
    await t.client.call(sendVerifyCode, { phone: '+1 201-555-0101' });
    const code = await t.control.lastCodeTo('+12015550101');
    expect((await t.client.call(login, phoneLogin(' +1 (201) 555 0101 ', code))).is_anonymous).toBe(false);
  });

  it('stops working after 5 minutes', async () => {
    const phone = '+12015100200';
    await t.client.call(sendVerifyCode, { phone });
    const code = await t.control.lastCodeTo(phone);
    await t.control.setClockOffset(5 * MINUTE + 1000);
    const late = t.newClient({ now: () => Math.floor((Date.now() + 5 * MINUTE + 1000) / 1000) });
    expect(await late.statusOf(login, phoneLogin(phone, code))).toBe(StatusCode.VerifyCodeExpired);
  });

  it('works up to 4 wrong entries; after the 5th even the right code is refused until a new one is sent', async () => {
    const phone = '+12015100300';
    await t.client.call(sendVerifyCode, { phone });
    const code = await t.control.lastCodeTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      expect(await t.client.statusOf(login, phoneLogin(phone, wrong))).toBe(StatusCode.LoginFailed);
    expect((await t.client.call(login, phoneLogin(phone, code))).is_new_user).toBe(true);

    await t.control.setClockOffset(2 * MINUTE);
    const later = t.newClient({ now: () => Math.floor((Date.now() + 2 * MINUTE) / 1000) });
    await later.call(sendVerifyCode, { phone });
    const second = await t.control.lastCodeTo(phone);
    const wrong2 = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect(await later.statusOf(login, phoneLogin(phone, wrong2))).toBe(StatusCode.LoginFailed);
    expect(await later.statusOf(login, phoneLogin(phone, second))).toBe(StatusCode.VerifyCodeExpired);
  });

  it('asks to wait a minute between codes to one phone', async () => {
    const phone = '+12015100400';
    await t.client.call(sendVerifyCode, { phone });
    expect(await t.client.statusOf(sendVerifyCode, { phone })).toBe(StatusCode.VerifyCodeTooSoon);
    expect(await t.control.smsTo(phone)).toHaveLength(1);
  });

  it('keeps the minute’s pause after the code was used to log in', async () => {
    const phone = '+12015100450';
    await t.client.call(sendVerifyCode, { phone });
    await t.client.call(login, phoneLogin(phone, await t.control.lastCodeTo(phone)));
    expect(await t.client.statusOf(sendVerifyCode, { phone })).toBe(StatusCode.VerifyCodeTooSoon);
    expect(await t.control.smsTo(phone)).toHaveLength(1);
  });

  it('checks the code of an invitation-code login too', async () => {
    const body = {
      login_type: 4 as const,
      device_info: device(),
      credential: SeedIds.inviteCodes.viewer,
      phone: '+12015100500',
      verify_code: '123456',
    };
    expect(await t.client.statusOf(login, body)).toBe(StatusCode.LoginFailed);
    await t.client.call(sendVerifyCode, { phone: body.phone });
    const code = await t.control.lastCodeTo(body.phone);
    expect((await t.client.call(login, { ...body, verify_code: code })).is_new_user).toBe(true);
  });
});

describe('limits per phone and per address', () => {
  let t: TestApi & { baseUrl: string };
  beforeEach(async () => {
    t = await startListening({ env: { TALKIE_API_SMS_CODE: '', TALKIE_API_SMS_RESEND_S: '0' } });
  });
  afterEach(() => t.close());

  it('sends 5 codes an hour to one phone, then refuses with risk control', async () => {
    for (let i = 0; i < 5; i += 1)
      expect(await t.client.statusOf(sendVerifyCode, { phone: '+12015100600' })).toBe(StatusCode.Success);
    expect(await t.client.statusOf(sendVerifyCode, { phone: '+12015100600' })).toBe(StatusCode.RiskControl);
    expect(await t.control.smsTo('+12015100600')).toHaveLength(5);
  });

  it('sends 20 codes an hour from one address, whatever the phones', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push(await t.client.statusOf(sendVerifyCode, { phone: `+1201520${String(i).padStart(4, '0')}` }));
    expect(statuses.slice(0, 20).every((s) => s === StatusCode.Success)).toBe(true);
    expect(statuses[20]).toBe(StatusCode.RiskControl);
  });

  it('takes 20 wrong codes an hour from one address, then refuses even a right one', async () => {
    const phones = Array.from({ length: 5 }, (_, i) => `+1201530${String(i).padStart(4, '0')}`);
    for (const phone of phones) await t.client.call(sendVerifyCode, { phone });
    // 4 wrong entries per phone (under the 5 that end a code), 20 in all.
    for (const phone of phones) for (let i = 0; i < 4; i += 1) await t.client.statusOf(login, phoneLogin(phone, 'x'));
    const right = await t.control.lastCodeTo(phones[0]!);
    expect(await t.client.statusOf(login, phoneLogin(phones[0]!, right))).toBe(StatusCode.RiskControl);
  });
});

describe('the senders', () => {
  it('posts the code to the SMS gateway, and a failed post sends nothing', async () => {
    const posted: unknown[] = [];
    const ok = webhookSender('https://sms.example.test/send', (async (
      _url: string | URL | Request,
      init?: RequestInit,
    ) => {
      posted.push(JSON.parse(String(init?.body)));
      return new Response('', { status: 202 });
    }) as typeof fetch);
    const codes = new VerifyCodes(limits, ok);
    expect((await codes.issue('+12015100700', '10.0.0.1', 0)).ok).toBe(true);
    expect(posted).toEqual([{ phone: '+12015100700', code: expect.stringMatching(/^\d{6}$/), expires_at_ms: 300_000 }]);

    const failing = new VerifyCodes(
      limits,
      webhookSender('https://sms.example.test/send', (async () => new Response('', { status: 503 })) as typeof fetch),
    );
    expect(await failing.issue('+12015100700', null, 0)).toMatchObject({
      ok: false,
      code: StatusCode.VerifyCodeNotSent,
    });
    // Nothing was sent, so asking again at once is fine (no pause, nothing counted).
    expect(await failing.issue('+12015100700', null, 1)).toMatchObject({
      ok: false,
      code: StatusCode.VerifyCodeNotSent,
    });
  });

  it('keeps at most the last 1000 messages in the outbox', async () => {
    const outbox = new SmsOutbox();
    for (let i = 0; i < 1001; i += 1) await outbox.send({ phone: `p${i}`, code: '1', expiresAtMs: 0 });
    expect(outbox.list()).toHaveLength(1000);
    expect(outbox.list('p0')).toEqual([]);
  });
});
