import { useLingui } from '@lingui/react';
import { useCountdown } from '@/kernel/countdown';
import { useServices } from '@/kernel/session/app-context';
import { countdownText, isoDurationOf, splitTimeLeft } from '@/ui/countdown-text';
import { useLocalDateTimeFormat } from '@/ui/local-time';
import { campaignMessages as m } from './messages';

/** "Starts in" / "Ends in" with a countdown on the server clock (days first past a day); at zero the page reloads. */
export function Countdown({ label, targetMs, onZero }: { label: string; targetMs: number; onZero?: () => void }) {
  const { i18n } = useLingui();
  const left = useCountdown(targetMs, useServices().clock, onZero) ?? 0;
  const t = splitTimeLeft(left);
  return (
    // The time left moves on between the server's render and the hydration: the page shows the
    // browser's own value from its first tick, without a mismatch.
    <p className="cp-countdown" data-testid="countdown" data-remaining-ms={left} suppressHydrationWarning>
      <span className="cp-countdown__label">{label}</span>{' '}
      <time className="cp-countdown__value" dateTime={isoDurationOf(t)} suppressHydrationWarning>
        {countdownText(i18n, t)}
      </time>
    </p>
  );
}

/** The event's dates in the visitor's time zone. */
export function EventDates({ startsAtMs, endsAtMs }: { startsAtMs: number; endsAtMs: number }) {
  const { _, i18n } = useLingui();
  const format = useLocalDateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="cp-dates" data-testid="event-dates">
      {_({ ...m.window, values: { start: format.format(startsAtMs), end: format.format(endsAtMs) } })}
    </p>
  );
}
