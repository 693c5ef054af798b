import { createFileRoute } from '@tanstack/react-router';
import { ShareTemplatePage } from '@/features/share/template-page';
import { parseShareId, shareSearch } from '@/features/share/share-search';

/** /share/template?template_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/template')({
  validateSearch: shareSearch('template_id'),
  // The content request leaves now, beside the page's code (share-requests.ts).
  loader: ({ location, context }) => {
    const id = parseShareId((location.search as Record<string, unknown>).template_id);
    void import('@/features/share/share-requests').then((m) => m.prefetchShare('template', id, context.services?.client));
  },
  component: function ShareTemplatePageRoute() {
    const search = Route.useSearch();
    return <ShareTemplatePage templateId={search.template_id ?? null} />;
  },
});
