import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/app/router';
import { createApiClient } from '@/services/api/client';
import { ROUTE_CATALOG, PAGE_NAMES } from '@/platform/route-catalog';
import { pageTitle } from '@/ui/page-titles';
import { ROUTE_FACTS } from '@/routeFacts.gen';

describe('route table', () => {
  const client = createApiClient({
    session: () => ({ authToken: null, userId: null, deviceId: null }),
    appIdentity: () => ({ appId: 300, appVersion: '1.0.0' }),
  });
  const router = createAppRouter({ client });
  const routed = new Set(Object.keys(router.routesByPath).map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)));

  it('every route of the catalog (SPEC §2) has a route file', () => {
    const missing = ROUTE_CATALOG.map((r) => r.path).filter((p) => !routed.has(p));
    expect(missing).toEqual([]);
  });

  it('every routed path is in the catalog, plus the catch-all fallback', () => {
    const catalog = new Set(ROUTE_CATALOG.map((r) => r.path));
    const extra = [...routed].filter((p) => p !== '/' && p !== '' && !catalog.has(p));
    expect(extra).toEqual(['/$']);
  });

  it('every page has a title', () => {
    const titles = new Map(ROUTE_FACTS.flatMap((route) => route.pages.map((entry) => [entry.page, entry.title])));
    for (const page of PAGE_NAMES) {
      expect(titles.get(page)?.message).toMatch(/\S/);
      // The wrapper asks by the id rule, so each declared title must carry exactly that id.
      expect(titles.get(page)?.id).toBe(pageTitle(page).id);
    }
  });
});
