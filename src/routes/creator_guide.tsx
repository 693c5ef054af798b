import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { DocumentPage } from '@/features/documents/document-page';

/** The same creator guide as /static/creator_guide, reached from the app's creation screens. */
export const Route = createFileRoute('/creator_guide')({
  loader: () => loadRouteCatalog('documents'),
  component: () => <DocumentPage page="creator_guide" doc="creator_guide" />,
});
