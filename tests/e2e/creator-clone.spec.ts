import { expect, newDeviceContext, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { CreatorPaths, uploadCreatorImage } from '../../src/api/contract/creator';
import { config } from '../../src/platform/config';
import { appAs, axeViolations, browserContext, navigations, recordNavigations, shellCalls } from './creator.helpers';
import { controlFor, newAccount } from './membership-invitation.helpers';
import { storeSession } from './support/sign-in';

/**
 * The clone flow against the local API server, on both device profiles: intro, form, summary, create,
 * share in the app (shareCloneNpc from 1.30.0, an update prompt before), save the card, the draft
 * across a reload, violating content, the name limit, the weekly create limit, pictures in a browser.
 */

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('inside the app: intro, form with a picture, the draft survives a reload, summary, create, share and save the card', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await appAs(browser, testInfo, account);
  const page = await context.newPage();
  await page.goto('/ai/clone');
  await expect(page.getByTestId('clone-intro')).toContainText('3 characters left to create this week');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('clone-start').click();
  await expect(page).toHaveURL(/\/ai\/clone\/create$/);

  await page.getByTestId('clone-name').fill('林小雨 Lin');
  await expect(page.getByTestId('name-count')).toHaveText('10 / 25');
  await page.getByTestId('clone-persona').fill('A calm night-shift nurse who hums old songs.');
  await page.getByTestId('add-image').click();
  await expect(page.getByTestId('clone-images').locator('img')).toHaveCount(3);
  expect(await shellCalls(page, 'chooseAndUploadImage')).toHaveLength(1);
  await page.reload();
  await expect(page.getByTestId('clone-name')).toHaveValue('林小雨 Lin');
  await expect(page.getByTestId('clone-persona')).toHaveValue('A calm night-shift nurse who hums old songs.');
  await expect(page.getByTestId('clone-images').locator('img')).toHaveCount(3);
  expect(await page.evaluate((id) => localStorage.getItem(`talkie:draft:clone:${id}`), account.userId)).toContain(
    '林小雨 Lin',
  );

  // The greeting is missing: the form says so and goes nowhere.
  await page.getByTestId('clone-next').click();
  await expect(page.getByText('Please write a greeting')).toBeVisible();
  await page.getByTestId('clone-greeting').fill('Long shift? Sit, I saved you tea.');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('clone-next').click();
  await expect(page).toHaveURL(/\/ai\/clone\/summary$/);
  await expect(page.getByTestId('summary-name')).toHaveText('林小雨 Lin');
  await page.getByTestId('clone-create').click();
  await expect(page.getByTestId('clone-created')).toBeVisible();
  await expect(page.getByTestId('clone-summary')).toContainText('林小雨 Lin is ready!');

  await page.getByTestId('clone-share').click();
  await expect(page.getByTestId('clone-notice')).toHaveText('Shared');
  const shares = await shellCalls(page, 'shareCloneNpc');
  expect(shares).toHaveLength(1);
  expect(shares[0]?.params).toMatchObject({ npc_id: expect.stringMatching(/^npc_clone_/) });
  await page.getByTestId('clone-save-card').click();
  await expect(page.getByTestId('clone-notice')).toHaveText('Card saved');
  expect(await shellCalls(page, 'saveImageToPhotosAlbum')).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);
  // The draft is gone once the clone exists.
  expect(await page.evaluate((id) => localStorage.getItem(`talkie:draft:clone:${id}`), account.userId)).toBeNull();
  await context.close();
});

const XIAOMI_PHONE =
  'Mozilla/5.0 (Linux; Android 13; 2210132C Build/TKQ1.221114.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.118 Mobile Safari/537.36 XiaoMi/MiuiBrowser/17.7.160519';
const HUAWEI_PHONE =
  'Mozilla/5.0 (Linux; Android 10; HUAWEI ELS-AN00; HMSCore 6.1.0.313; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/83.0.4103.106 Mobile Safari/537.36 HuaweiBrowser/11.1.5.310';

// The update goes to the market the phone installs from: its maker's on Xiaomi and Huawei (SPEC §4 app open).
for (const [phone, deviceUserAgent, market] of [
  ["this profile's Android phone", undefined, config.appOpen.genericMarketUrl],
  ['a Xiaomi phone', XIAOMI_PHONE, config.appOpen.xiaomiMarketUrl],
  ['a Huawei phone', HUAWEI_PHONE, config.appOpen.huaweiMarketUrl],
] as const) {
  test(`an app older than 1.30.0 gets an update prompt instead of sharing, which opens the market of ${phone}`, async ({
    browser,
  }, testInfo) => {
    const account = await newAccount(testInfo);
    const context = await appAs(browser, testInfo, account, { appVersion: '1.29.0' }, deviceUserAgent);
    await recordNavigations(context);
    const page = await context.newPage();
    await page.goto('/ai/clone/create');
    await page.getByTestId('clone-name').fill('Robin');
    await page.getByTestId('clone-persona').fill('Kind and curious.');
    await page.getByTestId('clone-greeting').fill('Hi there!');
    await page.getByTestId('clone-next').click();
    await page.getByTestId('clone-create').click();
    await page.getByTestId('clone-share').click();
    await expect(page.getByTestId('clone-update-prompt')).toContainText('Update Talkie to share your clone');
    expect(await shellCalls(page, 'shareCloneNpc')).toHaveLength(0);
    await page.getByTestId('clone-update').click();
    await expect.poll(() => navigations(page)).toEqual([market]);
    await context.close();
  });
}

test('violating content is refused with the text kept; a name over 25 (Chinese counting 2) is refused by the page', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await appAs(browser, testInfo, account);
  const page = await context.newPage();
  await page.goto('/ai/clone/create');
  await page.getByTestId('clone-name').fill('林'.repeat(13));
  await expect(page.getByTestId('name-count')).toHaveText('26 / 25');
  await page.getByTestId('clone-persona').fill('Kind and curious.');
  await page.getByTestId('clone-greeting').fill('Buy my scam coins');
  await page.getByTestId('clone-next').click();
  await expect(page.getByTestId('name-error')).toHaveText(
    'The name is too long: at most 25 (a Chinese character counts 2)',
  );
  await expect(page.getByTestId('clone-name')).toHaveValue('林'.repeat(13));
  await page.getByTestId('clone-name').fill('林'.repeat(12) + 'a');
  await expect(page.getByTestId('name-count')).toHaveText('25 / 25');
  await page.getByTestId('clone-next').click();
  await page.getByTestId('clone-create').click();
  await expect(page).toHaveURL(/\/ai\/clone\/create$/);
  await expect(page.getByTestId('clone-violation')).toHaveText('Content violates guidelines. Please re-enter.');
  await expect(page.getByTestId('clone-greeting')).toHaveValue('Buy my scam coins');
  await context.close();
});

test('in a browser: pictures through the file input, resized and uploaded; HEIC refused; a visitor without login is sent to the app', async ({
  browser,
}, testInfo) => {
  const visitor = await browserContext(browser, testInfo);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/ai/clone');
  await expect(visitorPage.getByTestId('login-required').getByRole('heading')).toHaveText(
    'Log in to create your own character clone',
  );
  await visitor.close();

  const account = await newAccount(testInfo);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await page.goto('/ai/clone/create');
  await page
    .getByTestId('image-file')
    .setInputFiles({ name: 'photo.heic', mimeType: 'image/heic', buffer: Buffer.from('not really') });
  await expect(page.getByTestId('image-error')).toContainText('HEIC photos are not supported');
  await page.getByTestId('image-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const img = page.getByTestId('clone-images').locator('img');
  await expect(img).toHaveCount(1);
  await expect(img).toHaveAttribute('src', /\/weaver\/media\/upload\/up_/);
  await expect(page.getByTestId('image-error')).toHaveCount(0);
  await context.close();
});

test('a clone draft kept by an earlier version under its old key is moved on upgrade: the text is there, the old key gone', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await appAs(browser, testInfo, account);
  const page = await context.newPage();
  await page.goto('/ai/clone');
  await expect(page.getByTestId('clone-intro')).toBeVisible();
  const oldKey = `talkie_clone_draft:${account.userId}`;
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ name: '旧草稿 Old', persona: 'Typed before the upgrade.', greeting: '', imageUrls: [] }),
      ),
    oldKey,
  );
  await page.goto('/ai/clone/create');
  await expect(page.getByTestId('clone-name')).toHaveValue('旧草稿 Old');
  await expect(page.getByTestId('clone-persona')).toHaveValue('Typed before the upgrade.');
  expect(await page.evaluate((key) => localStorage.getItem(key), oldKey)).toBeNull();
  expect(await page.evaluate((id) => localStorage.getItem(`talkie:draft:clone:${id}`), account.userId)).toContain(
    '旧草稿 Old',
  );
  await context.close();
});

test('in Spanish: the day’s pictures used up, then a picture that is not an upload of this account; each refusal said in Spanish, the text kept', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  // The default quota of one account is 20 pictures within 24 hours.
  for (let i = 0; i < 20; i += 1)
    await account.api.call(uploadCreatorImage, { data_base64: PNG_1X1.toString('base64') });
  const context = await newDeviceContext(browser, testInfo.project.use, { locale: 'es-ES' });
  await storeSession(context, account);
  const page = await context.newPage();
  await page.goto('/ai/clone/create');
  await page.getByTestId('clone-name').fill('Robin');
  await page.getByTestId('clone-persona').fill('Amable y curioso.');
  await page.getByTestId('clone-greeting').fill('¡Hola!');
  await page.getByTestId('image-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByTestId('image-error')).toHaveText(
    'Hoy ya has añadido muchas imágenes. Vuelve a intentarlo mañana.',
  );
  await expect(page.getByTestId('clone-images').locator('img')).toHaveCount(0);

  // An upload answer naming a foreign URL (what an old or tampered client could hold in its draft).
  const UPLOAD = new RegExp(`${CreatorPaths.uploadImage}(?:\\?|$)`);
  await page.route(UPLOAD, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        base_resp: { status_code: 0, status_msg: '' },
        url: 'http://169.254.169.254/latest/meta-data/x.png',
        upload_id: 'x',
        width: null,
        height: null,
      }),
    }),
  );
  await page.getByTestId('image-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByTestId('clone-images').locator('img')).toHaveCount(1);
  await page.getByTestId('clone-next').click();
  await page.getByTestId('clone-create').click();
  await expect(page).toHaveURL(/\/ai\/clone\/create$/);
  await expect(page.getByTestId('clone-pictures-refused')).toHaveText(
    'Una imagen ya no está disponible. Quítala y vuelve a añadirla.',
  );
  await expect(page.getByTestId('clone-name')).toHaveValue('Robin');
  await expect(page.getByTestId('clone-persona')).toHaveValue('Amable y curioso.');
  await expect(page.getByTestId('clone-greeting')).toHaveValue('¡Hola!');

  // Without the picture the clone is made.
  await page.getByTestId('clone-images').getByRole('button', { name: 'Quitar imagen' }).click();
  await expect(page.getByTestId('clone-pictures-refused')).toHaveCount(0);
  await page.getByTestId('clone-next').click();
  await page.getByTestId('clone-create').click();
  await expect(page.getByTestId('clone-created')).toBeVisible();
  await context.close();
});

/** Fills the clone form and goes on to its summary. */
async function fillClone(page: Page, name: string): Promise<void> {
  await page.goto('/ai/clone/create');
  await page.getByTestId('clone-name').fill(name);
  await page.getByTestId('clone-persona').fill('A calm night-shift nurse who hums old songs.');
  await page.getByTestId('clone-greeting').fill('Long shift? Sit, I saved you tea.');
  await page.getByTestId('clone-next').click();
  await expect(page).toHaveURL(/\/ai\/clone\/summary$/);
}

test.describe('a create whose answer is lost (the server made the clone, the phone never heard)', () => {
  for (const [how, retry] of [
    ['Retry', async (page: Page) => page.getByTestId('clone-retry').click()],
    [
      'a reload of the summary, then Create',
      async (page: Page) => {
        await page.reload();
        await page.getByTestId('clone-create').click();
      },
    ],
    [
      'Edit, Next without a change, then Create',
      async (page: Page) => {
        await page.getByRole('alert').getByRole('button', { name: 'Edit' }).click();
        await page.getByTestId('clone-next').click();
        await page.getByTestId('clone-create').click();
      },
    ],
  ] as const) {
    test(`${how} makes exactly one clone; a new clone after it is a second`, async ({ browser }, testInfo) => {
      const account = await newAccount(testInfo);
      const control = controlFor(testInfo);
      const context = await appAs(browser, testInfo, account);
      const page = await context.newPage();
      await fillClone(page, 'Nurse Lin');
      // A gateway's timeout after the server did the work (a dropped connection the browser would send again itself).
      await control.addFault({
        path: CreatorPaths.createClone,
        kind: 'http_error',
        http_status: 504,
        phase: 'after',
        count: 1,
        token: account.authToken,
      });
      await page.getByTestId('clone-create').click();
      // Said in words: what failed, that nothing was lost, and that Retry never makes a second one.
      await expect(page.getByRole('alert')).toContainText('Oops, something went wrong');
      await expect(page.getByRole('alert')).toContainText('Nothing you wrote was lost');
      expect((await control.clones(account.userId)).count).toBe(1);
      await retry(page);
      await expect(page.getByTestId('clone-created')).toBeVisible();
      await expect(page.getByTestId('clone-summary')).toContainText('Nurse Lin is ready!');
      expect((await control.clones(account.userId)).count).toBe(1);

      // Another clone is another intent: a new key, a second clone.
      await fillClone(page, 'Nurse Lin II');
      await page.getByTestId('clone-create').click();
      await expect(page.getByTestId('clone-summary')).toContainText('Nurse Lin II is ready!');
      const { clones } = await control.clones(account.userId);
      expect(clones.map((c) => c.name)).toEqual(['Nurse Lin', 'Nurse Lin II']);
      expect(new Set(clones.map((c) => c.request_id)).size).toBe(2);
      await context.close();
    });
  }
});
