import { firstValues } from '@/api/contract/query-params';

/**
 * Search params stay plain strings (no JSON coercion), so each route's schema decides what a value
 * means and `?share_trace_id=123` stays the string "123". A repeated name keeps its first value,
 * as the API server reads it (firstValues).
 */
export function parseSearch(search: string): Record<string, string> {
  return firstValues(new URLSearchParams(search));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
