import { shareChatHistory } from '@/api/contract/share-chat-history';
import { callEndpoint } from '@/services/api/call-endpoint';
import { shareBodies } from '../early-share-request';
import type { ShareContentCall } from '../share-content-call';

/** The content call of /share/chat_history: its body is the one index.html's early request sends. */
export const chatHistoryContentCall = (id: string) =>
  ({ key: `chat_history:${id}`, load: async (client) => (await callEndpoint(client, shareChatHistory, shareBodies.chatHistory(id))).history }) satisfies ShareContentCall<unknown>;
