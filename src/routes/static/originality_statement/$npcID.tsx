import { createFileRoute, notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { isValidId } from '@/platform/route-params';
import { OriginalityPage, preloadOriginality } from '@/features/documents/pages';

export const Route = createFileRoute('/static/originality_statement/$npcID')({
  staticData: {
    page: 'static_originality_statement',
    title: msg({ id: 'title.static_originality_statement', message: 'Originality Statement' }),
    sample: '/static/originality_statement/7',
    render: 'personal',
    catalog: 'documents',
  },
  beforeLoad: ({ params }) => {
    if (!isValidId(params.npcID)) throw notFound();
  },
  // The statement's text loads before the page renders (the server's HTML carries it); the character
  // too when the server renders with the visitor's session; a character the server does not have is not found.
  loader: ({ context, params }) =>
    Promise.all([loadRouteCatalog('documents'), preloadOriginality(context, params.npcID)]).then(() => undefined),
  component: function OriginalityRoute() {
    const { npcID } = Route.useParams();
    return <OriginalityPage npcId={npcID} />;
  },
});
