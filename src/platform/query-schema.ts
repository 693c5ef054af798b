import * as v from 'valibot';

/**
 * A query value as the router parsed it: a string, or the number or boolean it made of `?id=12`. The
 * page's own parser (it loads with the page) turns it into its id, tab or tier and drops what it cannot
 * use; anything else here (an object, an array) becomes undefined: never an exception in the router.
 */
const rawValue = v.fallback(v.optional(v.union([v.string(), v.number(), v.boolean()])), undefined);

/** validateSearch (a valibot schema) of a page that reads `keys` from its query. */
export function querySchema<const K extends string>(...keys: K[]) {
  return v.object(Object.fromEntries(keys.map((key) => [key, rawValue])) as { [P in K]: typeof rawValue });
}
