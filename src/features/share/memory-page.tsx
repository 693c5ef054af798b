import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { SharedMemory } from '@/api/contract/share';
import { errorMessages } from '@/ui/messages';
import { useShell } from '@/ui/shell-context';
import { AuthorChip } from './author-chip';
import { Conversation } from './conversation';
import { ShareImage } from './media';
import { shareMessages } from './messages';
import { NpcCard } from './npc-card';
import { ShareScaffold } from './share-scaffold';
import { ShareStatus } from './share-status';
import { memoryContentCall } from './calls/memory';
import { useShareContent } from './use-share-content';
import { describeShared } from './share-descriptions';

/**
 * /share/memory/{memoryID}: the memory (cover, title, text), its character and the first messages of
 * the conversation, with a link to the whole chat history when it is available and the §8 text when
 * it is not. The app opens the memory.
 */
export function ShareMemoryPage({ memoryId }: { memoryId: string | null }) {
  const { _ } = useLingui();
  const { params } = useShell();
  const { content, retry } = useShareContent(memoryId ? memoryContentCall(memoryId) : null);
  const memory: SharedMemory | null = content.status === 'ready' ? content.data : null;
  const share = useMemo(() => memory && describeShared.memory(memory), [memory]);
  return (
    <ShareScaffold
      page="share_memory"
      title={memory?.title}
      share={share}
      target={memory ? { target: 'memory', params: { memory_id: memory.memory_id } } : null}
      ctaLabel={_(shareMessages.continueChat)}
    >
      {memory ? (
        <>
          <ShareImage
            className="sh-cover"
            src={memory.cover_url}
            alt={memory.title}
            width={750}
            height={422}
            priority
          />
          <h2 className="sh-title">{memory.title}</h2>
          <p className="sh-text">{memory.content}</p>
          <AuthorChip author={memory.author} />
          <NpcCard npc={memory.npc} />
          <Conversation messages={memory.excerpt} npc={memory.npc} author={memory.author} />
          {memory.chat_history_available ? (
            <Link
              className="sh-link"
              to="/share/chat_history/$memoryID"
              params={{ memoryID: memory.memory_id }}
              search={{ share_trace_id: params.share_trace_id, share_clk_type: params.share_clk_type }}
              data-testid="chat-history-link"
            >
              {_(shareMessages.viewChatHistory)}
            </Link>
          ) : (
            <p className="sh-muted" data-testid="chat-history-unavailable">
              {_(errorMessages.chatHistoryUnavailable)}
            </p>
          )}
        </>
      ) : (
        <ShareStatus content={content} retry={retry} />
      )}
    </ShareScaffold>
  );
}
