/**
 * Deep links at their edges: how list values, blank values and the post-publish npc are written, the
 * exact refusals a caller gets, and the web-view allowlist on a freshly loaded module (its patterns
 * are built when the module loads), including characters after the host and the length limit.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildDeepLink } from '@/services/deep-links';

const HOSTS = ['talkie-ai.com', 'www.talkie-ai.com', 'h5.talkie-ai.com'] as const;

async function freshAllowlist(): Promise<(raw: unknown) => boolean> {
  vi.resetModules();
  const { isAllowedWebViewUrl } = await import('@/services/deep-links/web-view-url');
  return (raw) => isAllowedWebViewUrl(raw, HOSTS);
}

describe('values in the link', () => {
  it('writes a list of tags comma-separated, not as JSON', () => {
    expect(buildDeepLink('avatarCreation', { tags: ['cute', 'cat'] })).toEqual({ ok: true, url: 'talkie://avatar_creation?tags=cute%2Ccat&channel_label=H5' });
    expect(buildDeepLink('combinedCreation', { tags: 'a,b' })).toEqual({ ok: true, url: 'talkie://combined_creation?tags=a%2Cb&channel_label=H5' });
  });

  it('a blank value never replaces a default and optional blanks are left out', () => {
    const blankTab = { tab: '' } as unknown as { tab: 'home' };
    expect(buildDeepLink('main', blankTab)).toEqual({ ok: true, url: 'talkie://main?tab=home&channel_label=H5' });
    expect(buildDeepLink('userHome', { user_id: 'u1', entrance: '' })).toEqual({ ok: true, url: 'talkie://user_home?entrance=h5_enter&user_id=u1&channel_label=H5' });
    expect(buildDeepLink('chat', { npc_id: 'n1', author_id: '' })).toEqual({ ok: true, url: 'talkie://chat?npc_id=n1&channel_label=H5' });
  });

  it('publishes a post without an npc, and refuses an incomplete npc by name', () => {
    expect(buildDeepLink('postPublish', { ref_id: 'r1', content: 'hi' })).toEqual({ ok: true, url: 'talkie://post_publish?ref_id=r1&content=hi&channel_label=H5' });
    const npc = { npc_id: 7, npc_name: '', npc_avatar: 'https://x/a.png' };
    expect(buildDeepLink('postPublish', { ref_id: 'r1', npc })).toEqual({
      ok: false,
      error: { kind: 'invalid_param', target: 'postPublish', param: 'npc', message: 'postPublish: npc needs npc_id, npc_name and npc_avatar' },
    });
  });

  it('only post publish checks an npc', () => {
    const chat = buildDeepLink('chat', { npc_id: 'n1', npc: { any: 1 } } as unknown as { npc_id: string });
    expect(chat).toEqual({ ok: true, url: `talkie://chat?npc_id=n1&npc=${encodeURIComponent('{"any":1}')}&channel_label=H5` });
  });

  it('refuses a web-view url outside the allowlist with a typed error, and takes a caller’s own allowlist', () => {
    expect(buildDeepLink('webView', { url: 'https://evil.com/' })).toEqual({
      ok: false,
      error: { kind: 'url_not_allowed', target: 'webView', param: 'url', message: 'webView: url is not an allowed https address' },
    });
    expect(buildDeepLink('webView', { url: 'https://example.org/' }, { allowedHosts: ['example.org'], scheme: 'talkie-dev://' })).toEqual({
      ok: true,
      url: 'talkie-dev://webview?url=https%3A%2F%2Fexample.org%2F&channel_label=H5',
    });
  });
});

describe('the web-view allowlist, freshly loaded', () => {
  it('accepts each allowed host with or without a path, query or fragment, in any case', async () => {
    const allowed = await freshAllowlist();
    const accepted = HOSTS.flatMap((host) => [`https://${host}`, `https://${host}/`, `https://${host}?a=1`, `https://${host}#top`, `https://${host.toUpperCase()}/A/b?q=%E4%BD%A0`]);
    expect(accepted.filter((url) => !allowed(url))).toEqual([]);
  });

  it.each([
    // whitespace, backslash, control and non-ASCII characters after the host
    'https://talkie-ai.com/a b',
    'https://talkie-ai.com/a\\b',
    'https://talkie-ai.com/caf\u00e9',
    'https://talkie-ai.com/?q=\u0001',
    // an allowed address later in the text does not make the start allowed
    'https:/talkie-ai.com/?https://talkie-ai.com',
    'https:talkie-ai.com/#https://talkie-ai.com',
    'xhttps://talkie-ai.com/',
    // the host must end at / ? # or the end
    'https://talkie-ai.com:443/',
    'https://talkie-ai.com@evil.com/',
    'https://evil.com/',
  ])('refuses %j', async (url) => {
    const allowed = await freshAllowlist();
    expect(allowed(url)).toBe(false);
  });

  it('takes addresses up to 2048 characters and refuses longer ones', async () => {
    const allowed = await freshAllowlist();
    const base = 'https://talkie-ai.com/?q=';
    const of = (length: number) => base + 'a'.repeat(length - base.length);
    expect([allowed(of(2047)), allowed(of(2048)), allowed(of(2049))]).toEqual([true, true, false]);
  });
});
