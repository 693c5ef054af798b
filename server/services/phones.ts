/**
 * The one door a phone number comes in by: account/send_verify_code and the phone logins (types 1, 2
 * and 4) read it here, so codes, limits and accounts all key on its E.164 number, and a number that
 * costs money or is not valid is refused before anything is counted or sent.
 */
import { PhoneStatusCode } from '../../src/api/contract/phone-codes';
import { checkPhone, type PhoneRules } from '../../src/api/contract/phone-number';

export type PhoneRefusal = { ok: false; code: number; message: string };

export function readPhone(raw: string, rules: PhoneRules): { ok: true; phone: string } | PhoneRefusal {
  const checked = checkPhone(raw, rules);
  if (checked.ok) return { ok: true, phone: checked.e164 };
  if (checked.refusal === 'invalid')
    return {
      ok: false,
      code: PhoneStatusCode.PhoneInvalid,
      message: 'not a valid phone number; include its country code',
    };
  return {
    ok: false,
    code: PhoneStatusCode.PhoneCannotReceiveCodes,
    message: 'this number cannot receive verification codes; use a mobile number',
  };
}
