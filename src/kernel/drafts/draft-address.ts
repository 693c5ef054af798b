/** Where a form's draft (and its attempt's idempotency key) is kept: see draft-store.ts. */
export const DRAFT_KEY_PREFIX = 'talkie:draft';

export interface DraftAddress {
  /** The form: 'feedback', 'appeal', 'clone', 'claim_prize'… */
  readonly form: string;
  /** The user the draft belongs to (each form names its signed-out visitor its own way). */
  readonly user: string;
  /** What the form is about when a user may have several (a prize record id). */
  readonly scope?: string;
}

export const draftKey = ({ form, user, scope }: DraftAddress): string =>
  [DRAFT_KEY_PREFIX, form, user, ...(scope === undefined ? [] : [scope])].join(':');
