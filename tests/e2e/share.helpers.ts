/**
 * Helpers of the share-page and open-app end-to-end tests.
 *
 * Each Playwright worker starts its OWN local Weaver API (server/main.ts in test mode, in-memory
 * database, signatures checked) and every test resets it; the page's `/weaver/*` requests are routed
 * there. Fault injection and the stored analytics events then belong to one test only, however many
 * tests (ours and other files') run in parallel against the preview server's shared API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/lib/preview-server';
import type { BrowserContext, Page } from '@playwright/test';
import { test as base, expect } from './support/fixtures';
import { ControlClient, type StoredEvent } from '../../server/testing/control-client';
import { CLIENT_RENDER_HEADER } from '../../server/pages/page-render';

export { expect };

/** A test-mode Weaver API (`tsx server/main.ts`) on a free loopback port, private to one worker. */
export interface PrivateApi {
  readonly baseUrl: string;
  readonly control: ControlClient;
}

async function startPrivateApi(): Promise<{ api: PrivateApi; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      TALKIE_API_TEST_MODE: '1',
      TALKIE_API_DB: ':memory:',
      TALKIE_API_PORT: String(port),
      TALKIE_API_HOST: '127.0.0.1',
      TALKIE_API_LOG: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the private API did not start within 20 s')), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Weaver API ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the private API exited with ${code}`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    api: { baseUrl, control: new ControlClient(baseUrl) },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Sends a page's or a context's API and media requests to the private server instead of the preview's.
 * Share pages are then rendered in the browser (the preview's server render would ask the shared API):
 * tests/e2e/share-ssr.spec.ts covers the server render.
 */
export async function routeToApi(target: Page | BrowserContext, api: PrivateApi): Promise<void> {
  await target.route(
    (url) => url.pathname.startsWith('/share/'),
    (route) =>
      route.request().isNavigationRequest()
        ? route.continue({ headers: { ...route.request().headers(), [CLIENT_RENDER_HEADER]: '1' } })
        : route.fallback(),
  );
  await target.route('**/weaver/**', (route) => {
    const url = new URL(route.request().url());
    return route.continue({ url: `${api.baseUrl}${url.pathname}${url.search}` });
  });
}

interface ShareFixtures {
  /** The worker's private API, reset (fresh seed, no faults, no events) for this test; `page` uses it. */
  api: PrivateApi;
}

export const test = base.extend<ShareFixtures, { privateApi: PrivateApi }>({
  privateApi: [
    // Playwright reads the fixtures a fixture needs from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const { api, stop } = await startPrivateApi();
      await provide(api);
      await stop();
    },
    { scope: 'worker' },
  ],
  api: [
    async ({ page, privateApi }, provide) => {
      await privateApi.control.reset();
      await routeToApi(page, privateApi);
      await provide(privateApi);
    },
    { auto: true },
  ],
});

/** Records where the app-open flow navigates instead of leaving the page (see app-open-flow.ts). */
export async function recordNavigations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { __navigations: string[]; __talkieTestNavigate: (url: string) => void };
    w.__navigations = [];
    w.__talkieTestNavigate = (url) => w.__navigations.push(url);
  });
}

export const navigations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations);

/** Makes the page look hidden (another app came to the front) or visible again, as the browser reports it. */
export async function setPageVisibility(
  page: Page,
  state: 'hidden' | 'visible',
  events: ('visibilitychange' | 'pagehide' | 'pageshow')[] = ['visibilitychange'],
): Promise<void> {
  await page.evaluate(
    ({ state, events }) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      for (const name of events) (name === 'visibilitychange' ? document : window).dispatchEvent(new Event(name));
    },
    { state, events },
  );
}

/** WeChat's own JS bridge, as the JS-SDK talks to it: records what the page asks WeChat to do (`__wx`). */
export async function recordWechatCalls(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __wx: [string, Record<string, unknown>][]; WeixinJSBridge: unknown };
    w.__wx = [];
    w.WeixinJSBridge = {
      invoke: (name: string, params: Record<string, unknown>, done?: (res: { err_msg: string }) => void) => {
        w.__wx.push([name, params]);
        done?.({ err_msg: `${name}:ok` });
      },
      on: () => undefined,
      call: () => undefined,
    };
  });
}

/** What the page last asked WeChat to share with a friend, once it has. */
export const wechatShareData = (page: Page): Promise<Record<string, unknown> | undefined> =>
  page.evaluate(
    () =>
      (window as unknown as { __wx: [string, Record<string, unknown>][] }).__wx.find(
        ([name]) => name === 'updateAppMessageShareData',
      )?.[1],
  );

/** Stored analytics events of this test's server with that name. */
export async function eventsNamed(api: PrivateApi, name: string): Promise<StoredEvent[]> {
  return api.control.events({ event_name: name });
}

export const UA = {
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/en',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/en ABI/arm64',
  qqIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/9.0.60.603 V1_IPH_SQ_9.0.60_1_APP_A Pixel/1179 Core/WKWebView Device/Apple(iPhone 15 Pro) NetType/WIFI QBWebViewType/1',
} as const;
