import { useParams, useSearch } from '@tanstack/react-router';
import { isValidId } from '@/platform/route-params';

/**
 * The creator pages load after their route (README "Creator tools"), so they read their path and
 * query values themselves. Path ids were checked by the route (isValidId); a query id is checked
 * here, and a malformed one reads as missing (the page's not-found state).
 */
export function usePathValue(name: 'seriesId' | 'tagID'): string {
  const params = useParams({ strict: false }) as Readonly<Record<string, string | undefined>>;
  return params[name] ?? '';
}

export function useQueryValue(name: 'creator_id' | 'theme_id'): string | undefined {
  const search = useSearch({ strict: false }) as Readonly<Record<string, unknown>>;
  return queryIdOf(search[name]);
}

/** A query value as the creator pages read an id (a route loader reads it the same way): a valid id, else undefined. */
export const queryIdOf = (value: unknown): string | undefined =>
  typeof value === 'string' && isValidId(value) ? value : undefined;
