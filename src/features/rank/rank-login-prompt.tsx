import { useLingui } from '@lingui/react';
import { OpenAppButton, type OpenAppTarget } from '@/kernel/open-app';
import type { LoginPhase } from '@/features/invitation/use-real-name-login';
import { errorMessages } from '@/ui/messages';
import { rankMessages as m } from './messages';

/**
 * 'Please log in to participate' for the rank list detail (SPEC §6): inside the app the native
 * real-name login, in a browser this page opened in the app.
 */
export function RankLoginPrompt({ inApp, phase, appTarget, onLogIn }: { inApp: boolean; phase: LoginPhase; appTarget: OpenAppTarget; onLogIn: () => void }) {
  const { _ } = useLingui();
  return (
    <section className="rk-card" aria-labelledby="rk-login-title" data-testid="login-required" data-phase={phase}>
      <h2 id="rk-login-title" className="rk-card__title">
        {_(errorMessages.loginToParticipate)}
      </h2>
      <div aria-live="polite">
        {phase === 'canceled' ? <p className="rk-note">{_(m.loginCanceled)}</p> : null}
        {phase === 'failed' ? (
          <p className="rk-error" role="alert">
            {_(errorMessages.unknownError)}
          </p>
        ) : null}
      </div>
      {inApp ? (
        <button type="button" className="tk-button" onClick={onLogIn} disabled={phase === 'working'} aria-busy={phase === 'working' || undefined} data-testid="login-button">
          {_(phase === 'working' ? m.loggingIn : m.logIn)}
        </button>
      ) : (
        <OpenAppButton label={_(m.openAppToSee)} target={appTarget} entrance="login_required" testId="rank-detail-open-app" />
      )}
    </section>
  );
}
