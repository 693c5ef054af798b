import { createFileRoute, notFound } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';
import { isLevelDocType } from '@/platform/route-catalog';

export const Route = createFileRoute('/level/doc/$docType')({
  beforeLoad: ({ params }) => {
    if (!isLevelDocType(params.docType)) throw notFound();
  },
  component: () => <SimplePage page="level_doc" />,
});
