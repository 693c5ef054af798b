import { isValidId } from '@/platform/route-params';

/**
 * Query parsers of the creator routes. They run in the boot chunk (route options), so they are
 * small and import nothing heavy; a malformed id is dropped, and the page shows its not-found state.
 */
const idParam = (value: unknown): string | undefined => (typeof value === 'string' && isValidId(value) ? value : undefined);

export const parseCreatorSubscriptionSearch = (search: Record<string, unknown>): { creator_id?: string } => {
  const id = idParam(search.creator_id);
  return id ? { creator_id: id } : {};
};

export const parseThemeSearch = (search: Record<string, unknown>): { theme_id?: string } => {
  const id = idParam(search.theme_id);
  return id ? { theme_id: id } : {};
};
