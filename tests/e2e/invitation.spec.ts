import { bindInviteCode, claimInvitationReward, getInvitationInfo } from '../../src/api/contract/invitation';
import { getGemBalance } from '../../src/api/contract/user';
import { SeedIds } from '../../server/seed/ids';
import { expect, newDeviceContext, test } from './support/fixtures';
import { scaled } from './support/timeouts';
import { UA } from './share.helpers';
import {
  appContext,
  browserContext,
  navigations,
  newAccount,
  ONE_PROJECT,
  recordNavigations,
  shellCalls,
  type TestAccount,
} from './membership-invitation.helpers';
import { appUserOf, storeSession } from './support/sign-in';

/**
 * The invitation page against the local API server: the login it needs (real-name login inside the
 * simulated app, open-in-app in a browser), binding a friend's code, the refusals, and rewards.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'flows do not depend on the device profile');
});

async function openAs(
  browser: Parameters<typeof browserContext>[0],
  testInfo: Parameters<typeof browserContext>[1],
  account: TestAccount,
) {
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await page.goto('/invitation');
  await expect(page.getByTestId('own-code-value')).toHaveText(/^[A-Z0-9]{8}$/);
  return { context, page };
}

test('a browser visitor is asked to log in, and the button opens the app', async ({ browser }, testInfo) => {
  const context = await browserContext(browser, testInfo);
  await recordNavigations(context);
  const page = await context.newPage();
  await page.goto('/invitation');
  const prompt = page.getByTestId('login-required');
  await expect(prompt.getByRole('heading')).toHaveText('Please log in to participate');
  await expect(page.getByTestId('own-code')).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Open Talkie to join' }).click();
  await expect.poll(() => navigations(page)).toEqual([expect.stringMatching(/^talkie:\/\//)]);
  await context.close();
});

test("a friend's invitation link names the inviter and what both get, shows the code with Copy, and carries the code into the app and the download page", async ({
  browser,
}, testInfo) => {
  const code = SeedIds.inviteCodes.viewer;
  const context = await browserContext(browser, testInfo);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordNavigations(context);
  const page = await context.newPage();
  await page.goto(`/invitation?invite_code=${code.toLowerCase()}`);
  const prompt = page.getByTestId('login-required');
  await expect(prompt.getByRole('heading')).toHaveText('Please log in to participate');
  const invited = page.getByTestId('invited-by');
  // Robin owns VIEWER01 (server seed); binding gives the friend 50 gems and the inviter 100.
  await expect(invited.getByRole('heading')).toHaveText('Robin invited you to Talkie');
  await expect(invited).toContainText('Join with this code: you get 50 gems and Robin gets 100 gems.');
  await expect(invited.getByTestId('invited-code')).toHaveText(code);
  await invited.getByRole('button', { name: 'Copy code' }).click();
  await expect(invited.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await prompt.getByRole('button', { name: 'Open Talkie to join' }).click();
  const pageUrl = encodeURIComponent(`https://h5.talkie-ai.com/invitation?invite_code=${code}`);
  await expect.poll(async () => (await navigations(page))[0]).toBe(`talkie://webview?url=${pageUrl}&channel_label=H5`);
  // 2 s later the store, 3 s after that the download page: it carries the code on to the app's install.
  const downloadQuery = async () => {
    const url = (await navigations(page)).find((u) => u.startsWith('https://talkie-ai.com/download?'));
    return url ? Object.fromEntries(new URL(url).searchParams) : null;
  };
  await expect
    .poll(downloadQuery, { timeout: scaled(10_000) })
    .toMatchObject({ from_page: 'invitation', invite_code: code });
  await context.close();
});

test('in WeChat the invited friend sees the code to copy; an unknown code names nobody', async ({
  browser,
}, testInfo) => {
  const context = await newDeviceContext(browser, testInfo.project.use, { userAgent: UA.wechatIos });
  const page = await context.newPage();
  await page.goto(`/invitation?invite_code=${SeedIds.inviteCodes.viewer}`);
  const invited = page.getByTestId('invited-by');
  await expect(invited.getByRole('heading')).toHaveText('Robin invited you to Talkie');
  await expect(invited.getByTestId('invited-code')).toHaveText(SeedIds.inviteCodes.viewer);
  await expect(invited.getByRole('button', { name: 'Copy code' })).toBeVisible();

  await page.goto(`/invitation?invite_code=${SeedIds.inviteCodes.unknown}`);
  await expect(invited).toContainText('This invitation code is invalid');
  await expect(invited).not.toContainText('invited you');
  await expect(invited.getByTestId('invited-code')).toHaveText(SeedIds.inviteCodes.unknown);
  await context.close();
});

test('inside the app: the native real-name login, then the invitation; sharing uses the native share', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await appContext(browser, testInfo, {
    user: null,
    replies: { login: { data: { user_id: account.userId }, delayMs: 50 } },
  });
  // The app's login flow logs this account in (the simulated app then reports it from getUserInfo).
  await context.addInitScript((user) => {
    const w = window as unknown as {
      TalkieBridge: { postMessage(json: string): void };
      __talkieShell: { setUser(u: unknown): void };
    };
    const post = w.TalkieBridge.postMessage;
    w.TalkieBridge.postMessage = (json: string) => {
      if ((JSON.parse(json) as { method: string }).method === 'login') w.__talkieShell.setUser(user);
      post(json);
    };
  }, appUserOf(account));
  const page = await context.newPage();
  await page.goto('/invitation');

  const prompt = page.getByTestId('login-required');
  await expect(prompt.getByRole('heading')).toHaveText('Please log in to participate');
  await prompt.getByRole('button', { name: 'Log in' }).click();
  const info = await account.api.call(getInvitationInfo, {});
  await expect(page.getByTestId('own-code-value')).toHaveText(info.invite_code);
  expect(await shellCalls(page, 'login')).toHaveLength(1);

  await page.getByRole('button', { name: 'Invite friends' }).click();
  await expect.poll(async () => (await shellCalls(page, 'share')).length).toBe(1);
  const [share] = await shellCalls(page, 'share');
  expect((share?.params as { shareUrl: string }).shareUrl).toContain(`/invitation?invite_code=${info.invite_code}`);
  await context.close();
});

test('inside the app, a canceled login says so and can be tried again', async ({ browser }, testInfo) => {
  const context = await appContext(browser, testInfo, { user: null, loginOutcome: 'cancel' });
  const page = await context.newPage();
  await page.goto('/invitation');
  const prompt = page.getByTestId('login-required');
  await prompt.getByRole('button', { name: 'Log in' }).click();
  await expect(prompt).toContainText('Login was canceled');
  await prompt.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(async () => (await shellCalls(page, 'login')).length).toBe(2);
  await context.close();
});

test("binding a friend's valid code, then receiving the welcome reward", async ({ browser }, testInfo) => {
  const account = await newAccount(testInfo);
  const { context, page } = await openAs(browser, testInfo, account);
  await page.getByLabel("Friend's invitation code").fill('talken01');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('bound-code')).toHaveText('You joined with the code TALKEN01');

  const rewards = page.getByTestId('rewards');
  const receive = rewards.getByRole('button', { name: 'Receive' });
  await expect(receive).toHaveCount(1);
  await receive.click();
  await expect(rewards.getByTestId('reward-notice')).toHaveText('Received! The gems are in your account.');
  await expect(rewards.getByText('Received', { exact: true })).toBeVisible();
  await expect(page.getByTestId('gem-expiry')).toHaveText('Gems expire 180 days after they are granted.');
  expect((await account.api.call(getGemBalance, {})).total_gems).toBe(50);
  await context.close();
});

test('an expired code is refused with its reason, and the typed code stays', async ({ browser }, testInfo) => {
  const { context, page } = await openAs(browser, testInfo, await newAccount(testInfo));
  const input = page.getByLabel("Friend's invitation code");
  await input.fill('EXPIRED1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('code-error')).toHaveText('This invitation code has expired');
  await expect(input).toHaveValue('EXPIRED1');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  // Editing clears the refusal.
  await input.fill('EXPIRED');
  await expect(page.getByTestId('code-error')).toHaveText('');
  await context.close();
});

test('a reward received twice (the second time from a stale page) is granted once', async ({ browser }, testInfo) => {
  const account = await newAccount(testInfo);
  const bound = await account.api.call(bindInviteCode, { invite_code: 'TALKEN01' });
  // A new real-name account gets the welcome reward.
  const welcome = bound.reward;
  if (!welcome) throw new Error('no welcome reward for a new account');
  const { context, page } = await openAs(browser, testInfo, account);
  const reward = page.getByTestId(`reward-${welcome.reward_id}`);
  await expect(reward).toHaveAttribute('data-status', 'receivable');

  // Received meanwhile on another device; then tapped here.
  await account.api.call(claimInvitationReward, { reward_id: welcome.reward_id });
  await reward.getByRole('button', { name: 'Receive' }).click();
  await expect(reward).toHaveAttribute('data-status', 'received');
  await expect(reward).toContainText('Received');
  expect((await account.api.call(getGemBalance, {})).total_gems).toBe(50);
  await context.close();
});

test('a new account has invited no friends yet: zero reads as a plural in Portuguese and English', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  for (const [locale, text] of [
    ['pt-BR', '0 amigos convidados'],
    ['en-US', '0 friends invited'],
  ] as const) {
    const context = await newDeviceContext(browser, testInfo.project.use, { locale });
    await storeSession(context, account);
    const page = await context.newPage();
    await page.goto('/invitation');
    await expect(page.getByTestId('own-code').locator('.tk-note').last()).toHaveText(text);
    await context.close();
  }
});
