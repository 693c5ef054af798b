import { useLingui } from '@lingui/react';
import { formatHms, splitHms } from './countdown';
import { rankMessages as m } from './messages';
import type { ServerClock } from './server-clock';
import { useCountdown } from './use-countdown';

/** "Resets in hh:mm:ss" from the board's absolute reset time on the server clock; at zero, `onZero`. */
export function ResetCountdown({ resetsAtMs, clock, onZero }: { resetsAtMs: number | null; clock: ServerClock; onZero: () => void }) {
  const { _ } = useLingui();
  const left = useCountdown(resetsAtMs, clock, onZero);
  if (resetsAtMs === null || left === null) {
    return (
      <p className="rk-reset" data-testid="rank-reset">
        {_(m.neverResets)}
      </p>
    );
  }
  const hms = splitHms(left);
  return (
    <p className="rk-reset" data-testid="rank-reset">
      <span>{left > 0 ? _(m.resetsIn) : _(m.resetting)}</span>
      <time className="rk-reset__time" data-testid="rank-countdown" dateTime={`PT${hms.hours}H${hms.minutes}M${hms.seconds}S`} aria-label={_({ ...m.resetsInLabel, values: { ...hms } })}>
        {formatHms(hms)}
      </time>
    </p>
  );
}
