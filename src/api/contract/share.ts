import * as v from 'valibot';
import { SharePaths } from './share-paths';
import { defineEndpoint, id, LocaleSchema, timestampMs } from './endpoint';

/**
 * Content of the nine share pages. Unhappy states are status codes (see codes.ts):
 * ImageExpired / VoiceExpired (materials), TemplateDeleted, VideoGone, PostNotVisible (moderation),
 * ChatHistoryUnavailable, UserUnavailable (the author's account is banned), NotFound (unknown id).
 * All share calls take an optional token: the viewer matters only for posts visible to their author.
 */
export { SharePaths } from './share-paths';

export const AuthorSchema = v.object({
  user_id: v.string(),
  nickname: v.string(),
  avatar_url: v.string(),
});
export type Author = v.InferOutput<typeof AuthorSchema>;

/** character_type: 1 Npc, 3 Game. */
export const NpcSchema = v.object({
  npc_id: v.string(),
  name: v.string(),
  avatar_url: v.string(),
  cover_url: v.string(),
  bio: v.string(),
  character_type: v.picklist([1, 3]),
  follower_count: v.number(),
  author: AuthorSchema,
});
export type Npc = v.InferOutput<typeof NpcSchema>;

export const VoiceSchema = v.object({
  /** null once expired. */
  audio_url: v.nullable(v.string()),
  duration_ms: v.number(),
  expires_at_ms: timestampMs(),
  expired: v.boolean(),
});

export const ChatMessageSchema = v.object({
  message_id: v.string(),
  sender: v.picklist(['ai', 'user']),
  kind: v.picklist(['text', 'voice', 'aside']),
  /** Text of text and aside messages; the transcript of a voice message. */
  text: v.string(),
  /** Present for kind voice only. */
  voice: v.nullable(VoiceSchema),
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

const base = {
  locale: LocaleSchema,
  author: AuthorSchema,
  created_at_ms: timestampMs(),
};

// chat
export const ShareChatRequestSchema = v.object({ chat_id: id() });
export const SharedChatSchema = v.object({
  ...base,
  chat_id: v.string(),
  title: v.string(),
  npc: NpcSchema,
  messages: v.array(ChatMessageSchema),
});
export type SharedChat = v.InferOutput<typeof SharedChatSchema>;
export const shareChat = defineEndpoint({
  path: SharePaths.chat,
  token: 'optional',
  request: ShareChatRequestSchema,
  data: v.object({ chat: SharedChatSchema }),
});

// image
export const ShareImageRequestSchema = v.object({ image_id: id() });
export const SharedImageSchema = v.object({
  ...base,
  image_id: v.string(),
  url: v.string(),
  width: v.number(),
  height: v.number(),
  prompt: v.string(),
  npc: v.nullable(NpcSchema),
});
export type SharedImage = v.InferOutput<typeof SharedImageSchema>;
export const shareImage = defineEndpoint({
  path: SharePaths.image,
  token: 'optional',
  request: ShareImageRequestSchema,
  data: v.object({ image: SharedImageSchema }),
});

// material (image or voice; expired ones answer ImageExpired / VoiceExpired)
export const ShareMaterialRequestSchema = v.object({ material_id: id() });
export const SharedMaterialSchema = v.object({
  ...base,
  material_id: v.string(),
  material_type: v.picklist(['image', 'voice']),
  title: v.string(),
  url: v.string(),
  /** Image materials: pixel size; voice materials: 0. */
  width: v.number(),
  height: v.number(),
  /** Voice materials: length; image materials: 0. */
  duration_ms: v.number(),
  expires_at_ms: timestampMs(),
  npc: v.nullable(NpcSchema),
});
export type SharedMaterial = v.InferOutput<typeof SharedMaterialSchema>;
export const shareMaterial = defineEndpoint({
  path: SharePaths.material,
  token: 'optional',
  request: ShareMaterialRequestSchema,
  data: v.object({ material: SharedMaterialSchema }),
});

// memory
export const ShareMemoryRequestSchema = v.object({ memory_id: id() });
export const SharedMemorySchema = v.object({
  ...base,
  memory_id: v.string(),
  title: v.string(),
  content: v.string(),
  cover_url: v.string(),
  npc: NpcSchema,
  /** The first messages of the conversation behind the memory. */
  excerpt: v.array(ChatMessageSchema),
  message_count: v.number(),
  chat_history_available: v.boolean(),
});
export type SharedMemory = v.InferOutput<typeof SharedMemorySchema>;
export const shareMemory = defineEndpoint({
  path: SharePaths.memory,
  token: 'optional',
  request: ShareMemoryRequestSchema,
  data: v.object({ memory: SharedMemorySchema }),
});

// chat history of a memory
export const ShareChatHistoryRequestSchema = v.object({ memory_id: id() });
export const SharedChatHistorySchema = v.object({
  ...base,
  memory_id: v.string(),
  title: v.string(),
  npc: NpcSchema,
  messages: v.array(ChatMessageSchema),
});
export type SharedChatHistory = v.InferOutput<typeof SharedChatHistorySchema>;
export const shareChatHistory = defineEndpoint({
  path: SharePaths.chatHistory,
  token: 'optional',
  request: ShareChatHistoryRequestSchema,
  data: v.object({ history: SharedChatHistorySchema }),
});

// template
export const ShareTemplateRequestSchema = v.object({ template_id: id() });
export const SharedTemplateSchema = v.object({
  ...base,
  template_id: v.string(),
  title: v.string(),
  description: v.string(),
  cover_url: v.string(),
  preview_video_url: v.string(),
  use_count: v.number(),
});
export type SharedTemplate = v.InferOutput<typeof SharedTemplateSchema>;
export const shareTemplate = defineEndpoint({
  path: SharePaths.template,
  token: 'optional',
  request: ShareTemplateRequestSchema,
  data: v.object({ template: SharedTemplateSchema }),
});

// video
export const ShareVideoRequestSchema = v.object({ video_id: id() });
export const SharedVideoSchema = v.object({
  ...base,
  video_id: v.string(),
  title: v.string(),
  cover_url: v.string(),
  video_url: v.string(),
  duration_ms: v.number(),
  width: v.number(),
  height: v.number(),
  play_count: v.number(),
  npc: v.nullable(NpcSchema),
});
export type SharedVideo = v.InferOutput<typeof SharedVideoSchema>;
export const shareVideo = defineEndpoint({
  path: SharePaths.video,
  token: 'optional',
  request: ShareVideoRequestSchema,
  data: v.object({ video: SharedVideoSchema }),
});

// post
/** SPEC §3 moderation visibility: DoingModeration 0, VisibleAll 100, VisibleSelf 200, VisibleNone 300, HandsOff 400. */
export const VisibilitySchema = v.picklist([0, 100, 200, 300, 400]);
export const SharePostRequestSchema = v.object({ post_id: id() });
export const SharedPostSchema = v.object({
  ...base,
  post_id: v.string(),
  title: v.string(),
  content: v.string(),
  image_urls: v.array(v.string()),
  npc: v.nullable(NpcSchema),
  /** Only 100 and 400 reach other viewers; the author also sees 0 (under review) and 200. */
  visibility: VisibilitySchema,
  like_count: v.number(),
  comment_count: v.number(),
});
export type SharedPost = v.InferOutput<typeof SharedPostSchema>;
export const sharePost = defineEndpoint({
  path: SharePaths.post,
  token: 'optional',
  request: SharePostRequestSchema,
  data: v.object({ post: SharedPostSchema }),
});

export const TrendingPostsRequestSchema = v.object({
  locale: v.optional(LocaleSchema),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))),
});
/** Shown instead of a post the viewer may not see. */
export const trendingPosts = defineEndpoint({
  path: SharePaths.trendingPosts,
  token: 'optional',
  request: TrendingPostsRequestSchema,
  data: v.object({ posts: v.array(SharedPostSchema) }),
});

// FM
export const ShareFmRequestSchema = v.object({ fm_id: id() });
export const SharedFmSchema = v.object({
  ...base,
  fm_id: v.string(),
  /** Passed to the FM playing deep link. */
  fm_type: v.number(),
  title: v.string(),
  description: v.string(),
  cover_url: v.string(),
  audio_url: v.string(),
  duration_ms: v.number(),
  play_count: v.number(),
  npc: NpcSchema,
});
export type SharedFm = v.InferOutput<typeof SharedFmSchema>;
export const shareFm = defineEndpoint({
  path: SharePaths.fm,
  token: 'optional',
  request: ShareFmRequestSchema,
  data: v.object({ fm: SharedFmSchema }),
});
