import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { uiMessages } from '@/ui/messages';
import { ErrorPanel } from '@/ui/error-panel';
import { failurePanelKind } from './remote-errors';

/**
 * A failed read in place of the part that failed: the network error (with the page's own wording,
 * if it has one) or the unknown error, always with a Retry that asks again.
 */
export function ReadFailure({
  error,
  onRetry,
  networkMessage,
  children,
}: {
  error: unknown;
  onRetry: () => void;
  networkMessage?: string;
  children?: ReactNode;
}) {
  const kind = failurePanelKind(error);
  return (
    <ErrorPanel
      kind={kind}
      onRetry={onRetry}
      {...(kind === 'network' && networkMessage !== undefined ? { message: networkMessage } : {})}
    >
      {children}
    </ErrorPanel>
  );
}

/**
 * The words of a failed call in a line of its own (a banner beside what stays on screen, a form's
 * failed send): "Network Error" only when no answer came, else "Oops, something went wrong".
 */
export const failureText = (error: unknown): MessageDescriptor =>
  failurePanelKind(error) === 'network' ? uiMessages.networkError : uiMessages.somethingWentWrong;
