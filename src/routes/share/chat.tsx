import { createFileRoute } from '@tanstack/react-router';
import { ShareChatPage } from '@/features/share/chat-page';
import { shareSearch } from '@/features/share/share-search';

/** /share/chat?chat_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/chat')({
  validateSearch: shareSearch('chat_id'),
  component: function ShareChatPageRoute() {
    const search = Route.useSearch();
    return <ShareChatPage chatId={search.chat_id ?? null} />;
  },
});
