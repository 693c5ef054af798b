import { afterAll, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import type { Endpoint, RequestOf } from '../../src/api/contract/endpoint';
import {
  shareChat,
  shareChatHistory,
  shareFm,
  shareImage,
  shareMaterial,
  shareMemory,
  sharePost,
  shareTemplate,
  shareVideo,
  trendingPosts,
} from '../../src/api/contract/share';
import { SEED_LOCALES, SeedIds } from '../../server/seed/ids';
import { loginAs, startInProcess } from './support';

const t = startInProcess();
afterAll(() => t.close());
const ids = SeedIds;

const statusOf = <E extends Endpoint>(endpoint: E, body: RequestOf<E>, token?: string | null) =>
  t.newClient().statusOf(endpoint, body, { token: token ?? null });

describe('share content in every locale', () => {
  it.each(SEED_LOCALES)('%s: chat, memory, history, image, materials, template, video, post and FM', async (locale) => {
    const c = t.client;
    const { chat } = await c.call(shareChat, { chat_id: ids.chats[locale] });
    expect(chat.locale).toBe(locale);
    expect(chat.npc.character_type).toBe(1);
    expect(new Set(chat.messages.map((m) => m.kind))).toEqual(new Set(['text', 'voice', 'aside']));
    expect(new Set(chat.messages.map((m) => m.sender))).toEqual(new Set(['ai', 'user']));
    const voice = chat.messages.find((m) => m.kind === 'voice');
    expect(voice?.voice).toMatchObject({ expired: false, audio_url: expect.stringMatching(/\.wav$/) });
    expect(chat.messages.filter((m) => m.kind !== 'voice').every((m) => m.voice === null)).toBe(true);

    const { memory } = await c.call(shareMemory, { memory_id: ids.memories[locale] });
    expect(memory).toMatchObject({ locale, chat_history_available: true });
    expect(memory.excerpt.length).toBeGreaterThan(0);
    const { history } = await c.call(shareChatHistory, { memory_id: ids.memories[locale] });
    expect(history.messages).toHaveLength(memory.message_count);

    expect((await c.call(shareImage, { image_id: ids.images[locale] })).image.locale).toBe(locale);
    expect((await c.call(shareMaterial, { material_id: ids.materials.image[locale] })).material).toMatchObject({
      material_type: 'image',
      locale,
    });
    expect((await c.call(shareMaterial, { material_id: ids.materials.voice[locale] })).material).toMatchObject({
      material_type: 'voice',
      locale,
    });
    expect((await c.call(shareTemplate, { template_id: ids.templates[locale] })).template.locale).toBe(locale);
    expect((await c.call(shareVideo, { video_id: ids.videos[locale] })).video.locale).toBe(locale);
    expect((await c.call(sharePost, { post_id: ids.posts[locale] })).post).toMatchObject({ locale, visibility: 100 });
    expect((await c.call(shareFm, { fm_id: ids.fm[locale] })).fm.locale).toBe(locale);
    const { posts } = await c.call(trendingPosts, { locale });
    expect(posts.map((p) => p.post_id)).toEqual([1, 2, 3].map((n) => `${ids.trendingPostPrefix}_${locale}_${n}`));
  });

  it('serves the media the answers point at', async () => {
    const { chat } = await t.client.call(shareChat, { chat_id: ids.chats.en });
    const avatar = await t.api.fetch(new Request(chat.npc.avatar_url));
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    const voiceUrl = chat.messages.find((m) => m.voice)?.voice?.audio_url ?? '';
    const audio = await t.api.fetch(new Request(voiceUrl));
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(new TextDecoder().decode((await audio.arrayBuffer()).slice(0, 4))).toBe('RIFF');
  });

  it('builds media URLs on the origin the caller used (a phone on the LAN)', async () => {
    const phone = t.newClient({ baseUrl: 'http://192.168.1.50:8787' });
    const { image } = await phone.call(shareImage, { image_id: ids.images.en });
    expect(image.url.startsWith('http://192.168.1.50:8787/weaver/media/')).toBe(true);
  });
});

describe('unhappy share states, one status code each', () => {
  it.each([
    [
      'expired image material',
      () => statusOf(shareMaterial, { material_id: ids.materials.expiredImage }),
      StatusCode.ImageExpired,
    ],
    [
      'expired voice material',
      () => statusOf(shareMaterial, { material_id: ids.materials.expiredVoice }),
      StatusCode.VoiceExpired,
    ],
    [
      'deleted template',
      () => statusOf(shareTemplate, { template_id: ids.deletedTemplate }),
      StatusCode.TemplateDeleted,
    ],
    ['gone video', () => statusOf(shareVideo, { video_id: ids.goneVideo }), StatusCode.VideoGone],
    [
      'chat history unavailable',
      () => statusOf(shareChatHistory, { memory_id: ids.memoryHistoryUnavailable }),
      StatusCode.ChatHistoryUnavailable,
    ],
    [
      'chat shared by a banned user',
      () => statusOf(shareChat, { chat_id: ids.chatByBannedUser }),
      StatusCode.UserUnavailable,
    ],
    ['post by a banned user', () => statusOf(sharePost, { post_id: ids.postByBannedUser }), StatusCode.UserUnavailable],
    ['unknown chat', () => statusOf(shareChat, { chat_id: 'chat_nope' }), StatusCode.NotFound],
    ['unknown FM', () => statusOf(shareFm, { fm_id: 'fm_nope' }), StatusCode.NotFound],
  ] as const)('%s', async (_name, call, code) => {
    expect(await call()).toBe(code);
  });

  it('still shows the memory whose chat history is unavailable, saying so', async () => {
    const { memory } = await t.client.call(shareMemory, { memory_id: ids.memoryHistoryUnavailable });
    expect(memory.chat_history_available).toBe(false);
  });
});

describe('post moderation visibility (SPEC §3)', () => {
  const v = ids.postsByVisibility;
  it.each([
    [v.doingModeration, StatusCode.PostNotVisible],
    [v.visibleAll, StatusCode.Success],
    [v.visibleSelf, StatusCode.PostNotVisible],
    [v.visibleNone, StatusCode.PostNotVisible],
    [v.handsOff, StatusCode.Success],
  ])('a visitor asking for %s gets %i', async (postId, code) => {
    expect(await statusOf(sharePost, { post_id: postId })).toBe(code);
  });

  it('the author also sees posts under review and visible to self, never VisibleNone', async () => {
    // The English creator has no phone credential: log in through its token family directly.
    const author = t.newClient();
    const { issueTokenPair, newFamilyId } = await import('../../server/services/tokens');
    author.token = issueTokenPair(
      t.api.deps.db,
      ids.users.creator.en,
      newFamilyId(),
      Date.now(),
      t.api.config,
    ).auth_token;
    expect((await author.call(sharePost, { post_id: v.doingModeration })).post.visibility).toBe(0);
    expect((await author.call(sharePost, { post_id: v.visibleSelf })).post.visibility).toBe(200);
    expect(await author.statusOf(sharePost, { post_id: v.visibleNone })).toBe(StatusCode.PostNotVisible);
  });

  it('another signed-in user is a visitor for VisibleSelf', async () => {
    const viewer = t.newClient();
    await loginAs(viewer, 'viewer');
    expect(await viewer.statusOf(sharePost, { post_id: v.visibleSelf })).toBe(StatusCode.PostNotVisible);
  });
});
