import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { HOME_TARGET, OpenAppProvider } from '@/kernel/open-app';
import { useServices, useSession } from '@/kernel/session/app-context';
import { Loading } from '@/ui/loading';
import { useHydrated } from '@/ui/local-time';
import { PageWrapper } from '@/ui/page-wrapper';
import { BoardTabs } from './board-tabs';
import { BoardEntries } from './board-view';
import { ListError } from './list-states';
import { rankMessages as m } from './messages';
import { ownBoardCall, publicBoardCall } from './rank-calls';
import { parseBoardSearch } from './rank-search';
import { useTabChange, useZeroReload, type BoardPageProps, type BoardRouteProps } from './board-hooks';
import { RankEvent } from './rank-events';
import { ResetCountdown } from './reset-countdown';
import { useRankRemote } from './rank-remote';
import './rank.css';

/**
 * Rankings (/rank): popular and gem-elite boards per period, the reset countdown and the visitor's own
 * entry. The board is the same for everyone and comes with the server's HTML; a real-name visitor's own
 * entry is read once their login is ready (the server renders without it).
 */
export function RankPage({ query, onSearch }: BoardRouteProps) {
  const props: BoardPageProps = { search: parseBoardSearch(query), onSearch };
  return (
    <PageWrapper page="rank">
      <OpenAppProvider fromPage="rank" target={HOME_TARGET}>
        <RankScreen {...props} />
      </OpenAppProvider>
    </PageWrapper>
  );
}

/**
 * The real-name user the board is read for, or null (no login yet, an anonymous one, or the server's
 * render and the hydration that takes it over: they show the board as everyone sees it). A login being
 * renewed keeps the last one, so the own entry does not come and go.
 */
function useRealNameCaller(): string | null {
  const session = useSession();
  const hydrated = useHydrated();
  const [kept, setKept] = useState<string | null>(null);
  const current = session.status === 'ready' ? (session.isAnonymous ? null : session.userId) : kept;
  // Remembering a past render's fact during render (React's documented pattern, no effect needed).
  if (current !== kept) setKept(current);
  return hydrated ? current : null;
}

function RankScreen(props: BoardPageProps) {
  const { _ } = useLingui();
  const { search } = props;
  const services = useServices();
  const caller = useRealNameCaller();
  const everyone = publicBoardCall(search);
  // One read at a time: the board as everyone sees it, or, for a real-name user, with their own entry.
  const { state, reload } = useRankRemote(caller === null ? everyone : ownBoardCall(search, caller));
  const changeTab = useTabChange('rank', props);
  const onZero = useZeroReload('rank', search, reload);
  const answer = state.phase === 'ready' ? state.data : state.last;
  // The board last shown for these tabs stays while the read with the own entry replaces it.
  const lastBoard = useRef<{ key: string; data: NonNullable<typeof answer> } | null>(null);
  if (answer) lastBoard.current = { key: everyone.key, data: answer };
  const shown = answer ?? (lastBoard.current?.key === everyone.key ? lastBoard.current.data : null);
  // The own entry only from the read that names the caller: the public one knows no one.
  const own = answer && caller !== null ? answer : null;

  return (
    <div className="rk-page" data-testid="rank-page" data-board={search.board} data-period={search.period}>
      <BoardTabs value={search} onChange={changeTab} panelId="rank-panel" />
      {state.phase === 'error' && !shown ? (
        <ListError state={state} onRetry={reload} />
      ) : !shown ? (
        <Loading />
      ) : (
        <section
          className="rk-page"
          aria-busy={state.phase === 'loading' || undefined}
          data-testid="rank-board"
          data-server-time={shown.server_time_ms}
        >
          <ResetCountdown resetsAtMs={shown.resets_at_ms} serverTimeMs={shown.server_time_ms} onZero={onZero} />
          <BoardEntries
            entries={shown.entries}
            board={search.board}
            period={search.period}
            own={own?.own_entry}
            ownState={own?.own_state}
            panelId="rank-panel"
          />
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
