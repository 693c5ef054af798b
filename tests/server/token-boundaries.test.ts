/**
 * Tokens end at their expiry instant, and a rotated refresh token is answered again only strictly
 * inside the 10 s grace window: the server's clock is set so that "now" sits exactly on each edge.
 * A banned user's refresh token is refused as the account being unavailable.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { getUserStatus, refreshAuthToken } from '../../src/api/contract/account';
import { loginAs, startInProcess } from './support';

const START = Date.UTC(2026, 10, 23, 12, 0, 0);
let now = START;
const t = startInProcess({ now: () => now });
afterAll(() => t.close());
const client = () => t.newClient({ now: () => Math.floor(now / 1000) });

beforeEach(async () => {
  now = START;
  await t.control.reset();
});

describe('token edges', () => {
  it('an auth token works until the millisecond before its expiry and not at it', async () => {
    const c = client();
    const data = await loginAs(c, 'anonymous');
    now = data.auth_token_expires_at_ms - 1;
    expect(await c.statusOf(getUserStatus, {})).toBe(0);
    now = data.auth_token_expires_at_ms;
    expect(await c.statusOf(getUserStatus, {})).toBe(StatusCode.TokenExpired);
  });

  it('a refresh token works until the millisecond before its expiry and not at it', async () => {
    const data = await loginAs(client(), 'anonymous');
    now = data.refresh_token_expires_at_ms;
    expect(await client().statusOf(refreshAuthToken, { refresh_token: data.refresh_token })).toBe(StatusCode.RefreshTokenInvalid);
    const other = await loginAs(client(), 'anonymous');
    now = other.refresh_token_expires_at_ms - 1;
    expect(await client().statusOf(refreshAuthToken, { refresh_token: other.refresh_token })).toBe(0);
  });

  it('a rotated refresh token gets the same pair until 10 s after its use, and revokes the login at 10 s', async () => {
    const data = await loginAs(client(), 'anonymous');
    const rotated = await client().call(refreshAuthToken, { refresh_token: data.refresh_token });
    now = START + 10_000 - 1;
    expect((await client().call(refreshAuthToken, { refresh_token: data.refresh_token })).refresh_token).toBe(rotated.refresh_token);
    now = START + 10_000;
    expect(await client().statusOf(refreshAuthToken, { refresh_token: data.refresh_token })).toBe(StatusCode.RefreshTokenInvalid);
    expect(await client().statusOf(refreshAuthToken, { refresh_token: rotated.refresh_token })).toBe(StatusCode.RefreshTokenInvalid);
  });

  it("a banned user's refresh token answers that the account is unavailable", async () => {
    const data = await loginAs(client(), 'anonymous');
    const ban = await t.api.fetch(new Request('http://localhost/__control/users/status', { method: 'POST', body: JSON.stringify({ user_id: data.user_id, status: 'banned' }) }));
    expect(ban.status).toBe(200);
    expect(await client().statusOf(refreshAuthToken, { refresh_token: data.refresh_token })).toBe(StatusCode.UserUnavailable);
  });
});
