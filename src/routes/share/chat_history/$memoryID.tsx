import { createFileRoute } from '@tanstack/react-router';
import { ShareChatHistoryPage } from '@/features/share/chat-history-page';
import { parseShareId } from '@/features/share/share-search';

/** /share/chat_history/{memoryID}; a malformed id shows the page's not-found state. */
export const Route = createFileRoute('/share/chat_history/$memoryID')({
  // The content request leaves now, beside the page's code (share-requests.ts).
  loader: ({ params, context }) => {
    void import('@/features/share/share-requests').then((m) => m.prefetchShare('chat_history', parseShareId(params.memoryID), context.services?.client));
  },
  component: function ShareChatHistoryRoute() {
    const { memoryID } = Route.useParams();
    return <ShareChatHistoryPage memoryId={parseShareId(memoryID) ?? null} />;
  },
});
