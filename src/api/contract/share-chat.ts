import * as v from 'valibot';
import { defineEndpoint, id } from './endpoint';
import { ChatMessageSchema, NpcSchema, shareBase } from './share-common';
import { SharePaths } from './share-paths';

/** The share call of /share/chat (one page's part of share.ts, so each page carries only its own). */
export const ShareChatRequestSchema = v.object({ chat_id: id() });
export const SharedChatSchema = v.object({
  ...shareBase,
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
