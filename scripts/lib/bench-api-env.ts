import { randomUUID } from 'node:crypto';
import { login } from '../../src/api/contract/account';
import { signRequest } from '../../src/api/contract/signing';
import { config } from '../../src/platform/config';

/**
 * The local API as the benchmarks run it: on a loopback port, a file database in `dataDir`, production
 * mode, and no rate limits (a benchmark's thousands of requests from one address are not an attack).
 */
export function benchApiEnv(port: number, dataDir: string): Record<string, string> {
  return {
    TALKIE_API_PORT: String(port),
    TALKIE_API_HOST: '127.0.0.1',
    TALKIE_API_DATA_DIR: dataDir,
    TALKIE_API_TEST_MODE: '0',
    TALKIE_API_RISK_LIMIT_PER_MINUTE: '0',
    TALKIE_API_NEW_ACCOUNTS_PER_IP_PER_HOUR: '0',
    TALKIE_API_NEW_ACCOUNTS_PER_DEVICE_PER_HOUR: '0',
  };
}

/**
 * A new anonymous visitor's auth token from the API at `apiBase` (account/login, login_type 5, signed as
 * the app signs it): the cookie a benchmark sends to have a personal page rendered with a session.
 */
export async function anonymousAuthToken(apiBase: string): Promise<string> {
  const body = JSON.stringify({ login_type: 5, device_info: { uuid: randomUUID(), os: 3 } });
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'x-timestamp': String(timestamp),
    'x-sign': signRequest({}, body, timestamp, config.signingSalt),
  };
  const answer = (await (await fetch(new URL(login.path, apiBase), { method: 'POST', headers, body })).json()) as {
    auth_token?: string;
    base_resp?: { status_code: number };
  };
  if (!answer.auth_token) throw new Error(`anonymous login refused: ${JSON.stringify(answer.base_resp)}`);
  return answer.auth_token;
}
