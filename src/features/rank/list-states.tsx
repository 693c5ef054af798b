import { useLingui } from '@lingui/react';
import { StatusCode } from '@/api/contract/codes';
import { ErrorPanel } from '@/ui/error-panel';
import { errorMessages } from '@/ui/messages';
import { rankMessages as m } from './messages';
import type { RemoteState } from './use-remote';

/** The error state of a list: network error with Retry, a target that does not exist, or a failure with Retry. */
export function ListError({ state, onRetry }: { state: Extract<RemoteState<unknown>, { phase: 'error' }>; onRetry: () => void }) {
  const { _ } = useLingui();
  if (state.code === StatusCode.RankTargetNotFound) return <ErrorPanel kind="empty" message={_(m.targetNotFound)} />;
  return <ErrorPanel kind="network" message={_(state.network ? errorMessages.networkError : errorMessages.contentLoadingFailed)} onRetry={onRetry} />;
}

export { ListEmpty } from './ranked-list';
