/**
 * Query parameters of the campaign pages, parsed by hand (route options sit in the boot chunk):
 * `event_id` picks another event than the page's default, `record_id` the prize of /claim_prize.
 * Anything that is not an id is dropped.
 */
export interface CampaignSearch {
  event_id?: string;
  record_id?: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const idOf = (value: unknown): string | undefined => (typeof value === 'string' && ID.test(value) ? value : undefined);

export function parseCampaignSearch(search: Record<string, unknown>): CampaignSearch {
  const out: CampaignSearch = {};
  const eventId = idOf(search.event_id);
  const recordId = idOf(search.record_id);
  if (eventId) out.event_id = eventId;
  if (recordId) out.record_id = recordId;
  return out;
}
