import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { StatusCode } from '@/api/contract/codes';
import { PhoneStatusCode } from '@/api/contract/phone-codes';
import { PHONE_PATTERN } from '@/api/contract/phone';
import { sendVerifyCode } from '@/api/contract/verify-code';
import { useAuthActor, useServices } from '@/kernel/session/app-context';
import { useComeBack } from '@/kernel/data';
import { isApiError } from '@/services/api/api-error';
import { callEndpoint, login } from '@/services/api/endpoints';
import { FieldError, Note } from '@/ui/blocks';
import { deletionMessages as m, formMessages as f } from './messages';

type Problem = PhoneProblem | 'tooSoon' | 'tooMany' | 'notSent' | 'expired' | 'wrongCode' | 'network';
/**
 * Problems of the number itself, said on its field: not a number at all, refused by the server as not valid, or as one
 * no code may go to.
 */
type PhoneProblem = 'phone' | 'notValid' | 'cannotReceive';
const isPhoneProblem = (problem: Problem | null): problem is PhoneProblem =>
  problem === 'phone' || problem === 'notValid' || problem === 'cannotReceive';

const PROBLEM_TEXT: Record<Problem, MessageDescriptor> = {
  phone: m.phoneInvalid,
  notValid: m.phoneNotValid,
  cannotReceive: m.phoneCannotReceive,
  tooSoon: m.codeTooSoon,
  tooMany: m.codeTooMany,
  notSent: m.codeNotSent,
  expired: m.codeExpired,
  wrongCode: m.signInFailed,
  network: f.failed,
};

/** What a refusal means for the person signing in; anything else is the network's fault. */
function problemOf(error: unknown, step: 'send' | 'signIn'): Problem {
  if (!isApiError(error)) return 'network';
  switch (error.status_code) {
    case StatusCode.VerifyCodeTooSoon:
      return 'tooSoon';
    case StatusCode.RiskControl:
      return 'tooMany';
    case StatusCode.VerifyCodeNotSent:
      return 'notSent';
    case StatusCode.VerifyCodeExpired:
      return 'expired';
    case PhoneStatusCode.PhoneInvalid:
      return 'notValid';
    case PhoneStatusCode.PhoneCannotReceiveCodes:
      return 'cannotReceive';
    case StatusCode.InvalidParam:
      return step === 'send' ? 'phone' : 'wrongCode';
    case StatusCode.LoginFailed:
      return 'wrongCode';
    default:
      return 'network';
  }
}

/** Seconds left until `untilMs`, ticking once a second from the clock (never a decremented counter). */
function useSecondsLeft(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (untilMs === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [untilMs]);
  // Timers sleep while the page is hidden: it reads the clock again as soon as it is back.
  useComeBack(() => setNow(Date.now()));
  return untilMs === null ? 0 : Math.max(0, Math.ceil((untilMs - now) / 1000));
}

/**
 * Signing in with the account's phone number and a one-time code sent to it, where the browser is the
 * only way in (in the app, the native login verifies the phone). The code is asked for with "Send
 * code", which then waits the server's pause before it can send again.
 */
export function PhoneSignIn() {
  const { _ } = useLingui();
  const services = useServices();
  const auth = useAuthActor();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);

  const sendCode = () => {
    const number = phone.trim();
    if (sending || secondsLeft > 0) return;
    if (!PHONE_PATTERN.test(number)) {
      setProblem('phone');
      document.getElementById(`${id}-p`)?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    callEndpoint(services.client, sendVerifyCode, { phone: number }).then(
      (d) => {
        setSending(false);
        setSentTo(number);
        setResendAt(Date.now() + d.resend_after_s * 1000);
        document.getElementById(`${id}-c`)?.focus();
      },
      (e: unknown) => {
        setSending(false);
        const found = problemOf(e, 'send');
        setProblem(found);
        // The server's pause still runs: wait it out before sending again.
        if (found === 'tooSoon') setResendAt(Date.now() + 60_000);
        if (isPhoneProblem(found)) document.getElementById(`${id}-p`)?.focus();
      },
    );
  };

  const signIn = () => {
    if (signingIn || !auth) return;
    setSigningIn(true);
    setProblem(null);
    login(services.client, {
      login_type: 2,
      credential: phone.trim(),
      verify_code: code.trim(),
      device_info: { uuid: services.anonymousUuid, os: 3 },
    }).then(
      (d) => {
        auth.send({
          type: 'SESSION_REPLACED',
          session: {
            userId: d.user_id,
            authToken: d.auth_token,
            refreshToken: d.refresh_token,
            isAnonymous: d.is_anonymous,
          },
        });
        services.analytics.trackClick('account_delete_sign_in', {});
      },
      (e: unknown) => {
        setSigningIn(false);
        setProblem(problemOf(e, 'signIn'));
      },
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
        <input
          id={`${id}-p`}
          className="hp-input"
          type="tel"
          autoComplete="tel"
          maxLength={20}
          value={phone}
          aria-invalid={isPhoneProblem(problem) || undefined}
          aria-describedby={isPhoneProblem(problem) ? `${id}-p-error` : undefined}
          onChange={(e) => {
            setPhone(e.target.value);
            if (isPhoneProblem(problem)) setProblem(null);
          }}
        />
        {isPhoneProblem(problem) ? (
          <FieldError id={`${id}-p-error`} role="alert" data-testid="sign-in-error">
            {_(PROBLEM_TEXT[problem])}
          </FieldError>
        ) : null}
      </div>
      <button
        type="button"
        className="tk-button tk-button--ghost"
        onClick={sendCode}
        disabled={sending || secondsLeft > 0}
        aria-busy={sending || undefined}
        data-testid="send-code-button"
      >
        {secondsLeft > 0
          ? _({ ...m.resendIn, values: { seconds: secondsLeft } })
          : _(sentTo ? m.resendCode : m.sendCode)}
      </button>
      {sentTo ? (
        <Note role="status" data-testid="code-sent">
          {_({ ...m.codeSent, values: { phone: sentTo } })}
        </Note>
      ) : null}
      <div className="hp-field">
        <label className="hp-label" htmlFor={`${id}-c`}>
          {_(m.code)}
        </label>
        <input
          id={`${id}-c`}
          className="hp-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      {problem && !isPhoneProblem(problem) ? (
        <FieldError role="alert" data-testid="sign-in-error">
          {_(PROBLEM_TEXT[problem])}
        </FieldError>
      ) : null}
      <button
        type="submit"
        className="tk-button"
        disabled={signingIn || !phone.trim() || !code.trim()}
        data-testid="sign-in-button"
      >
        {_(m.signIn)}
      </button>
    </form>
  );
}
