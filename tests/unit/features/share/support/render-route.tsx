import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { parseSearch, stringifySearch } from '@/app/search-serializer';
import type { AppServices } from '@/services/app-services';
import type { Shell } from '@/ui/shell-context';
import { renderInApp } from '../../../kernel/open-app/support/render-app';

/** Renders the app's real route for `url` (route file, search schema, page) inside fake services. */
export async function renderRoute(
  url: string,
  options: { services: AppServices; userId?: string | null; shell?: Partial<Shell> },
) {
  const router = createRouter({
    routeTree,
    context: { client: options.services.client },
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch,
    stringifySearch,
  });
  await router.load();
  const view = renderInApp(<RouterProvider router={router} />, options);
  return { router, ...view };
}

/** A successful answer of the Weaver API. */
export const ok = <T extends object>(data: T) => ({ base_resp: { status_code: 0, status_msg: 'success' }, ...data });
