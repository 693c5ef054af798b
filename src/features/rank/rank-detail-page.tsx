import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { RankEntry } from '@/api/contract/rank';
import { SessionGate } from '@/kernel/session/session-gate';
import { HOME_TARGET, OpenAppProvider } from '@/kernel/open-app';
import { useServices, useSession } from '@/kernel/session/app-context';
import { LoginPrompt } from '@/kernel/session/login-prompt';
import { useRealNameLogin } from '@/kernel/session/use-real-name-login';
import { loadedAnswer } from '@/kernel/data';
import { Loading } from '@/ui/loading';
import { useHydrated } from '@/ui/local-time';
import { PageWrapper } from '@/ui/page-wrapper';
import { FieldError, Note } from '@/ui/blocks';
import { useTabChange, useZeroReload, type BoardPageProps, type BoardRouteProps } from './board-hooks';
import { BoardTabs } from './board-tabs';
import { BoardEntries } from './board-view';
import { ListError } from './list-states';
import { rankMessages as m } from './messages';
import { boardPageCall } from './rank-calls';
import { rankConfig } from './rank-config';
import { RankEvent } from './rank-events';
import { parseBoardSearch, type BoardSearch } from './rank-search';
import { ResetCountdown } from './reset-countdown';
import { useRankRemote } from './rank-remote';
import './rank.css';

/**
 * The rank list detail (/rank/detail): the top 100 of one board in pages of 20. Needs a real-name login.
 * Until the login is ready (and on a server render without the visitor's session) the board's tabs,
 * which need no data, stand above the gate's spinner.
 */
export function RankDetailPage({ query, onSearch }: BoardRouteProps) {
  const props: BoardPageProps = { search: parseBoardSearch(query), onSearch };
  return (
    <PageWrapper page="rank_detail">
      <OpenAppProvider fromPage="rank_detail" target={HOME_TARGET}>
        <SessionGate fallback={<DetailFrame {...props} />}>
          <DetailScreen {...props} />
        </SessionGate>
      </OpenAppProvider>
    </PageWrapper>
  );
}

function DetailFrame(props: BoardPageProps) {
  const changeTab = useTabChange('rank_detail', props);
  return (
    <div className="rk-page" data-testid="rank-detail-frame">
      <BoardTabs value={props.search} onChange={changeTab} panelId="rank-panel" />
      {/* The tabs name their panel: it is here while the list loads. */}
      <div id="rank-panel">
        <Loading />
      </div>
    </div>
  );
}

function DetailScreen(props: BoardPageProps) {
  const services = useServices();
  const session = useSession();
  const { _ } = useLingui();
  const login = useRealNameLogin({ entrance: rankConfig.entrance });
  const { search } = props;
  const changeTab = useTabChange('rank_detail', props);
  // The page's own address is the browser's: the server's HTML (and hydration) name the path alone.
  const origin = useHydrated() ? location.origin : '';
  if (session.status !== 'ready' || session.isAnonymous) {
    const url = `${origin}/rank/detail?board=${search.board}&period=${search.period}`;
    return (
      <LoginPrompt
        className="rk-login"
        title={m.logInToSeeList}
        inApp={services.host.isNativeApp}
        phase={login.phase}
        openApp={{
          label: _(m.openAppToSee),
          target: { target: 'webView', params: { url } },
          testId: 'rank-detail-open-app',
        }}
        onLogIn={() => {
          services.analytics.trackClick(RankEvent.login, {
            from_page: 'rank_detail',
            entrance: rankConfig.entrance,
            retry: login.phase === 'canceled' || login.phase === 'failed',
          });
          login.start();
        }}
      />
    );
  }
  return (
    <div className="rk-page" data-testid="rank-detail" data-board={search.board} data-period={search.period}>
      <BoardTabs value={search} onChange={changeTab} panelId="rank-panel" />
      <FullList search={search} userId={session.userId ?? ''} />
    </div>
  );
}

type LoadMore = { readonly phase: 'idle' | 'loading' | 'failed' };

function FullList({ search, userId }: { search: BoardSearch; userId: string }) {
  const { _ } = useLingui();
  const services = useServices();
  const firstPage = boardPageCall(search, userId);
  const key = firstPage.key;
  // The list is keyed by its reader. The server renders it when the route loader read it (with the
  // app's session, detailRouteRead), and the browser hydrates from that answer; otherwise neither asks
  // for it before hydration (an answer settling during the server's render would be in the HTML's state
  // but not in its markup): the browser reads it once the page is hydrated.
  const loaded = loadedAnswer(services.client, firstPage) !== undefined;
  const { state, reload } = useRankRemote(useHydrated() || loaded ? firstPage : null);
  const [more, setMore] = useState<{ key: string; entries: RankEntry[]; hasMore: boolean | null }>({
    key,
    entries: [],
    hasMore: null,
  });
  const [loadMore, setLoadMore] = useState<LoadMore>({ phase: 'idle' });
  const onZero = useZeroReload('rank_detail', search, reload);
  const first = state.phase === 'ready' ? state.data : state.last;

  // A new board, or the first page reloaded: the pages loaded after it start over.
  useEffect(() => {
    setMore({ key, entries: [], hasMore: null });
    setLoadMore({ phase: 'idle' });
  }, [key, first]);

  // The tabs name their panel: it is here while the list loads, and when it could not.
  if (!first)
    return (
      <div id="rank-panel">{state.phase === 'error' ? <ListError state={state} onRetry={reload} /> : <Loading />}</div>
    );

  const extra = more.key === key ? more.entries : [];
  const entries = extra.length ? [...first.entries, ...extra] : first.entries;
  const hasMore = more.key === key && more.hasMore !== null ? more.hasMore : first.has_more;

  const fetchMore = () => {
    services.analytics.trackClick(RankEvent.loadMore, { from_page: 'rank_detail', ...search, loaded: entries.length });
    setLoadMore({ phase: 'loading' });
    boardPageCall(search, userId, entries.length)
      .load(services.client)
      .then(
        (data) => {
          setMore((current) =>
            current.key === key
              ? { key, entries: [...current.entries, ...data.entries], hasMore: data.has_more }
              : current,
          );
          setLoadMore({ phase: 'idle' });
        },
        () => setLoadMore({ phase: 'failed' }),
      );
  };

  return (
    <section
      className="rk-page"
      aria-busy={state.phase === 'loading' || loadMore.phase === 'loading' || undefined}
      data-testid="rank-board"
      data-loaded={entries.length}
    >
      <ResetCountdown resetsAtMs={first.resets_at_ms} serverTimeMs={first.server_time_ms} onZero={onZero} />
      <BoardEntries entries={entries} board={search.board} period={search.period} panelId="rank-panel" />
      <div aria-live="polite">
        {loadMore.phase === 'failed' ? (
          <FieldError className="rk-centered" role="alert">
            {_(m.loadMoreFailed)}
          </FieldError>
        ) : null}
        {!hasMore && entries.length > 0 ? (
          <Note className="rk-centered">{_({ ...m.endOfList, values: { count: entries.length } })}</Note>
        ) : null}
      </div>
      {hasMore ? (
        <button
          type="button"
          className="tk-button rk-more"
          onClick={fetchMore}
          disabled={loadMore.phase === 'loading'}
          aria-busy={loadMore.phase === 'loading' || undefined}
          data-testid="rank-load-more"
        >
          {_(loadMore.phase === 'loading' ? m.loadingMore : m.loadMore)}
        </button>
      ) : null}
    </section>
  );
}
