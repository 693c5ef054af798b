import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { OriginalityPage } from '@/features/documents/originality-page';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/static/originality_statement/$npcID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.npcID)) throw notFound();
  },
  loader: () => loadRouteCatalog('documents'),
  component: function OriginalityRoute() {
    const { npcID } = Route.useParams();
    return <OriginalityPage npcId={npcID} />;
  },
});
