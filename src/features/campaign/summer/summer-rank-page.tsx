import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { getSummerRank, type SummerRankEntry } from '@/api/contract/campaign';
import { SessionGate } from '@/kernel/session/session-gate';
import { OpenAppButton } from '@/kernel/open-app';
import { RankedList, RankRowFrame } from '@/ui/ranked-list';
import { useServices } from '@/kernel/session/app-context';
import { callEndpoint } from '@/services/api/call-endpoint';
import { ReadFailure } from '@/kernel/data';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { PageWrapper } from '@/ui/page-wrapper';
import { campaignConfig } from '../shared/campaign-config';
import { summerEventCall, summerRankCall } from '../shared/campaign-calls';
import { Countdown } from '../shared/event-window';
import { summerMessages as m } from '../shared/messages';
import { useCampaignData } from '../shared/use-campaign-data';
import '../shared/campaign.css';

/**
 * /summer/rank: the summer leaderboard, top 100 in pages of 20, with the visitor's own place, in the
 * rankings' list. The reset countdown (the summer event's end) is the same for everyone and in the
 * server's HTML; the board is read with the visitor's login.
 */
export function SummerRankPage() {
  const { _ } = useLingui();
  const event = useCampaignData(summerEventCall());
  const [resets, setResets] = useState(0);
  const reset = () => {
    event.retry();
    setResets((n) => n + 1);
  };
  return (
    <PageWrapper page="summer_rank">
      <div className="cp-page" data-testid="summer-rank">
        {event.failed ? (
          <ReadFailure
            error={event.error}
            networkMessage={_(errorMessages.contentLoadingFailed)}
            onRetry={event.retry}
          />
        ) : null}
        {event.data ? <Countdown label={_(m.resetsIn)} targetMs={event.data.event.ends_at_ms} onZero={reset} /> : null}
        <SessionGate fallback={null}>
          <RankScreen resets={resets} />
        </SessionGate>
      </div>
    </PageWrapper>
  );
}

/** The board; read again when the board resets (the countdown above at zero). */
function RankScreen({ resets }: { resets: number }) {
  const { _ } = useLingui();
  const { client } = useServices();
  const loaded = useCampaignData(summerRankCall());
  const [more, setMore] = useState<{ entries: SummerRankEntry[]; hasMore: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Why the last "show more" failed (no answer, or an answer the page cannot use); null when it did not.
  const [moreFailure, setMoreFailure] = useState<{ readonly error: unknown } | null>(null);
  const [seenResets, setSeenResets] = useState(resets);
  if (resets !== seenResets) {
    // Remembering a past render's fact during render (React's documented pattern, no effect needed).
    setSeenResets(resets);
    loaded.retry();
  }
  if (loaded.failed)
    return (
      <ReadFailure error={loaded.error} networkMessage={_(errorMessages.contentLoadingFailed)} onRetry={loaded.retry} />
    );
  if (!loaded.data) return <Loading />;
  const first = loaded.data;
  const entries = [...first.entries, ...(more?.entries ?? [])];
  const hasMore = (more ? more.hasMore : first.has_more) && entries.length < campaignConfig.rankMax;
  const loadMore = async () => {
    setLoadingMore(true);
    setMoreFailure(null);
    try {
      const page = await callEndpoint(client, getSummerRank, { offset: entries.length });
      setMore({ entries: [...(more?.entries ?? []), ...page.entries], hasMore: page.has_more });
    } catch (error) {
      setMoreFailure({ error });
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <>
      <RankedList
        entries={entries}
        keyOf={userKey}
        renderRow={(entry, own) => <SummerRow entry={entry} own={own} />}
        own={first.me}
        ownLabel={_(m.yourRank)}
        notRankedNote={_(m.notRanked)}
        testId="leaderboard"
      />
      {hasMore ? (
        <button
          type="button"
          className="tk-button tk-button--ghost"
          aria-busy={loadingMore || undefined}
          onClick={() => !loadingMore && void loadMore()}
          data-testid="leaderboard-more"
        >
          {_(m.showMore)}
        </button>
      ) : null}
      {moreFailure ? <ReadFailure error={moreFailure.error} onRetry={() => void loadMore()} /> : null}
    </>
  );
}

const userKey = (entry: SummerRankEntry) => entry.user_id;

/** A player on the summer rank: their name and points; a row opens the player's home in the app. */
function SummerRow({ entry, own }: { entry: SummerRankEntry; own: boolean }) {
  const { _ } = useLingui();
  return (
    <RankRowFrame
      rank={entry.rank}
      rankLabel={_({ ...m.place, values: { rank: entry.rank } })}
      avatarUrl={entry.avatar_url}
      own={own}
      testId={own ? 'summer-rank-me' : 'summer-rank-entry'}
      data={{ 'data-user-id': entry.user_id }}
      who={
        <>
          {own ? <span className="rk-creator">{_(m.yourRank)}</span> : null}
          <span className="rk-link rk-name">{entry.nickname}</span>
        </>
      }
      side={
        <>
          <span className="rk-score">{_({ ...m.score, values: { score: entry.score } })}</span>
          {own ? null : (
            <OpenAppButton
              variant="compact"
              fromPage="summer_rank"
              entrance="rank_row"
              target={{ target: 'userHome', params: { user_id: entry.user_id } }}
              label={<span aria-label={_({ ...m.openProfile, values: { name: entry.nickname } })}>›</span>}
            />
          )}
        </>
      }
    />
  );
}
