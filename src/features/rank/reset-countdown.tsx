import { useLingui } from '@lingui/react';
import { useCountdown } from '@/kernel/countdown';
import { useServices } from '@/kernel/session/app-context';
import { countdownText, isoDurationOf, splitTimeLeft, spokenTimeLeft } from '@/ui/countdown-text';
import { useHydrated } from '@/ui/local-time';
import { rankMessages as m } from './messages';

/**
 * "Resets in hh:mm:ss" (days first past a day) from the board's absolute reset time on the server clock;
 * at zero, `onZero`. A page the server rendered shows the time left at its answer's `serverTimeMs` until
 * it is hydrated (the same text in the HTML and the hydration); the clock takes over from the first tick.
 */
export function ResetCountdown({
  resetsAtMs,
  serverTimeMs,
  onZero,
}: {
  resetsAtMs: number | null;
  serverTimeMs?: number;
  onZero: () => void;
}) {
  const { _, i18n } = useLingui();
  const live = useCountdown(resetsAtMs, useServices().clock, onZero);
  const hydrated = useHydrated();
  const left =
    hydrated || serverTimeMs === undefined || resetsAtMs === null ? live : Math.max(0, resetsAtMs - serverTimeMs);
  if (resetsAtMs === null || left === null) {
    return (
      <p className="rk-reset" data-testid="rank-reset">
        {_(m.neverResets)}
      </p>
    );
  }
  const t = splitTimeLeft(left);
  return (
    <p className="rk-reset" data-testid="rank-reset">
      <span>{left > 0 ? _(m.resetsIn) : _(m.resetting)}</span>
      <time
        className="rk-reset__time"
        data-testid="rank-countdown"
        dateTime={isoDurationOf(t)}
        aria-label={spokenTimeLeft(i18n, t)}
      >
        {countdownText(i18n, t)}
      </time>
    </p>
  );
}
