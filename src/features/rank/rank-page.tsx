import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { SessionGate } from '@/kernel/session/session-gate';
import { HOME_TARGET, OpenAppProvider } from '@/kernel/open-app';
import { useServices, useSession } from '@/kernel/session/app-context';
import { Loading } from '@/ui/loading';
import { PageWrapper } from '@/ui/page-wrapper';
import { BoardTabs } from './board-tabs';
import { BoardEntries } from './board-view';
import { ListError } from './list-states';
import { rankMessages as m } from './messages';
import { boardCall } from './rank-calls';
import { parseBoardSearch } from './rank-search';
import { useTabChange, useZeroReload, type BoardPageProps, type BoardRouteProps } from './board-hooks';
import { RankEvent } from './rank-events';
import { ResetCountdown } from './reset-countdown';
import { useRankRemote } from './rank-remote';
import './rank.css';

/** Rankings (/rank): popular and gem-elite boards per period, the reset countdown and the visitor's own entry. */
export function RankPage({ query, onSearch }: BoardRouteProps) {
  const props: BoardPageProps = { search: parseBoardSearch(query), onSearch };
  return (
    <PageWrapper page="rank">
      <OpenAppProvider fromPage="rank" target={HOME_TARGET}>
        <SessionGate>
          <RankScreen {...props} />
        </SessionGate>
      </OpenAppProvider>
    </PageWrapper>
  );
}

function RankScreen(props: BoardPageProps) {
  const { _ } = useLingui();
  const { search } = props;
  const services = useServices();
  const session = useSession();
  const { state, reload } = useRankRemote(boardCall(search, { userId: session.userId, isAnonymous: session.isAnonymous }));
  const changeTab = useTabChange('rank', props);
  const onZero = useZeroReload('rank', search, reload);
  const shown = state.phase === 'ready' ? state.data : state.last;

  return (
    <div className="rk-page" data-testid="rank-page" data-board={search.board} data-period={search.period}>
      <BoardTabs value={search} onChange={changeTab} panelId="rank-panel" />
      {state.phase === 'error' && !shown ? (
        <ListError state={state} onRetry={reload} />
      ) : !shown ? (
        <Loading />
      ) : (
        <section className="rk-page" aria-busy={state.phase === 'loading' || undefined} data-testid="rank-board" data-server-time={shown.server_time_ms}>
          <ResetCountdown resetsAtMs={shown.resets_at_ms} onZero={onZero} />
          <BoardEntries entries={shown.entries} board={search.board} own={shown.own_entry} ownState={shown.own_state} panelId="rank-panel" />
          {shown.total > shown.entries.length ? (
            <Link
              className="tk-button rk-more"
              to="/rank/detail"
              search={search}
              data-testid="rank-full-list"
              onClick={() => services.analytics.trackClick(RankEvent.viewFullList, { from_page: 'rank', ...search })}
            >
              {_(m.viewFullList)}
            </Link>
          ) : null}
        </section>
      )}
    </div>
  );
}
