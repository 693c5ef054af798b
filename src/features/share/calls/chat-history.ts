import { shareChatHistory } from '@/api/contract/share-chat-history';
import { shareBodies } from '../share-ids';
import { shareContentCall } from '../share-content-call';

/** The content call of /share/chat_history: its body is the one index.html's early request sends. */
export const chatHistoryContentCall = (id: string) =>
  shareContentCall(`chat_history:${id}`, shareChatHistory, shareBodies.chatHistory(id), 'history');
