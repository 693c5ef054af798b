import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ShareChatPage } from '@/features/share/chat-page';
import { chatContentCall } from '@/features/share/calls/chat';
import { shareSearch } from '@/features/share/share-search';
import { loadShareRoute } from '@/features/share/share-route-loader';
import { loaderHead } from '@/kernel/page-head';

/** /share/chat?chat_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/chat')({
  staticData: {
    page: 'share_chat',
    title: msg({ id: 'title.share_chat', message: 'Shared Chat' }),
    render: 'shared',
  },
  validateSearch: shareSearch('chat_id'),
  // The content request starts with the route (or is adopted from index.html's early request); its
  // answer, if already in, is in the first paint. Loader and component share one chunk.
  loader: ({ context, location }) =>
    loadShareRoute(context, new URLSearchParams(location.searchStr).get('chat_id'), chatContentCall),
  component: function ShareChatPageRoute() {
    const search = Route.useSearch();
    return <ShareChatPage chatId={search.chat_id ?? null} />;
  },
  // The server render's head: what the loader found (the share preview or an honest unavailable state).
  head: loaderHead,
});
