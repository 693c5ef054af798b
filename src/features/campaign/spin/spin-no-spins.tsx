import { useLingui } from '@lingui/react';
import { failureText } from '@/kernel/data';
import { errorMessages } from '@/ui/messages';
import { campaignMessages as c, spinMessages as m } from '../shared/messages';

/** The spin machine's states in which the visitor has no spin left (and may watch an ad for more). */
export const NO_SPINS_STATES: ReadonlySet<string> = new Set([
  'noSpins',
  'watchingAd',
  'checkingAd',
  'noSpinsAdded',
  'adFailed',
  'adCheckFailed',
]);

/**
 * No spin left: an ad for more inside the app while the event allows (`adSpinsLeft`, 0 outside the
 * app), its progress and failures, else "come back tomorrow".
 */
export function NoSpins({
  state,
  failure,
  adSpinsLeft,
  onRetry,
  onWatchAd,
}: {
  state: string;
  /** Why the ad or its check failed: no answer, or an answer the page cannot use. */
  failure: unknown;
  adSpinsLeft: number;
  onRetry: () => void;
  onWatchAd: () => void;
}) {
  const { _ } = useLingui();
  return (
    <section className="cp-card" data-testid="no-spins">
      <p>{_(m.noSpins)}</p>
      {state === 'noSpinsAdded' ? (
        <p className="cp-banner" role="alert" data-testid="no-spins-added">
          {_(errorMessages.noSpinsAdded)}
        </p>
      ) : null}
      {state === 'adFailed' || state === 'adCheckFailed' ? (
        <p className="cp-banner" role="alert">
          {_(failureText(failure))}{' '}
          <button type="button" className="tk-button tk-button--ghost" onClick={onRetry}>
            {_(c.ok)}
          </button>
        </p>
      ) : null}
      {state === 'watchingAd' || state === 'checkingAd' ? (
        <p role="status">{_(state === 'watchingAd' ? m.watchingAd : m.checkingAd)}</p>
      ) : null}
      {adSpinsLeft > 0 && (state === 'noSpins' || state === 'noSpinsAdded') ? (
        <>
          <button type="button" className="tk-button tk-button--yellow" data-testid="watch-ad" onClick={onWatchAd}>
            {_(m.watchAd)}
          </button>
          <p className="cp-muted">{_({ ...m.adsLeft, values: { count: adSpinsLeft } })}</p>
        </>
      ) : (
        <p className="cp-muted">{_(m.comeBackTomorrow)}</p>
      )}
    </section>
  );
}
