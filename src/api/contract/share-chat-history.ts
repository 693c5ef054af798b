import * as v from 'valibot';
import { defineEndpoint, id } from './endpoint';
import { ChatMessageSchema, NpcSchema, shareBase } from './share-common';
import { SharePaths } from './share-paths';

/** The share call of /share/chat_history (one page's part of share.ts, so each page carries only its own). */
export const ShareChatHistoryRequestSchema = v.object({ memory_id: id() });
export const SharedChatHistorySchema = v.object({
  ...shareBase,
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
