import * as v from 'valibot';

/**
 * The global page URL parameters of SPEC §1, parsed in one place. A malformed value is dropped
 * (undefined), never an exception.
 */
const boolString = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.picklist(['true', 'false']),
  v.transform((s) => s === 'true'),
);
const shortText = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(256), v.regex(/^[\w.\-:~]+$/));

const fields = {
  debug: boolString,
  share_trace_id: shortText,
  share_clk_type: shortText,
  refer_page_name: shortText,
  transparent: boolString,
} as const;

export interface GlobalParams {
  debug?: boolean;
  share_trace_id?: string;
  share_clk_type?: string;
  refer_page_name?: string;
  transparent?: boolean;
}

export function parseGlobalParams(input: URLSearchParams | Record<string, unknown>): GlobalParams {
  const get = (key: string): unknown => (input instanceof URLSearchParams ? (input.get(key) ?? undefined) : input[key]);
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(fields)) {
    const raw = get(key);
    // TanStack Router may already have JSON-parsed booleans.
    const value = typeof raw === 'boolean' ? String(raw) : raw;
    if (value === undefined) continue;
    const parsed = v.safeParse(schema, value);
    if (parsed.success) out[key] = parsed.output;
  }
  return out as GlobalParams;
}

export const currentGlobalParams = (): GlobalParams =>
  typeof location === 'undefined' ? {} : parseGlobalParams(new URLSearchParams(location.search));
