import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { getSummerRank, type SummerRankEntry } from '@/api/contract/campaign';
import { SessionGate } from '@/features/membership/session-gate';
import { useServices } from '@/features/session/app-context';
import { callEndpoint } from '@/services/api/call-endpoint';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { PageWrapper } from '@/ui/page-wrapper';
import { campaignConfig } from './campaign-config';
import { Countdown } from './event-window';
import { LeaderboardList, LeaderboardRow } from './leaderboard-list';
import { summerMessages as m } from './messages';
import { timed } from './server-clock';
import { useLoad } from './use-load';
import './campaign.css';

/** /summer/rank: the summer leaderboard, top 100 in pages of 20, with the visitor's own place. */
export function SummerRankPage() {
  return (
    <PageWrapper page="summer_rank">
      <SessionGate>
        <RankScreen />
      </SessionGate>
    </PageWrapper>
  );
}

function RankScreen() {
  const { _ } = useLingui();
  const { client } = useServices();
  const loaded = useLoad(() => timed(() => callEndpoint(client, getSummerRank, { offset: 0 })), []);
  const [more, setMore] = useState<{ entries: SummerRankEntry[]; hasMore: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  if (loaded.state === 'error' && !loaded.data) return <ErrorPanel kind="network" message={_(errorMessages.contentLoadingFailed)} onRetry={loaded.reload} />;
  if (!loaded.data) return <Loading />;
  const first = loaded.data;
  const entries = [...first.entries, ...(more?.entries ?? [])];
  const hasMore = (more ? more.hasMore : first.has_more) && entries.length < campaignConfig.rankMax;
  const loadMore = async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await callEndpoint(client, getSummerRank, { offset: entries.length });
      setMore({ entries: [...(more?.entries ?? []), ...page.entries], hasMore: page.has_more });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <div className="cp-page" data-testid="summer-rank">
      <Countdown label={_(m.resetsIn)} targetMs={first.resets_at_ms} onZero={loaded.reload} />
      <section className="cp-card" aria-labelledby="cp-my-rank">
        <h2 id="cp-my-rank" className="cp-card__title">{_(m.yourRank)}</h2>
        {first.me ? <ol className="cp-list"><LeaderboardRow entry={first.me} fromPage="summer_rank" mine /></ol> : <p className="cp-muted">{_(m.notRanked)}</p>}
      </section>
      <LeaderboardList entries={entries} hasMore={hasMore} loadingMore={loadingMore} onMore={() => void loadMore()} fromPage="summer_rank" />
      {moreFailed ? <ErrorPanel kind="network" onRetry={() => void loadMore()} /> : null}
    </div>
  );
}
