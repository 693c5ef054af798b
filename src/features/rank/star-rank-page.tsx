import { useLingui } from '@lingui/react';
import type { DataOf } from '@/api/contract/endpoint';
import type { getStarRank } from '@/api/contract/rank';
import { OpenAppButton, OpenAppProvider, type OpenAppTarget } from '@/kernel/open-app';
import { useServices } from '@/kernel/session/app-context';
import { Loading } from '@/ui/loading';
import { PageWrapper } from '@/ui/page-wrapper';
import { Card } from '@/ui/blocks';
import { ListError, MissingTarget } from './list-states';
import { Meter } from './meter';
import { rankMessages as m, taskNames } from './messages';
import { starRankCall } from './rank-calls';
import { RankEvent } from './rank-events';
import { parseStarRankSearch, type RawQuery, type StarSection } from './rank-search';
import { useRankRemote } from './rank-remote';
import './rank.css';

type StarRank = DataOf<typeof getStarRank>;

/** Star rank (/star_rank?npc_id=&section=task|level): a character's stars, level, place and tasks. */
export function StarRankPage({ query, onSection }: { query: RawQuery; onSection: (section: StarSection) => void }) {
  const { _ } = useLingui();
  const search = parseStarRankSearch(query);
  const target: OpenAppTarget | null = search.npc_id
    ? { target: 'starRank', params: { npc_id: search.npc_id, section: search.section } }
    : null;
  return (
    <PageWrapper page="star_rank">
      <OpenAppProvider fromPage="star_rank" target={target}>
        {search.npc_id ? (
          <StarScreen npcId={search.npc_id} section={search.section} onSection={onSection} />
        ) : (
          <MissingTarget message={_(m.needCharacterStar)} withApp />
        )}
      </OpenAppProvider>
    </PageWrapper>
  );
}

function StarScreen({
  npcId,
  section,
  onSection,
}: {
  npcId: string;
  section: StarSection;
  onSection: (section: StarSection) => void;
}) {
  const { _ } = useLingui();
  const services = useServices();
  const { state, reload } = useRankRemote(starRankCall(npcId));
  if (state.phase === 'error') return <ListError state={state} onRetry={reload} />;
  if (state.phase === 'loading') return <Loading />;
  const data = state.data;
  const select = (next: StarSection) => {
    services.analytics.trackClick(RankEvent.starSection, { from_page: 'star_rank', section: next });
    onSection(next);
  };
  return (
    <div className="rk-page" data-testid="star-rank-page">
      <StarSummary data={data} />
      <div role="tablist" aria-label={_(m.sectionTasks)} className="rk-tabs">
        {(['task', 'level'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            className="rk-tab"
            aria-selected={option === section}
            aria-controls="star-panel"
            onClick={() => option !== section && select(option)}
          >
            {_(option === 'task' ? m.sectionTasks : m.sectionLevels)}
          </button>
        ))}
      </div>
      <div id="star-panel" role="tabpanel">
        {section === 'task' ? <TaskList data={data} /> : <LevelList data={data} />}
      </div>
    </div>
  );
}

function StarSummary({ data }: { data: StarRank }) {
  const { _ } = useLingui();
  const npc = data.npc;
  return (
    <Card data-testid="star-summary">
      <div className="rk-card__head">
        <img className="rk-avatar" src={npc.avatar_url} alt="" width={44} height={44} />
        <div>
          <h2 className="rk-card__title">{npc.name}</h2>
          <p className="rk-item__text">{_({ ...m.byCreator, values: { name: npc.creator.nickname } })}</p>
        </div>
      </div>
      <p className="rk-item__title" data-testid="star-level">
        {_({ ...m.starLevel, values: { level: data.level } })} · {_({ ...m.stars, values: { stars: data.stars } })}
      </p>
      <p className="rk-item__text" data-testid="star-place">
        {_({ ...m.starPlace, values: { rank: data.star_rank } })}
      </p>
      <p className="rk-item__text">
        {data.next_level_stars === null
          ? _(m.topLevel)
          : _({ ...m.nextLevel, values: { stars: data.next_level_stars - data.stars } })}
      </p>
      <div className="rk-actions">
        <OpenAppButton
          label={_(m.openInApp)}
          variant="compact"
          target={{ target: 'npcDetail', params: { npc_id: npc.npc_id } }}
          entrance="star_npc"
          testId="star-open-npc"
        />
        <OpenAppButton
          label={_(m.chat)}
          variant="compact"
          target={{ target: 'chat', params: { npc_id: npc.npc_id } }}
          entrance="star_chat"
          testId="star-chat"
        />
        <OpenAppButton
          label={_(m.voiceCall)}
          variant="compact"
          target={{ target: 'voiceCall', params: { npc_id: npc.npc_id, voice_chat_scene: 1 } }}
          entrance="star_voice_call"
          testId="star-voice-call"
        />
      </div>
    </Card>
  );
}

function TaskList({ data }: { data: StarRank }) {
  const { _ } = useLingui();
  return (
    <ul className="rk-list" data-testid="star-tasks">
      {data.tasks.map((task) => (
        <li key={task.task_id} className="rk-item" data-testid="star-task" data-done={task.done}>
          <div className="rk-item__top">
            <p className="rk-item__title">{_(taskNames[task.kind])}</p>
            <span className={`rk-badge${task.done ? ' rk-badge--on' : ''}`}>
              {task.done ? _(m.taskDone) : _({ ...m.taskReward, values: { stars: task.stars } })}
            </span>
          </div>
          <Meter current={task.progress} target={task.target} label={_(taskNames[task.kind])} />
          <p className="rk-item__text">
            {_({ ...m.progress, values: { current: task.progress, target: task.target } })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function LevelList({ data }: { data: StarRank }) {
  const { _ } = useLingui();
  return (
    <ol className="rk-list" data-testid="star-levels">
      {data.levels.map((level) => (
        <li
          key={level.level}
          className={`rk-item${level.level === data.level ? ' rk-level--current' : ''}`}
          aria-current={level.level === data.level || undefined}
        >
          <p className="rk-item__title">
            {_({ ...m.levelNeeds, values: { level: level.level, stars: level.stars_needed } })}
          </p>
          {level.level === data.level ? <p className="rk-item__text">{_(m.currentLevel)}</p> : null}
        </li>
      ))}
    </ol>
  );
}
