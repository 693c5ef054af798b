import { useId, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { failureText } from '@/kernel/data';
import { Card, FieldError } from '@/ui/blocks';
import { codeErrorMessages, invitationMessages as m } from './messages';
import type { CodeView } from './invitation-view';

export interface BindCodeFormProps {
  readonly view: CodeView;
  readonly boundCode: string | null;
  /** What the user typed: kept as is after a refusal, so they can correct it. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
}

/** Entering a friend's code (once per account), with the reason of a refusal next to the field. */
export function BindCodeForm({ view, boundCode, value, onChange, onSubmit, onRetry }: BindCodeFormProps) {
  const { _ } = useLingui();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  if (view.state === 'bound') {
    return (
      <Card aria-labelledby="iv-bind-title" data-testid="bind-code" data-state="bound">
        <h2 id="iv-bind-title" className="iv-card__title">
          {_(m.enterCodeTitle)}
        </h2>
        <p className="iv-ok" data-testid="bound-code">
          {_({ ...m.boundCode, values: { code: boundCode ?? '' } })}
        </p>
      </Card>
    );
  }
  const submitting = view.state === 'submitting';
  const error = view.state === 'refused' && view.error ? _(codeErrorMessages[view.error]) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <Card
      aria-labelledby="iv-bind-title"
      data-testid="bind-code"
      data-state={view.state}
      data-error={view.error ?? undefined}
    >
      <h2 id="iv-bind-title" className="iv-card__title">
        {_(m.enterCodeTitle)}
      </h2>
      <form className="iv-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="iv-label">
          {_(m.enterCodeLabel)}
        </label>
        <input
          id={inputId}
          className="iv-input"
          name="invite_code"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          data-testid="code-input"
        />
        <p id={hintId} className="tk-note">
          {_(m.enterCodeHint)}
        </p>
        <p id={errorId} className="tk-field-error" role="alert" data-testid="code-error">
          {error ?? ''}
        </p>
        {view.state === 'submitFailed' ? (
          <div className="iv-stack" role="alert">
            <FieldError>{_(failureText(view.failure))}</FieldError>
            <button
              type="button"
              className="tk-button tk-button--ghost iv-action"
              onClick={onRetry}
              data-testid="code-retry"
            >
              {_(m.submitCode)}
            </button>
          </div>
        ) : (
          <button
            type="submit"
            className="tk-button iv-action"
            disabled={submitting}
            aria-busy={submitting || undefined}
            data-testid="code-submit"
          >
            {_(submitting ? m.submitting : m.submitCode)}
          </button>
        )}
      </form>
    </Card>
  );
}
