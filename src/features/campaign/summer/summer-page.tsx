import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { claimSummerTask, type SummerTask } from '@/api/contract/campaign';
import { useRemote, ReadFailure } from '@/kernel/data';
import { SessionGate } from '@/kernel/session/session-gate';
import { attemptKeys } from '@/kernel/drafts';
import { useServices, useSession } from '@/kernel/session/app-context';
import { callEndpoint } from '@/services/api/call-endpoint';
import { GEM_EXPIRY_DAYS } from '@/platform/constants';
import { Celebration } from '@/ui/celebration';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { PageWrapper } from '@/ui/page-wrapper';
import { InAppTitle } from '@/ui/in-app-title';
import { summerEventCall, summerOverviewCall } from '../shared/campaign-calls';
import { CampaignEvent, trackCampaign } from '../shared/campaign-events';
import { Countdown, EventDates } from '../shared/event-window';
import { campaignMessages as c, summerMessages as m } from '../shared/messages';
import { taskText } from '../shared/prize-text';
import { useCampaignData } from '../shared/use-campaign-data';
import { useSwipe } from './use-swipe';
import '../shared/campaign.css';

/**
 * /summer: the summer campaign's window, tasks, progress and rewards, with links to its other pages.
 * The window and the links are the same for everyone (in the server's HTML); the tasks, points and
 * counts are the visitor's own, behind the login.
 */
export function SummerPage() {
  const { _ } = useLingui();
  const eventWindow = useCampaignData(summerEventCall());
  const event = eventWindow.data?.event ?? null;
  return (
    <PageWrapper page="summer">
      <InAppTitle page="summer" />
      <div className="cp-page" data-testid="summer-page" data-phase={event?.phase}>
        {eventWindow.failed ? (
          <ReadFailure
            error={eventWindow.error}
            networkMessage={_(errorMessages.contentLoadingFailed)}
            onRetry={eventWindow.retry}
          />
        ) : null}
        {event ? (
          <>
            <EventDates startsAtMs={event.starts_at_ms} endsAtMs={event.ends_at_ms} />
            {event.phase === 'not_started' ? (
              <Countdown label={_(c.startsIn)} targetMs={event.starts_at_ms} onZero={eventWindow.retry} />
            ) : null}
            {event.phase === 'running' ? (
              <Countdown label={_(c.endsIn)} targetMs={event.ends_at_ms} onZero={eventWindow.retry} />
            ) : null}
            {event.phase === 'paused' ? (
              <p className="cp-banner" role="status">
                {_(errorMessages.eventEndedForNow)}
              </p>
            ) : null}
            {event.phase === 'ended' ? (
              <p className="cp-banner" role="status">
                {_(errorMessages.eventEnded)}
              </p>
            ) : null}
          </>
        ) : null}
        {/* The links first: the visitor's tasks arrive under them, nothing moves. */}
        <nav className="cp-links cp-links--rows" aria-label={_(m.rewards)}>
          <Link to="/summer/rewarded_history" className="tk-button tk-button--ghost cp-link">
            {_(m.history)}
          </Link>
          <Link to="/summer/rank" className="tk-button tk-button--ghost cp-link">
            {_(m.rank)}
          </Link>
          <Link to="/summer/collection/fm" className="tk-button tk-button--ghost cp-link">
            <span>{_(m.fmCollection)}</span>
            <SessionGate fallback={null} quiet>
              <CollectedCount kind="fm" />
            </SessionGate>
          </Link>
          <Link to="/summer/collection/npc" className="tk-button tk-button--ghost cp-link">
            <span>{_(m.npcCollection)}</span>
            <SessionGate fallback={null} quiet>
              <CollectedCount kind="npc" />
            </SessionGate>
          </Link>
        </nav>
        <SessionGate fallback={null}>
          <SummerScreen phase={event?.phase ?? null} />
        </SessionGate>
      </div>
    </PageWrapper>
  );
}

/** How much of a collection the visitor has: the same read as the tasks (one request). */
function CollectedCount({ kind }: { kind: 'fm' | 'npc' }) {
  const { _ } = useLingui();
  const { remote } = useRemote(summerOverviewCall());
  const data = remote.status === 'ready' ? remote.data : remote.last;
  if (!data) return null;
  const [collected, total] =
    kind === 'fm' ? [data.collected.fm, data.collected.fm_total] : [data.collected.npc, data.collected.npc_total];
  return <span className="cp-link__count">{_({ ...m.collectedOf, values: { collected, total } })}</span>;
}

/** The visitor's points, tasks and rewards; read again when the event's phase changes (a countdown at zero). */
function SummerScreen({ phase }: { phase: string | null }) {
  const { _, i18n } = useLingui();
  const { client, analytics } = useServices();
  const { userId } = useSession();
  // A task's claim key, kept across a retry and a reload: a claim whose answer was lost answers as the first did.
  const [claims] = useState(() => attemptKeys<string>({ form: 'summer_task', user: userId ?? 'visitor' }));
  const loaded = useCampaignData(summerOverviewCall());
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [granted, setGranted] = useState<number | null>(null);
  const [seenPhase, setSeenPhase] = useState(phase);
  if (phase !== seenPhase) {
    // Remembering a past render's fact during render (React's documented pattern, no effect needed).
    setSeenPhase(phase);
    if (seenPhase !== null) loaded.retry();
  }
  if (loaded.failed)
    return (
      <ReadFailure error={loaded.error} networkMessage={_(errorMessages.contentLoadingFailed)} onRetry={loaded.retry} />
    );
  if (!loaded.data) return <Loading />;
  const data = loaded.data;
  const running = data.event.phase === 'running';
  const claim = async (task: SummerTask) => {
    setBusy(task.task_id);
    setFailed(false);
    setGranted(null);
    try {
      const answer = await claims.send(task.task_id, (key) =>
        callEndpoint(client, claimSummerTask, { task_id: task.task_id, idempotency_key: key }),
      );
      trackCampaign(analytics, CampaignEvent.claimTask, 'summer', { task_id: task.task_id });
      // Said once, by the status region under the tasks (no toast as well), and celebrated.
      setGranted(answer.task.reward_gems);
      loaded.replace({ ...data, tasks: data.tasks.map((t) => (t.task_id === task.task_id ? answer.task : t)) });
    } catch {
      setFailed(true);
      loaded.retry();
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <p className="cp-counts">
        <strong>{_({ ...m.points, values: { points: data.points } })}</strong>
      </p>
      <section className="cp-card" aria-labelledby="cp-tasks">
        <h2 id="cp-tasks" className="cp-card__title">
          {_(m.tasks)}
        </h2>
        <ul className="cp-list" data-testid="summer-tasks">
          {data.tasks.map((task) => (
            <li key={task.task_id} className="cp-list__row" data-task-id={task.task_id} data-status={task.status}>
              <span className="cp-list__main">
                {taskText(i18n, task.task_id, task.name)}
                <span className="cp-muted"> · {_({ ...c.gems, values: { count: task.reward_gems } })}</span>
                <span
                  className="cp-progress"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={task.target}
                  aria-valuenow={task.progress}
                  aria-label={_({ ...m.progress, values: { progress: task.progress, target: task.target } })}
                >
                  <span style={{ width: `${(100 * task.progress) / task.target}%` }} />
                </span>
                {/* The count the bar draws, in words too (the bar already says it to screen readers). */}
                <span className="cp-muted cp-progress__count" data-testid="task-progress" aria-hidden="true">
                  {_({ ...m.progress, values: { progress: task.progress, target: task.target } })}
                </span>
              </span>
              <span className="cp-list__side">
                {task.status === 'claimable' && running ? (
                  <button
                    type="button"
                    className="tk-button tk-button--yellow cp-small-button"
                    aria-busy={busy === task.task_id || undefined}
                    onClick={() => busy === null && void claim(task)}
                  >
                    {_(m.claim)}
                  </button>
                ) : (
                  _(task.status === 'claimed' ? m.claimed : task.status === 'claimable' ? m.claim : m.inProgress)
                )}
              </span>
            </li>
          ))}
        </ul>
        <Celebration active={granted !== null}>
          <p className="cp-live" role="status" aria-live="polite" data-testid="summer-claimed">
            {granted !== null
              ? _({ ...m.claimedGems, values: { gems: _({ ...c.gems, values: { count: granted } }) } })
              : ''}
          </p>
        </Celebration>
        {failed ? (
          <p className="cp-error" role="alert">
            {_(errorMessages.claimFailed)}
          </p>
        ) : null}
        <p className="cp-muted">{_({ ...c.gemsExpire, values: { days: GEM_EXPIRY_DAYS } })}</p>
      </section>
      <RewardCarousel tasks={data.tasks} />
    </>
  );
}

/** The rewards as a swipeable carousel (10 px threshold, 35 ms touch-move throttle), with buttons too. */
function RewardCarousel({ tasks }: { tasks: readonly SummerTask[] }) {
  const { _, i18n } = useLingui();
  const [first, setFirst] = useState(0);
  const last = Math.max(0, tasks.length - 2);
  const move = (by: number) => setFirst((f) => Math.min(last, Math.max(0, f + by)));
  const swipe = useSwipe((direction) => move(direction === 'left' ? 1 : -1));
  return (
    <section className="cp-card" aria-labelledby="cp-rewards" aria-roledescription="carousel">
      <h2 id="cp-rewards" className="cp-card__title">
        {_(m.rewards)}
      </h2>
      <div className="cp-carousel" {...swipe} data-testid="reward-carousel" data-first={first}>
        <ul
          className="cp-carousel__track cp-list"
          style={{ transform: `translateX(${-first * 1.5}rem)`, flexDirection: 'row' }}
        >
          {tasks.map((t, i) => (
            <li key={t.task_id} className="cp-carousel__slide" aria-hidden={i < first || i > first + 1 || undefined}>
              <strong>{_({ ...c.gems, values: { count: t.reward_gems } })}</strong>
              <br />
              <span className="cp-muted">{taskText(i18n, t.task_id, t.name)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="cp-actions">
        <button
          type="button"
          className="tk-button tk-button--ghost cp-small-button"
          disabled={first === 0}
          onClick={() => move(-1)}
        >
          {_(m.previous)}
        </button>
        <button
          type="button"
          className="tk-button tk-button--ghost cp-small-button"
          disabled={first >= last}
          onClick={() => move(1)}
        >
          {_(m.next)}
        </button>
      </div>
    </section>
  );
}
