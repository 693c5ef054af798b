import { useLingui } from '@lingui/react';
import type { Supporter } from '@/api/contract/rank';
import { OpenAppProvider, useOpenAppScope, type OpenAppTarget } from '@/kernel/open-app';
import { Loading } from '@/ui/loading';
import { PageWrapper } from '@/ui/page-wrapper';
import { ListEmpty, ListError, MissingTarget } from './list-states';
import { rankMessages as m } from './messages';
import { supportersBody, supportersCall, type SupportersBody } from './rank-calls';
import { rankConfig } from './rank-config';
import { parseSupportersSearch, type RawQuery } from './rank-search';
import { useRankRemote } from './rank-remote';
import './rank.css';

/** Supporters (/rank/supporters?npc_id= or ?creator_id=): who gave gems to a character or a creator. */
export function SupportersPage({ query }: { query: RawQuery }) {
  const { _ } = useLingui();
  const search = parseSupportersSearch(query);
  const body = supportersBody(query);
  const target: OpenAppTarget | null = search.npc_id
    ? { target: 'npcDetail', params: { npc_id: search.npc_id } }
    : search.creator_id
      ? { target: 'userHome', params: { user_id: search.creator_id, entrance: rankConfig.entrance } }
      : null;
  return (
    <PageWrapper page="rank_supporters">
      <OpenAppProvider fromPage="rank_supporters" target={target}>
        {body ? <SupportersScreen body={body} /> : <MissingTarget message={_(m.chooseTarget)} />}
      </OpenAppProvider>
    </PageWrapper>
  );
}

function SupportersScreen({ body }: { body: SupportersBody }) {
  const { _ } = useLingui();
  const { state, reload } = useRankRemote(supportersCall(body));
  if (state.phase === 'error') return <ListError state={state} onRetry={reload} />;
  if (state.phase === 'loading') return <Loading />;
  const { target, supporters, total_gems, supporter_count } = state.data;
  return (
    <div className="rk-page" data-testid="supporters-page">
      <section className="rk-card">
        <div className="rk-card__head">
          <img className="rk-avatar" src={target.avatar_url} alt="" width={44} height={44} />
          <div>
            <h2 className="rk-card__title">{_({ ...m.supportersOf, values: { name: target.name } })}</h2>
            <p className="rk-item__text" data-testid="supporters-total">
              {_({ ...m.totalGems, values: { gems: total_gems, count: supporter_count } })}
            </p>
          </div>
        </div>
      </section>
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
      <span className={`rk-rank rk-rank--${supporter.rank}`} aria-label={_({ ...m.rankLabel, values: { rank: supporter.rank } })}>
        {supporter.rank}
      </span>
      <img className="rk-avatar" src={supporter.user.avatar_url} alt="" width={44} height={44} loading="lazy" />
      <span className="rk-who">
        {scope?.available ? (
          <button
            type="button"
            className="rk-link rk-name"
            aria-label={_({ ...m.openCreator, values: { name } })}
            onClick={() => scope.open({ target: { target: 'userHome', params: { user_id: supporter.user.user_id, entrance: rankConfig.entrance } }, entrance: 'supporter' })}
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
