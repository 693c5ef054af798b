import { createFileRoute } from '@tanstack/react-router';
import { ShareChatHistoryPage } from '@/features/share/chat-history-page';
import { parseShareId } from '@/features/share/share-search';

/** /share/chat_history/{memoryID}; a malformed id shows the page's not-found state. */
export const Route = createFileRoute('/share/chat_history/$memoryID')({
  component: function ShareChatHistoryRoute() {
    const { memoryID } = Route.useParams();
    return <ShareChatHistoryPage memoryId={parseShareId(memoryID) ?? null} />;
  },
});
