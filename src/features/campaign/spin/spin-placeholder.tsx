import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { CampaignEvent as CampaignEventView } from '@/api/contract/campaign';
import type { SpinPrize } from '@machines/spin-wheel/types';
import { errorMessages } from '@/ui/messages';
import { Countdown } from '../shared/event-window';
import { campaignMessages as c, spinMessages as m } from '../shared/messages';
import { GridView } from './grid-view';
import { WheelView } from './wheel-view';

/** /spin_wheel draws a wheel, /spin_wheel_v2 a 3×3 grid: the same machine and rules. */
export type SpinDesign = 'wheel' | 'grid';

/**
 * The slices are the visitor's read: the server's HTML and the first paint draw the empty wheel or grid in their place.
 */
const NO_PRIZES: readonly SpinPrize[] = [];
const noop = () => undefined;

/**
 * Before the visitor's spins are in: the event's countdown or its closed notice, and a spin button that
 * does nothing yet. A running event's counts line and an empty wheel (or grid) take the room the
 * visitor's own take later, so nothing moves when they arrive.
 */
export function SpinPlaceholder({
  design,
  event,
  onZero,
}: {
  design: SpinDesign;
  event: CampaignEventView | null;
  onZero: () => void;
}) {
  const { _ } = useLingui();
  if (event?.phase === 'paused' || event?.phase === 'ended') {
    return (
      <p className="cp-banner" role="status">
        {_(event.phase === 'paused' ? errorMessages.eventEndedForNow : errorMessages.eventEnded)}
      </p>
    );
  }
  const button = (
    <button type="button" className="tk-button tk-button--yellow cp-spin-button" aria-disabled="true" disabled>
      {_(design === 'wheel' ? m.spin : m.draw)}
    </button>
  );
  return (
    <div className="cp-page" data-testid="spin-placeholder">
      {event?.phase === 'not_started' ? (
        <Countdown label={_(c.startsIn)} targetMs={event.starts_at_ms} onZero={onZero} />
      ) : null}
      {event?.phase === 'running' ? (
        <Countdown label={_(c.endsIn)} targetMs={event.ends_at_ms} onZero={onZero} />
      ) : null}
      {event?.phase === 'not_started' ? null : <SpinFrame design={design} button={button} />}
    </div>
  );
}

/** The counts line's room, the empty wheel or grid and the button under or in it. */
function SpinFrame({ design, button }: { design: SpinDesign; button: ReactNode }) {
  const empty = { prizes: NO_PRIZES, turning: false, targetPrizeId: null, still: true, onLanded: noop };
  return (
    <>
      <p className="cp-counts cp-spin-counts" aria-hidden="true" />
      {design === 'wheel' ? (
        <>
          <WheelView {...empty} />
          {button}
        </>
      ) : (
        <GridView {...empty} button={button} />
      )}
    </>
  );
}
