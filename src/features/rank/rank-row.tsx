import { memo } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import type { RankEntry } from '@/api/contract/rank';
import { useOpenAppScope } from '@/kernel/open-app';
import { rankConfig } from './rank-config';
import { RankRowFrame } from '@/ui/ranked-list';
import { rankMessages as m } from './messages';
import type { Board, Period } from './rank-search';

/**
 * One board entry at a fixed height: the rank as the server states it, the character (opens its page
 * in the app), its creator (opens the creator's home page) and a chat button, through the page's
 * app-open flow (deep links in the app, open-in-app in a browser).
 */
export const RankRow = memo(function RankRow({
  entry,
  board,
  period,
  own = false,
}: {
  entry: RankEntry;
  board: Board;
  period: Period;
  own?: boolean;
}) {
  const { _ } = useLingui();
  const scope = useOpenAppScope();
  const entrance = rankConfig.entrance;
  const name = entry.npc.name;
  const creator = entry.creator.nickname;
  const open = scope?.available ? scope.open : null;
  return (
    <RankRowFrame
      rank={entry.rank}
      rankLabel={_({ ...m.rankLabel, values: { rank: entry.rank } })}
      avatarUrl={entry.npc.avatar_url}
      own={own}
      testId={own ? 'rank-own-entry' : 'rank-entry'}
      data={{ 'data-npc-id': entry.npc.npc_id }}
      who={
        <>
          {own ? <span className="rk-creator">{_(m.yourEntry)}</span> : null}
          {open ? (
            <button
              type="button"
              className="rk-link rk-name"
              aria-label={_({ ...m.openCharacter, values: { name } })}
              onClick={() =>
                open({ target: { target: 'npcDetail', params: { npc_id: entry.npc.npc_id } }, entrance: 'rank_npc' })
              }
            >
              {name}
            </button>
          ) : (
            <span className="rk-link rk-name">{name}</span>
          )}
          {own ? null : open ? (
            <button
              type="button"
              className="rk-link rk-creator"
              onClick={() =>
                open({
                  target: { target: 'userHome', params: { user_id: entry.creator.user_id, entrance } },
                  entrance: 'rank_creator',
                })
              }
            >
              {_({ ...m.byCreator, values: { name: creator } })}
            </button>
          ) : (
            <span className="rk-link rk-creator">{_({ ...m.byCreator, values: { name: creator } })}</span>
          )}
        </>
      }
      side={
        <>
          <span className="rk-score">
            {_({ ...(board === 'popular' ? m.heat : m.gems), values: { score: entry.score } })}
          </span>
          {board === 'gem_elite' && !own ? (
            <Link className="rk-small-link" to="/rank/supporters" search={{ npc_id: entry.npc.npc_id, period }}>
              {_(m.supporters)}
            </Link>
          ) : open ? (
            <button
              type="button"
              className="rk-chat"
              aria-label={_({ ...m.chatWith, values: { name } })}
              onClick={() =>
                open({ target: { target: 'chat', params: { npc_id: entry.npc.npc_id } }, entrance: 'rank_chat' })
              }
            >
              {_(m.chat)}
            </button>
          ) : null}
        </>
      }
    />
  );
});
