/** Shared by the creator end-to-end specs: fresh accounts, fresh creators, the app as that account. */
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { SimulatedShellOptions } from '../../src/services/bridge/simulated-shell';
import { appContext, controlFor, newAccount, type TestAccount } from './membership-invitation.helpers';
import { appUserOf } from './support/sign-in';

export { browserContext, navigations, recordNavigations, shellCalls } from './membership-invitation.helpers';

/** A new real-name account made a creator (with the seed creator's weekly numbers). */
export async function newCreator(testInfo: TestInfo): Promise<TestAccount> {
  const account = await newAccount(testInfo);
  await controlFor(testInfo).makeCreator(account.userId);
  return account;
}

/** The simulated Talkie app logged in as `account`. */
/** The simulated app signed in as `account`; `deviceUserAgent` replaces the profile's device (e.g. a Xiaomi phone). */
export function appAs(
  browser: Browser,
  testInfo: TestInfo,
  account: TestAccount,
  shell: SimulatedShellOptions = {},
  deviceUserAgent?: string,
): Promise<BrowserContext> {
  return appContext(
    browser,
    testInfo,
    {
      user: appUserOf(account),
      ...shell,
    },
    deviceUserAgent,
  );
}

/** axe (WCAG 2.1 A/AA and best practices): the violations' ids, expected to be none. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
