import { loadRouteCatalog } from '@/i18n/load-route-catalog';

/**
 * What the creator routes run before their page: their catalog (lingui.config.ts `creator`). One
 * function shared by the seven route files, since route options sit in the boot chunk.
 */
export const loadCreatorCatalog = (): Promise<void> => loadRouteCatalog('creator');
