import { createFileRoute, notFound } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';
import { isStaticDoc } from '@/platform/route-catalog';

export const Route = createFileRoute('/static/$doc')({
  beforeLoad: ({ params }) => {
    if (!isStaticDoc(params.doc)) throw notFound();
  },
  component: function StaticDocRoute() {
    const { doc } = Route.useParams();
    return isStaticDoc(doc) ? <SimplePage page={`static_${doc}`} /> : null;
  },
});
