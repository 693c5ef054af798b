import type { ReactNode } from 'react';
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

/**
 * The error panel of SPEC §2: network error, unknown exception or empty, with an optional retry.
 * `children` are the next steps the page offers (a link to a parent page, open the app): an empty or
 * error state says what it means and where to go from here.
 */
export function ErrorPanel({
  kind,
  message,
  onRetry,
  children,
}: {
  kind: ErrorKind;
  message?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <div
      className={`tk-error tk-error--${kind}`}
      role={kind === 'empty' ? 'status' : 'alert'}
      data-testid={`error-panel-${kind}`}
    >
      <span className="tk-error__icon">
        <Icon name={kind} />
      </span>
      <p className="tk-error__text">{message ?? _(TEXT[kind])}</p>
      {onRetry ? (
        <button type="button" className="tk-button tk-button--ghost" onClick={onRetry}>
          {_(uiMessages.retry)}
        </button>
      ) : null}
      {children ? <div className="tk-error__actions">{children}</div> : null}
    </div>
  );
}
