import { useLingui } from '@lingui/react';
import { campaignMessages as m } from './messages';
import { formatCountdown, useCountdown } from './use-countdown';

/** "Starts in" / "Ends in" with a countdown on the server clock; at zero the page reloads. */
export function Countdown({ label, targetMs, onZero }: { label: string; targetMs: number; onZero?: () => void }) {
  const { _ } = useLingui();
  const left = useCountdown(targetMs, onZero);
  const { days, clock } = formatCountdown(left);
  return (
    <p className="cp-countdown" data-testid="countdown" data-remaining-ms={left}>
      <span className="cp-countdown__label">{label}</span>{' '}
      <time className="cp-countdown__value" dateTime={`PT${Math.floor(left / 1000)}S`}>
        {days > 0 ? `${_({ ...m.days, values: { days } })} ` : ''}
        {clock}
      </time>
    </p>
  );
}

/** The event's dates in the visitor's time zone. */
export function EventDates({ startsAtMs, endsAtMs }: { startsAtMs: number; endsAtMs: number }) {
  const { _, i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="cp-dates" data-testid="event-dates">
      {_({ ...m.window, values: { start: format.format(startsAtMs), end: format.format(endsAtMs) } })}
    </p>
  );
}
