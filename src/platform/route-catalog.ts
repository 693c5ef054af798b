// Relative: the page servers and end-to-end tests read this module outside the app's build.
import { ROUTE_FACTS } from '../routeFacts.gen.ts';

/**
 * Every page of SPEC §2 with its route, as plain data (no React, no Lingui) so the router tests, the
 * end-to-end tests and the scripts can all read it: derived from what each route file declares in its
 * `staticData` (src/routeFacts.gen.ts), never restated. `sample` is a concrete URL that renders the page.
 * `page` names the page for titles, analytics (`page`, `refer_page_name`) and tests.
 */
export interface RouteEntry {
  readonly path: string;
  readonly sample: string;
  readonly page: PageName;
}

export const STATIC_DOCS = [
  'service',
  'privacy',
  'story_guide',
  'faq',
  'image',
  'guide',
  'about',
  'creator_guide',
  'moment_guide',
  'vip_contract',
  // Chosen here: the image-creation guide of SPEC §2 (expression and holiday clips).
  'image_creation',
] as const;
export type StaticDoc = (typeof STATIC_DOCS)[number];
export const isStaticDoc = (value: string): value is StaticDoc => (STATIC_DOCS as readonly string[]).includes(value);

export const LEVEL_DOC_TYPES = ['level', 'quest', 'reward', 'score'] as const;
export type LevelDocType = (typeof LEVEL_DOC_TYPES)[number];
export const isLevelDocType = (value: string): value is LevelDocType =>
  (LEVEL_DOC_TYPES as readonly string[]).includes(value);

/** Every page of the route files, the fallback (the catch-all route's page) included. */
export type PageName = (typeof ROUTE_FACTS)[number]['pages'][number]['page'];

// Built by pure calls: only tests, scripts and the server render read these, so the app's bundle leaves them out.
export const PAGE_NAMES: readonly PageName[] = /* @__PURE__ */ pageNames();

/** Every page but the fallback, by route path. */
export const ROUTE_CATALOG: readonly RouteEntry[] = /* @__PURE__ */ routeCatalog();

function pageNames(): PageName[] {
  return ROUTE_FACTS.flatMap((route) => route.pages.map((entry) => entry.page));
}

function routeCatalog(): RouteEntry[] {
  return ROUTE_FACTS.filter((route) => route.path !== '/$').flatMap((route) =>
    route.pages.map(({ page, sample }) => ({ path: route.path, sample, page })),
  );
}

/** Paths the router must send to the fallback page. */
export const UNKNOWN_SAMPLES = [
  '/no/such/page',
  '/static/unknown_doc',
  '/level/doc/unknown',
  '/record/unknown',
] as const;
