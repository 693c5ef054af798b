/**
 * The primary actions the suite tries on some pages, each as a user would: a tap or typed text, then
 * what the user (or the simulated app) sees. Each throws with what went wrong.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { login } from '../../src/api/contract/account';
import { config } from '../../src/platform/config';
import { ApiClient } from '../../server/testing/api-client';
import { shellCalls, waitFor, type Browser } from './browser';
import { legibleControls } from './legibility';
import type { ActionName, Mode } from './plan';

export interface ActionContext {
  browser: Browser;
  baseUrl: string;
  mode: Mode;
}

const CTA = '.sh-cta [data-testid="open-app-button"]';

async function tapOpenApp(browser: Browser): Promise<void> {
  await waitFor(browser, `document.querySelector('${CTA}[data-ready="true"]')`, 'the open-app button to be ready');
  await browser.$(CTA).click();
}

/** Share page: the bottom button opens the content in the app (inside it, through the bridge). */
function openAppTap(context: ActionContext): Promise<string> {
  return context.mode === 'app' ? openNativePage(context) : openUniversalLink(context);
}

/**
 * In iPhone Safari the tap leaves for the app's universal link. The open-app flow's test hook
 * (`window.__talkieTestNavigate`, read at the moment it navigates) records that instead of leaving.
 */
async function openUniversalLink({ browser }: ActionContext): Promise<string> {
  await browser.execute(
    `window.__navigations = []; window.__talkieTestNavigate = function (url) { window.__navigations.push(url); };`,
  );
  await tapOpenApp(browser);
  const first = await waitFor<string>(browser, `window.__navigations[0]`, 'the tap to open the app', 5000);
  if (!first.startsWith(`${config.appOpen.universalLinkBase}/`))
    throw new Error(`the tap went to ${first}, not the universal link ${config.appOpen.universalLinkBase}/…`);
  return `tap opened ${first.split('?')[0]}`;
}

async function openNativePage({ browser }: ActionContext): Promise<string> {
  await tapOpenApp(browser);
  const deepLink = await waitFor<string>(
    browser,
    `((window.__talkieShellCalls || []).filter(function (c) { return c.method === 'openNativePage'; })[0] || { params: {} }).params.page`,
    'the app to be asked to open the content (openNativePage)',
    5000,
  );
  if (!deepLink.startsWith('talkie://')) throw new Error(`openNativePage opened ${deepLink}, not a talkie:// page`);
  const calls = await shellCalls(browser, 'openNativePage');
  if (calls.length !== 1) throw new Error(`one tap made ${calls.length} openNativePage calls`);
  return `tap opened ${deepLink.split('?')[0]}`;
}

/** Membership: the Pro tab shows the Pro plans. */
async function switchTier({ browser }: ActionContext): Promise<string> {
  await browser.$('[data-testid="tier-tab-pro"]').click();
  await waitFor(
    browser,
    `document.querySelector('[data-testid="tier-tab-pro"]').getAttribute('aria-selected') === 'true' && !!document.querySelector('[data-testid="tier-panel-pro"] [data-testid^="plan-"]')`,
    'the Pro tab to be selected with its plans',
    5000,
  );
  return 'Pro tab selected';
}

/** Invitation, logged in as a new real-name account: an expired code is refused and stays typed. */
async function typeInvitationCode({ browser }: ActionContext): Promise<string> {
  await waitFor(
    browser,
    `document.querySelector('[data-testid="code-input"]')`,
    'the invitation code field (logged in)',
  );
  const input = browser.$('[data-testid="code-input"]');
  await input.setValue('EXPIRED1');
  await browser.$('[data-testid="code-submit"]').click();
  await waitFor(
    browser,
    `((document.querySelector('[data-testid="code-error"]') || {}).textContent || '').trim() === 'This invitation code has expired'`,
    'the expired-code message',
    8000,
  );
  const value = await input.getValue();
  if (value !== 'EXPIRED1') throw new Error(`the field holds "${value}" after the refusal, not the typed EXPIRED1`);
  return 'typed EXPIRED1: refused as expired, text kept';
}

/** Stores a new real-name account's session in the page's origin, as a returning visitor's storage holds it. */
export async function logInNewAccount({ browser, baseUrl }: ActionContext): Promise<void> {
  const client = new ApiClient({ baseUrl });
  const phone = `+1201${randomInt(2_000_000, 10_000_000)}`;
  const session = await client.call(login, {
    login_type: 1,
    device_info: { uuid: randomUUID(), os: 3 },
    credential: phone,
  });
  await browser.url(`${baseUrl}/__control/health`);
  await browser.execute(
    `var s = arguments[0]; localStorage.setItem('authToken', s.auth_token); localStorage.setItem('refreshToken', s.refresh_token);
     localStorage.setItem('userId', s.user_id); localStorage.setItem('user_id', s.user_id); localStorage.setItem('is_anonymous', 'false');`,
    { auth_token: session.auth_token, refresh_token: session.refresh_token, user_id: session.user_id },
  );
}

export const ACTIONS: Record<ActionName, (context: ActionContext) => Promise<string>> = {
  'open-app-tap': openAppTap,
  'switch-tier': switchTier,
  'type-invitation-code': typeInvitationCode,
  'legible-controls': ({ browser }) => legibleControls(browser),
};

/** Actions that need something done before the page loads. */
export const BEFORE_LOAD: Partial<Record<ActionName, (context: ActionContext) => Promise<void>>> = {
  'type-invitation-code': logInNewAccount,
};
