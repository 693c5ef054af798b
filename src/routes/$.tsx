import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { FallbackPage } from '@/features/static/fallback-page';

/** Catch-all: every path no other route matches. */
export const Route = createFileRoute('/$')({
  staticData: {
    page: 'fallback',
    title: msg({ id: 'title.fallback', message: 'Page Not Found' }),
    sample: '/no/such/page',
    render: 'browser',
  },
  component: FallbackPage,
});
