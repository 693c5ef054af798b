import type { MessageDescriptor } from '@lingui/core';
import type { RouteCatalog } from '@/i18n/area-catalogs';
import type { PageName } from './route-catalog';

/**
 * How the page servers serve a route's URLs (src/server-render/render-config.ts): `browser` is the SPA's
 * index.html; `shared` a server render that is the same for everyone (a CDN keeps it); `personal` rendered
 * with the visitor's session when the request carries one; `{ personalUnlessQuery }` personal unless that
 * query parameter names someone (/achievement/user?user_id=), then shared.
 */
export type RenderPolicy = 'browser' | 'shared' | 'personal' | { readonly personalUnlessQuery: string };

/** One page of a route that renders several (/static/$doc, /record/$record), told apart by its parameter. */
export interface RoutePage {
  readonly page: PageName;
  /** The document and header title; its id is `title.<page>` (ui/page-titles.ts asks by that rule). */
  readonly title: MessageDescriptor;
  /** A URL that renders this page, for the route and end-to-end sweeps. */
  readonly sample: string;
}

/**
 * What a route file declares about its page(s) in `staticData`, the first option of `createFileRoute`:
 * plain literals (and `msg` for the title), since scripts/vite/route-facts.ts reads them from the source
 * into src/routeFacts.gen.ts for the page servers, scripts and end-to-end tests, which cannot import
 * route files. Either `page` and `title` (and `sample` when the path has parameters), or `pages`.
 */
export interface RouteFacts {
  readonly page?: PageName;
  readonly title?: MessageDescriptor;
  readonly sample?: string;
  readonly pages?: readonly RoutePage[];
  readonly render?: RenderPolicy;
  /** The area catalog (src/i18n/area-catalogs.ts) the page's messages are in; none: the boot catalog. */
  readonly catalog?: RouteCatalog;
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation merges by extending
  interface StaticDataRouteOption extends RouteFacts {}
}
