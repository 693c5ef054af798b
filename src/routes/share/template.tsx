import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ShareTemplatePage } from '@/features/share/template-page';
import { templateContentCall } from '@/features/share/calls/template';
import { shareSearch } from '@/features/share/share-search';
import { loadShareRoute } from '@/features/share/share-route-loader';
import { loaderHead } from '@/kernel/page-head';

/**
 * /share/template?template_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found.
 */
export const Route = createFileRoute('/share/template')({
  staticData: {
    page: 'share_template',
    title: msg({ id: 'title.share_template', message: 'Shared Template' }),
    render: 'shared',
  },
  validateSearch: shareSearch('template_id'),
  // The content request starts with the route (or is adopted from index.html's early request); its
  // answer, if already in, is in the first paint. Loader and component share one chunk.
  loader: ({ context, location }) =>
    loadShareRoute(context, new URLSearchParams(location.searchStr).get('template_id'), templateContentCall),
  component: function ShareTemplatePageRoute() {
    const search = Route.useSearch();
    return <ShareTemplatePage templateId={search.template_id ?? null} />;
  },
  // The server render's head: what the loader found (the share preview or an honest unavailable state).
  head: loaderHead,
});
