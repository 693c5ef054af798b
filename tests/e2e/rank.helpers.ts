/**
 * Shared by the rankings end-to-end specs: seed accounts, the board as the server states it, deep links the app was
 * asked to open.
 */
import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { login } from '../../src/api/contract/account';
import { SeedIds } from '../../server/seed/ids';
import { expect } from './support/fixtures';
import { baseUrlOf, SignedApi, type TestAccount } from './membership-invitation.helpers';

export { SeedIds };

/** Logs in as a seed account (one-click login with its phone number), as the app's account would be. */
export async function seedAccount(testInfo: TestInfo, who: keyof typeof SeedIds.credentials): Promise<TestAccount> {
  const api = new SignedApi(baseUrlOf(testInfo));
  const data = await api.call(login, {
    login_type: 1,
    device_info: { uuid: randomUUID(), os: 3 },
    credential: SeedIds.credentials[who],
  });
  api.token = data.auth_token;
  return { userId: data.user_id, authToken: data.auth_token, refreshToken: data.refresh_token, api };
}

/** [rank, npc id] of the rows on screen. */
export const rowsOf = (page: Page, testId = 'rank-entry') =>
  page
    .getByTestId(testId)
    .evaluateAll((rows) => rows.map((row) => [Number(row.getAttribute('data-rank')), row.getAttribute('data-npc-id')]));

/** Deep links the simulated app was asked to open. */
export const openedPages = (page: Page) =>
  page.evaluate(() =>
    (
      (window as unknown as { __talkieShellCalls?: { method: string; params: { page?: string } }[] })
        .__talkieShellCalls ?? []
    )
      .filter((call) => call.method === 'openNativePage')
      .map((call) => call.params.page ?? ''),
  );

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The page the server rendered has been taken over by the app (React's handlers are on the element):
 * a server-rendered page shows its tabs and buttons before the app has started, and a tap before then
 * does nothing. Tests that tap right after opening a page wait for this.
 */
export const takenOver = (page: Page, testId = 'rank-page') =>
  expect
    .poll(
      () =>
        page
          .getByTestId(testId)
          .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      { message: 'the app has taken the page over' },
    )
    .toBe(true);
