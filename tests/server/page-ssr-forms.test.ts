import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKeys, pageRenderer, renderedState, rootText, TALKIE_APP } from './support/rendered-page';
import { loginWithPhone, startListening, type TestApi } from './support';

/**
 * The help forms as the server renders them: with the app's auth cookie (SPEC §3) the form itself
 * (labels, fields, submit button) is in the HTML, for that visitor alone (private, no-store); without
 * one, the page's frame and the login's spinner (a form's draft belongs to the logged-in user).
 */
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());

const render = pageRenderer(() => t.baseUrl, TALKIE_APP);

let phones = 0;
async function visitor() {
  const { user_id, auth_token } = await loginWithPhone(t.newClient(), `+1201541${String(phones++).padStart(4, '0')}`);
  return { userId: user_id, cookie: `theme=dark; authToken=${encodeURIComponent(auth_token)}` };
}

const FORMS = [
  {
    path: '/appeal',
    testId: 'appeal-form',
    en: ['What is the appeal about?', 'Reason', 'Description', 'Submit'],
    ja: ['何についての申し立てですか？', '理由', '送信'],
  },
  {
    path: '/report',
    testId: 'report-form',
    en: ['Share link of the plagiarized character', 'Submit'],
    ja: ['盗用したキャラクターの共有リンク', '送信'],
  },
  {
    path: '/feedback',
    testId: 'feedback-form',
    en: ['Topic', 'Describe the problem', 'Contact email', 'Submit'],
    ja: ['問題の内容', '送信'],
  },
  {
    path: '/app/delete',
    testId: 'deletion-form',
    en: ['Why are you leaving?', 'Phone number of your account', 'Delete account'],
    ja: ['退会の理由は？', 'アカウントを削除'],
  },
] as const;

describe('a help form with the app session', () => {
  for (const form of FORMS) {
    it(`${form.path}: the form, its labels and submit button in the HTML (en, ja), for the visitor alone`, async () => {
      const { userId, cookie } = await visitor();
      for (const [acceptLanguage, texts] of [
        ['en-US,en;q=0.9', form.en],
        ['ja-JP,ja;q=0.9', form.ja],
      ] as const) {
        const { page, html } = await render(form.path, { cookie, acceptLanguage });
        expect(page.headers['Cache-Control']).toBe('private, no-store');
        expect(html).toContain(`data-testid="${form.testId}"`);
        expect(html).toContain('data-testid="submit"');
        // No spinner for the form (the feedback page's list of earlier requests comes after hydration).
        expect(html.split('data-testid="feedback-history"')[0]).not.toContain('tk-loading');
        const text = rootText(html);
        for (const label of texts) expect(text).toContain(label);
        // The draft is the browser's: the server writes empty fields, the draft comes after hydration.
        expect(html).not.toContain('data-testid="draft-restored"');
        expect(renderedState(html).session).toEqual({ userId, isAnonymous: false });
      }
    });
  }

  it('/feedback: the earlier requests are read once hydrated (their list is not in the HTML), the form before them is', async () => {
    const { cookie } = await visitor();
    const { html } = await render('/feedback', { cookie });
    expect(answerKeys(html)).toEqual([]);
    const [form, history] = html.split('data-testid="feedback-history"');
    expect(form).toContain('data-testid="feedback-form"');
    expect(form).not.toContain('tk-loading');
    expect(history).toContain('tk-loading');
  });

  it('/ban_appeal: the account’s standing as the server states it, read by the route with the session (the page’s own read)', async () => {
    const { cookie } = await visitor();
    for (const [acceptLanguage, standing] of [
      ['en-US,en;q=0.9', 'Your account is not banned'],
      ['ja-JP,ja;q=0.9', 'アカウントは停止されていません'],
    ] as const) {
      const { page, html } = await render('/ban_appeal', { cookie, acceptLanguage });
      expect(page.headers['Cache-Control']).toBe('private, no-store');
      expect(answerKeys(html)).toEqual(['/weaver/api/v1/ticket/get_ban_status:{}']);
      expect(html).toContain('data-testid="ban-status"');
      expect(html).not.toContain('tk-loading');
      expect(rootText(html)).toContain(standing);
    }
  });

  it('/ban_appeal of a banned account: the renderer takes no banned session, so the frame and the spinner (the page reads the ban once hydrated)', async () => {
    const { userId, cookie } = await visitor();
    await t.control.setUserStatus(userId, 'banned');
    const { page, html } = await render('/ban_appeal', { cookie });
    expect(renderedState(html).session).toBeUndefined();
    expect(answerKeys(html)).toEqual([]);
    expect(html).toContain('tk-loading');
    expect(page.headers['Cache-Control']).toMatch(/^public/);
  });
});

describe('a help form without a session', () => {
  for (const path of [...FORMS.map((f) => f.path), '/ban_appeal']) {
    it(`${path}: the page's frame and the login's spinner, no form, kept by a CDN like any public page`, async () => {
      for (const cookie of [undefined, 'authToken=not-a-token']) {
        for (const acceptLanguage of ['en-US,en;q=0.9', 'ja-JP,ja;q=0.9']) {
          const { page, html } = await render(path, { acceptLanguage, ...(cookie ? { cookie } : {}) });
          expect(page.headers['Cache-Control']).toMatch(/^public/);
          expect(html).toContain('data-page=');
          expect(html).toContain('tk-loading');
          expect(html).not.toContain('data-testid="submit"');
          expect(renderedState(html).session).toBeUndefined();
          expect(renderedState(html).answers).toEqual([]);
        }
      }
    });
  }
});
