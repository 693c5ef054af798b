import { useLingui } from '@lingui/react';
import { useNavigate } from '@tanstack/react-router';
import type { Supporter } from '@/api/contract/rank';
import { OpenAppProvider, useOpenAppScope, type OpenAppTarget } from '@/kernel/open-app';
import { Loading } from '@/ui/loading';
import { PageWrapper } from '@/ui/page-wrapper';
import { Card } from '@/ui/blocks';
import { ListEmpty, ListError, MissingTarget } from './list-states';
import { periodSpans, rankMessages as m } from './messages';
import { PeriodTabs } from './board-tabs';
import { supportersBody, supportersCall, type SupportersBody } from './rank-calls';
import { rankConfig } from './rank-config';
import { parseSupportersSearch, type Period, type RawQuery } from './rank-search';
import { useRankRemote } from './rank-remote';
import './rank.css';

/** Supporters (/rank/supporters?npc_id= or ?creator_id=): who gave gems to a character or a creator. */
export function SupportersPage({ query }: { query: RawQuery }) {
  const { _ } = useLingui();
  const search = parseSupportersSearch(query);
  const body = supportersBody(query);
  const navigate = useNavigate();
  const target: OpenAppTarget | null = search.npc_id
    ? { target: 'npcDetail', params: { npc_id: search.npc_id } }
    : search.creator_id
      ? { target: 'userHome', params: { user_id: search.creator_id, entrance: rankConfig.entrance } }
      : null;
  return (
    <PageWrapper page="rank_supporters">
      <OpenAppProvider fromPage="rank_supporters" target={target}>
        {body ? (
          <SupportersScreen
            body={body}
            onPeriod={(period) =>
              void navigate({ to: '/rank/supporters', search: { ...query, period }, replace: true })
            }
          />
        ) : (
          <MissingTarget message={_(m.chooseTarget)} />
        )}
      </OpenAppProvider>
    </PageWrapper>
  );
}

/**
 * The period's supporters; the tabs offer the board's periods, the total is the board's gem-elite figure of the period.
 */
function SupportersScreen({ body, onPeriod }: { body: SupportersBody; onPeriod: (period: Period) => void }) {
  const { _ } = useLingui();
  const period = body.period ?? 'champion';
  const { state, reload } = useRankRemote(supportersCall(body));
  const tabs = <PeriodTabs value={period} onChange={onPeriod} panelId="supporters-panel" />;
  if (state.phase !== 'ready') {
    return (
      <div className="rk-page">
        {tabs}
        {state.phase === 'error' ? <ListError state={state} onRetry={reload} /> : <Loading />}
      </div>
    );
  }
  const { target, supporters, total_gems, supporter_count } = state.data;
  const total = _({ ...m.totalGems, values: { gems: total_gems, count: supporter_count } });
  return (
    <div className="rk-page" id="supporters-panel" data-testid="supporters-page" data-period={state.data.period}>
      {tabs}
      <Card>
        <div className="rk-card__head">
          <img className="rk-avatar" src={target.avatar_url} alt="" width={44} height={44} />
          <div>
            <h2 className="rk-card__title">{_({ ...m.supportersOf, values: { name: target.name } })}</h2>
            <p className="rk-item__text" data-testid="supporters-total">
              {_({ ...m.totalGemsIn, values: { period: _(periodSpans[state.data.period]), total } })}
            </p>
          </div>
        </div>
      </Card>
      {supporters.length === 0 ? (
        <ListEmpty message={_(m.noSupporters)} />
      ) : (
        <ol className="rk-list" data-testid="supporters-list">
          {supporters.map((supporter) => (
            <SupporterRow key={supporter.user.user_id} supporter={supporter} />
          ))}
        </ol>
      )}
    </div>
  );
}

function SupporterRow({ supporter }: { supporter: Supporter }) {
  const { _ } = useLingui();
  const scope = useOpenAppScope();
  const name = supporter.user.nickname;
  return (
    <li className="rk-row" data-testid="supporter" data-rank={supporter.rank}>
      <span
        className={`rk-rank rk-rank--${supporter.rank}`}
        aria-label={_({ ...m.rankLabel, values: { rank: supporter.rank } })}
      >
        {supporter.rank}
      </span>
      <img className="rk-avatar" src={supporter.user.avatar_url} alt="" width={44} height={44} loading="lazy" />
      <span className="rk-who">
        {scope?.available ? (
          <button
            type="button"
            className="rk-link rk-name"
            aria-label={_({ ...m.openCreator, values: { name } })}
            onClick={() =>
              scope.open({
                target: {
                  target: 'userHome',
                  params: { user_id: supporter.user.user_id, entrance: rankConfig.entrance },
                },
                entrance: 'supporter',
              })
            }
          >
            {name}
          </button>
        ) : (
          <span className="rk-link rk-name">{name}</span>
        )}
      </span>
      <span className="rk-score">{_({ ...m.gems, values: { score: supporter.gems } })}</span>
    </li>
  );
}
