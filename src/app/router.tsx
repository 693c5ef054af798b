import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { Loading } from '@/ui/loading';
import type { AppServices } from '@/services/app-services';
import { parseSearch, stringifySearch } from './search-serializer';

export function createAppRouter(services: AppServices | null = null) {
  return createRouter({
    routeTree,
    context: { services },
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
