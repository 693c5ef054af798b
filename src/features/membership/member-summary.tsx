import { useLingui } from '@lingui/react';
import type { MembershipStatus } from '@machines/membership/types';
import { Note } from '@/ui/blocks';
import { membershipMessages as m } from './messages';

/** Who the reader is: not a member, or a Standard / Pro member until a date. */
export function MemberSummary({ status }: { status: MembershipStatus }) {
  const { _, i18n } = useLingui();
  const tier = status.memberTier ?? (status.isMember ? 'standard' : 'none');
  const until = status.expiresAtMs
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(status.expiresAtMs)
    : null;
  return (
    <section className={`mb-summary mb-summary--${tier}`} data-testid="member-summary" data-tier={tier}>
      <p className="mb-summary__tier">
        {_(tier === 'pro' ? m.proMember : tier === 'standard' ? m.standardMember : m.notMember)}
      </p>
      {tier !== 'none' && until ? <Note>{_({ ...m.memberUntil, values: { date: until } })}</Note> : null}
    </section>
  );
}
