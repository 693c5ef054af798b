import { useLingui } from '@lingui/react';
import { uiMessages } from './messages';

export type LoadingVariant = 'default' | 'yellow';

/** Spinner with a text; the default text is the Chinese "loading" message, translated per locale. */
export function Loading({ text, variant = 'default' }: { text?: string; variant?: LoadingVariant }) {
  const { _ } = useLingui();
  const label = text ?? _(uiMessages.loading);
  return (
    <div className={`tk-loading tk-loading--${variant}`} role="status" aria-live="polite" data-testid="loading">
      <span className="tk-loading__spinner" aria-hidden="true" />
      <span className="tk-loading__text">{label}</span>
    </div>
  );
}
