import { useLingui } from '@lingui/react';
import type { SummerRankEntry } from '@/api/contract/campaign';
import { OpenAppButton } from '@/features/open-app';
import { errorMessages } from '@/ui/messages';
import { summerMessages as m } from './messages';

/**
 * A leaderboard (DESIGN.md: ranks come from the server, ties share a rank, rows have a fixed height,
 * a top-100 list pages in twenties with a button). Each row opens the player's home in the app.
 */
export function LeaderboardList({ entries, hasMore, loadingMore, onMore, fromPage }: { entries: readonly SummerRankEntry[]; hasMore: boolean; loadingMore: boolean; onMore: () => void; fromPage: string }) {
  const { _ } = useLingui();
  if (entries.length === 0) return <p className="cp-muted" role="status">{_(errorMessages.leaderboardEmpty)}</p>;
  return (
    <>
      <ol className="cp-list" data-testid="leaderboard">
        {entries.map((e) => (
          <LeaderboardRow key={e.user_id} entry={e} fromPage={fromPage} />
        ))}
      </ol>
      {hasMore ? (
        <button type="button" className="tk-button tk-button--ghost" aria-busy={loadingMore || undefined} onClick={() => !loadingMore && onMore()} data-testid="leaderboard-more">
          {_(m.showMore)}
        </button>
      ) : null}
    </>
  );
}

export function LeaderboardRow({ entry, fromPage, mine }: { entry: SummerRankEntry; fromPage: string; mine?: boolean }) {
  const { _ } = useLingui();
  return (
    <li className="cp-list__row cp-rank__row" data-rank={entry.rank} data-mine={mine || undefined}>
      <span className="cp-rank__place" aria-label={_({ ...m.place, values: { rank: entry.rank } })}>{entry.rank}</span>
      <img className="cp-avatar" src={entry.avatar_url} alt="" width={36} height={36} loading="lazy" />
      <span className="cp-list__main">{entry.nickname}</span>
      <span className="cp-list__side">{_({ ...m.score, values: { score: entry.score } })}</span>
      {mine ? null : (
        <OpenAppButton
          variant="compact"
          fromPage={fromPage}
          entrance="rank_row"
          target={{ target: 'userHome', params: { user_id: entry.user_id } }}
          label={<span aria-label={_({ ...m.openProfile, values: { name: entry.nickname } })}>›</span>}
        />
      )}
    </li>
  );
}
