import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { HOME_TARGET, OpenAppButton } from '@/kernel/open-app';
import { StatusCode } from '@/api/contract/codes';
import { ErrorPanel } from '@/ui/error-panel';
import { errorMessages } from '@/ui/messages';
import { EmptyState } from '@/ui/blocks';
import { rankMessages as m } from './messages';
import type { RankRemote } from './rank-remote';

/** The error state of a list: network error with Retry, a target that does not exist, or a failure with Retry. */
export function ListError({
  state,
  onRetry,
}: {
  state: Extract<RankRemote<unknown>, { phase: 'error' }>;
  onRetry: () => void;
}) {
  const { _ } = useLingui();
  if (state.code === StatusCode.RankTargetNotFound) return <MissingTarget message={_(m.targetNotFound)} />;
  return (
    <ErrorPanel
      kind="network"
      message={_(state.network ? errorMessages.networkError : errorMessages.contentLoadingFailed)}
      onRetry={onRetry}
    />
  );
}

export { ListEmpty } from '@/ui/ranked-list';

/**
 * A page opened without its character (or creator), or with one that does not exist: says so, and
 * offers the way on, the rankings (where every character is one tap away) and the app.
 */
export function MissingTarget({ message, withApp = false }: { message: string; withApp?: boolean }) {
  const { _ } = useLingui();
  return (
    <EmptyState message={message}>
      <Link to="/rank" className="tk-button tk-button--ghost" data-testid="see-rankings">
        {_(m.seeRankings)}
      </Link>
      {withApp ? (
        <OpenAppButton
          label={_(m.openTalkie)}
          target={HOME_TARGET}
          entrance="missing_target"
          testId="missing-target-open-app"
        />
      ) : null}
    </EmptyState>
  );
}
