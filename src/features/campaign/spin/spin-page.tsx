import { useLingui } from '@lingui/react';
import { ReadFailure } from '@/kernel/data';
import { SessionGate } from '@/kernel/session/session-gate';
import { errorMessages } from '@/ui/messages';
import { PageWrapper } from '@/ui/page-wrapper';
import { InAppTitle } from '@/ui/in-app-title';
import { campaignEventCall, spinEventId } from '../shared/campaign-calls';
import { EventDates } from '../shared/event-window';
import { useCampaignData } from '../shared/use-campaign-data';
import { SpinPlaceholder, type SpinDesign } from './spin-placeholder';
import { SpinScreen } from './spin-screen';
import '../shared/campaign.css';

/**
 * /spin_wheel (a wheel) and /spin_wheel_v2 (a 3×3 grid draw): the same machine and rules, two designs.
 * The event's window is the same for everyone and paints from the server's HTML; the spins, the slices
 * and the prizes are the visitor's own read (behind the login), with a disabled button until then.
 */
export function SpinWheelPage({ design, eventId }: { design: SpinDesign; eventId?: string | undefined }) {
  const { _ } = useLingui();
  const page = design === 'wheel' ? 'spin_wheel' : 'spin_wheel_v2';
  const event = spinEventId(design, eventId);
  const eventWindow = useCampaignData(campaignEventCall(event));
  const placeholder = (
    <SpinPlaceholder design={design} event={eventWindow.data?.event ?? null} onZero={eventWindow.retry} />
  );
  return (
    <PageWrapper page={page}>
      <InAppTitle page={page} />
      <div className="cp-page">
        {eventWindow.failed ? (
          <ReadFailure
            error={eventWindow.error}
            networkMessage={_(errorMessages.contentLoadingFailed)}
            onRetry={eventWindow.retry}
          />
        ) : null}
        {eventWindow.data ? (
          <EventDates startsAtMs={eventWindow.data.event.starts_at_ms} endsAtMs={eventWindow.data.event.ends_at_ms} />
        ) : null}
        <SessionGate fallback={placeholder}>
          <SpinScreen key={event} design={design} eventId={event} page={page} placeholder={placeholder} />
        </SessionGate>
      </div>
    </PageWrapper>
  );
}
