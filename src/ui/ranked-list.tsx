import { Fragment, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { ErrorPanel } from '@/ui/error-panel';
import { errorMessages } from '@/ui/messages';
import { Note } from '@/ui/blocks';
import './ranked-list.css';

/**
 * The list every leaderboard shows (the rankings' boards, the summer rank): ranks as the server
 * states them (ties share one), rows of a fixed height, the visitor's own row pinned below, and
 * 'Leaderboard empty' (SPEC §8) when there is nobody. Texts of a board come from its page: each area
 * has its own catalog, so nothing here reads one.
 */
export interface RankedListProps<T> {
  readonly entries: readonly T[];
  readonly keyOf: (entry: T) => string;
  readonly renderRow: (entry: T, own: boolean) => ReactNode;
  /** The visitor's own entry, pinned below the list. */
  readonly own?: T | null;
  /** Names the pinned list of the visitor's own entry. */
  readonly ownLabel: string;
  /** Said instead of the own entry when the visitor is not on the board (nothing when undefined). */
  readonly notRankedNote?: string | undefined;
  readonly testId?: string;
  readonly panelId?: string | undefined;
}

export function RankedList<T>({
  entries,
  keyOf,
  renderRow,
  own,
  ownLabel,
  notRankedNote,
  testId = 'rank-list',
  panelId,
}: RankedListProps<T>) {
  return (
    <>
      {entries.length === 0 ? (
        <ListEmpty />
      ) : (
        <ol className="rk-list" id={panelId} data-testid={testId}>
          {entries.map((entry) => (
            <Fragment key={keyOf(entry)}>{renderRow(entry, false)}</Fragment>
          ))}
        </ol>
      )}
      {own ? (
        <ul className="rk-list rk-list--own" aria-label={ownLabel}>
          {renderRow(own, true)}
        </ul>
      ) : notRankedNote ? (
        <Note className="rk-centered" data-testid="rank-own-unranked">
          {notRankedNote}
        </Note>
      ) : null}
    </>
  );
}

/** 'Leaderboard empty' (SPEC §8), or the list's own empty text. */
export function ListEmpty({ message }: { message?: string }) {
  const { _ } = useLingui();
  return <ErrorPanel kind="empty" message={message ?? _(errorMessages.leaderboardEmpty)} />;
}

export interface RankRowFrameProps {
  readonly rank: number;
  /** How a screen reader says the rank ("Rank 3"), in the page's words. */
  readonly rankLabel: string;
  readonly avatarUrl: string;
  readonly own: boolean;
  readonly testId: string;
  /** data-* attributes the page's tests and tools read (ids of the entry). */
  readonly data?: Readonly<Record<`data-${string}`, string | number | undefined>>;
  /** Who is ranked: names and their links. */
  readonly who: ReactNode;
  /** The score and the row's action. */
  readonly side: ReactNode;
}

/** One row at the list's fixed height: the rank, the avatar, who, then the score and an action. */
export function RankRowFrame({ rank, rankLabel, avatarUrl, own, testId, data, who, side }: RankRowFrameProps) {
  return (
    <li className={`rk-row${own ? ' rk-row--own' : ''}`} data-testid={testId} data-rank={rank} {...data}>
      <span className={`rk-rank rk-rank--${rank}`} aria-label={rankLabel}>
        {rank}
      </span>
      <img className="rk-avatar" src={avatarUrl} alt="" width={44} height={44} loading="lazy" decoding="async" />
      <span className="rk-who">{who}</span>
      <span className="rk-side">{side}</span>
    </li>
  );
}
