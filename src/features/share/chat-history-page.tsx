import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import type { SharedChatHistory } from '@/api/contract/share';
import { AuthorChip } from './author-chip';
import { Conversation } from './conversation';
import { shareMessages } from './messages';
import { NpcCard } from './npc-card';
import { ShareScaffold } from './share-scaffold';
import { ShareStatus } from './share-status';
import { chatHistoryContentCall } from './calls/chat-history';
import { useShareContent } from './use-share-content';
import { describeShared } from './share-descriptions';

/** /share/chat_history/{memoryID}: the whole conversation behind a memory; the app opens the memory. */
export function ShareChatHistoryPage({ memoryId }: { memoryId: string | null }) {
  const { _ } = useLingui();
  const { content, retry } = useShareContent(memoryId ? chatHistoryContentCall(memoryId) : null);
  const history: SharedChatHistory | null = content.status === 'ready' ? content.data : null;
  // The memory itself still opens when only its history is unavailable.
  const unavailable = content.status === 'problem' && content.problem === 'chat_history_unavailable';
  const share = useMemo(() => history && describeShared.chat_history(history), [history]);
  return (
    <ShareScaffold
      page="share_chat_history"
      title={history?.title}
      share={share}
      target={memoryId && (history || unavailable) ? { target: 'memory', params: { memory_id: memoryId } } : null}
      ctaLabel={_(shareMessages.continueChat)}
    >
      {history ? (
        <>
          <NpcCard npc={history.npc} />
          <AuthorChip author={history.author} />
          <Conversation messages={history.messages} npc={history.npc} author={history.author} />
        </>
      ) : (
        <ShareStatus content={content} retry={retry} />
      )}
    </ShareScaffold>
  );
}
