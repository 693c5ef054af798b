import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ShareMemoryPage } from '@/features/share/memory-page';
import { memoryContentCall } from '@/features/share/calls/memory';
import { parseShareId } from '@/features/share/share-search';
import { loadShareRoute } from '@/features/share/share-route-loader';
import { loaderHead } from '@/kernel/page-head';

/** /share/memory/{memoryID}; a malformed id shows the page's not-found state. */
export const Route = createFileRoute('/share/memory/$memoryID')({
  staticData: {
    page: 'share_memory',
    title: msg({ id: 'title.share_memory', message: 'Shared Memory' }),
    sample: '/share/memory/1',
    render: 'shared',
  },
  // The content request starts with the route (or is adopted from index.html's early request); its
  // answer, if already in, is in the first paint. Loader and component share one chunk.
  loader: ({ context, params }) => loadShareRoute(context, params.memoryID, memoryContentCall),
  component: function ShareMemoryRoute() {
    const { memoryID } = Route.useParams();
    return <ShareMemoryPage memoryId={parseShareId(memoryID) ?? null} />;
  },
  // The server render's head: what the loader found (the share preview or an honest unavailable state).
  head: loaderHead,
});
