/** Shared by the help-area end-to-end specs: accounts in the app or a browser, and the tickets the server stored. */
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { appContext, browserContext, controlFor, newAccount, type TestAccount } from './membership-invitation.helpers';
import { newDeviceContext } from './support/fixtures';
import { appUserOf, storeSession } from './support/sign-in';

/** WeChat's in-app browser on Android. */
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/en ABI/arm64';

export interface Opened {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly account: TestAccount;
}

/** A signed-in visitor in a plain browser (or an app of `appVersion`, WeChat, a browser in `locale`) on `path`. */
export async function openAs(
  browser: Browser,
  testInfo: TestInfo,
  path: string,
  where: { app?: string; wechat?: boolean; locale?: string } = {},
): Promise<Opened> {
  const account = await newAccount(testInfo);
  const context = where.app
    ? await appContext(browser, testInfo, { appVersion: where.app, user: appUserOf(account) })
    : where.wechat
      ? await newDeviceContext(browser, testInfo.project.use, { userAgent: WECHAT_ANDROID })
      : where.locale
        ? await newDeviceContext(browser, testInfo.project.use, { locale: where.locale })
        : await browserContext(browser, testInfo);
  if (!where.app) await storeSession(context, account);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page, account };
}

/** The tickets the server stored for a user (test-mode control API). */
export async function ticketsOf(testInfo: TestInfo, userId: string) {
  return (await controlFor(testInfo).tickets({ user_id: userId })).tickets;
}

/** A 2×2 PNG, a text file and a HEIC header, as a file input gets them. */
export const files = {
  png: {
    name: 'shot.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR42mP8z8DwnwEJMKJzAEf7Av8qG7KWAAAAAElFTkSuQmCC',
      'base64',
    ),
  },
  text: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  heic: {
    name: 'IMG_0001.HEIC',
    mimeType: 'image/heic',
    buffer: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(16)]),
  },
};
