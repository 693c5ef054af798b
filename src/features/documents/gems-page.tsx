import { useLingui } from '@lingui/react';
import type { GemRecordData, GemRecordGrant } from '@/api/contract/records';
import { SessionGate } from '@/kernel/session/session-gate';
import { PageWrapper } from '@/ui/page-wrapper';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { m } from './messages';
import { sourceLabel } from './gem-sources';
import { failureKind, recordReads } from './record-calls';
import { useRemote } from '@/kernel/data';
import { useLocalDateTimeFormat } from '@/ui/local-time';
import './documents.css';

/** /record/gems: balance, what expires soon, grants with their expiry, and spending (all from the server). */
export function GemsPage() {
  return (
    <PageWrapper page="record_gems">
      <SessionGate>
        <Gems />
      </SessionGate>
    </PageWrapper>
  );
}

function Gems() {
  const { remote, retry } = useRemote(recordReads.gemRecord());
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'failed') {
    const kind = failureKind(remote.error);
    return <ErrorPanel kind={kind === 'not_found' ? 'unknown' : kind} onRetry={retry} />;
  }
  return <GemRecord record={remote.data} />;
}

function GemRecord({ record }: { record: GemRecordData }) {
  const { _, i18n } = useLingui();
  // The visitor's time zone is the browser's: the server's HTML (and hydration) write dates in UTC.
  const dayFormat = useLocalDateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const day = (ms: number) => dayFormat.format(ms);
  const soon = record.expiring_soon;
  return (
    <div className="tk-doc-list" data-testid="gem-record">
      <section className="tk-doc-card" aria-labelledby="gems-balance">
        <h2 id="gems-balance">{_(m.balanceTitle)}</h2>
        <p className="tk-doc-balance" data-testid="gem-balance">
          {_({ ...m.balanceValue, values: { gems: record.balance } })}
        </p>
        <p className="tk-doc-muted">{_({ ...m.expiryNote, values: { days: record.expiry_days } })}</p>
      </section>
      <section className="tk-doc-card" aria-labelledby="gems-soon" data-testid="gems-expiring-soon">
        <h2 id="gems-soon">{_(m.expiringSoonTitle)}</h2>
        <p>
          {soon.gems > 0 && soon.first_expires_at_ms !== null
            ? _({
                ...m.expiringSoon,
                values: { gems: soon.gems, days: record.expiring_window_days, date: day(soon.first_expires_at_ms) },
              })
            : _({ ...m.nothingExpiringSoon, values: { days: record.expiring_window_days } })}
        </p>
      </section>
      <section aria-labelledby="gems-grants">
        <h2 id="gems-grants" className="tk-doc-day">
          {_(m.grantsTitle)}
        </h2>
        {record.grants.length === 0 ? (
          <p className="tk-doc-muted">{_(m.grantsEmpty)}</p>
        ) : (
          <ul className="tk-doc-list">
            {record.grants.map((g) => (
              <Grant key={g.grant_id} grant={g} day={day} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="gems-spends">
        <h2 id="gems-spends" className="tk-doc-day">
          {_(m.spendsTitle)}
        </h2>
        {record.spends.length === 0 ? (
          <p className="tk-doc-muted">{_({ ...m.spendsEmpty, values: { days: record.retention_days } })}</p>
        ) : (
          <ul className="tk-doc-list">
            {record.spends.map((s) => (
              <li key={s.spend_id} className="tk-doc-card tk-doc-row" data-testid="gem-spend">
                <span>
                  {_({ ...m.spendCardDraw, values: { detail: s.detail } })}
                  <br />
                  <span className="tk-doc-muted">{day(s.spent_at_ms)}</span>
                </span>
                <span className="tk-doc-amount tk-doc-amount--minus">
                  {_({ ...m.minusGems, values: { gems: s.amount } })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Grant({ grant, day }: { grant: GemRecordGrant; day: (ms: number) => string }) {
  const { _ } = useLingui();
  const status = grant.expired
    ? _({ ...m.grantExpired, values: { date: day(grant.expires_at_ms) } })
    : grant.remaining === 0
      ? _(m.grantUsed)
      : `${_({ ...m.grantLeft, values: { left: grant.remaining, amount: grant.amount } })} · ${_({ ...m.grantExpires, values: { date: day(grant.expires_at_ms) } })}`;
  return (
    <li className="tk-doc-card tk-doc-row" data-testid="gem-grant" data-expired={grant.expired || undefined}>
      <span>
        {_(sourceLabel(grant.source))} <span className="tk-doc-muted">· {day(grant.granted_at_ms)}</span>
        <br />
        <span className="tk-doc-muted">{status}</span>
      </span>
      <span className="tk-doc-amount tk-doc-amount--plus">{_({ ...m.plusGems, values: { gems: grant.amount } })}</span>
    </li>
  );
}
