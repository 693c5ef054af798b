/**
 * Query parameters as one value per name. A repeated name (`?chat_id=a&chat_id=b`) keeps its first
 * value, as `URLSearchParams.get` does: the page, the server and the request signature all read the
 * same value. Later repetitions are ignored, never merged.
 */
export function firstValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (!Object.hasOwn(out, key)) out[key] = value;
  return out;
}
