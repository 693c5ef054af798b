/**
 * The contract's reading of phone numbers (src/api/contract/phone-number.ts), shared by the API and its
 * tests: one E.164 number per phone however it is written, and the kinds of numbers no code may go to.
 */
import { describe, expect, it, afterEach, beforeEach } from 'vitest';
import {
  checkPhone,
  deniedPrefixOf,
  normalisePhone,
  regionOf,
  type PhoneRules,
} from '../../src/api/contract/phone-number';
import { login } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
import { PhoneStatusCode } from '../../src/api/contract/phone-codes';
import { sendVerifyCode } from '../../src/api/contract/verify-code';
import { readServerConfig } from '../../server/config';
import { SeedIds } from '../../server/seed/ids';
import { startInProcess, type TestApi } from './support';

const rules: PhoneRules = { defaultRegion: 'US', deniedPrefixes: ['+979', '+881', '+882', '+883', '+1900', '+1976'] };
const noDenyList: PhoneRules = { ...rules, deniedPrefixes: [] };

describe('one phone, one E.164 number', () => {
  it.each([
    '+12125550123',
    '+1 212 555 0123',
    '+1 (212) 555-0123',
    '+1.212.555.0123',
    // 00: the international call prefix of most of the world (China, Europe…)
    '0012125550123',
    '001 212 555 0123',
    // 011: North America's international call prefix
    '01112125550123',
    '011 1 (212) 555-0123',
    // without a country code: the default region's (US)
    '(212) 555-0123',
    '1 212 555 0123',
  ])('reads %s as +12125550123', (typed) => {
    expect(normalisePhone(typed, 'US')).toBe('+12125550123');
    expect(checkPhone(typed, rules)).toEqual({ ok: true, e164: '+12125550123' });
  });

  it('reads a number without a country code in the configured region', () => {
    expect(normalisePhone('138 0013 8000', 'CN')).toBe('+8613800138000');
    expect(normalisePhone('0012125550123', 'CN')).toBe('+12125550123');
    expect(normalisePhone('090-1234-5678', 'JP')).toBe('+819012345678');
    // The UK's trunk 0 is dropped in E.164.
    expect(normalisePhone('+44 (0)7911 123456', 'US')).toBe('+447911123456');
  });

  it('has no E.164 number for what is not a valid phone number', () => {
    for (const typed of [
      '',
      '12',
      'call me',
      '+1 555 0100',
      '+15550100123',
      '+10000000001',
      '+1 212 555 0123 4',
      '+１２１２５５５０１２３',
      '+12125550123 ext 12',
    ]) {
      expect(normalisePhone(typed, 'US'), typed).toBeNull();
      expect(checkPhone(typed, rules), typed).toEqual({ ok: false, refusal: 'invalid' });
    }
  });
});

describe('numbers no code may go to', () => {
  it.each([
    ['+979 1 2345 6789', '+979123456789', 'denied prefix +979'],
    ['+881 6 1234 5678', '+881612345678', 'denied prefix +881'],
    ['+882 16 1234 5678', '+8821612345678', 'denied prefix +882'],
    ['+883 510 012 345', '+883510012345', 'denied prefix +883'],
    ['+1 900 555 0199', '+19005550199', 'denied prefix +1900'],
    ['+1 976 555 0123', '+19765550123', 'denied prefix +1976'],
    // Other spellings of the same numbers are the same numbers.
    ['001 900 555 0199', '+19005550199', 'denied prefix +1900'],
    ['011 881 6 1234 5678', '+881612345678', 'denied prefix +881'],
  ])('%s is on the deny-list', (typed, e164, reason) => {
    expect(checkPhone(typed, rules)).toEqual({ ok: false, refusal: 'cannotReceive', e164, reason });
  });

  it.each([
    ['+1 900 555 0199', 'PREMIUM_RATE'],
    ['+44 909 879 0000', 'PREMIUM_RATE'],
    ['+979 1 2345 6789', 'international network'],
    ['+881 6 1234 5678', 'international network'],
    ['+882 16 1234 5678', 'international network'],
    ['+883 510 012 345', 'international network'],
    ['+800 1234 5678', 'international network'],
    ['+34 901 123 456', 'SHARED_COST'],
    ['+33 8 10 12 34 56', 'SHARED_COST'],
    ['+44 300 123 4567', 'UAN'],
    ['+81 570 123 456', 'UAN'],
    ['+1 800 555 0123', 'TOLL_FREE'],
    ['+44 70 1234 5678', 'PERSONAL_NUMBER'],
    ['+44 20 7946 0018', 'FIXED_LINE'],
  ])('%s is refused by its kind even without the deny-list (%s)', (typed, reason) => {
    expect(checkPhone(typed, noDenyList)).toMatchObject({ ok: false, refusal: 'cannotReceive', reason });
  });

  it('accepts mobiles, and numbers whose plan does not tell mobiles from fixed lines', () => {
    for (const [typed, e164] of [
      ['+86 138 0013 8000', '+8613800138000'],
      ['+81 90 1234 5678', '+819012345678'],
      ['+34 612 345 678', '+34612345678'],
      ['+55 11 91234 5678', '+5511912345678'],
      ['+44 7911 123456', '+447911123456'],
      ['+1 201 555 0101', '+12015550101'],
    ] as const) {
      expect(checkPhone(typed, rules)).toEqual({ ok: true, e164 });
    }
  });
});

describe('settings', () => {
  it('reads regions and deny-list entries', () => {
    expect(regionOf(' gb ')).toBe('GB');
    expect(regionOf('XX')).toBeNull();
    expect(deniedPrefixOf('+1-900')).toBe('+1900');
    expect(deniedPrefixOf(' +881 ')).toBe('+881');
    expect(deniedPrefixOf('900')).toBeNull();
    expect(deniedPrefixOf('+')).toBeNull();
  });
});

/**
 * Phone numbers a hostile user tries on account/send_verify_code and account/login: premium-rate and
 * international-network numbers (each code a charge on the company's SMS bill), numbers that are no
 * number at all, and one phone written several ways (+1…, 001…, 011 1…) to multiply the per-phone
 * pause and hourly limit and to make one handset several "new friends" for invitation rewards.
 */
describe('phone abuse', () => {
  const device = () => ({ uuid: crypto.randomUUID(), os: 3 as const });
  /** Premium rate, satellite and international networks: the numbers the deployed API sent codes to. */
  const COSTLY = [
    '+979 1 2345 6789',
    '+881 6 1234 5678',
    '+882 16 1234 5678',
    '+883 510 012 345',
    '+1 900 555 0199',
    '+1 976 555 0123',
  ];
  /**
   * One New York phone, four ways: international, from China or Europe (00), from North America (011), and as dialled
   * at home.
   */
  const SPELLINGS = ['+1 212 555 0123', '001 212 555 0123', '011 1 212 555 0123', '(212) 555-0123'];

  const usersIn = (t: TestApi): number =>
    (t.api.deps.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  const outbox = (t: TestApi) => t.api.deps.smsOutbox?.list() ?? [];

  describe('numbers that cost money or are no one’s phone', () => {
    let t: TestApi;
    beforeEach(() => {
      // No fixed code and no pause: only the refusal stands between the caller and a text.
      t = startInProcess({ env: { TALKIE_API_SMS_CODE: '', TALKIE_API_SMS_RESEND_S: '0' } });
    });
    afterEach(() => t.close());

    it.each(COSTLY)('refuses a code to %s with 40306, and no text is sent', async (phone) => {
      expect(await t.client.statusOf(sendVerifyCode, { phone })).toBe(40306);
      expect(outbox(t)).toEqual([]);
    });

    it('counts no refused number against the address: after 30 refusals a real phone still gets its code', async () => {
      for (let i = 0; i < 30; i += 1)
        expect(await t.client.statusOf(sendVerifyCode, { phone: COSTLY[i % COSTLY.length]! })).toBe(40306);
      expect(await t.client.call(sendVerifyCode, { phone: '+1 415 555 0134' })).toEqual({
        resend_after_s: 0,
        expires_in_s: 300,
      });
      expect(outbox(t).map((m) => m.phone)).toEqual(['+14155550134']);
    });

    it('logs no one in with such a number (one-click, code, invitation code) and makes no account', async () => {
      const before = usersIn(t);
      for (const phone of ['+1 900 555 0199', '+881 6 1234 5678']) {
        expect(await t.client.statusOf(login, { login_type: 1, device_info: device(), credential: phone })).toBe(40306);
        expect(
          await t.client.statusOf(login, {
            login_type: 2,
            device_info: device(),
            credential: phone,
            verify_code: '123456',
          }),
        ).toBe(40306);
        expect(
          await t.client.statusOf(login, {
            login_type: 4,
            device_info: device(),
            credential: SeedIds.inviteCodes.viewer,
            phone,
            verify_code: '123456',
          }),
        ).toBe(40306);
      }
      expect(usersIn(t)).toBe(before);
    });

    it('refuses what is not a valid phone number with 40307', async () => {
      for (const phone of ['+1 555 0100 123', '+1 000 000 0001', '001 555 0100 123']) {
        expect(await t.client.statusOf(sendVerifyCode, { phone })).toBe(40307);
        expect(await t.client.statusOf(login, { login_type: 1, device_info: device(), credential: phone })).toBe(40307);
      }
      expect(outbox(t)).toEqual([]);
    });

    it('keeps the status codes the page reads', () => {
      expect([PhoneStatusCode.PhoneCannotReceiveCodes, PhoneStatusCode.PhoneInvalid]).toEqual([40306, 40307]);
    });
  });

  describe('the deny-list setting', () => {
    it('refuses prefixes the operator adds, and the library still refuses premium rate the list leaves out', async () => {
      const t = startInProcess({
        env: { TALKIE_API_SMS_CODE: '', TALKIE_API_SMS_DENIED_PREFIXES: '+44 7700, +1-415' },
      });
      try {
        expect(await t.client.statusOf(sendVerifyCode, { phone: '+44 7700 900123' })).toBe(40306);
        expect(await t.client.statusOf(sendVerifyCode, { phone: '+1 415 555 0134' })).toBe(40306);
        expect(await t.client.statusOf(sendVerifyCode, { phone: '+1 900 555 0199' })).toBe(40306);
        expect(await t.client.statusOf(sendVerifyCode, { phone: '+44 7911 123456' })).toBe(StatusCode.Success);
        expect(outbox(t).map((m) => m.phone)).toEqual(['+447911123456']);
      } finally {
        t.close();
      }
    });

    it('has the six defaults, and names an entry that is not a prefix', () => {
      expect(readServerConfig({}).phones.deniedPrefixes).toEqual(['+979', '+881', '+882', '+883', '+1900', '+1976']);
      expect(() => readServerConfig({ TALKIE_API_SMS_DENIED_PREFIXES: '+979, 900' })).toThrow(
        /TALKIE_API_SMS_DENIED_PREFIXES.*"900"/,
      );
      expect(() => readServerConfig({ TALKIE_API_PHONE_DEFAULT_REGION: 'XX' })).toThrow(
        /TALKIE_API_PHONE_DEFAULT_REGION/,
      );
    });
  });

  describe('one phone, many spellings', () => {
    let t: TestApi;
    afterEach(() => t.close());

    it('shares one pause: one code reaches the handset in the minute, whatever the spelling', async () => {
      t = startInProcess({ env: { TALKIE_API_SMS_CODE: '' } });
      const statuses: number[] = [];
      for (const phone of SPELLINGS) statuses.push(await t.client.statusOf(sendVerifyCode, { phone }));
      expect(statuses).toEqual([
        StatusCode.Success,
        StatusCode.VerifyCodeTooSoon,
        StatusCode.VerifyCodeTooSoon,
        StatusCode.VerifyCodeTooSoon,
      ]);
      expect(outbox(t).map((m) => m.phone)).toEqual(['+12125550123']);
    });

    it('shares one hourly limit: 5 codes an hour to the phone, whatever the spelling', async () => {
      t = startInProcess({ env: { TALKIE_API_SMS_CODE: '', TALKIE_API_SMS_RESEND_S: '0' } });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push(await t.client.statusOf(sendVerifyCode, { phone: SPELLINGS[i % SPELLINGS.length]! }));
      expect(statuses).toEqual([0, 0, 0, 0, 0, StatusCode.RiskControl, StatusCode.RiskControl, StatusCode.RiskControl]);
      expect(outbox(t)).toHaveLength(5);
    });

    it('logs every spelling in to one account, which is one new friend for one invitation reward', async () => {
      t = startInProcess({ env: { TALKIE_API_SMS_CODE: '', TALKIE_API_SMS_RESEND_S: '0' } });
      const { db } = t.api.deps;
      const inviterRewards = () =>
        (
          db
            .prepare(`SELECT COUNT(*) AS n FROM invite_rewards WHERE user_id = ? AND kind = 'invite'`)
            .get(SeedIds.users.viewer) as { n: number }
        ).n;
      const rewardsBefore = inviterRewards();
      const logins: { user_id: string; is_new_user: boolean }[] = [];
      for (const phone of SPELLINGS) {
        await t.client.call(sendVerifyCode, { phone });
        // The code goes to the phone's one number; the login spells it another way.
        const code = await t.control.lastCodeTo('+12125550123');
        const other = SPELLINGS[(SPELLINGS.indexOf(phone) + 1) % SPELLINGS.length]!;
        logins.push(
          await t.client.call(login, {
            login_type: 4,
            device_info: device(),
            credential: SeedIds.inviteCodes.viewer,
            phone: other,
            verify_code: code,
          }),
        );
      }
      expect(new Set(logins.map((l) => l.user_id)).size).toBe(1);
      expect(logins.map((l) => l.is_new_user)).toEqual([true, false, false, false]);
      expect(inviterRewards() - rewardsBefore).toBe(1);

      await t.client.call(sendVerifyCode, { phone: SPELLINGS[1]! });
      const code = await t.control.lastCodeTo(SPELLINGS[3]!);
      expect(
        (
          await t.client.call(login, {
            login_type: 2,
            device_info: device(),
            credential: SPELLINGS[2]!,
            verify_code: code,
          })
        ).user_id,
      ).toBe(logins[0]!.user_id);
    });
  });
});
