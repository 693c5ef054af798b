import * as v from 'valibot';

/**
 * Query parameters of the campaign pages: `event_id` picks another event than the page's default,
 * `record_id` the prize of /claim_prize. Anything that is not an id (another type, bad characters)
 * becomes undefined: the page falls back to its own default, never an exception in the router.
 */
const id = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))), undefined);

/** validateSearch of the campaign routes. */
export const campaignSearch = v.object({ event_id: id, record_id: id });

export type CampaignSearch = v.InferOutput<typeof campaignSearch>;

/** The same check outside the router (tests, a loader reading a raw query). */
export const parseCampaignSearch = (search: Record<string, unknown>): CampaignSearch => v.parse(campaignSearch, search);
