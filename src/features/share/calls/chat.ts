import { shareChat } from '@/api/contract/share-chat';
import { callEndpoint } from '@/services/api/call-endpoint';
import { shareBodies } from '../early-share-request';
import type { ShareContentCall } from '../share-content-call';

/** The content call of /share/chat: its body is the one index.html's early request sends. */
export const chatContentCall = (id: string) =>
  ({ key: `chat:${id}`, load: async (client) => (await callEndpoint(client, shareChat, shareBodies.chat(id))).chat }) satisfies ShareContentCall<unknown>;
