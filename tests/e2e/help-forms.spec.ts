import type { Page } from '@playwright/test';
import { HelpPaths } from '../../src/api/contract/help';
import { expect, newDeviceContext, test } from './support/fixtures';
import { scaled } from './support/timeouts';
import { browserContext, controlFor, ONE_PROJECT, shellCalls } from './membership-invitation.helpers';
import { files, openAs, ticketsOf } from './help.helpers';
import { pillLinkDifferences } from './support/pills';

/**
 * The help forms against the local API: each form's happy path in a browser and in the simulated app,
 * every validation message, the Chinese length rule at max_count (500), drafts across a reload, one
 * ticket for a double tap and for a retry after a lost answer, uploads refused by type, deletion in an
 * old app and from a browser. axe on the eight pages is the UI guards' (ui-guards.spec.ts: every route,
 * language and host, signed in).
 */
const oneProject = (name: string) => test.skip(name !== ONE_PROJECT, 'flows do not depend on the device profile');

// Faults on ticket/submit are scoped to the test's own account (its token), so tests running beside
// it keep a working path.
test('feedback in a browser: topic, description, a screenshot and an email; then the conversation with support', async ({
  browser,
}, testInfo) => {
  const { context, page, account } = await openAs(browser, testInfo, '/feedback');
  await page.getByLabel('Topic').selectOption('bug');
  await page.getByLabel('Describe the problem').fill('The chat froze after the update.');
  await page.getByTestId('image-input').setInputFiles(files.png);
  await expect(page.getByTestId('images').locator('img')).toHaveCount(1);
  await page.getByLabel('Contact email').fill('robin@example.com');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submitted')).toContainText('We received your feedback');
  const [ticket] = await ticketsOf(testInfo, account.userId);
  expect(ticket?.fields).toMatchObject({
    topic: 'bug',
    description: 'The chat froze after the update.',
    contact_email: 'robin@example.com',
  });
  expect(ticket?.images).toHaveLength(1);

  const thread = page.getByTestId('ticket');
  await expect(thread).toHaveCount(1);
  // The conversation shows what was sent: its topic, its text labelled as the user's, its screenshot.
  await expect(thread.getByTestId('ticket-topic')).toHaveText('Topic: Bug or error');
  await expect(thread.locator('[data-sender]').first()).toHaveText(/^You: The chat froze after the update\.$/);
  const sentImages = thread.locator('[data-sender]').first().locator('img');
  await expect(sentImages).toHaveCount(1);
  await expect(sentImages).toHaveAttribute('src', new RegExp(`/${ticket?.images[0] ?? 'no image stored'}\\.`));
  await expect.poll(() => sentImages.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('reply-error')).toHaveText('Please input the content and send');
  await thread.getByLabel('Write a message').fill('Any news?');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.locator('[data-sender="support"]')).toHaveCount(1);
  await expect(thread).toHaveAttribute('data-status', 'replied');
  await context.close();
});

test('feedback refuses an empty form and a bad email, with a message on each field', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/feedback');
  await page.getByLabel('Contact email').fill('not an email');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('error-topic')).toHaveText('Please choose one');
  await expect(page.getByTestId('error-description')).toHaveText('This field is required');
  await expect(page.getByTestId('error-contact_email')).toHaveText('Please enter a valid email address');
  expect(await ticketsOf(testInfo, account.userId)).toHaveLength(0);
  await context.close();
});

test('appeal: a Chinese description of exactly 500 passes, one unit over is refused; the text is never cut', async ({
  browser,
}, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/appeal');
  await page.getByLabel('What is the appeal about?').selectOption('character');
  await page.getByLabel('Reason').fill('Removed by mistake');
  const description = page.getByLabel('Description');
  await description.fill(`${'字'.repeat(250)}a`);
  await expect(page.getByTestId('counter-description')).toHaveText('501/500');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('error-description')).toContainText('at most 500');
  await expect(description).toHaveValue(`${'字'.repeat(250)}a`);
  await description.press('End');
  await description.press('Backspace');
  await expect(page.getByTestId('counter-description')).toHaveText('500/500');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submitted').locator('p')).toHaveText(
    'Submitted. It will be processed in 1-2 business days; the result arrives in message notifications.',
  );
  const [ticket] = await ticketsOf(testInfo, account.userId);
  expect(ticket?.fields.description).toBe('字'.repeat(250));
  await context.close();
});

test('a violating word is refused on its field and the text stays', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/appeal');
  await page.getByLabel('What is the appeal about?').selectOption('story');
  await page.getByLabel('Reason').fill('Please look again');
  await page.getByLabel('Description').fill('my story mentions forbiddenword once');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('error-description')).toHaveText('Content violates guidelines. Please re-enter.');
  await expect(page.getByLabel('Description')).toHaveValue('my story mentions forbiddenword once');
  expect(await ticketsOf(testInfo, account.userId)).toHaveLength(0);
  await context.close();
});

test('plagiarism report: a foreign link is refused, one of our share links is taken', async ({ browser }, testInfo) => {
  const { context, page, account } = await openAs(browser, testInfo, '/report');
  const link = page.getByLabel('Share link of the plagiarized character');
  await link.fill('https://example.com/share/chat?chat_id=abc');
  await page.getByLabel('Why is it a copy of yours?').fill('Same name, same story, same pictures.');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('error-link')).toHaveText("The Talkie's link is not in the correct format");
  await link.fill('https://talkie-ai.com/share/chat?chat_id=chat_en');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submitted')).toContainText('1-2 business days');
  expect((await ticketsOf(testInfo, account.userId)).map((t) => t.kind)).toEqual(['report']);
  await context.close();
});

test('in WeChat: a report is sent, and back with unsent text asks before leaving', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/report', { wechat: true });
  await page.getByLabel('Why is it a copy of yours?').fill('Copied from my character');
  await page.getByRole('button', { name: 'Back' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Leave this page?');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await page
    .getByLabel('Share link of the plagiarized character')
    .fill('https://talkie-ai.com/share/video?video_id=video_en');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submitted')).toBeVisible();
  expect((await ticketsOf(testInfo, account.userId)).map((t) => t.fields.link)).toEqual([
    'https://talkie-ai.com/share/video?video_id=video_en',
  ]);
  await context.close();
});

test('a reload while typing restores the draft; success clears it', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page } = await openAs(browser, testInfo, '/report');
  await page.getByLabel('Why is it a copy of yours?').fill('半句话 typed before the crash');
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByLabel('Why is it a copy of yours?')).toHaveValue('半句话 typed before the crash');
  await page
    .getByLabel('Share link of the plagiarized character')
    .fill('https://h5.talkie-ai.com/share/memory/memory_en');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submitted')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Why is it a copy of yours?')).toHaveValue('');
  await context.close();
});

test('a draft kept by an earlier version under its old key is moved on upgrade: the text is there, the old key gone', async ({
  browser,
}, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/report');
  await expect(page.getByTestId('report-form')).toBeVisible();
  const oldKey = `talkie_draft:report:${account.userId}`;
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ values: { description: '升级前写的半句话' }, images: [], attemptKey: null }),
      ),
    oldKey,
  );
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByLabel('Why is it a copy of yours?')).toHaveValue('升级前写的半句话');
  expect(await page.evaluate((key) => localStorage.getItem(key), oldKey)).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), `talkie:draft:report:${account.userId}`)).toContain(
    '升级前写的半句话',
  );
  await context.close();
});

/** The draft keys of `userId` in the page's local storage. */
const draftKeysOf = (page: Page, userId: string) =>
  page.evaluate(
    (id) => Object.keys(localStorage).filter((k) => k.startsWith('talkie:draft:') && k.includes(id)),
    userId,
  );

test('signed out elsewhere (its tokens revoked): the page’s next call is refused, and that account’s draft is gone from the device', async ({
  browser,
}, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/feedback');
  await page.getByLabel('Describe the problem').fill('My address is 1 Main St, call +1 555 0100');
  await page.getByLabel('Contact email').fill('robin@example.com');
  await expect
    .poll(() => page.evaluate((k) => localStorage.getItem(k), `talkie:draft:feedback:${account.userId}`))
    .toContain('robin@example.com');

  await controlFor(testInfo).tokens('revoke', { user_id: account.userId });
  const refused = page.waitForResponse((r) => r.url().includes('/account/refresh_auth_token'));
  await page.reload();
  expect((await (await refused).json()) as unknown).toMatchObject({ base_resp: { status_code: 40104 } });
  await expect(page.getByTestId('feedback-form')).toBeVisible();

  await expect.poll(() => draftKeysOf(page, account.userId)).toEqual([]);
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await expect(page.getByLabel('Contact email')).toHaveValue('');
  await context.close();
});

test('a double tap on submit makes one ticket at the server', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/appeal');
  await controlFor(testInfo).addFault({
    path: HelpPaths.submitTicket,
    kind: 'latency',
    latency_ms: 400,
    count: 1,
    token: account.authToken,
  });
  await page.getByLabel('What is the appeal about?').selectOption('card');
  await page.getByLabel('Reason').fill('Wrong card');
  await page.getByLabel('Description').fill('Double tapped on purpose');
  await page.getByTestId('submit').dblclick();
  await expect(page.getByTestId('submitted')).toBeVisible();
  expect(await ticketsOf(testInfo, account.userId)).toHaveLength(1);
  await context.close();
});

test('a lost answer keeps every field and image; Retry sends the same attempt and makes one ticket', async ({
  browser,
}, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/feedback');
  await page.getByLabel('Topic').selectOption('payment');
  await page.getByLabel('Describe the problem').fill('Paid but no gems');
  await page.getByTestId('image-input').setInputFiles(files.png);
  await expect(page.getByTestId('images').locator('img')).toHaveCount(1);
  // The server stores the ticket, then its answer is lost (a 502 from the way back).
  await controlFor(testInfo).addFault({
    path: HelpPaths.submitTicket,
    kind: 'http_error',
    http_status: 502,
    phase: 'after',
    count: 1,
    token: account.authToken,
  });
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submit-failed')).toBeVisible({ timeout: scaled(15_000) });
  await expect(page.getByLabel('Describe the problem')).toHaveValue('Paid but no gems');
  await expect(page.getByTestId('images').locator('img')).toHaveCount(1);
  // One action after a failure: Retry, without a Submit beside it; Images (1/3) keeps its tile.
  await expect(page.getByTestId('submit')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);
  await expect(page.getByTestId('images').getByText('Add image')).toBeVisible();
  await page.getByTestId('submit-failed').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('submitted')).toBeVisible();
  expect(await ticketsOf(testInfo, account.userId)).toHaveLength(1);
  await context.close();
});

test('inside the app, after a failed send the app picker still adds images, and the report then goes', async ({
  browser,
}, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/report', { app: '2.30.0' });
  await page
    .getByLabel('Share link of the plagiarized character')
    .fill('https://talkie-ai.com/share/chat?chat_id=chat_en');
  await page.getByLabel('Why is it a copy of yours?').fill('Same greeting as mine.');
  await controlFor(testInfo).addFault({
    path: HelpPaths.submitTicket,
    kind: 'http_error',
    http_status: 502,
    count: 1,
    token: account.authToken,
  });
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submit-failed')).toBeVisible({ timeout: scaled(15_000) });
  await page.getByRole('button', { name: 'Add image' }).click();
  await expect(page.getByTestId('images').locator('img')).toHaveCount(3);
  // The report changed: a new attempt, sent with Submit.
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submitted')).toBeVisible();
  expect((await ticketsOf(testInfo, account.userId)).map((t) => t.images.length)).toEqual([3]);
  await context.close();
});

test('after a failed send, a chosen image can still be removed', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/feedback');
  await page.getByLabel('Topic').selectOption('other');
  await page.getByLabel('Describe the problem').fill('Wrong screenshot attached');
  await page.getByTestId('image-input').setInputFiles(files.png);
  await expect(page.getByTestId('images').locator('img')).toHaveCount(1);
  await controlFor(testInfo).addFault({
    path: HelpPaths.submitTicket,
    kind: 'http_error',
    http_status: 502,
    count: 1,
    token: account.authToken,
  });
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submit-failed')).toBeVisible({ timeout: scaled(15_000) });
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(page.getByTestId('images').locator('img')).toHaveCount(0);
  await context.close();
});

test('appeal and report end with Done: inside the app back to the app, in a browser up to the help center', async ({
  browser,
}, testInfo) => {
  oneProject(testInfo.project.name);
  const inApp = await openAs(browser, testInfo, '/appeal', { app: '2.30.0' });
  // A Playwright tab keeps its first about:blank in the history; a webview starts with the page itself.
  const cdp = await inApp.context.newCDPSession(inApp.page);
  await cdp.send('Page.resetNavigationHistory');
  await cdp.detach();
  await inApp.page.getByLabel('What is the appeal about?').selectOption('character');
  await inApp.page.getByLabel('Reason').fill('Removed by mistake');
  await inApp.page.getByLabel('Description').fill('My character was mine.');
  await inApp.page.getByTestId('submit').click();
  // The app hides the page's header: the way out is in the page.
  await expect(inApp.page.getByTestId('page-header')).toHaveCount(0);
  await inApp.page.getByTestId('submitted').getByRole('button', { name: 'Done' }).click();
  await expect.poll(async () => (await shellCalls(inApp.page, 'exitWebView')).length).toBe(1);
  await inApp.context.close();

  const inBrowser = await openAs(browser, testInfo, '/report');
  await inBrowser.page
    .getByLabel('Share link of the plagiarized character')
    .fill('https://talkie-ai.com/share/chat?chat_id=chat_en');
  await inBrowser.page.getByLabel('Why is it a copy of yours?').fill('Same story as mine.');
  await inBrowser.page.getByTestId('submit').click();
  await inBrowser.page.getByTestId('submitted').getByRole('button', { name: 'Done' }).click();
  await expect(inBrowser.page).toHaveURL(/\/feedback_help$/);
  await inBrowser.context.close();
});

test('a file that is not an image, or a HEIC photo, is refused with a clear message', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page } = await openAs(browser, testInfo, '/feedback');
  await page.getByTestId('image-input').setInputFiles(files.text);
  await expect(page.getByTestId('image-error')).toHaveText('Only images can be added (JPEG, PNG, GIF or WebP).');
  await page.getByTestId('image-input').setInputFiles(files.heic);
  await expect(page.getByTestId('image-error')).toContainText('HEIC photos are not supported');
  await expect(page.getByTestId('images').locator('img')).toHaveCount(0);
  await context.close();
});

test('inside the app: images through the app picker, swipe-back off while typing, Email us', async ({
  browser,
}, testInfo) => {
  const { context, page, account } = await openAs(browser, testInfo, '/appeal', { app: '2.30.0' });
  await page.getByLabel('What is the appeal about?').selectOption('memory');
  await page.getByLabel('Reason').fill('It was mine');
  await expect
    .poll(async () => (await shellCalls(page, 'setExitEnable')).map((c) => c.params))
    .toContainEqual({ enable: false });
  await page.getByRole('button', { name: 'Add image' }).click();
  await expect(page.getByTestId('images').locator('img')).toHaveCount(3);
  expect((await shellCalls(page, 'chooseAndUploadImage'))[0]?.params).toMatchObject({
    count: 3,
    sources: ['album', 'camera'],
    compressed: true,
  });
  await page.getByLabel('Description').fill('Screenshots attached.');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submitted')).toBeVisible();
  expect((await ticketsOf(testInfo, account.userId))[0]?.images).toHaveLength(3);
  await expect.poll(async () => (await shellCalls(page, 'setExitEnable')).at(-1)?.params).toEqual({ enable: true });
  await page.goto('/feedback');
  await page.getByTestId('email-us').click();
  await expect.poll(async () => (await shellCalls(page, 'sendEmail')).length).toBe(1);
  await context.close();
});

test('ban appeal shows the ban as the server states it and takes the appeal', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/feedback_help');
  await controlFor(testInfo).setUserStatus(account.userId, 'banned');
  await page.goto('/ban_appeal');
  await expect(page.getByTestId('ban-status')).toContainText('Your account is banned');
  await page.getByLabel('Reason').fill('Not spam');
  await page.getByLabel('Description').fill('I only shared my own story.');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submitted')).toContainText('message notifications');
  // Back in history, to the page the appeal was opened from.
  await page.getByTestId('submitted').getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/feedback_help$/);
  await context.close();
});

test('account deletion in an app older than 2.14.0 asks to update', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page } = await openAs(browser, testInfo, '/app/delete', { app: '2.13.0' });
  await expect(page.getByTestId('update-app')).toHaveText('Please update the Talkie app to use this feature.');
  await expect(page.getByTestId('deletion-terms')).toContainText('7 days');
  await context.close();
});

test('account deletion in the app: reason rules, the confirmation, and the app’s verification', async ({
  browser,
}, testInfo) => {
  const { context, page, account } = await openAs(browser, testInfo, '/app/delete', { app: '2.30.0' });
  await expect(page.getByTestId('deletion-terms')).toContainText('Apple or Google');
  // Drafts this account left in other forms (as the version before kept them): they go with the account.
  await page.evaluate((id) => {
    localStorage.setItem(
      `talkie:draft:feedback:${id}`,
      JSON.stringify({ values: { description: 'my phone number' }, images: [], attemptKey: null }),
    );
    localStorage.setItem(
      `talkie:draft:clone:${id}`,
      JSON.stringify({ name: 'Lin', persona: 'A nurse.', greeting: '', imageUrls: [] }),
    );
  }, account.userId);
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('error-reason')).toHaveText('Please choose one');
  await page.getByLabel('Why are you leaving?').selectOption('other');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('error-description')).toHaveText('This field is required');
  await page.getByLabel(/Tell us more/).fill('Moving on');
  await page.getByLabel('Phone number of your account').fill('+15550001111');
  await page.getByTestId('submit').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This request cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('submitted')).toContainText('permanently deleted in 7 days');
  expect((await shellCalls(page, 'loginVerifyDelete'))[0]?.params).toEqual({ phone_number: '+15550001111' });
  await expect.poll(() => draftKeysOf(page, account.userId)).toEqual([]);
  expect((await ticketsOf(testInfo, account.userId)).map((t) => [t.kind, t.fields.reason])).toEqual([
    ['deletion', 'other'],
  ]);
  await context.close();
});

test('account deletion from a plain browser: a code sent to the phone signs in, then the request is made', async ({
  browser,
}, testInfo) => {
  const context = await browserContext(browser, testInfo);
  const page = await context.newPage();
  await page.goto('/app/delete');
  const signIn = page.getByTestId('sign-in');
  const control = controlFor(testInfo);
  // A number that is not one: said on the field, nothing sent.
  await signIn.getByLabel('Phone number of your account').fill('12');
  await signIn.getByRole('button', { name: 'Send code' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Enter the phone number of your account, with its country code.');
  // A premium-rate number: the server's refusal, said on the field, the number kept; nothing sent.
  await signIn.getByLabel('Phone number of your account').fill('+1 900 555 0199');
  await signIn.getByRole('button', { name: 'Send code' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Codes cannot be sent to this number. Use your mobile number.');
  await expect(signIn.getByLabel('Phone number of your account')).toHaveValue('+1 900 555 0199');
  await expect(signIn.getByLabel('Phone number of your account')).toHaveAttribute('aria-invalid', 'true');
  expect(await control.smsTo('+1 900 555 0199')).toEqual([]);
  // A number of its own per run: the two device profiles and a retry each wait for no other's pause.
  const digits = String(2_000_000 + Math.floor(Math.random() * 8_000_000));
  const typed = `+1 201 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  await signIn.getByLabel('Phone number of your account').fill(typed);
  await signIn.getByRole('button', { name: 'Send code' }).click();
  await expect(signIn.getByTestId('code-sent')).toHaveText(
    `We sent a 6-digit code to ${typed}. It works for 5 minutes.`,
  );
  // The server's one-minute pause, counted down on the button.
  await expect(signIn.getByTestId('send-code-button')).toBeDisabled();
  await expect(signIn.getByTestId('send-code-button')).toHaveText(/^New code in (60|59|58) s$/);
  const code = await control.lastCodeTo(`+1201${digits}`);
  await signIn.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('The phone number or code is not correct.');
  // What was typed stays: only the code is corrected.
  await expect(signIn.getByLabel('Phone number of your account')).toHaveValue(typed);
  await signIn.getByLabel('Verification code').fill(code);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Why are you leaving?').selectOption('privacy');
  await page.getByTestId('submit').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('submitted')).toContainText('7 days');
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const tickets = (await control.tickets({ kind: 'deletion', user_id: userId ?? '' })).tickets;
  expect(tickets.map((t) => t.fields.reason)).toEqual(['privacy']);
  await context.close();
});

test('help center: topics, the filter, an answer with "Did this help?" once, and unknown ids', async ({
  browser,
}, testInfo) => {
  const { context, page } = await openAs(browser, testInfo, '/feedback_help');
  await expect(page.getByTestId('help-categories').getByRole('link')).toHaveCount(3);
  await page.getByTestId('help-search').fill('gems expire');
  await page.getByRole('link', { name: 'When do gems expire?' }).click();
  await expect(page.getByTestId('help-question')).toContainText('180 days');
  await page.getByTestId('vote').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('vote-done')).toHaveText('Thanks for letting us know.');
  await page.reload();
  await expect(page.getByTestId('vote-done')).toHaveAttribute('data-vote', 'yes');
  await page.getByTestId('contact-us').click();
  await expect(page).toHaveURL(/\/feedback$/);
  await page.goto('/feedback_help/question/999');
  await expect(page.getByTestId('help-not-found')).toBeVisible();
  await page.goto('/feedback_help/category/99');
  await expect(page.getByTestId('help-not-found')).toBeVisible();
  await page.goto('/feedback_help/category/2');
  await expect(page.getByTestId('help-category').getByRole('link')).toHaveCount(2);
  await context.close();
});

test('help center in Japanese', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const context = await newDeviceContext(browser, testInfo.project.use, { locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/feedback_help/question/12');
  await expect(page.getByTestId('help-question')).toContainText('7日以内');
  await expect(page.getByTestId('vote')).toContainText('お役に立ちましたか？');
  await context.close();
});

test('help pages keep the side margins of every other page at 390 px', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const context = await newDeviceContext(browser, testInfo.project.use, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  /**
   * The left and right edges of what the page's body shows: its text, controls and boxes with a fill or a border (not
   * bare wrappers).
   */
  const edges = async (path: string, ready: string) => {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    return page.locator('main').evaluate((main) => {
      const paints = (el: Element) => {
        const s = getComputedStyle(el);
        return (
          /^(INPUT|SELECT|TEXTAREA|BUTTON|IMG|svg|VIDEO)$/.test(el.tagName) ||
          s.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
          parseFloat(s.borderLeftWidth) > 0
        );
      };
      const range = document.createRange();
      const text = (el: Element) =>
        Array.from(el.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')
          .map((n) => {
            range.selectNodeContents(n);
            return range.getBoundingClientRect();
          });
      const boxes = Array.from(main.querySelectorAll('*'))
        .filter((el) => getComputedStyle(el).visibility !== 'hidden')
        .flatMap((el) => [...(paints(el) ? [el.getBoundingClientRect()] : []), ...text(el)])
        .filter((r) => r.width > 1 && r.height > 1);
      return {
        left: Math.round(Math.min(...boxes.map((r) => r.left))),
        right: Math.round(Math.max(...boxes.map((r) => r.right))),
      };
    });
  };
  const rank = await edges('/rank', '[data-testid="rank-entry"]');
  expect(await edges('/static/privacy', '[data-testid="document"] h1')).toEqual(rank);
  // About 17 px on each side (0.16rem at 390 px).
  expect(rank).toEqual({ left: 17, right: 373 });
  for (const [path, ready] of [
    ['/feedback_help', '[data-testid="help-categories"] a'],
    ['/feedback_help/category/1', '[data-testid="help-category"] a'],
    ['/feedback_help/question/11', '[data-testid="help-question"]'],
    ['/feedback', 'select'],
    ['/appeal', 'select'],
    ['/report', 'textarea'],
    ['/app/delete', '[data-testid="deletion-terms"]'],
  ] as const) {
    expect(await edges(path, ready), path).toEqual(rank);
  }
  await context.close();
});

test('the help center\'s "Contact us" pill is not underlined, like a pill button', async ({ browser }, testInfo) => {
  oneProject(testInfo.project.name);
  const context = await newDeviceContext(browser, testInfo.project.use);
  const page = await context.newPage();
  await page.goto('/feedback_help');
  await expect(page.getByTestId('contact-us')).toBeVisible();
  expect(await pillLinkDifferences(page.getByTestId('contact-us'))).toEqual([]);
  await context.close();
});

test('a lost answer, then a reload: the draft keeps the attempt’s key, and Submit after the reload makes one ticket', async ({
  browser,
}, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/feedback');
  await page.getByLabel('Topic').selectOption('payment');
  await page.getByLabel('Describe the problem').fill('Paid twice, one pack of gems');
  await page.getByTestId('image-input').setInputFiles(files.png);
  await expect(page.getByTestId('images').locator('img')).toHaveCount(1);
  await controlFor(testInfo).addFault({
    path: HelpPaths.submitTicket,
    kind: 'http_error',
    http_status: 502,
    phase: 'after',
    count: 1,
    token: account.authToken,
  });
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submit-failed')).toContainText(
    'Oops, something went wrong. Nothing you typed was lost',
  );
  expect(await ticketsOf(testInfo, account.userId)).toHaveLength(1);
  await page.reload();
  await expect(page.getByLabel('Describe the problem')).toHaveValue('Paid twice, one pack of gems');
  await expect(page.getByTestId('images').locator('img')).toHaveCount(1);
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submitted')).toBeVisible();
  expect(await ticketsOf(testInfo, account.userId)).toHaveLength(1);
  await context.close();
});

test('a reply whose answer is lost stays in the box through a reload, and sending it again is one message', async ({
  browser,
}, testInfo) => {
  oneProject(testInfo.project.name);
  const { context, page, account } = await openAs(browser, testInfo, '/feedback');
  await page.getByLabel('Topic').selectOption('bug');
  await page.getByLabel('Describe the problem').fill('The chat froze after the update.');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('submitted')).toBeVisible();
  const thread = page.getByTestId('ticket');
  await thread.getByLabel('Write a message').fill('Any news?');
  await controlFor(testInfo).addFault({
    path: HelpPaths.replyTicket,
    kind: 'http_error',
    http_status: 502,
    phase: 'after',
    count: 1,
    token: account.authToken,
  });
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('reply-error')).toContainText(
    'Oops, something went wrong. Nothing you typed was lost',
  );
  await page.reload();
  await expect(page.getByTestId('ticket').getByLabel('Write a message')).toHaveValue('Any news?');
  await page.getByTestId('ticket').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('ticket').locator('[data-sender="support"]')).toHaveCount(1);
  await expect(page.getByTestId('ticket').getByLabel('Write a message')).toHaveValue('');
  const [ticket] = (await ticketsOf(testInfo, account.userId)) as { message_count?: number }[];
  // One message of the user and support's one answer to it.
  expect(ticket?.message_count).toBe(2);
  await context.close();
});
