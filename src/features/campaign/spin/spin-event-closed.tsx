import { useLingui } from '@lingui/react';
import { OpenAppButton } from '@/kernel/open-app';
import { errorMessages } from '@/ui/messages';
import { Countdown } from '../shared/event-window';
import { campaignMessages as c } from '../shared/messages';

/**
 * What the spin page says while its event is not open: not started (a countdown, and a reminder in the app or
 * the app to join from a browser), paused or ended. Nothing in the other states.
 */
export function SpinEventClosed({
  state,
  startsAtMs,
  inApp,
  page,
  onReload,
  onRemind,
}: {
  state: string;
  startsAtMs: number;
  inApp: boolean;
  page: string;
  onReload: () => void;
  onRemind: () => void;
}) {
  const { _ } = useLingui();
  if (state === 'notStarted')
    return (
      <section className="cp-card" data-testid="event-not-started">
        <Countdown label={_(c.startsIn)} targetMs={startsAtMs} onZero={onReload} />
        {inApp ? (
          <button type="button" className="tk-button tk-button--yellow" onClick={onRemind}>
            {_(c.remindMe)}
          </button>
        ) : (
          <OpenAppButton
            label={_(c.openAppToJoin)}
            fromPage={page}
            target={{ target: 'webView', params: { url: typeof location === 'undefined' ? '' : location.href } }}
          />
        )}
      </section>
    );
  if (state === 'paused')
    return (
      <p className="cp-banner" role="status" data-testid="event-paused">
        {_(errorMessages.eventEndedForNow)}
      </p>
    );
  if (state === 'ended')
    return (
      <p className="cp-banner" role="status" data-testid="event-ended">
        {_(errorMessages.eventEnded)}
      </p>
    );
  return null;
}
