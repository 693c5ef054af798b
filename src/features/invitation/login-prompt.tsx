import { useLingui } from '@lingui/react';
import { OpenAppButton, type OpenAppTarget } from '@/kernel/open-app';
import { errorMessages } from '@/ui/messages';
import { invitationMessages as m } from './messages';
import type { LoginPhase } from './use-real-name-login';

export interface LoginPromptProps {
  readonly inApp: boolean;
  readonly phase: LoginPhase;
  /** The app page a browser visitor is sent to (this page inside the app). */
  readonly appTarget: OpenAppTarget;
  readonly onLogIn: () => void;
}

/**
 * 'Please log in to participate' (SPEC §5): inside the app the native real-name login, in a browser
 * the app itself (the event needs the app's account).
 */
export function LoginPrompt({ inApp, phase, appTarget, onLogIn }: LoginPromptProps) {
  const { _ } = useLingui();
  return (
    <section className="iv-card iv-login" aria-labelledby="iv-login-title" data-testid="login-required" data-phase={phase}>
      <h2 id="iv-login-title" className="iv-card__title">
        {_(errorMessages.loginToParticipate)}
      </h2>
      <div aria-live="polite" className="iv-stack">
        {phase === 'canceled' ? <p className="iv-note">{_(m.loginCanceled)}</p> : null}
        {phase === 'failed' ? (
          <p className="iv-error" role="alert">
            {_(errorMessages.unknownError)}
          </p>
        ) : null}
      </div>
      {inApp ? (
        <button type="button" className="tk-button iv-action" onClick={onLogIn} disabled={phase === 'working'} aria-busy={phase === 'working' || undefined} data-testid="login-button">
          {_(phase === 'working' ? m.loggingIn : m.logIn)}
        </button>
      ) : (
        <OpenAppButton label={_(m.openAppToJoin)} target={appTarget} fromPage="invitation" entrance="login_required" testId="invitation-open-app" />
      )}
    </section>
  );
}
