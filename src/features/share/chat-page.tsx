import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import type { SharedChat } from '@/api/contract/share';
import { AuthorChip } from './author-chip';
import { Conversation } from './conversation';
import { shareMessages } from './messages';
import { NpcCard } from './npc-card';
import { ShareScaffold } from './share-scaffold';
import { ShareStatus } from './share-status';
import { chatContentCall } from './calls/chat';
import { useShareContent } from './use-share-content';
import { describeShared } from './share-descriptions';

/** /share/chat?chat_id=…: the character and the shared messages; the app opens the chat with it. */
export function ShareChatPage({ chatId }: { chatId: string | null }) {
  const { _ } = useLingui();
  const { content, retry } = useShareContent(chatId ? chatContentCall(chatId) : null);
  const chat: SharedChat | null = content.status === 'ready' ? content.data : null;
  const share = useMemo(() => chat && describeShared.chat(chat), [chat]);
  return (
    <ShareScaffold
      page="share_chat"
      title={chat?.title}
      share={share}
      target={chat ? { target: 'chat', params: { npc_id: chat.npc.npc_id } } : null}
      ctaLabel={_(shareMessages.continueChat)}
    >
      {chat ? (
        <>
          <NpcCard npc={chat.npc} />
          <AuthorChip author={chat.author} />
          <Conversation messages={chat.messages} npc={chat.npc} author={chat.author} />
        </>
      ) : (
        <ShareStatus content={content} retry={retry} />
      )}
    </ShareScaffold>
  );
}
