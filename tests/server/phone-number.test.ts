/**
 * The contract's reading of phone numbers (src/api/contract/phone-number.ts), shared by the API and its
 * tests: one E.164 number per phone however it is written, and the kinds of numbers no code may go to.
 */
import { describe, expect, it } from 'vitest';
import { checkPhone, deniedPrefixOf, normalisePhone, regionOf, type PhoneRules } from '../../src/api/contract/phone-number';

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
    for (const typed of ['', '12', 'call me', '+1 555 0100', '+15550100123', '+10000000001', '+1 212 555 0123 4', '+１２１２５５５０１２３', '+12125550123 ext 12']) {
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
