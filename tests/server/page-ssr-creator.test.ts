import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer, TALKIE_APP, rootText, renderedState } from './support/rendered-page';
import { getSubscriptionSettings, getWeeklyReport } from '../../src/api/contract/creator';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, startListening, type SeedAccount, type TestApi } from './support';

/**
 * The creator's own pages (/weekly_report, /creator/subscription) as the server renders them: with
 * the app's auth cookie (SPEC §3) the creator's own numbers and settings in the HTML, for them alone
 * (private, no-store), never another creator's; without one, the page's frame (headings, count names,
 * tabs), the same for everyone and cacheable, with no spinner in its place.
 */
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());

const render = pageRenderer(() => t.baseUrl, TALKIE_APP);

/** A seed creator's session cookie, their user id and their own numbers as the API gives them to them. */
async function creator(account: SeedAccount) {
  const client = t.newClient();
  const { user_id, auth_token } = await loginAs(client, account);
  const report = await client.call(getWeeklyReport, {});
  const { settings } = await client.call(getSubscriptionSettings, {});
  return {
    userId: user_id,
    cookie: `theme=dark; authToken=${encodeURIComponent(auth_token)}; refreshToken=r`,
    views: new Intl.NumberFormat('en').format(report.this_week.see_count),
    settings,
  };
}

describe("a creator's own pages with the app session", () => {
  it('/weekly_report carries the creator’s week, for them alone', async () => {
    const me = await creator('creator');
    const { page, html } = await render('/weekly_report', { cookie: me.cookie });
    expect(page.status).toBe(200);
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(html).toContain('data-testid="weekly-report"');
    expect(html).not.toContain('tk-loading');
    expect(html.match(/class="cr-chart__bar"/g)).toHaveLength(7);
    expect(rootText(html)).toContain(`Views ${me.views}`);
    expect(rootText(html)).toContain('Daily views this week');
    expect(renderedState(html).session).toEqual({ userId: me.userId, isAnonymous: false });
    expect(renderedState(html).answers.map((a) => a.key)).toEqual([
      expect.stringContaining('/creator/get_weekly_report'),
    ]);
  });

  it('/creator/subscription carries the creator’s settings, with the form filled in', async () => {
    const me = await creator('creator');
    const { page, html } = await render('/creator/subscription', { cookie: me.cookie });
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(html).toContain('data-testid="subscription-management"');
    expect(html).toContain('data-testid="subscription-settings"');
    expect(html).not.toContain('tk-loading');
    expect(rootText(html)).toContain(me.settings.benefits);
    expect(rootText(html)).toContain(`${me.settings.subscriber_count} subscriber`);
    expect(rootText(html)).toContain('Star guardian');
    expect(renderedState(html).session?.userId).toBe(me.userId);
    expect(renderedState(html).answers.map((a) => a.key)).toEqual([
      expect.stringContaining('/creator/get_subscription'),
    ]);
  });

  it("two creators rendered at the same moment each get their own numbers, never the other's", async () => {
    const [a, b] = await Promise.all([creator('creator'), creator('creatorJa')]);
    expect(a.views).not.toBe(b.views);
    expect(a.settings.benefits).not.toBe(b.settings.benefits);
    const order = [a, b, a, b];
    const weekly = await Promise.all(order.map((visitor) => render('/weekly_report', { cookie: visitor.cookie })));
    const subscription = await Promise.all(
      order.map((visitor) => render('/creator/subscription', { cookie: visitor.cookie })),
    );
    for (const [index, visitor] of order.entries()) {
      const other = visitor === a ? b : a;
      const report = weekly[index]!.html;
      expect(renderedState(report).session?.userId).toBe(visitor.userId);
      expect(rootText(report)).toContain(`Views ${visitor.views}`);
      expect(rootText(report)).not.toContain(`Views ${other.views}`);
      const settings = subscription[index]!.html;
      expect(renderedState(settings).session?.userId).toBe(visitor.userId);
      expect(rootText(settings)).toContain(`${visitor.settings.subscriber_count} subscriber`);
      if (other.settings.benefits) expect(rootText(settings)).not.toContain(other.settings.benefits);
    }
  });

  it('a viewer with a session sees whether they subscribe, in the HTML', async () => {
    const viewer = t.newClient();
    const { user_id, auth_token } = await loginAs(viewer, 'viewer');
    const { page, html } = await render(`/creator/subscription?creator_id=${SeedIds.users.creator.en}`, {
      cookie: `authToken=${encodeURIComponent(auth_token)}`,
    });
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(renderedState(html).session?.userId).toBe(user_id);
    expect(html).toContain('data-subscribed="true"');
    expect(rootText(html)).toContain('You are subscribed to');
  });

  it('an account that is not a creator reads "For creators only"; an anonymous one is asked to log in', async () => {
    const viewer = t.newClient();
    const { auth_token } = await loginAs(viewer, 'viewer');
    const notCreator = await render('/weekly_report', { cookie: `authToken=${encodeURIComponent(auth_token)}` });
    expect(notCreator.html).toContain('data-testid="not-creator"');
    expect(notCreator.html).not.toContain('data-testid="weekly-counts"');
    expect(notCreator.page.headers['Cache-Control']).toBe('private, no-store');

    const anonymous = t.newClient();
    const login = await loginAs(anonymous, 'anonymous');
    for (const url of ['/weekly_report', '/creator/subscription']) {
      const { html } = await render(url, { cookie: `authToken=${encodeURIComponent(login.auth_token)}` });
      expect(renderedState(html).session).toEqual({ userId: login.user_id, isAnonymous: true });
      expect(html).toContain('data-testid="login-required"');
    }
  });
});

describe("a creator's pages without a session: the frame, the same for everyone", () => {
  const frames: [url: string, language: string, texts: string[]][] = [
    ['/weekly_report', 'en-US,en;q=0.9', ['Daily views this week', 'Views', 'Chatting users', 'Create this week']],
    ['/weekly_report', 'ja-JP,ja;q=0.9', ['今週の日別閲覧数', '閲覧数', '今週の作成']],
    [
      '/creator/subscription',
      'en-US,en;q=0.9',
      ['Benefit settings', 'Planning list', 'Star guardian', 'What subscribers get', 'Price levels'],
    ],
    [
      '/creator/subscription',
      'ja-JP,ja;q=0.9',
      ['特典設定', '予定リスト', 'スターガーディアン', '購読者の特典', '価格レベル'],
    ],
  ];
  for (const [url, acceptLanguage, texts] of frames) {
    it(`${url} (${acceptLanguage.slice(0, 2)}): headings and names, no spinner, cacheable`, async () => {
      for (const cookie of [undefined, 'authToken=not-a-token']) {
        const { page, html } = await render(url, { acceptLanguage, ...(cookie ? { cookie } : {}) });
        expect(page.status).toBe(200);
        expect(page.headers['Cache-Control']).toMatch(/^public/);
        expect(html).not.toContain('tk-loading');
        for (const text of texts) expect(rootText(html)).toContain(text);
        expect(renderedState(html).session).toBeUndefined();
        expect(renderedState(html).answers).toEqual([]);
        expect(html).not.toContain('data-testid="weekly-report"');
        expect(html).not.toContain('data-testid="subscription-settings"');
      }
    });
  }

  it('a viewer page without a session: a placeholder, no spinner', async () => {
    const { page, html } = await render(`/creator/subscription?creator_id=${SeedIds.users.creator.en}`);
    expect(page.headers['Cache-Control']).toMatch(/^public/);
    expect(html).toContain('data-testid="subscription-status-frame"');
    expect(html).not.toContain('tk-loading');
  });
});
