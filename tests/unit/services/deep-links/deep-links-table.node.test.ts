/**
 * The SPEC §2 deep-link table, target by target, on a freshly loaded module (the table is data built
 * when the module loads): the exact link each target gives (paths as src/services/README.md lists
 * them), its required parameters, its defaults and the values each enumeration accepts.
 */
import { describe, expect, it, vi } from 'vitest';
import type { DeepLinkResult, DeepLinkTarget } from '@/services/deep-links';

type Build = (
  target: DeepLinkTarget,
  params?: Record<string, unknown>,
  options?: { os?: 'ios' | 'android' },
) => DeepLinkResult;

/** The module as a page first loads it. */
async function freshBuild(): Promise<Build> {
  vi.resetModules();
  const fresh = await import('@/services/deep-links');
  return fresh.buildDeepLink as Build;
}

const H5 = 'channel_label=H5';

/**
 * Each target with the smallest valid parameters and the link it must give. Required values are
 * `x`-style placeholders; defaults (main tab home, user home entrance h5_enter, star rank section task)
 * appear without being given.
 */
const MINIMAL: readonly (readonly [DeepLinkTarget, Record<string, unknown>, string])[] = [
  ['main', {}, `talkie://main?tab=home&${H5}`],
  ['sidebar', {}, `talkie://sidebar?${H5}`],
  ['notice', {}, `talkie://notice?${H5}`],
  ['feed', {}, `talkie://feed?${H5}`],
  ['videoCreation', {}, `talkie://video_creation?${H5}`],
  ['myVideoLibrary', {}, `talkie://my_video_library?${H5}`],
  ['npcComment', { npc_id: 'n1' }, `talkie://npc_comment?npc_id=n1&${H5}`],
  ['detail', { tab: 'setting' }, `talkie://detail?tab=setting&${H5}`],
  ['chat', { npc_id: 'n1' }, `talkie://chat?npc_id=n1&${H5}`],
  ['groupChat', { group_template_id: 'g1' }, `talkie://group_chat?group_template_id=g1&${H5}`],
  ['avatarCreation', {}, `talkie://avatar_creation?${H5}`],
  ['combinedCreation', {}, `talkie://combined_creation?${H5}`],
  ['webView', { url: 'https://talkie-ai.com/' }, `talkie://webview?url=https%3A%2F%2Ftalkie-ai.com%2F&${H5}`],
  ['materialReceive', { material_id: 'm1' }, `talkie://material_receive?material_id=m1&${H5}`],
  ['templateDetail', { template_id: 't1' }, `talkie://template_detail?template_id=t1&${H5}`],
  ['videoFromTemplate', { template_id: 't1' }, `talkie://template_video_creation?template_id=t1&${H5}`],
  ['longArticle', { npc_id: 'n1' }, `talkie://long_article_generation?npc_id=n1&${H5}`],
  ['userHome', { user_id: 'u1' }, `talkie://user_home?entrance=h5_enter&user_id=u1&${H5}`],
  ['materialCreation', { material_type: 3 }, `talkie://material_creation?material_type=3&${H5}`],
  ['postTab', { insert_post_id: 'p1' }, `talkie://post_tab?insert_post_id=p1&${H5}`],
  ['postDetail', { post_id: 'p1' }, `talkie://post_detail?post_id=p1&${H5}`],
  ['videoChoose', { get_npc_scene: 2 }, `talkie://video_choose?get_npc_scene=2&${H5}`],
  ['starRank', { npc_id: 'n1' }, `talkie://star_rank?section=task&npc_id=n1&${H5}`],
  ['voiceCall', { npc_id: 'n1' }, `talkie://voice_call?npc_id=n1&${H5}`],
  ['postPublish', { ref_id: 'r1' }, `talkie://post_publish?ref_id=r1&${H5}`],
  ['createNpc', {}, `talkie://create_npc?${H5}`],
  ['npcDetail', { npc_id: 'n1' }, `talkie://npc_detail?npc_id=n1&${H5}`],
  ['cardCollection', { npc_image: 'c.png' }, `talkie://card_collection?npc_image=c.png&${H5}`],
  ['fullAdapter', { page_name: 'rank' }, `talkie://full_adapter?page_name=rank&${H5}`],
  ['memory', { memory_id: 'm9' }, `talkie://memory?memory_id=m9&${H5}`],
  ['videoPlay', { video: 'v.mp4' }, `talkie://video_play?video=v.mp4&${H5}`],
  ['membership', {}, `talkie://membership?${H5}`],
  ['wallet', {}, `talkie://wallet?${H5}`],
  ['guardianPassDetail', { npc_id: 'n1' }, `talkie://guardian_pass_detail?npc_id=n1&${H5}`],
  ['guardianPassPersonalityManage', { npc_id: 'n1' }, `talkie://guardian_pass_personality_manage?npc_id=n1&${H5}`],
  ['fmPlaying', { npc_id: 'n1', fm_id: 'f1', fm_type: 2 }, `talkie://fm_playing?npc_id=n1&fm_id=f1&fm_type=2&${H5}`],
];

/** SPEC §2 "(req)" parameters that have no default. */
const REQUIRED: readonly (readonly [DeepLinkTarget, string])[] = MINIMAL.flatMap(([target, params]) =>
  Object.keys(params).map((key) => [target, key] as const),
);

/** Every enumeration of SPEC §2 with all its values, and one value outside it. */
const ENUMS: readonly (readonly [DeepLinkTarget, Record<string, unknown>, string, readonly unknown[], unknown])[] = [
  ['main', {}, 'tab', ['home', 'contact', 'create', 'explore', 'me'], 'shop'],
  ['detail', {}, 'tab', ['setting', 'follow'], 'home'],
  ['chat', { npc_id: 'n1' }, 'show_detail', [0, 1], 2],
  ['chat', { npc_id: 'n1' }, 'default_tab', [0, 1, 2], 3],
  ['chat', { npc_id: 'n1' }, 'force_enter', [true, false], 'true'],
  ['groupChat', { group_template_id: 'g1' }, 'show_detail', [0, 1], 2],
  ['avatarCreation', {}, 'limit_check', [true, false], 1],
  ['webView', { url: 'https://talkie-ai.com/' }, 'transparent', [true, false], 'yes'],
  ['materialCreation', { material_type: 3 }, 'stay_page_stack', [true, false], 0],
  ['videoChoose', {}, 'get_npc_scene', [1, 2], 3],
  ['voiceCall', { npc_id: 'n1' }, 'voice_chat_scene', [1, 2], 0],
  ['postPublish', { ref_id: 'r1' }, 'for_public', [true, false], 'no'],
  ['createNpc', {}, 'stay_page_stack', [true, false], 'false'],
  ['cardCollection', { npc_image: 'c.png' }, 'is_owner', [true, false], 1],
];

describe('the SPEC §2 deep-link table, freshly loaded', () => {
  it('gives every target its exact link from the smallest valid parameters', async () => {
    const build = await freshBuild();
    expect(MINIMAL.map(([target, params]) => build(target, params))).toEqual(
      MINIMAL.map(([, , url]) => ({ ok: true, url })),
    );
    expect(MINIMAL).toHaveLength(36);
  });

  it('builds the targets without required parameters with no params object at all', async () => {
    const build = await freshBuild();
    const bare = MINIMAL.filter(([, params]) => Object.keys(params).length === 0);
    expect(bare.map(([target]) => build(target))).toEqual(bare.map(([, , url]) => ({ ok: true, url })));
  });

  it('opens npc detail at npc/profile on iOS and npc_detail elsewhere', async () => {
    const build = await freshBuild();
    expect(build('npcDetail', { npc_id: 'n1' }, { os: 'ios' })).toEqual({
      ok: true,
      url: `talkie://npc/profile?npc_id=n1&${H5}`,
    });
    expect(build('npcDetail', { npc_id: 'n1' }, { os: 'android' })).toEqual({
      ok: true,
      url: `talkie://npc_detail?npc_id=n1&${H5}`,
    });
  });

  it('refuses each required parameter left out, naming the target and the parameter', async () => {
    const build = await freshBuild();
    const refusals = REQUIRED.map(([target, key]) => {
      const params = { ...MINIMAL.find(([t]) => t === target)?.[1] };
      delete params[key];
      return build(target, params);
    });
    expect(refusals).toEqual(
      REQUIRED.map(([target, key]) => ({
        ok: false,
        error: { kind: 'missing_param', target, param: key, message: `${target}: missing required parameter ${key}` },
      })),
    );
    expect(REQUIRED).toHaveLength(27);
  });

  it('accepts every value of each enumeration and writes it into the link', async () => {
    const build = await freshBuild();
    for (const [target, base, key, values] of ENUMS) {
      for (const value of values) {
        const result = build(target, { ...base, [key]: value });
        expect(
          result.ok && new URLSearchParams(result.url.split('?')[1]).get(key),
          `${target} ${key}=${String(value)}`,
        ).toBe(String(value));
      }
    }
  });

  it('refuses a value outside each enumeration, listing the values it takes', async () => {
    const build = await freshBuild();
    for (const [target, base, key, values, outside] of ENUMS) {
      expect(build(target, { ...base, [key]: outside }), `${target} ${key}`).toEqual({
        ok: false,
        error: {
          kind: 'invalid_param',
          target,
          param: key,
          message: `${target}: ${key} must be one of ${values.join(', ')}`,
        },
      });
    }
  });

  it('takes any value for parameters the spec gives no list for', async () => {
    const build = await freshBuild();
    const free: readonly (readonly [DeepLinkTarget, Record<string, unknown>])[] = [
      ['chat', { npc_id: 'n1', author_id: 'anyone' }],
      ['userHome', { user_id: 'u1', entrance: 'banner' }],
      ['starRank', { npc_id: 'n1', section: 'level' }],
      ['membership', { entrance: 'h5', to_vip_type: 9 }],
      ['wallet', { tab: 'gems' }],
      ['fullAdapter', { page_name: 'rank', bundle_scene_name: 'star' }],
      ['guardianPassDetail', { npc_id: 'n1', guardian_type: 7, personality_id: 8 }],
    ];
    for (const [target, params] of free) expect(build(target, params).ok, target).toBe(true);
  });
});
