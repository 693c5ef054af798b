/**
 * Shared by the membership and invitation end-to-end specs: fresh accounts on the local API server,
 * a stored session for the page, the simulated Talkie app, and recorded navigations.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import * as v from 'valibot';
import { login } from '../../src/api/contract/account';
import type { DataOf, Endpoint, RequestOf } from '../../src/api/contract/endpoint';
import { signRequest } from '../../src/api/contract/signing';
import { config } from '../../src/platform/config';
import {
  installSimulatedShell,
  type SimulatedShellCall,
  type SimulatedShellOptions,
} from '../../src/services/bridge/simulated-shell';
import { DEFAULT_STORE_SANDBOX_KEY } from '../../server/services/store-sandbox';
import { ControlClient } from '../../server/testing/control-client';
import { newDeviceContext } from './support/fixtures';
import { talkieUserAgent } from './support/user-agents';

/** A signed call from the test process, signed with the project's one rule (src/api/contract/signing.ts). */
export class SignedApi {
  token: string | null = null;
  constructor(private readonly baseUrl: string) {}

  async call<E extends Endpoint>(endpoint: E, body: RequestOf<E>): Promise<DataOf<E>> {
    const text = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    const sign = signRequest({}, text, timestamp, config.signingSalt);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-timestamp': String(timestamp),
      'x-sign': sign,
    };
    if (this.token) headers['x-token'] = this.token;
    const response = await fetch(new URL(endpoint.path, this.baseUrl), { method: 'POST', headers, body: text });
    const json = (await response.json()) as { base_resp?: { status_code: number; status_msg: string } };
    if (json.base_resp?.status_code !== 0)
      throw new Error(`${endpoint.path}: ${json.base_resp?.status_code} ${json.base_resp?.status_msg}`);
    const parsed = v.parse(endpoint.answer, json) as { base_resp: unknown } & DataOf<E>;
    const { base_resp: _ignored, ...data } = parsed;
    return data as DataOf<E>;
  }
}

export interface TestAccount {
  readonly userId: string;
  readonly authToken: string;
  readonly refreshToken: string;
  /** A client signed in as this account. */
  readonly api: SignedApi;
}

export function baseUrlOf(testInfo: TestInfo): string {
  const base = testInfo.project.use.baseURL;
  if (!base) throw new Error('the project has no baseURL');
  return base;
}

export const controlFor = (testInfo: TestInfo) => new ControlClient(baseUrlOf(testInfo));

/** A new real-name account (one-click login with a fresh phone number), optionally a member. */
export async function newAccount(testInfo: TestInfo, tier: 'none' | 'standard' | 'pro' = 'none'): Promise<TestAccount> {
  const api = new SignedApi(baseUrlOf(testInfo));
  const phone = `+1201${randomInt(2_000_000, 10_000_000)}`;
  const data = await api.call(login, { login_type: 1, device_info: { uuid: randomUUID(), os: 3 }, credential: phone });
  api.token = data.auth_token;
  if (tier !== 'none') await controlFor(testInfo).setMembership(data.user_id, tier, Date.now() + 30 * 24 * 3600 * 1000);
  return { userId: data.user_id, authToken: data.auth_token, refreshToken: data.refresh_token, api };
}

/** Records where the page would navigate (store, scheme, download page) instead of leaving. */
export async function recordNavigations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __talkieTestNavigate: (url: string) => void; __navigations: string[] };
    w.__navigations = [];
    w.__talkieTestNavigate = (url: string) => {
      w.__navigations.push(url);
    };
  });
}

export const navigations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations ?? []);

/**
 * A context on the project's device inside the simulated Talkie app (user agent and bridge). Its store
 * signs purchase receipts with the local server's default sandbox key (TALKIE_STORE_SANDBOX_KEY unset).
 */
export async function appContext(
  browser: Browser,
  testInfo: TestInfo,
  shell: SimulatedShellOptions = {},
  deviceUserAgent?: string,
): Promise<BrowserContext> {
  const version = shell.appVersion ?? '2.30.0';
  const context = await newDeviceContext(browser, testInfo.project.use, {
    userAgent: talkieUserAgent(deviceUserAgent ?? testInfo.project.use.userAgent ?? '', version),
  });
  // signingSalt: the app's picker uploads through the local API (src/services/bridge/simulated-shell.ts).
  const options: SimulatedShellOptions = {
    platform: 'android',
    storeKey: DEFAULT_STORE_SANDBOX_KEY,
    signingSalt: config.signingSalt,
    ...shell,
    appVersion: version,
  };
  await context.addInitScript(installSimulatedShell, options);
  return context;
}

export const browserContext = (browser: Browser, testInfo: TestInfo): Promise<BrowserContext> =>
  newDeviceContext(browser, testInfo.project.use);

/** Bridge calls the simulated app received, by method. */
export async function shellCalls(page: Page, method: string): Promise<SimulatedShellCall[]> {
  const calls = await page.evaluate(
    () => (window as unknown as { __talkieShellCalls?: SimulatedShellCall[] }).__talkieShellCalls ?? [],
  );
  return calls.filter((call) => call.method === method);
}

/** These specs run on one device profile: the flows do not depend on the device, and time is short. */
export const ONE_PROJECT = 'pixel-7';

/** A physical prize `account` has won (the control API), to be claimed within `deadlineInMs` (3 days unless said). */
export async function prizeRecordFor(
  testInfo: TestInfo,
  account: TestAccount,
  deadlineInMs = 3 * 24 * 3600 * 1000,
): Promise<string> {
  const response = await fetch(new URL('/__control/campaign/prize_record', baseUrlOf(testInfo)), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: account.userId, deadline_in_ms: deadlineInMs }),
  });
  return ((await response.json()) as { record_id: string }).record_id;
}
