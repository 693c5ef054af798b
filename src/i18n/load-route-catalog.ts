import type { RouteCatalog } from './area-catalogs';

/**
 * For route loaders: loads an area's catalog (src/i18n/area-catalogs.ts). Route options sit in the
 * boot chunk, so the catalog map is imported on demand and stays out of it.
 */
export function loadRouteCatalog(catalog: RouteCatalog): Promise<void> {
  // The server render has loaded every area's catalog into its visitor's own i18n (loadAllRouteCatalogs).
  if (typeof window === 'undefined') return Promise.resolve();
  return import('./route-catalogs').then((m) => m.loadRouteCatalog(catalog));
}
