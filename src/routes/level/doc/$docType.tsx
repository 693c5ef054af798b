import { createFileRoute, notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { isLevelDocType } from '@/platform/route-catalog';
import { LevelDocPage, preloadDocument } from '@/features/documents/pages';

export const Route = createFileRoute('/level/doc/$docType')({
  staticData: {
    page: 'level_doc',
    title: msg({ id: 'title.level_doc', message: 'Level Guide' }),
    sample: '/level/doc/level',
    render: 'shared',
    catalog: 'documents',
  },
  beforeLoad: ({ params }) => {
    if (!isLevelDocType(params.docType)) throw notFound();
  },
  // The text loads before the page renders: the server's HTML carries it, the browser hydrates it.
  loader: ({ context, params }) =>
    Promise.all([
      loadRouteCatalog('documents'),
      isLevelDocType(params.docType) ? preloadDocument(`level_${params.docType}`, context.locale) : undefined,
    ]).then(() => undefined),
  component: function LevelDocRoute() {
    const { docType } = Route.useParams();
    if (!isLevelDocType(docType)) return null;
    return <LevelDocPage docType={docType} />;
  },
});
