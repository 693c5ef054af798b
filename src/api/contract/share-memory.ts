import * as v from 'valibot';
import { defineEndpoint, id } from './endpoint';
import { ChatMessageSchema, NpcSchema, shareBase } from './share-common';
import { SharePaths } from './share-paths';

/** The share call of /share/memory (one page's part of share.ts, so each page carries only its own). */
export const ShareMemoryRequestSchema = v.object({ memory_id: id() });
export const SharedMemorySchema = v.object({
  ...shareBase,
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
