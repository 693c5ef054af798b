import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { Loading } from '@/ui/loading';
import type { RouterContext } from './router-context';
import { parseSearch, stringifySearch } from './search-serializer';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPendingComponent: () => <Loading />,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
