import { createFileRoute } from '@tanstack/react-router';
import { ShareTemplatePage } from '@/features/share/template-page';
import { shareSearch } from '@/features/share/share-search';

/** /share/template?template_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/template')({
  validateSearch: shareSearch('template_id'),
  component: function ShareTemplatePageRoute() {
    const search = Route.useSearch();
    return <ShareTemplatePage templateId={search.template_id ?? null} />;
  },
});
