import { createFileRoute } from '@tanstack/react-router';
import { ShareMemoryPage } from '@/features/share/memory-page';
import { parseShareId } from '@/features/share/share-search';

/** /share/memory/{memoryID}; a malformed id shows the page's not-found state. */
export const Route = createFileRoute('/share/memory/$memoryID')({
  // The content request leaves now, beside the page's code (share-requests.ts).
  loader: ({ params, context }) => {
    void import('@/features/share/share-requests').then((m) => m.prefetchShare('memory', parseShareId(params.memoryID), context.services?.client));
  },
  component: function ShareMemoryRoute() {
    const { memoryID } = Route.useParams();
    return <ShareMemoryPage memoryId={parseShareId(memoryID) ?? null} />;
  },
});
