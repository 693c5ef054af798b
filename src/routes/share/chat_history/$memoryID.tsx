import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ShareChatHistoryPage } from '@/features/share/chat-history-page';
import { chatHistoryContentCall } from '@/features/share/calls/chat-history';
import { parseShareId } from '@/features/share/share-search';
import { loadShareRoute } from '@/features/share/share-route-loader';
import { loaderHead } from '@/kernel/page-head';

/** /share/chat_history/{memoryID}; a malformed id shows the page's not-found state. */
export const Route = createFileRoute('/share/chat_history/$memoryID')({
  staticData: {
    page: 'share_chat_history',
    title: msg({ id: 'title.share_chat_history', message: 'Chat History' }),
    sample: '/share/chat_history/1',
    render: 'shared',
  },
  // The content request starts with the route (or is adopted from index.html's early request); its
  // answer, if already in, is in the first paint. Loader and component share one chunk.
  loader: ({ context, params }) => loadShareRoute(context, params.memoryID, chatHistoryContentCall),
  component: function ShareChatHistoryRoute() {
    const { memoryID } = Route.useParams();
    return <ShareChatHistoryPage memoryId={parseShareId(memoryID) ?? null} />;
  },
  // The server render's head: what the loader found (the share preview or an honest unavailable state).
  head: loaderHead,
});
