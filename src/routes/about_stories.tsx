import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { DocumentPage } from '@/features/documents/document-page';

export const Route = createFileRoute('/about_stories')({
  loader: () => loadRouteCatalog('documents'),
  component: () => <DocumentPage page="about_stories" doc="about_stories" />,
});
