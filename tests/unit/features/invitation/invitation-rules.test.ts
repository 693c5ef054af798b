import { describe, expect, it, vi } from 'vitest';
import { parseInvitationSearch } from '@/features/invitation/invitation-search';
import { sessionFromNativeUser } from '@/kernel/session/app-user-session';
import { invitationLink, shareInvitation, type ShareDeps } from '@/features/invitation/share-invitation';
import { bridgeErrors } from '@/services/bridge';

const share = {
  title: 'Join me',
  text: 'Use MINE2025',
  url: 'https://h5.talkie-ai.com/invitation?invite_code=MINE2025',
};

function deps(
  overrides: {
    app?: ShareDeps['host']['app'];
    supports?: boolean;
    call?: () => Promise<unknown>;
    share?: () => Promise<void>;
    writeText?: () => Promise<void>;
  } = {},
) {
  const app = overrides.app ?? 'browser';
  const writeText = vi.fn(overrides.writeText ?? (async () => undefined));
  const call = vi.fn(overrides.call ?? (async () => null));
  const value: ShareDeps = {
    host: { app, isNativeApp: app === 'talkie' },
    bridge: { supports: () => overrides.supports ?? true, call: call as never },
    navigator: {
      ...(overrides.share ? { share: overrides.share } : {}),
      clipboard: { writeText },
    } as unknown as ShareDeps['navigator'],
  };
  return { value, writeText, call };
}

describe('sharing the invitation', () => {
  it('the link carries the code so the friend finds it filled in', () => {
    expect(invitationLink('https://h5.talkie-ai.com', 'AB12CD34')).toBe(
      'https://h5.talkie-ai.com/invitation?invite_code=AB12CD34',
    );
  });

  it('inside the app: the native share sheet; closing it is not a failure', async () => {
    const ok = deps({ app: 'talkie' });
    expect(await shareInvitation(ok.value, share)).toBe('native');
    expect(ok.call).toHaveBeenCalledWith('share', {
      title: 'Join me',
      desc: 'Use MINE2025',
      cover_url: '',
      shareUrl: share.url,
    });
    const closed = deps({
      app: 'talkie',
      call: async () => Promise.reject(bridgeErrors.nativeFail('share', 1, 'cancel')),
    });
    expect(await shareInvitation(closed.value, share)).toBe('dismissed');
  });

  it('an app too old to share, or a failing share, copies the link instead', async () => {
    const old = deps({ app: 'talkie', supports: false });
    expect(await shareInvitation(old.value, share)).toBe('copied');
    expect(old.call).not.toHaveBeenCalled();
    expect(old.writeText).toHaveBeenCalledWith(`${share.text} ${share.url}`);
    const broken = deps({ app: 'talkie', call: async () => Promise.reject(bridgeErrors.timeout('share', 8000)) });
    expect(await shareInvitation(broken.value, share)).toBe('copied');
  });

  it("in WeChat the page points at WeChat's menu; browsers use the system sheet, else the clipboard", async () => {
    expect(await shareInvitation(deps({ app: 'wechat' }).value, share)).toBe('wechat');
    expect(await shareInvitation(deps({ share: async () => undefined }).value, share)).toBe('system');
    const aborted = Object.assign(new Error('aborted'), { name: 'AbortError' });
    expect(await shareInvitation(deps({ share: async () => Promise.reject(aborted) }).value, share)).toBe('dismissed');
    expect(await shareInvitation(deps().value, share)).toBe('copied');
    expect(
      await shareInvitation(deps({ writeText: async () => Promise.reject(new Error('denied')) }).value, share),
    ).toBe('failed');
  });
});

describe('real-name login hand-over', () => {
  it('takes the app user only when it is a real-name user with both tokens', () => {
    const user = { user_id: 'u1', auth_token: 'at', refresh_token: 'rt', is_anonymous: false };
    expect(sessionFromNativeUser(user)).toEqual({
      userId: 'u1',
      authToken: 'at',
      refreshToken: 'rt',
      isAnonymous: false,
    });
    expect(sessionFromNativeUser({ ...user, is_anonymous: true })).toBeNull();
    expect(sessionFromNativeUser({ ...user, auth_token: null })).toBeNull();
    expect(sessionFromNativeUser({ ...user, user_id: null })).toBeNull();
    expect(sessionFromNativeUser(null)).toBeNull();
  });
});

describe('page URL', () => {
  it('invite_code fills in the friend code, upper-cased; unusable values are dropped', () => {
    expect(parseInvitationSearch({ invite_code: ' talken01 ' })).toEqual({ invite_code: 'TALKEN01' });
    expect(parseInvitationSearch({ invite_code: 'a b;c' })).toEqual({});
    expect(parseInvitationSearch({})).toEqual({});
  });
});
