import { shareChat } from '@/api/contract/share-chat';
import { shareBodies } from '../share-ids';
import { shareContentCall } from '../share-content-call';

/** The content call of /share/chat: its body is the one index.html's early request sends. */
export const chatContentCall = (id: string) => shareContentCall(`chat:${id}`, shareChat, shareBodies.chat(id), 'chat');
