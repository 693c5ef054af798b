import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import { createApiClient } from '@/services/api/client';
import { ROUTE_FACTS } from '@/routeFacts.gen';
import { AREA_CATALOGS } from '@/i18n/area-catalogs';
import { STATIC_DOCS } from '@/platform/route-catalog';
import {
  readRouteFacts,
  readRouteFile,
  renderRouteFacts,
  ROUTE_FACTS_FILE,
  ROUTES_DIR,
} from '../../../scripts/lib/route-facts';

/**
 * src/routeFacts.gen.ts is what the page servers, scripts and end-to-end tests know of the routes: it must
 * say what the route files say. Stale after a route changed: `npx tsx scripts/route-facts.ts` (or any
 * `vite build`) writes it anew.
 */
describe('the routes’ facts', () => {
  it('the generated file is what the route files declare now', () => {
    expect(readFileSync(ROUTE_FACTS_FILE, 'utf8')).toBe(renderRouteFacts(readRouteFacts()));
  });

  const client = createApiClient({
    session: () => ({ authToken: null, userId: null, deviceId: null }),
    appIdentity: () => ({ appId: 300, appVersion: '1.0.0' }),
  });
  const router = createAppRouter({ client });
  const routes = (Object.values(router.routesById) as AnyRoute[]).filter((route) => !route.isRoot);
  const pathOf = (route: AnyRoute): string => (route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : '/');

  it('every route of the route tree declares its facts, as the generated file has them', () => {
    const declared = routes.map((route) => {
      const { page, title, sample, pages, render, catalog } = route.options.staticData ?? {};
      const listed = pages ?? (page && title ? [{ page, title, sample: sample ?? pathOf(route) }] : []);
      return {
        path: pathOf(route),
        render: render ?? null,
        catalog: catalog ?? null,
        pages: listed.map((entry) => ({ page: entry.page, title: entry.title.id, sample: entry.sample })),
      };
    });
    const generated = ROUTE_FACTS.map((route) => ({
      path: route.path,
      render: route.render,
      catalog: route.catalog,
      pages: route.pages.map((entry) => ({ page: entry.page, title: entry.title.id, sample: entry.sample })),
    }));
    const byPath = (a: { path: string }, b: { path: string }): number => a.path.localeCompare(b.path);
    expect(declared.sort(byPath)).toEqual(generated.sort(byPath));
  });

  it('every page is named once, and every sample is a URL of its own route', () => {
    const pages = ROUTE_FACTS.flatMap((route) => route.pages.map((entry) => entry.page));
    expect(new Set(pages).size).toBe(pages.length);
    for (const route of ROUTE_FACTS) {
      // A parameter is one segment; the catch-all's `$` is any path.
      const pattern = new RegExp(`^${route.path.replace(/\$[A-Za-z_]+/g, '[^/]+').replace(/\$$/, '.+')}$`);
      for (const entry of route.pages) expect([entry.sample, pattern.test(entry.sample)]).toEqual([entry.sample, true]);
    }
  });

  it('a route’s catalog is the area of the features it shows; a page of the boot catalog’s folders declares none', () => {
    const areaOf = new Map<string, string>(
      Object.entries(AREA_CATALOGS).flatMap(([catalog, folders]) => folders.map((folder) => [folder, catalog])),
    );
    const files = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' }).map((file) => join(ROUTES_DIR, file));
    for (const file of files.filter((f) => f.endsWith('.tsx'))) {
      const source = readFileSync(file, 'utf8');
      const facts = readRouteFile(file, source);
      if (!facts) continue;
      const areas = [...source.matchAll(/from '@\/features\/([a-z-]+)\//g)].flatMap(([, folder]) =>
        areaOf.has(folder ?? '') ? [areaOf.get(folder ?? '')] : [],
      );
      expect([facts.path, facts.catalog]).toEqual([facts.path, areas.length > 0 ? areas[0] : null]);
      expect(new Set(areas).size).toBeLessThanOrEqual(1);
    }
  });

  it('the document route names one page per document the router accepts (STATIC_DOCS, its beforeLoad)', () => {
    const documents = ROUTE_FACTS.find((route) => route.path === '/static/$doc');
    expect(documents?.pages.map(({ page, sample }) => [page, sample])).toEqual(
      STATIC_DOCS.map((doc) => [`static_${doc}`, `/static/${doc}`]),
    );
  });
});
