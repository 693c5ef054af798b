import type { SharedChat } from '@/api/contract/share-chat';
import type { SharedChatHistory } from '@/api/contract/share-chat-history';
import type { SharedFm } from '@/api/contract/share-fm';
import type { SharedImage } from '@/api/contract/share-image';
import type { SharedMaterial } from '@/api/contract/share-material';
import type { SharedMemory } from '@/api/contract/share-memory';
import type { SharedPost } from '@/api/contract/share-post';
import type { SharedTemplate } from '@/api/contract/share-template';
import type { SharedVideo } from '@/api/contract/share-video';
import { shareConfig } from './share-config';

/** What a page shares (WeChat, the share icon) and what its link preview shows: SPEC §3 share info. */
export interface ShareDescription {
  readonly title: string;
  readonly desc: string;
  readonly cover_url: string;
}

/** A share description with the picture's size in pixels (link previews state it). */
export interface SharePreview extends ShareDescription {
  readonly width: number;
  readonly height: number;
  /** The content's language (`og:locale`), when the content states it. */
  readonly locale?: string | undefined;
}

const { cover, portrait, avatar, post } = shareConfig.previewImage;

/** Each page's description of its content, by the key prefix of its content call (calls/). */
export const describeShared = {
  chat: (chat: SharedChat): SharePreview => ({
    title: chat.title,
    desc: chat.npc.bio,
    cover_url: chat.npc.avatar_url,
    ...avatar,
    locale: chat.locale,
  }),
  chat_history: (history: SharedChatHistory): SharePreview => ({
    title: history.title,
    desc: history.npc.bio,
    cover_url: history.npc.avatar_url,
    ...avatar,
    locale: history.locale,
  }),
  fm: (fm: SharedFm): SharePreview => ({
    title: fm.title,
    desc: fm.description,
    cover_url: fm.cover_url,
    ...cover,
    locale: fm.locale,
  }),
  image: (image: SharedImage): SharePreview => ({
    title: image.npc?.name ?? image.author.nickname,
    desc: image.prompt,
    cover_url: image.url,
    width: image.width,
    height: image.height,
    locale: image.locale,
  }),
  material: (material: SharedMaterial): SharePreview => ({
    title: material.title,
    desc: material.npc?.bio ?? material.author.nickname,
    ...(material.material_type === 'image'
      ? { cover_url: material.url, width: material.width, height: material.height }
      : { cover_url: material.npc?.avatar_url ?? material.author.avatar_url, ...avatar }),
    locale: material.locale,
  }),
  memory: (memory: SharedMemory): SharePreview => ({
    title: memory.title,
    desc: memory.content,
    cover_url: memory.cover_url,
    ...cover,
    locale: memory.locale,
  }),
  post: (shared: SharedPost): SharePreview => ({
    title: shared.title,
    desc: shared.content,
    ...(shared.image_urls[0]
      ? { cover_url: shared.image_urls[0], ...post }
      : { cover_url: shared.author.avatar_url, ...avatar }),
    locale: shared.locale,
  }),
  template: (template: SharedTemplate): SharePreview => ({
    title: template.title,
    desc: template.description,
    cover_url: template.cover_url,
    ...portrait,
    locale: template.locale,
  }),
  video: (video: SharedVideo): SharePreview => ({
    title: video.title,
    desc: video.npc?.bio ?? video.author.nickname,
    cover_url: video.cover_url,
    width: video.width || portrait.width,
    height: video.height || portrait.height,
    locale: video.locale,
  }),
} as const;

export type SharedKind = keyof typeof describeShared;
