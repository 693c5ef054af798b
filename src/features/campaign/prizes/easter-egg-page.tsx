import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { claimEasterEgg } from '@/api/contract/campaign';
import { CampaignStatusCode } from '@/api/contract/campaign-codes';
import { SessionGate } from '@/kernel/session/session-gate';
import { attemptKeys } from '@/kernel/drafts';
import { useServices, useSession } from '@/kernel/session/app-context';
import { isApiError } from '@/services/api/api-error';
import { callEndpoint } from '@/services/api/call-endpoint';
import { Celebration } from '@/ui/celebration';
import { failureText, ReadFailure } from '@/kernel/data';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { PageWrapper } from '@/ui/page-wrapper';
import { InAppTitle } from '@/ui/in-app-title';
import { easterEggCall, eggEventId } from '../shared/campaign-calls';
import { campaignConfig } from '../shared/campaign-config';
import { CampaignEvent, trackCampaign } from '../shared/campaign-events';
import { Countdown, EventDates } from '../shared/event-window';
import { campaignMessages as c, eggMessages as m, summerMessages } from '../shared/messages';
import { useCampaignData } from '../shared/use-campaign-data';
import '../shared/campaign.css';

/**
 * /activity/easter_egg: an egg hidden behind one of the stones, claimed once per user within the event
 * window. All of it is the visitor's own (where the egg is, whether they found it): rendered by the
 * server with their session, else behind the gate until the login is ready.
 */
export function EasterEggPage({ eventId }: { eventId?: string | undefined }) {
  const event = eggEventId(eventId);
  return (
    <PageWrapper page="easter_egg">
      <InAppTitle page="easter_egg" />
      <SessionGate>
        <EggScreen key={event} eventId={event} />
      </SessionGate>
    </PageWrapper>
  );
}

type Notice = 'found' | 'already' | 'nothing' | 'failed' | null;

function EggScreen({ eventId }: { eventId: string }) {
  const { _ } = useLingui();
  const { client, analytics } = useServices();
  const { userId } = useSession();
  // The claim's key, kept across a retry and a reload: a claim whose answer was lost answers as the first did.
  const [claims] = useState(() =>
    attemptKeys<{ eventId: string; spot: number }>({ form: 'easter_egg', user: userId ?? 'visitor' }),
  );
  const loaded = useCampaignData(easterEggCall(eventId));
  const [notice, setNotice] = useState<Notice>(null);
  // What the failed claim threw: "Network Error" only when no answer came.
  const [claimFailure, setClaimFailure] = useState<unknown>(null);
  const [claiming, setClaiming] = useState(false);
  // Stones already looked behind: they stay turned over, so the visitor sees where they have been.
  const [emptySpots, setEmptySpots] = useState<ReadonlySet<number>>(() => new Set());
  if (loaded.failed)
    return (
      <ReadFailure error={loaded.error} networkMessage={_(errorMessages.contentLoadingFailed)} onRetry={loaded.retry} />
    );
  if (!loaded.data) return <Loading />;
  const egg = loaded.data;
  const gems = _({ ...c.gems, values: { count: egg.reward_gems } });
  const running = egg.event.phase === 'running';
  const look = async (spot: number) => {
    if (claiming || egg.claimed) return;
    if (spot !== egg.egg_spot) {
      setEmptySpots((spots) => new Set(spots).add(spot));
      setNotice('nothing');
      return;
    }
    setClaiming(true);
    try {
      await claims.send({ eventId, spot }, (key) =>
        callEndpoint(client, claimEasterEgg, { event_id: eventId, egg_spot: spot, idempotency_key: key }),
      );
      trackCampaign(analytics, CampaignEvent.claimEgg, 'easter_egg', { event_id: eventId });
      // Said once, by the page's status region below (no toast as well).
      setNotice('found');
      loaded.replace({ ...egg, claimed: true });
    } catch (error) {
      if (isApiError(error) && error.status_code === CampaignStatusCode.EggAlreadyClaimed) {
        setNotice('already');
        loaded.replace({ ...egg, claimed: true });
      } else if (
        isApiError(error) &&
        error.status_code >= CampaignStatusCode.EventNotStarted &&
        error.status_code <= CampaignStatusCode.EventEnded
      )
        loaded.retry();
      else {
        setClaimFailure(error);
        setNotice('failed');
      }
    } finally {
      setClaiming(false);
    }
  };
  const text: Record<Exclude<Notice, null>, string> = {
    found: _({ ...m.found, values: { gems } }),
    already: _(m.alreadyFound),
    nothing: _(m.nothingHere),
    failed: _(failureText(claimFailure)),
  };
  return (
    <div
      className="cp-page"
      data-testid="egg-page"
      data-phase={egg.event.phase}
      data-claimed={egg.claimed || undefined}
    >
      <EventDates startsAtMs={egg.event.starts_at_ms} endsAtMs={egg.event.ends_at_ms} />
      {egg.event.phase === 'not_started' ? (
        <Countdown label={_(c.startsIn)} targetMs={egg.event.starts_at_ms} onZero={loaded.retry} />
      ) : null}
      {egg.event.phase === 'paused' ? (
        <p className="cp-banner" role="status">
          {_(errorMessages.eventEndedForNow)}
        </p>
      ) : null}
      {egg.event.phase === 'ended' ? (
        <p className="cp-banner" role="status" data-testid="event-ended">
          {_(errorMessages.eventEnded)}
        </p>
      ) : null}
      {running ? <Countdown label={_(c.endsIn)} targetMs={egg.event.ends_at_ms} onZero={loaded.retry} /> : null}
      <section className="cp-card">
        {/* "Already found" is for a visit after the find; right after it, the notice says what happened. */}
        {notice === 'found' || notice === 'already' ? null : (
          <p data-testid="egg-hint">{egg.claimed ? _(m.alreadyFound) : _(m.hint)}</p>
        )}
        <div className="cp-eggs">
          {Array.from({ length: campaignConfig.eggSpots }, (_unused, spot) => {
            const empty = emptySpots.has(spot);
            return (
              <button
                key={spot}
                type="button"
                className={`cp-stone${egg.claimed && spot === egg.egg_spot ? ' cp-stone--egg' : empty ? ' cp-stone--empty' : ''}`}
                data-testid={`egg-spot-${spot}`}
                data-empty={empty || undefined}
                disabled={!running || egg.claimed}
                aria-label={_({ ...(empty ? m.spotEmpty : m.spot), values: { n: spot + 1 } })}
                onClick={() => void look(spot)}
              />
            );
          })}
        </div>
        <Celebration active={notice === 'found' && !claiming}>
          <p className="cp-live" role="status" aria-live="polite" data-testid="egg-notice">
            {claiming ? _(m.claiming) : notice ? text[notice] : ''}
          </p>
        </Celebration>
        {(notice === 'found' || notice === 'already') && !claiming ? (
          <Link to="/summer" className="tk-button tk-button--ghost" data-testid="egg-to-summer">
            {_(summerMessages.toSummer)}
          </Link>
        ) : null}
      </section>
    </div>
  );
}
