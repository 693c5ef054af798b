import type { Page } from '@playwright/test';
import type { LoggedRequest } from '../../server/control/request-log';
import { ControlClient } from '../../server/testing/control-client';
import { expect, test } from './support/fixtures';
import { expectNoProblems } from './support/page-problems';
import { checkStatusInParallel, waitForSession } from './support/session';

/**
 * The auth flow in Chromium against the local API server (test mode): what the generated paths
 * (tests/e2e/flows/auth.spec.ts, refresh-token.spec.ts) do not check: the token cookies
 * of a first visit and three requests refused at once.
 * Tests run in parallel on one server, so each reads only its own requests from the server's log: those
 * carrying its page's device_id, after the log position it noted.
 */
const PAGE = '/feedback';
const API = '/weaver/api/v1';

/** The server's log of this page's API calls, after `since` (a log sequence number). */
class PageCalls {
  private since = 0;
  constructor(
    private readonly baseURL: string,
    private readonly deviceId: string,
  ) {}

  private async log(since: number): Promise<LoggedRequest[]> {
    const response = await fetch(new URL(`/__control/requests?since=${since}`, this.baseURL));
    return ((await response.json()) as { requests: LoggedRequest[] }).requests;
  }

  /** From now on, only later calls count. */
  async mark(): Promise<void> {
    this.since = (await this.log(this.since)).at(-1)?.seq ?? this.since;
  }

  async list(): Promise<LoggedRequest[]> {
    return (await this.log(this.since)).filter((r) => r.query.device_id === this.deviceId);
  }

  async count(path: string): Promise<number> {
    return (await this.list()).filter((r) => r.path === `${API}/${path}`).length;
  }
}

/** First visit of a new visitor: returns what it stored and its call log. */
async function firstVisit(page: Page, baseURL: string) {
  await page.goto(PAGE);
  const stored = await waitForSession(page);
  if (!stored.device_id || !stored.authToken || !stored.refreshToken || !stored.userId)
    throw new Error('the first visit stored no auth data');
  return {
    stored: {
      ...stored,
      device_id: stored.device_id,
      authToken: stored.authToken,
      refreshToken: stored.refreshToken,
      userId: stored.userId,
    },
    calls: new PageCalls(baseURL, stored.device_id),
  };
}

test.describe('auth at boot', () => {
  let control: ControlClient;
  let origin: string;
  test.beforeEach(({ baseURL }) => {
    origin = baseURL ?? '';
    control = new ControlClient(origin);
  });

  test('a first visit logs in anonymously once and stores the auth data and token cookies', async ({
    page,
    context,
    problems,
  }) => {
    const before = Date.now();
    const { stored, calls } = await firstVisit(page, origin);

    expect(await calls.count('account/login')).toBe(1);
    expect(await calls.count('account/refresh_auth_token')).toBe(0);
    const login = (await calls.list()).find((r) => r.path === `${API}/account/login`);
    expect(JSON.parse(login?.body ?? '{}')).toMatchObject({ login_type: 5, device_info: { os: 3 } });

    expect(stored.authToken).toMatch(/^at_/);
    expect(stored.refreshToken).toMatch(/^rt_/);
    expect(stored.user_id).toBe(stored.userId);
    expect(stored.is_anonymous).toBe('true');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ authToken: stored.authToken, refreshToken: stored.refreshToken });

    // Refresh-token check with no stored time: now is stored, nothing is refreshed.
    const checkedAt = Number(stored.refresh_token_time);
    expect(checkedAt).toBeGreaterThanOrEqual(before);
    expect(checkedAt).toBeLessThanOrEqual(Date.now());
    expectNoProblems(problems);
  });

  test('requests rejected at the same time cause exactly one refresh, and each is replayed once', async ({ page }) => {
    const { stored, calls } = await firstVisit(page, origin);
    await control.tokens('expire', { token: stored.authToken });
    await calls.mark();

    const answers = await checkStatusInParallel(page, 3);

    expect(answers).toEqual([stored.userId, stored.userId, stored.userId]);
    expect(await calls.count('account/refresh_auth_token')).toBe(1);
    const statusCalls = (await calls.list()).filter((r) => r.path === `${API}/account/get_user_status`);
    expect(statusCalls.filter((r) => r.status_code === 40102)).toHaveLength(3);
    expect(statusCalls.filter((r) => r.status_code === 0)).toHaveLength(3);
  });
});
