import * as v from 'valibot';

/**
 * Query parameters of /invitation: `invite_code`, a friend's code from a shared invitation link,
 * fills in the code field (it is still checked when submitted). Anything unusable is dropped.
 */
export interface InvitationSearch {
  invite_code?: string;
}

const CodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{1,16}$/));

export function parseInvitationSearch(search: Record<string, unknown>): InvitationSearch {
  const code = v.safeParse(CodeSchema, search.invite_code);
  return code.success ? { invite_code: code.output.toUpperCase() } : {};
}
