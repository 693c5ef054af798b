import { useLingui } from '@lingui/react';
import type { SpinRecord } from '@machines/spin-wheel/types';
import { GEM_EXPIRY_DAYS } from '@/platform/constants';
import { campaignMessages as c, spinMessages as m } from '../shared/messages';
import { ClaimLink } from '../shared/claim-link';
import { prizeText } from '../shared/prize-text';

/** Prizes won: gems and items are credited at once; physical prizes lead to the contact form. */
export function MyPrizes({ records }: { records: readonly SpinRecord[] }) {
  const { _, i18n } = useLingui();
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  return (
    <section className="cp-card" aria-labelledby="cp-my-prizes">
      <h2 id="cp-my-prizes" className="cp-card__title">
        {_(m.myPrizes)}
      </h2>
      {records.length === 0 ? (
        <p className="cp-muted" role="status">
          {_(m.noPrizes)}
        </p>
      ) : (
        <ul className="cp-list" data-testid="my-prizes">
          {records.map((r) => (
            <li key={r.recordId} className="cp-list__row" data-prize-id={r.prize.prizeId} data-status={r.status}>
              <span className="cp-list__main">{prizeText(i18n, r.prize)}</span>
              <span className="cp-list__side">
                {r.status === 'credited'
                  ? r.expiresAtMs
                    ? _({ ...c.expiresOn, values: { date: date.format(r.expiresAtMs) } })
                    : _(m.credited)
                  : null}
                {r.status === 'to_claim' ? (
                  <ClaimLink recordId={r.recordId} className="tk-button tk-button--yellow cp-small-button">
                    {_(m.fillDetails)}
                  </ClaimLink>
                ) : null}
                {r.status === 'submitted' ? _(m.submitted) : null}
                {r.status === 'forfeited' ? _(m.forfeited) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="cp-muted">{_({ ...c.gemsExpire, values: { days: GEM_EXPIRY_DAYS } })}</p>
    </section>
  );
}
