import { useLingui } from '@lingui/react';
import type { RankEntry } from '@/api/contract/rank';
import { rankMessages as m } from './messages';
import { RankRow } from './rank-row';
import { RankedList } from '@/ui/ranked-list';
import type { Board, Period } from './rank-search';

const npcKey = (entry: RankEntry) => entry.npc.npc_id;

/** The entries of a board, then the visitor's own entry pinned below them. */
export function BoardEntries({
  entries,
  board,
  period,
  own,
  ownState,
  panelId,
}: {
  entries: readonly RankEntry[];
  board: Board;
  /** The board's period: a character's supporters open on the same one. */
  period: Period;
  own?: RankEntry | null;
  ownState?: 'visitor' | 'unranked' | 'ranked';
  panelId?: string;
}) {
  const { _ } = useLingui();
  return (
    <RankedList
      entries={entries}
      keyOf={npcKey}
      renderRow={(entry, isOwn) => <RankRow entry={entry} board={board} period={period} own={isOwn} />}
      own={own}
      ownLabel={_(m.yourEntry)}
      notRankedNote={ownState === 'unranked' ? _(m.notRanked) : undefined}
      panelId={panelId}
    />
  );
}
