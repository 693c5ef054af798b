/** Logs a client in as one of the seed accounts (or a fresh anonymous device). */
import { randomUUID } from 'node:crypto';
import { login } from '../../../src/api/contract/account';
import { SeedIds } from '../../../server/seed/ids';
import type { ApiClient } from '../../../server/testing/api-client';

export type SeedAccount = keyof typeof SeedIds.credentials;

export async function loginAs(client: ApiClient, who: SeedAccount | 'anonymous', deviceUuid: string = randomUUID()) {
  const data =
    who === 'anonymous'
      ? await client.call(login, { login_type: 5, device_info: { uuid: deviceUuid, os: 3 } })
      : await client.call(login, {
          login_type: 1,
          device_info: { uuid: deviceUuid, os: 3 },
          credential: SeedIds.credentials[who],
        });
  client.token = data.auth_token;
  return data;
}

/** Logs a client in as the account of a phone number (verification-code login): new on first use. */
export async function loginWithPhone(client: ApiClient, phone: string, deviceUuid: string = randomUUID()) {
  const data = await client.call(login, {
    login_type: 2,
    device_info: { uuid: deviceUuid, os: 3 },
    credential: phone,
    verify_code: '123456',
  });
  client.token = data.auth_token;
  return data;
}
