import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { CardDraw } from '@/api/contract/records';
import { useServices } from '@/kernel/session/app-context';
import { SessionGate } from '@/kernel/session/session-gate';
import { PageWrapper } from '@/ui/page-wrapper';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { useHydrated, useLocalDateTimeFormat } from '@/ui/local-time';
import { groupByDay } from './day-groups';
import { documentsConfig } from './documents-config';
import { formatDay } from './format-day';
import { m } from './messages';
import { failureKind, recordCalls, recordReads } from './record-calls';
import { ReadFailure, useRemote } from '@/kernel/data';
import { EmptyState } from '@/ui/blocks';
import './documents.css';

const RARITY: Record<CardDraw['rarity'], MessageDescriptor> = {
  common: m.rarityCommon,
  rare: m.rarityRare,
  epic: m.rarityEpic,
};

/** /record/card: card draws of the last 30 days, grouped by day in the visitor's time zone, in pages. */
export function CardRecordPage() {
  return (
    <PageWrapper page="record_card">
      <SessionGate>
        <CardRecord />
      </SessionGate>
    </PageWrapper>
  );
}

interface More {
  readonly draws: readonly CardDraw[];
  readonly nextToken: string | null;
  readonly status: 'idle' | 'loading' | 'failed';
  /** Why the last page failed: no answer, or an answer the page cannot use. */
  readonly failure?: unknown;
}

function CardRecord() {
  const { _ } = useLingui();
  const { client } = useServices();
  const pageSize = documentsConfig.cardDrawPageSize;
  const { remote, retry } = useRemote(recordReads.cardDraws(pageSize));
  const [more, setMore] = useState<More | null>(null);
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'failed') {
    const kind = failureKind(remote.error);
    return <ErrorPanel kind={kind === 'not_found' ? 'unknown' : kind} onRetry={retry} />;
  }
  const days = remote.data.retention_days;
  const draws = [...remote.data.draws, ...(more?.draws ?? [])];
  const nextToken = more ? more.nextToken : remote.data.next_page_token;
  if (draws.length === 0) return <EmptyState message={_({ ...m.cardRecordEmpty, values: { days } })} />;

  const loadMore = () => {
    if (!nextToken) return;
    setMore({ draws: more?.draws ?? [], nextToken, status: 'loading' });
    recordCalls.cardDraws(client, nextToken, pageSize).then(
      (page) =>
        setMore({ draws: [...(more?.draws ?? []), ...page.draws], nextToken: page.next_page_token, status: 'idle' }),
      (failure: unknown) => setMore({ draws: more?.draws ?? [], nextToken, status: 'failed', failure }),
    );
  };

  return (
    <div data-testid="card-record">
      <p className="tk-doc-muted">{_({ ...m.cardRecordNote, values: { days } })}</p>
      <DrawDays draws={draws} />
      {more?.status === 'failed' ? <ReadFailure error={more.failure} onRetry={loadMore} /> : null}
      {nextToken && more?.status !== 'failed' ? (
        <div className="tk-doc-actions">
          <button
            type="button"
            className="tk-button tk-button--ghost"
            onClick={loadMore}
            disabled={more?.status === 'loading'}
            aria-busy={more?.status === 'loading' || undefined}
          >
            {_(m.loadMore)}
          </button>
        </div>
      ) : null}
      {!nextToken ? <p className="tk-doc-muted">{_({ ...m.endOfRecords, values: { days } })}</p> : null}
    </div>
  );
}

function DrawDays({ draws }: { draws: readonly CardDraw[] }) {
  const { _, i18n } = useLingui();
  // The visitor's time zone is the browser's: the server's HTML (and hydration) group and write in UTC.
  const hydrated = useHydrated();
  const time = useLocalDateTimeFormat(i18n.locale, { timeStyle: 'short' });
  return (
    <>
      {groupByDay(draws, (d) => d.drawn_at_ms, hydrated ? undefined : 'UTC').map((group) => (
        <section key={group.day} aria-label={formatDay(group.day, i18n.locale)}>
          <h2 className="tk-doc-day">{formatDay(group.day, i18n.locale)}</h2>
          <ul className="tk-doc-list">
            {group.items.map((d) => (
              <li key={d.draw_id} className="tk-doc-card tk-doc-row" data-testid="card-draw">
                <span>
                  {_({ ...m.cardDrawOf, values: { card: d.card_name, character: d.npc_name } })}{' '}
                  <span className="tk-doc-muted">({_(RARITY[d.rarity])})</span>
                  <br />
                  <time className="tk-doc-muted" dateTime={new Date(d.drawn_at_ms).toISOString()}>
                    {time.format(d.drawn_at_ms)}
                  </time>
                </span>
                <span className="tk-doc-amount tk-doc-amount--minus">
                  {_({ ...m.cardDrawGems, values: { gems: d.gems } })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
