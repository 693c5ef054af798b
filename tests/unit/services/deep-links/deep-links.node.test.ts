import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  buildDeepLink,
  DEEP_LINK_TARGETS,
  DEEP_LINK_TARGET_NAMES,
  isAllowedWebViewUrl,
  type DeepLinkParams,
  type DeepLinkTarget,
} from '@/services/deep-links';
import { config } from '@/platform/config';

/** A complete, valid parameter set for every target: the spec's required ones and a few optional ones. */
const VALID: { [K in DeepLinkTarget]: DeepLinkParams[K] } = {
  main: {},
  sidebar: {},
  notice: {},
  feed: {},
  videoCreation: {},
  myVideoLibrary: {},
  npcComment: { npc_id: 'n1' },
  detail: { tab: 'follow' },
  chat: { npc_id: 'n1', author_id: 'u1', show_detail: 1, default_tab: 2, force_enter: true },
  groupChat: { group_template_id: 'g1', show_detail: 0 },
  avatarCreation: { tags: ['cute', 'cat'], prompt: 'a cat', limit_check: true },
  combinedCreation: { tags: 'a,b' },
  webView: { url: 'https://h5.talkie-ai.com/summer?x=1', title: 'Summer', transparent: true },
  materialReceive: { material_id: 'm1', material_type: 2, share_user_id: 'u2', share_user_name: 'Ann' },
  templateDetail: { template_id: 't1' },
  videoFromTemplate: { template_id: 't1' },
  longArticle: { npc_id: 'n1' },
  userHome: { user_id: 'u1' },
  materialCreation: { material_type: 3, stay_page_stack: true },
  postTab: { insert_post_id: 'p1' },
  postDetail: { post_id: 'p1' },
  videoChoose: { get_npc_scene: 1, entrance: 'h5' },
  starRank: { npc_id: 'n1' },
  voiceCall: { npc_id: 'n1', voice_chat_scene: 2 },
  postPublish: {
    ref_id: 'r1',
    ref_type: 1,
    content: 'hello world',
    npc: { npc_id: 'n1', npc_name: 'Ann', npc_avatar: 'https://x/a.png' },
  },
  createNpc: { entrance: 'h5' },
  npcDetail: { npc_id: 'n1' },
  cardCollection: { npc_image: 'https://x/c.png', npc_id: 'n1', npc_name: 'Ann', is_owner: false },
  fullAdapter: { page_name: 'rank', bundle_scene_name: 'star' },
  memory: { memory_id: 'm9' },
  videoPlay: { video: 'https://x/v.mp4' },
  membership: { entrance: 'h5', to_vip_type: 2 },
  wallet: { tab: 'gems' },
  guardianPassDetail: { npc_id: 'n1', guardian_type: 1 },
  guardianPassPersonalityManage: { npc_id: 'n1' },
  fmPlaying: { npc_id: 'n1', fm_id: 'f1', fm_type: 1 },
};

const build = (target: DeepLinkTarget, params: unknown, os?: 'ios' | 'android') =>
  (
    buildDeepLink as (t: DeepLinkTarget, p: unknown, o?: { os?: 'ios' | 'android' }) => ReturnType<typeof buildDeepLink>
  )(target, params, os ? { os } : {});

const queryOf = (url: string) => new URLSearchParams(url.slice(url.indexOf('?') + 1));

describe('buildDeepLink', () => {
  it('covers every target of the spec', () => {
    expect(DEEP_LINK_TARGET_NAMES.sort()).toEqual(Object.keys(VALID).sort());
    expect(DEEP_LINK_TARGET_NAMES).toHaveLength(36);
  });

  it.each(DEEP_LINK_TARGET_NAMES)('%s: builds scheme + path + query with channel_label=H5 last', (target) => {
    const result = build(target, VALID[target]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.url.startsWith(config.appOpen.scheme)).toBe(true);
    const query = queryOf(result.url);
    expect(query.get('channel_label')).toBe('H5');
    expect([...query.keys()].at(-1)).toBe('channel_label');
    for (const key of DEEP_LINK_TARGETS[target].required ?? []) expect(query.get(key)).not.toBeNull();
  });

  it.each(
    DEEP_LINK_TARGET_NAMES.flatMap((t) =>
      (DEEP_LINK_TARGETS[t].required ?? [])
        .filter((k) => !(DEEP_LINK_TARGETS[t].defaults ?? {})[k])
        .map((k) => [t, k] as const),
    ),
  )('%s without %s is refused with a typed error and no link', (target, key) => {
    for (const missing of [undefined, null, '']) {
      const params = { ...(VALID[target] as Record<string, unknown>), [key]: missing };
      const result = build(target, params);
      expect(result).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'missing_param', target, param: key }),
      });
      expect('url' in result).toBe(false);
    }
  });

  it('fills defaults: main tab home, user home entrance h5_enter, star rank section task', () => {
    const main = build('main', undefined);
    const home = build('userHome', { user_id: 'u1' });
    const star = build('starRank', { npc_id: 'n1' });
    expect(main.ok && queryOf(main.url).get('tab')).toBe('home');
    expect(home.ok && queryOf(home.url).get('entrance')).toBe('h5_enter');
    expect(star.ok && queryOf(star.url).get('section')).toBe('task');
    const custom = build('starRank', { npc_id: 'n1', section: 'rank' });
    expect(custom.ok && queryOf(custom.url).get('section')).toBe('rank');
  });

  it.each([
    ['videoChoose', { get_npc_scene: 3 }, 'get_npc_scene'],
    ['voiceCall', { npc_id: 'n', voice_chat_scene: 0 }, 'voice_chat_scene'],
    ['chat', { npc_id: 'n', default_tab: 3 }, 'default_tab'],
    ['chat', { npc_id: 'n', show_detail: 2 }, 'show_detail'],
    ['chat', { npc_id: 'n', force_enter: 'yes' }, 'force_enter'],
    ['main', { tab: 'shop' }, 'tab'],
    ['detail', { tab: 'home' }, 'tab'],
  ] as const)('%s refuses %o (enumeration)', (target, params, param) => {
    expect(build(target, params)).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'invalid_param', param }),
    });
  });

  it('writes enumerations as their values', () => {
    const chat = build('chat', { npc_id: 'n', show_detail: 0, default_tab: 1, force_enter: false });
    expect(chat.ok && Object.fromEntries(queryOf(chat.url))).toMatchObject({
      show_detail: '0',
      default_tab: '1',
      force_enter: 'false',
    });
  });

  it('encodes the post-publish npc as JSON with exactly its three fields', () => {
    const result = build('postPublish', {
      ref_id: 'r',
      npc: { npc_id: 7, npc_name: 'A & B', npc_avatar: 'https://x/a.png?s=1', extra: 'no' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(JSON.parse(queryOf(result.url).get('npc') ?? '')).toEqual({
      npc_id: 7,
      npc_name: 'A & B',
      npc_avatar: 'https://x/a.png?s=1',
    });
    expect(build('postPublish', { ref_id: 'r', npc: { npc_id: 7, npc_name: 'A' } })).toEqual({
      ok: false,
      error: expect.objectContaining({ param: 'npc' }),
    });
  });

  it('uses the platform path for npc detail', () => {
    const ios = build('npcDetail', { npc_id: 'n1' }, 'ios');
    const android = build('npcDetail', { npc_id: 'n1' }, 'android');
    expect(ios.ok && android.ok).toBe(true);
    if (!ios.ok || !android.ok) return;
    expect(ios.url.split('?')[0]).toBe(`${config.appOpen.scheme}npc/profile`);
    expect(android.url.split('?')[0]).toBe(`${config.appOpen.scheme}npc_detail`);
  });

  it('cannot be talked out of channel_label=H5', () => {
    const result = build('chat', { npc_id: 'n', channel_label: 'evil' });
    expect(result.ok && queryOf(result.url).getAll('channel_label')).toEqual(['H5']);
  });

  it('round-trips any text value through the query', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' || s.length > 0),
        (text) => {
          const result = build('npcComment', { npc_id: text });
          return result.ok && queryOf(result.url).get('npc_id') === text;
        },
      ),
    );
  });
});

describe('web-view url allowlist', () => {
  const allowed: readonly string[] = config.webViewAllowedHosts;

  it('allows exactly the three product hosts', () => {
    expect([...allowed].sort()).toEqual(['h5.talkie-ai.com', 'talkie-ai.com', 'www.talkie-ai.com']);
  });

  it('never accepts a host that merely ends with an allowed one', () => {
    fc.assert(
      fc.property(fc.domain(), fc.constantFrom(...allowed), (prefix, host) => {
        expect(isAllowedWebViewUrl(`https://${prefix}.${host}/`, allowed)).toBe(false);
        expect(isAllowedWebViewUrl(`https://${prefix.replace(/\./g, '')}${host}/`, allowed)).toBe(
          allowed.includes(`${prefix.replace(/\./g, '')}${host}`),
        );
      }),
    );
  });

  it.each([
    'https://talkie-ai.com',
    'https://talkie-ai.com/',
    'https://h5.talkie-ai.com/summer?x=1#top',
    'https://www.talkie-ai.com/a/b?q=%E4%BD%A0',
    'HTTPS://TALKIE-AI.COM/path',
  ])('accepts %s', (url) => {
    expect(isAllowedWebViewUrl(url, allowed)).toBe(true);
    expect(build('webView', { url }).ok).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)//https://talkie-ai.com',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.com',
    '//talkie-ai.com',
    '/relative/path',
    'http://talkie-ai.com/',
    'https://evil.com',
    'https://talkie-ai.com@evil.com',
    'https://talkie-ai.com:443@evil.com',
    'https://user:pass@talkie-ai.com/',
    'https://talkie-ai.com.evil.com/',
    'https://evil.com/talkie-ai.com',
    'https://evil.com?https://talkie-ai.com',
    'https://talkie-ai.com\\@evil.com',
    'https:\\\\evil.com',
    'https:/\\evil.com',
    'https://talkie-ai.com%2F@evil.com',
    'https://talkie-ai.com%2f.evil.com',
    'https://talkie-ai.com%40evil.com',
    'https://talkie-ai.com%5C@evil.com',
    'https://talkie-ai.com/%5C%5Cevil.com',
    'https://evil%2Ecom',
    'https://talkie-ai。com',
    'https://talkie-ai．com',
    'https://talkie-ai｡com',
    'https://tаlkie-ai.com', // Cyrillic а
    'https://talkie-ai.com./',
    'https://talkie-ai.com:8443/',
    'https://talkie-ai.com\t.evil.com',
    'https://talkie-ai.com\n@evil.com',
    'https://talkie-ai.com\u0000@evil.com',
    'https://talkie-ai.com\u200b/',
    'https:///talkie-ai.com',
    'https:talkie-ai.com',
    // Subdomains of allowed hosts are not allowed hosts, nor are look-alikes.
    'https://evil.talkie-ai.com/',
    'https://cdn.h5.talkie-ai.com/',
    'https://www.h5.talkie-ai.com/',
    'https://a.b.www.talkie-ai.com/',
    'https://eviltalkie-ai.com/',
    'https://talkie-ai.co/',
    'https://talkie-ai.com.cn/',
    'https://talkie-ai.comm/',
    'https://h5-talkie-ai.com/',
    'https://talkie--ai.com/',
    'https://talkie-ai.com-evil.com/',
    'https://xn--talkie-ai-xyz.com/',
  ])('refuses %j', (url) => {
    expect(isAllowedWebViewUrl(url, allowed)).toBe(false);
    expect(build('webView', { url })).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'url_not_allowed', param: 'url' }),
    });
  });

  it('refuses empty and non-string values', () => {
    expect(isAllowedWebViewUrl('', allowed)).toBe(false);
    expect(isAllowedWebViewUrl(undefined, allowed)).toBe(false);
    expect(isAllowedWebViewUrl({ toString: () => 'https://talkie-ai.com' }, allowed)).toBe(false);
  });

  it('never accepts a URL that a browser would send to another host or scheme', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.constantFrom(...allowed).chain((h) => fc.string().map((s) => `https://${h}${s}`)),
        ),
        (raw) => {
          if (!isAllowedWebViewUrl(raw, allowed)) return true;
          const url = new URL(raw);
          return (
            url.protocol === 'https:' && allowed.includes(url.hostname) && url.username === '' && url.password === ''
          );
        },
      ),
    );
  });
});

/**
 * Deep links at their edges: how list values, blank values and the post-publish npc are written, the
 * exact refusals a caller gets, and the web-view allowlist on a freshly loaded module (its patterns
 * are built when the module loads), including characters after the host and the length limit.
 */
describe('deep links edges', () => {
  const HOSTS = ['talkie-ai.com', 'www.talkie-ai.com', 'h5.talkie-ai.com'] as const;

  async function freshAllowlist(): Promise<(raw: unknown) => boolean> {
    vi.resetModules();
    const { isAllowedWebViewUrl } = await import('@/services/deep-links/web-view-url');
    return (raw) => isAllowedWebViewUrl(raw, HOSTS);
  }

  describe('values in the link', () => {
    it('writes a list of tags comma-separated, not as JSON', () => {
      expect(buildDeepLink('avatarCreation', { tags: ['cute', 'cat'] })).toEqual({
        ok: true,
        url: 'talkie://avatar_creation?tags=cute%2Ccat&channel_label=H5',
      });
      expect(buildDeepLink('combinedCreation', { tags: 'a,b' })).toEqual({
        ok: true,
        url: 'talkie://combined_creation?tags=a%2Cb&channel_label=H5',
      });
    });

    it('a blank value never replaces a default and optional blanks are left out', () => {
      const blankTab = { tab: '' } as unknown as { tab: 'home' };
      expect(buildDeepLink('main', blankTab)).toEqual({ ok: true, url: 'talkie://main?tab=home&channel_label=H5' });
      expect(buildDeepLink('userHome', { user_id: 'u1', entrance: '' })).toEqual({
        ok: true,
        url: 'talkie://user_home?entrance=h5_enter&user_id=u1&channel_label=H5',
      });
      expect(buildDeepLink('chat', { npc_id: 'n1', author_id: '' })).toEqual({
        ok: true,
        url: 'talkie://chat?npc_id=n1&channel_label=H5',
      });
    });

    it('publishes a post without an npc, and refuses an incomplete npc by name', () => {
      expect(buildDeepLink('postPublish', { ref_id: 'r1', content: 'hi' })).toEqual({
        ok: true,
        url: 'talkie://post_publish?ref_id=r1&content=hi&channel_label=H5',
      });
      const npc = { npc_id: 7, npc_name: '', npc_avatar: 'https://x/a.png' };
      expect(buildDeepLink('postPublish', { ref_id: 'r1', npc })).toEqual({
        ok: false,
        error: {
          kind: 'invalid_param',
          target: 'postPublish',
          param: 'npc',
          message: 'postPublish: npc needs npc_id, npc_name and npc_avatar',
        },
      });
    });

    it('only post publish checks an npc', () => {
      const chat = buildDeepLink('chat', { npc_id: 'n1', npc: { any: 1 } } as unknown as { npc_id: string });
      expect(chat).toEqual({
        ok: true,
        url: `talkie://chat?npc_id=n1&npc=${encodeURIComponent('{"any":1}')}&channel_label=H5`,
      });
    });

    it('refuses a web-view url outside the allowlist with a typed error, and takes a caller’s own allowlist', () => {
      expect(buildDeepLink('webView', { url: 'https://evil.com/' })).toEqual({
        ok: false,
        error: {
          kind: 'url_not_allowed',
          target: 'webView',
          param: 'url',
          message: 'webView: url is not an allowed https address',
        },
      });
      expect(
        buildDeepLink(
          'webView',
          { url: 'https://example.org/' },
          { allowedHosts: ['example.org'], scheme: 'talkie-dev://' },
        ),
      ).toEqual({
        ok: true,
        url: 'talkie-dev://webview?url=https%3A%2F%2Fexample.org%2F&channel_label=H5',
      });
    });
  });

  describe('the web-view allowlist, freshly loaded', () => {
    it('accepts each allowed host with or without a path, query or fragment, in any case', async () => {
      const allowed = await freshAllowlist();
      const accepted = HOSTS.flatMap((host) => [
        `https://${host}`,
        `https://${host}/`,
        `https://${host}?a=1`,
        `https://${host}#top`,
        `https://${host.toUpperCase()}/A/b?q=%E4%BD%A0`,
      ]);
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
});
