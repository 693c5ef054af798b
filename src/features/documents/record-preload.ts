import { loadSessionRouteData, type RouteDataContext } from '@/kernel/data';
import { documentsConfig } from './documents-config';
import { recordReads } from './record-calls';

/**
 * The route loader's read of a record page: the visitor's own, so the server asks for it only when it
 * renders with the visitor's session (the app's auth cookie); the browser's page asks once logged in.
 */
export function preloadRecord(context: RouteDataContext, record: string): Promise<void> {
  const call =
    record === 'card'
      ? recordReads.cardDraws(documentsConfig.cardDrawPageSize)
      : record === 'gems'
        ? recordReads.gemRecord()
        : null;
  return loadSessionRouteData(context, call);
}
