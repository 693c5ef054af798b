import * as v from 'valibot';
import { LocaleSchema, timestampMs } from './endpoint';

/** What the share calls have in common: people, characters, chat messages (share.ts has the whole contract). */
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

/** Fields every shared piece of content has. */
export const shareBase = {
  locale: LocaleSchema,
  author: AuthorSchema,
  created_at_ms: timestampMs(),
};
