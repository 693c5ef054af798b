import { createFileRoute } from '@tanstack/react-router';
import { ShareChatPage } from '@/features/share/chat-page';
import { parseShareId, shareSearch } from '@/features/share/share-search';

/** /share/chat?chat_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/chat')({
  validateSearch: shareSearch('chat_id'),
  // The content request leaves now, beside the page's code (share-requests.ts).
  loader: ({ location, context }) => {
    const id = parseShareId((location.search as Record<string, unknown>).chat_id);
    void import('@/features/share/share-requests').then((m) => m.prefetchShare('chat', id, context.services?.client));
  },
  component: function ShareChatPageRoute() {
    const search = Route.useSearch();
    return <ShareChatPage chatId={search.chat_id ?? null} />;
  },
});
