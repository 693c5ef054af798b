import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { DocumentPage } from '@/features/documents/document-page';

export const Route = createFileRoute('/term/community_covenant')({
  loader: () => loadRouteCatalog('documents'),
  component: () => <DocumentPage page="community_covenant" doc="community_covenant" />,
});
