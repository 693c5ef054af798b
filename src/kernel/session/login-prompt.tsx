import { useId } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { OpenAppButton, type OpenAppTarget } from '@/kernel/open-app';
import { errorMessages } from '@/ui/messages';
import { Card, FieldError, Note } from '@/ui/blocks';
import { sessionMessages as m } from './messages';
import type { LoginPhase } from './use-real-name-login';
import './login-prompt.css';

export interface LoginPromptProps {
  readonly inApp: boolean;
  readonly phase: LoginPhase;
  readonly onLogIn: () => void;
  /** In a browser: the button that opens this page in the app, in the page's words. */
  readonly openApp: {
    readonly label: string;
    readonly target: OpenAppTarget;
    /** Page name for the download page and analytics (outside an OpenAppProvider). */
    readonly fromPage?: string;
    /** More query values for the download page (what the app should resume after its install). */
    readonly extraQuery?: Readonly<Record<string, string>>;
    readonly testId: string;
  };
  /** The area's card class, for its accent (button colour, title size). */
  readonly className?: string;
  /**
   * What logging in gives on this page, where there is nothing to participate in (e.g. "Log in to see
   * your characters' rankings"); campaigns and the invitation keep SPEC's 'Please log in to participate'.
   */
  readonly title?: MessageDescriptor;
}

/**
 * 'Please log in to participate' (SPEC §5, §6), or the page's own `title`, the one prompt of every
 * page that needs a real-name login: inside the app the native real-name login (with its cancel and failure said), in a
 * browser
 * this page opened in the app (the app owns the account).
 */
export function LoginPrompt({
  inApp,
  phase,
  onLogIn,
  openApp,
  className,
  title = errorMessages.loginToParticipate,
}: LoginPromptProps) {
  const { _ } = useLingui();
  const titleId = useId();
  const working = phase === 'working';
  return (
    <Card
      className={className ? `tk-login ${className}` : 'tk-login'}
      aria-labelledby={titleId}
      data-testid="login-required"
      data-phase={phase}
    >
      <h2 id={titleId} className="tk-login__title">
        {_(title)}
      </h2>
      <div aria-live="polite" className="tk-login__status">
        {phase === 'canceled' ? <Note>{_(m.loginCanceled)}</Note> : null}
        {phase === 'failed' ? <FieldError role="alert">{_(errorMessages.unknownError)}</FieldError> : null}
      </div>
      {inApp ? (
        <button
          type="button"
          className="tk-button"
          onClick={onLogIn}
          disabled={working}
          aria-busy={working || undefined}
          data-testid="login-button"
        >
          {_(working ? m.loggingIn : m.logIn)}
        </button>
      ) : (
        <OpenAppButton
          label={openApp.label}
          target={openApp.target}
          {...(openApp.fromPage ? { fromPage: openApp.fromPage } : {})}
          {...(openApp.extraQuery ? { extraQuery: openApp.extraQuery } : {})}
          entrance="login_required"
          testId={openApp.testId}
        />
      )}
    </Card>
  );
}
