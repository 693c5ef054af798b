import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import { createApiClient } from '@/services/api/client';
import { ROUTE_FACTS } from '@/routeFacts.gen';
import { readRouteFacts, renderRouteFacts, ROUTE_FACTS_FILE } from '../../../scripts/lib/route-facts';

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
});
