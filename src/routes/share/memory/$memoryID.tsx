import { createFileRoute } from '@tanstack/react-router';
import { ShareMemoryPage } from '@/features/share/memory-page';
import { parseShareId } from '@/features/share/share-search';

/** /share/memory/{memoryID}; a malformed id shows the page's not-found state. */
export const Route = createFileRoute('/share/memory/$memoryID')({
  component: function ShareMemoryRoute() {
    const { memoryID } = Route.useParams();
    return <ShareMemoryPage memoryId={parseShareId(memoryID) ?? null} />;
  },
});
