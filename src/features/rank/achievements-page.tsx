import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import type { Achievement } from '@/api/contract/rank';
import { SessionGate } from '@/kernel/session/session-gate';
import { OpenAppProvider, type OpenAppTarget } from '@/kernel/open-app';
import { useSession } from '@/kernel/session/app-context';
import { Loading } from '@/ui/loading';
import { PageWrapper } from '@/ui/page-wrapper';
import { Card } from '@/ui/blocks';
import { ListEmpty, ListError, MissingTarget } from './list-states';
import { achievementNames, rankMessages as m } from './messages';
import { Meter } from './meter';
import { achievementsCall, achievementsOwnerOf } from './rank-calls';
import { rankConfig } from './rank-config';
import type { RawQuery } from './rank-search';
import { useRankRemote } from './rank-remote';
import './rank.css';

export interface AchievementsProps {
  readonly scope: 'npc' | 'user';
  /** ?npc_id= or ?user_id= */
  readonly query: RawQuery;
}

/**
 * Achievements of a character (/achievement/npc?npc_id=) or a user (/achievement/user?user_id=, by
 * default the visitor's own): unlocked and locked, permanent or limited with dates, progress. Anyone's
 * achievements are the same for every visitor and come with the server's HTML; the visitor's own
 * (no user_id) need their login, and wait for it.
 */
export function AchievementsPage({ scope, query }: AchievementsProps) {
  const ownerId = achievementsOwnerOf(scope, query);
  const page = scope === 'npc' ? 'achievement_npc' : 'achievement_user';
  return (
    <PageWrapper page={page}>
      {ownerId || scope === 'npc' ? (
        <AchievementsScreen scope={scope} owner={ownerId ?? null} page={page} />
      ) : (
        <SessionGate>
          <OwnAchievements page={page} />
        </SessionGate>
      )}
    </PageWrapper>
  );
}

/** The visitor's own achievements, once their login is ready. */
function OwnAchievements({ page }: { page: string }) {
  return <AchievementsScreen scope="user" owner={useSession().userId} page={page} />;
}

function AchievementsScreen({ scope, owner, page }: { scope: 'npc' | 'user'; owner: string | null; page: string }) {
  const { _ } = useLingui();
  const target: OpenAppTarget | null = !owner
    ? null
    : scope === 'npc'
      ? { target: 'npcDetail', params: { npc_id: owner } }
      : { target: 'userHome', params: { user_id: owner, entrance: rankConfig.entrance } };
  return (
    <OpenAppProvider fromPage={page} target={target}>
      {owner ? (
        <AchievementList scope={scope} owner={owner} />
      ) : (
        <MissingTarget message={_(m.needCharacterAchievements)} withApp />
      )}
    </OpenAppProvider>
  );
}

function AchievementList({ scope, owner }: { scope: 'npc' | 'user'; owner: string }) {
  const { _, i18n } = useLingui();
  const { state, reload } = useRankRemote(achievementsCall(scope, owner));
  const date = useMemo(
    () => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    [i18n.locale],
  );
  if (state.phase === 'error') return <ListError state={state} onRetry={reload} />;
  if (state.phase === 'loading') return <Loading />;
  const { owner: who, achievements, server_time_ms } = state.data;
  const unlocked = achievements.filter((a) => a.unlocked).length;
  return (
    <div className="rk-page" data-testid="achievements-page">
      <Card>
        <div className="rk-card__head">
          <img className="rk-avatar" src={who.avatar_url} alt="" width={44} height={44} />
          <div>
            <h2 className="rk-card__title">{who.name}</h2>
            <p className="rk-item__text" data-testid="achievements-count">
              {_({ ...m.achievementsCount, values: { unlocked, total: achievements.length } })}
            </p>
          </div>
        </div>
      </Card>
      {achievements.length === 0 ? (
        <ListEmpty message={_(m.noAchievements)} />
      ) : (
        <ul className="rk-list">
          {achievements.map((a) => (
            <AchievementItem
              key={a.achievement_id}
              achievement={a}
              format={(ms) => date.format(ms)}
              serverNow={server_time_ms}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function AchievementItem({
  achievement: a,
  format,
  serverNow,
}: {
  achievement: Achievement;
  format: (ms: number) => string;
  serverNow: number;
}) {
  const { _ } = useLingui();
  const names = achievementNames[a.kind];
  const ended = a.validity === 'limited' && a.valid_until_ms !== null && a.valid_until_ms <= serverNow;
  const validity =
    a.validity === 'permanent'
      ? _(m.permanent)
      : ended && a.valid_until_ms !== null
        ? _({ ...m.limitedEnded, values: { until: format(a.valid_until_ms) } })
        : _({
            ...m.limitedWindow,
            values: {
              from: a.valid_from_ms === null ? '' : format(a.valid_from_ms),
              until: a.valid_until_ms === null ? '' : format(a.valid_until_ms),
            },
          });
  return (
    <li
      className={`rk-item${a.unlocked ? '' : ' rk-item--locked'}`}
      data-testid="achievement"
      data-kind={a.kind}
      data-unlocked={a.unlocked}
      data-validity={a.validity}
    >
      <div className="rk-item__top">
        <p className="rk-item__title">{_(names.title)}</p>
        <span className={`rk-badge${a.unlocked ? ' rk-badge--on' : ''}`} data-testid="achievement-state">
          {_(a.unlocked ? m.unlocked : m.locked)}
        </span>
      </div>
      <p className="rk-item__text">{_(names.detail)}</p>
      <p className="rk-item__text">
        <span
          className={`rk-badge${a.validity === 'limited' ? ' rk-badge--limited' : ''}`}
          data-testid="achievement-validity"
        >
          {validity}
        </span>
      </p>
      {a.unlocked && a.unlocked_at_ms !== null ? (
        <p className="rk-item__text">{_({ ...m.unlockedOn, values: { date: format(a.unlocked_at_ms) } })}</p>
      ) : null}
      {a.progress && !a.unlocked ? (
        <>
          <Meter current={a.progress.current} target={a.progress.target} label={_(names.title)} />
          <p className="rk-item__text" data-testid="achievement-progress">
            {_({ ...m.progress, values: { current: a.progress.current, target: a.progress.target } })}
          </p>
        </>
      ) : null}
    </li>
  );
}
