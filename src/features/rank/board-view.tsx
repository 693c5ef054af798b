import { useLingui } from '@lingui/react';
import type { RankEntry } from '@/api/contract/rank';
import { rankMessages as m } from './messages';
import { ListEmpty } from './list-states';
import { RankRow } from './rank-row';
import type { Board } from './rank-search';

/** The entries of a board, then the visitor's own entry pinned below them. */
export function BoardEntries({ entries, board, own, ownState, panelId }: {
  entries: readonly RankEntry[];
  board: Board;
  own?: RankEntry | null;
  ownState?: 'visitor' | 'unranked' | 'ranked';
  panelId?: string;
}) {
  const { _ } = useLingui();
  return (
    <>
      {entries.length === 0 ? (
        <ListEmpty />
      ) : (
        <ol className="rk-list" id={panelId} data-testid="rank-list">
          {entries.map((entry) => (
            <RankRow key={entry.npc.npc_id} entry={entry} board={board} />
          ))}
        </ol>
      )}
      {own ? (
        <ul className="rk-list rk-list--own" aria-label={_(m.yourEntry)}>
          <RankRow entry={own} board={board} own />
        </ul>
      ) : ownState === 'unranked' ? (
        <p className="rk-note" data-testid="rank-own-unranked">
          {_(m.notRanked)}
        </p>
      ) : null}
    </>
  );
}
