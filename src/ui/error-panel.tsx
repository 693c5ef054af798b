import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { uiMessages } from './messages';
import { Icon } from './icons';

export type ErrorKind = 'network' | 'unknown' | 'empty';

const TEXT: Record<ErrorKind, MessageDescriptor> = {
  network: uiMessages.networkError,
  unknown: uiMessages.somethingWentWrong,
  empty: uiMessages.noData,
};

/** The error panel of SPEC §2: network error, unknown exception or empty, with an optional retry. */
export function ErrorPanel({ kind, message, onRetry }: { kind: ErrorKind; message?: string; onRetry?: () => void }) {
  const { _ } = useLingui();
  return (
    <div className={`tk-error tk-error--${kind}`} role={kind === 'empty' ? 'status' : 'alert'} data-testid={`error-panel-${kind}`}>
      <span className="tk-error__icon">
        <Icon name={kind} />
      </span>
      <p className="tk-error__text">{message ?? _(TEXT[kind])}</p>
      {onRetry ? (
        <button type="button" className="tk-button tk-button--ghost" onClick={onRetry}>
          {_(uiMessages.retry)}
        </button>
      ) : null}
    </div>
  );
}
