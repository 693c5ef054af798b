import { createFileRoute } from '@tanstack/react-router';
import { FallbackPage } from '@/features/static/fallback-page';

/** Catch-all: every path no other route matches. */
export const Route = createFileRoute('/$')({
  component: FallbackPage,
});
