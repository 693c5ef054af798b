import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKeys, pageRenderer, renderedState, rootText, TALKIE_APP } from './support/rendered-page';
import { claimEasterEgg, getEasterEgg } from '../../src/api/contract/campaign';
import { createClone } from '../../src/api/contract/creator';
import { loginAs, loginWithPhone, startListening, type TestApi } from './support';

/**
 * The easter egg, the prize claim, the rank list detail and the clone introduction as the server renders them: with the
 * app's
 * auth cookie (SPEC §3) the visitor's own page in the HTML, for them alone (private, no-store); without
 * one, the page's frame and nobody's data. English and Japanese.
 */
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());

const JA = 'ja-JP,ja;q=0.9';
const render = pageRenderer(() => t.baseUrl, TALKIE_APP);
const cookieOf = (token: string) => `theme=dark; authToken=${encodeURIComponent(token)}`;

/** A new account (a real-name login by phone), its API client and its app cookie. */
async function visitor(phone: string) {
  const client = t.newClient();
  const { user_id, auth_token } = await loginWithPhone(client, phone);
  return { userId: user_id, client, cookie: cookieOf(auth_token) };
}

async function prizeRecord(userId: string, deadlineInMs: number): Promise<string> {
  const response = await fetch(`${t.baseUrl}/__control/campaign/prize_record`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, deadline_in_ms: deadlineInMs }),
  });
  return ((await response.json()) as { record_id: string }).record_id;
}

describe('the easter egg', () => {
  it("with the session: the visitor's stones, dates and claimed state in the HTML, for them alone (en, ja)", async () => {
    const v = await visitor('+12015410001');
    const { egg_spot } = await v.client.call(getEasterEgg, { event_id: 'easter_egg' });
    for (const [acceptLanguage, hint] of [
      ['en-US,en;q=0.9', 'Something is hiding on this page. Can you find it?'],
      [JA, 'このページに何かが隠れています。見つけられるかな？'],
    ] as const) {
      const { page, html } = await render('/activity/easter_egg', { cookie: v.cookie, acceptLanguage });
      expect(page.headers['Cache-Control']).toBe('private, no-store');
      expect(html).toContain('data-testid="egg-page"');
      expect(html).toContain('data-testid="event-dates"');
      expect(html.match(/data-testid="egg-spot-\d"/g)).toHaveLength(6);
      expect(html).not.toContain('data-testid="loading"');
      expect(rootText(html)).toContain(hint);
      expect(renderedState(html).session?.userId).toBe(v.userId);
      expect(answerKeys(html)).toHaveLength(1);
      // Nowhere does the HTML mark the egg's stone before it is found.
      expect(html).not.toContain('cp-stone--egg');
      // The stone that hides it looks like the others.
      expect(html).toContain(`class="cp-stone" data-testid="egg-spot-${egg_spot}"`);
    }
  });

  it('a found egg renders found: its stone shown, the stones closed', async () => {
    const v = await visitor('+12015410002');
    const { egg_spot } = await v.client.call(getEasterEgg, { event_id: 'easter_egg' });
    await v.client.call(claimEasterEgg, { event_id: 'easter_egg', egg_spot });
    const { html } = await render('/activity/easter_egg?event_id=easter_egg', { cookie: v.cookie });
    expect(html).toContain('data-claimed="true"');
    expect(rootText(html)).toContain('You already found this egg.');
    expect(html).toMatch(new RegExp(`class="cp-stone cp-stone--egg"[^>]*data-testid="egg-spot-${egg_spot}"`));
  });

  it("without a session: the frame and the gate's spinner, nobody's egg, cacheable (en, ja)", async () => {
    for (const acceptLanguage of ['en-US,en;q=0.9', JA]) {
      const { page, html } = await render('/activity/easter_egg', { acceptLanguage });
      expect(html).toContain('data-page="easter_egg"');
      expect(html).toContain('data-testid="loading"');
      expect(html).not.toContain('data-testid="egg-page"');
      expect(answerKeys(html)).toEqual([]);
      expect(renderedState(html).session).toBeUndefined();
      expect(page.headers['Cache-Control']).toMatch(/^public/);
    }
  });
});

describe('the prize claim', () => {
  it("with the session and the visitor's record: the claim screen and its empty form in the HTML (en, ja)", async () => {
    const v = await visitor('+12015410011');
    const recordId = await prizeRecord(v.userId, 3 * 24 * 3600 * 1000);
    for (const [acceptLanguage, title, label] of [
      ['en-US,en;q=0.9', 'Where should we send your gift?', 'Recipient name'],
      [JA, '賞品の送り先を教えてください', '受取人の氏名'],
    ] as const) {
      const { page, html } = await render(`/claim_prize?record_id=${recordId}`, { cookie: v.cookie, acceptLanguage });
      expect(page.headers['Cache-Control']).toBe('private, no-store');
      expect(html).toContain('data-testid="claim-page"');
      expect(html).toContain('data-testid="contact-form"');
      expect(html).toContain('data-testid="countdown"');
      expect(html).not.toContain('data-testid="loading"');
      expect(rootText(html)).toContain(title);
      expect(rootText(html)).toContain(label);
      // The draft is the browser's: the server's form is empty.
      expect(html).not.toMatch(/<input[^>]*value="[^"]+"/);
      expect(answerKeys(html)).toHaveLength(1);
    }
  });

  it("another visitor's record: the no-prize screen, never their details", async () => {
    const owner = await visitor('+12015410012');
    const other = await visitor('+12015410013');
    const recordId = await prizeRecord(owner.userId, 3 * 24 * 3600 * 1000);
    const { page, html } = await render(`/claim_prize?record_id=${recordId}`, { cookie: other.cookie });
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(html).not.toContain('data-testid="claim-page"');
    expect(rootText(html)).toContain('There is no prize to claim here');
  });

  it('a forfeited record names its deadline in UTC, which the server knows', async () => {
    const v = await visitor('+12015410014');
    const recordId = await prizeRecord(v.userId, -60_000);
    const { html } = await render(`/claim_prize?record_id=${recordId}`, { cookie: v.cookie });
    expect(html).toContain('data-testid="claim-forfeited"');
    expect(rootText(html)).toMatch(/The deadline to send delivery details was .*UTC/);
  });

  it('no record: the no-prize screen for anyone, without a login (en, ja), cacheable', async () => {
    for (const [acceptLanguage, text] of [
      ['en-US,en;q=0.9', 'There is no prize to claim here'],
      [JA, '受け取れる賞品はありません'],
    ] as const) {
      const { page, html } = await render('/claim_prize', { acceptLanguage });
      expect(rootText(html)).toContain(text);
      expect(html).not.toContain('data-testid="loading"');
      expect(page.headers['Cache-Control']).toMatch(/^public/);
    }
  });

  it("a record without a session: the frame and the gate's spinner, nobody's prize", async () => {
    const owner = await visitor('+12015410015');
    const recordId = await prizeRecord(owner.userId, 3 * 24 * 3600 * 1000);
    const { page, html } = await render(`/claim_prize?record_id=${recordId}`);
    expect(html).toContain('data-page="claim_prize"');
    expect(html).toContain('data-testid="loading"');
    expect(html).not.toContain('data-testid="claim-page"');
    expect(answerKeys(html)).toEqual([]);
    expect(page.headers['Cache-Control']).toMatch(/^public/);
  });
});

describe('the rank list detail', () => {
  it('with a real-name session: the board’s tabs and its list in the HTML, for them alone (en, ja)', async () => {
    const v = await visitor('+12015410021');
    for (const [acceptLanguage, board, period] of [
      ['en-US,en;q=0.9', 'Gem Elite', 'Weekly'],
      [JA, 'ジェムエリート', 'ウィークリー'],
    ] as const) {
      const { page, html } = await render('/rank/detail?board=gem_elite&period=weekly', {
        cookie: v.cookie,
        acceptLanguage,
      });
      expect(page.headers['Cache-Control']).toBe('private, no-store');
      expect(html).toContain('data-testid="rank-detail"');
      expect(html).toContain('data-board="gem_elite"');
      expect(rootText(html)).toContain(board);
      expect(rootText(html)).toContain(period);
      expect(renderedState(html).session).toEqual({ userId: v.userId, isAnonymous: false });
      // The list's first page, keyed by its reader: the browser hydrates from it and asks nothing again.
      expect(answerKeys(html)).toEqual([
        expect.stringMatching(new RegExp(`^/weaver/api/v1/rank/get_board_page:.*"board":"gem_elite".*@${v.userId}$`)),
      ]);
      expect(html.match(/data-testid="rank-entry"/g)?.length).toBeGreaterThan(0);
      expect(html).not.toContain('data-testid="loading"');
    }
  });

  it('with an anonymous session: the login prompt, no list', async () => {
    const client = t.newClient();
    const { auth_token } = await loginAs(client, 'anonymous');
    const { page, html } = await render('/rank/detail?board=popular&period=daily', { cookie: cookieOf(auth_token) });
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(html).toContain('data-testid="login-required"');
    expect(html).not.toContain('data-testid="rank-entry"');
  });

  it("without a session: the title, the board's tabs and the gate's spinner, nobody's list (en, ja)", async () => {
    for (const [acceptLanguage, board] of [
      ['en-US,en;q=0.9', 'Popular'],
      [JA, '人気'],
    ] as const) {
      const { page, html } = await render('/rank/detail?board=popular&period=daily', { acceptLanguage });
      expect(html).toContain('data-page="rank_detail"');
      expect(html).toContain('data-testid="rank-detail-frame"');
      expect(html).toContain('data-testid="rank-board-tabs"');
      expect(html).toContain('data-testid="loading"');
      expect(rootText(html)).toContain(board);
      expect(html).not.toContain('data-testid="rank-entry"');
      expect(answerKeys(html)).toEqual([]);
      expect(page.headers['Cache-Control']).toMatch(/^public/);
    }
  });
});

describe("the visitor's own achievements", () => {
  it('/achievement/user without a user_id: with the session, their achievements in the HTML, for them alone', async () => {
    const v = await visitor('+12015410031');
    const { page, html } = await render('/achievement/user', { cookie: v.cookie });
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(html).toContain('data-testid="achievements-page"');
    expect(html).not.toContain('data-testid="loading"');
    expect(renderedState(html).session?.userId).toBe(v.userId);
    expect(answerKeys(html)).toEqual([expect.stringContaining(`"owner_id":"${v.userId}"`)]);
  });

  it('without a session, the gate; with a user_id, that user’s achievements for everyone (the cookie is not read)', async () => {
    const v = await visitor('+12015410032');
    const anonymous = await render('/achievement/user');
    expect(anonymous.html).toContain('data-testid="loading"');
    expect(answerKeys(anonymous.html)).toEqual([]);
    expect(anonymous.page.headers['Cache-Control']).toMatch(/^public/);
    const named = await render(`/achievement/user?user_id=${v.userId}`, { cookie: v.cookie });
    expect(named.page.headers['Cache-Control']).toMatch(/^public/);
    expect(renderedState(named.html).session).toBeUndefined();
    expect(named.html).toContain('data-testid="achievements-page"');
  });
});

const makeClone = (client: ReturnType<TestApi['newClient']>, n: number) =>
  client.call(createClone, {
    request_id: `ssr-clone-${n}`,
    name: `Robin ${n}`,
    persona: 'Calm and kind.',
    greeting: 'Hello!',
    image_urls: [],
  });

/**
 * The clone introduction: the week's allowance read with the session (its form and summary show the browser's draft and
 * stay in the browser).
 */
describe('the clone introduction', () => {
  it("with the session: the introduction and the visitor's allowance in the HTML, for them alone (en, ja)", async () => {
    const v = await visitor('+12015430001');
    await makeClone(v.client, 1);
    for (const [acceptLanguage, title, left] of [
      ['en-US,en;q=0.9', 'Create your AI clone', '2 characters left to create this week'],
      [JA, 'AIクローンを作ろう', '今週はあと2体作成できます'],
    ] as const) {
      const { page, html } = await render('/ai/clone', { cookie: v.cookie, acceptLanguage });
      expect(page.headers['Cache-Control']).toBe('private, no-store');
      expect(html).toContain('data-testid="clone-intro"');
      expect(html).not.toContain('data-testid="loading"');
      expect(rootText(html)).toContain(title);
      expect(rootText(html)).toContain(left);
      expect(renderedState(html).session?.userId).toBe(v.userId);
      expect(answerKeys(html)).toEqual(['creator/clone_quota']);
    }
  });

  it('a week used up renders the limit, and nothing to start', async () => {
    const v = await visitor('+12015430002');
    for (const n of [1, 2, 3]) await makeClone(v.client, n);
    const { html } = await render('/ai/clone/', { cookie: v.cookie });
    expect(html).toContain('data-testid="clone-limit"');
    expect(rootText(html)).toContain('exceed create limit');
    expect(html).not.toContain('data-testid="clone-start"');
  });

  it('two visitors rendered side by side each get their own allowance', async () => {
    const [a, b] = await Promise.all([visitor('+12015430003'), visitor('+12015430004')]);
    for (const n of [1, 2]) await makeClone(a.client, n);
    const [pageA, pageB] = await Promise.all([
      render('/ai/clone', { cookie: a.cookie }),
      render('/ai/clone', { cookie: b.cookie }),
    ]);
    expect(rootText(pageA.html)).toContain('1 character left to create this week');
    expect(renderedState(pageA.html).session?.userId).toBe(a.userId);
    expect(rootText(pageB.html)).toContain('3 characters left to create this week');
    expect(renderedState(pageB.html).session?.userId).toBe(b.userId);
  });

  it('an anonymous session (a browser that logged in by itself): the login prompt, nothing thrown, no allowance shown', async () => {
    const client = t.newClient();
    const { auth_token, user_id } = await loginAs(client, 'anonymous');
    for (const url of ['/ai/clone', '/ai/clone/']) {
      const { page, html } = await render(url, { cookie: cookieOf(auth_token) });
      expect(html, url).toContain('data-testid="login-required"');
      expect(rootText(html), url).toContain('Log in to create your own character clone');
      expect(renderedState(html).session, url).toEqual({ userId: user_id, isAnonymous: true });
      expect(html, url).not.toContain('data-testid="clone-intro"');
      expect(html, url).not.toContain('data-testid="loading"');
      expect(page.headers['Cache-Control'], url).toBe('private, no-store');
    }
  });

  it("without a session: the frame and the gate's spinner, nobody's allowance, cacheable", async () => {
    const { page, html } = await render('/ai/clone');
    expect(html).toContain('data-page="ai_clone"');
    expect(html).toContain('data-testid="loading"');
    expect(html).not.toContain('data-testid="clone-intro"');
    expect(answerKeys(html)).toEqual([]);
    expect(page.headers['Cache-Control']).toMatch(/^public/);
  });
});
