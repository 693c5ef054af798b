import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/app/router';
import { createApiClient } from '@/services/api/client';
import { ROUTE_CATALOG, PAGE_NAMES } from '@/platform/route-catalog';
import { PAGE_TITLES, pageTitle } from '@/ui/page-titles';

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
    for (const page of PAGE_NAMES) {
      expect(PAGE_TITLES[page]).toBeDefined();
      // The wrapper asks by the id rule, so each declared title must carry exactly that id.
      expect(PAGE_TITLES[page].id).toBe(pageTitle(page).id);
    }
  });
});
