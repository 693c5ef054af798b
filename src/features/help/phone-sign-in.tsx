import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useAuthActor, useServices } from '@/features/session/app-context';
import { login } from '@/services/api/endpoints';
import { deletionMessages as m, formMessages as f } from './messages';

/** Signing in with the account's phone number and a verification code, where the browser is the only way in. */
export function PhoneSignIn() {
  const { _ } = useLingui();
  const services = useServices();
  const auth = useAuthActor();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [state, setState] = useState<'idle' | 'working' | 'refused' | 'failed'>('idle');
  const signIn = () => {
    if (state === 'working' || !auth) return;
    setState('working');
    login(services.client, { login_type: 2, credential: phone.trim(), verify_code: code.trim(), device_info: { uuid: services.anonymousUuid, os: 3 } }).then(
      (d) => {
        auth.send({ type: 'SESSION_REPLACED', session: { userId: d.user_id, authToken: d.auth_token, refreshToken: d.refresh_token, isAnonymous: d.is_anonymous } });
        services.analytics.trackClick('account_delete_sign_in', {});
      },
      (e: unknown) => setState(typeof e === 'object' && e !== null && 'kind' in e && (e as { kind: string }).kind === 'business' ? 'refused' : 'failed'),
    );
  };
  return (
    <form
      className="hp-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        signIn();
      }}
    >
      <div className="hp-field">
        <label className="hp-label" htmlFor={`${id}-p`}>
          {_(m.phone)}
        </label>
        <input id={`${id}-p`} className="hp-input" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
      </div>
      <div className="hp-field">
        <label className="hp-label" htmlFor={`${id}-c`}>
          {_(m.code)}
        </label>
        <input id={`${id}-c`} className="hp-input" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      {state === 'refused' || state === 'failed' ? (
        <p className="hp-error" role="alert" data-testid="sign-in-error">
          {_(state === 'refused' ? m.signInFailed : f.failed)}
        </p>
      ) : null}
      <button type="submit" className="tk-button" disabled={state === 'working' || !phone.trim() || !code.trim()} data-testid="sign-in-button">
        {_(m.signIn)}
      </button>
    </form>
  );
}
