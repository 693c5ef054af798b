import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import type { RouterContext } from '@/app/router-context';
import { pageContentOf, type HeadMeta, type PageContent } from '@/kernel/page-head';

// What the server render reads of the router once it has loaded the page: redirect, not found, the routes' heads.
type AppRouter = ReturnType<typeof createAppRouter>;

/** A router of its own for one request, loaded at `href`. */
export async function loadRouter(context: RouterContext, href: string) {
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [href] }));
  await router.load();
  return router;
}

/**
 * What the router's server load ended in (an internal of TanStack Router, pinned by tests/server/page-ssr.test.ts and
 * share-ssr.test.ts).
 */
const serverResultOf = (router: AppRouter) =>
  (router as unknown as { _serverResult?: { type: string; status?: number; redirect?: Response } })._serverResult;

/** Where the router's server load redirected to, if it did. */
export function redirectOf(router: AppRouter): string | null {
  const result = serverResultOf(router);
  return result?.type === 'redirect' ? (result.redirect?.headers.get('Location') ?? null) : null;
}

/** The page is the router's not-found page (an unknown document, an unknown path). */
export const isNotFound = (router: AppRouter): boolean => serverResultOf(router)?.status === 404;

/**
 * The head the matched routes gave (their `head` option, run by the router after their loaders), outermost
 * first, and how the content of the page's route came out when its loader says (kernel/page-head.ts).
 */
export function routeHeads(router: AppRouter): { meta: HeadMeta[]; content: PageContent | null } {
  const matches = router.state.matches;
  const meta = matches.flatMap((match) => (match.meta ?? []).filter((tag) => tag !== undefined));
  const content = matches.map((match) => pageContentOf(match.loaderData)).filter((found) => found !== null);
  return { meta, content: content.at(-1) ?? null };
}
