import { useLingui } from '@lingui/react';
import type { ClaimType } from '@machines/membership/types';
import { OpenAppButton } from '@/kernel/open-app';
import { Celebration } from '@/ui/celebration';
import { errorMessages } from '@/ui/messages';
import { Card, Note } from '@/ui/blocks';
import { membershipMessages as m } from './messages';
import type { ClaimView } from './membership-view';

export interface ClaimCardProps {
  readonly type: ClaimType;
  readonly view: ClaimView;
  readonly onClaim: () => void;
  readonly onClosePrompt: () => void;
}

/** The daily or monthly member claim, in the state its machine region is in. */
export function ClaimCard({ type, view, onClaim, onClosePrompt }: ClaimCardProps) {
  const { _ } = useLingui();
  const titleId = `mb-claim-${type}-title`;
  const gems = view.gems;
  return (
    <Card aria-labelledby={titleId} data-testid={`${type}-claim`} data-state={view.state}>
      <div className="mb-card__head">
        <h2 id={titleId} className="mb-card__title">
          {_(type === 'daily' ? m.dailyClaimTitle : m.monthlyClaimTitle)}
        </h2>
        {gems !== null && view.state !== 'claimed' ? (
          <span className="mb-gems">{_({ ...m.claimGems, values: { gems } })}</span>
        ) : null}
      </div>
      <div className="mb-card__body" aria-live="polite">
        <ClaimBody type={type} view={view} onClaim={onClaim} onClosePrompt={onClosePrompt} />
      </div>
    </Card>
  );
}

function ClaimBody({ type, view, onClaim, onClosePrompt }: ClaimCardProps) {
  const { _ } = useLingui();
  switch (view.state) {
    case 'membersOnly':
      return <Note>{_(m.membersOnly)}</Note>;
    case 'claimable':
      return (
        <button type="button" className="tk-button mb-action" onClick={onClaim}>
          {_(m.claim)}
        </button>
      );
    case 'claiming':
      return (
        <button type="button" className="tk-button mb-action" disabled aria-busy="true">
          {_(m.claiming)}
        </button>
      );
    case 'claimed':
      return (
        <Celebration active>
          <p className="mb-result mb-result--ok" role="status">
            {_({ ...m.claimedGems, values: { gems: view.gems ?? 0 } })}
          </p>
        </Celebration>
      );
    case 'claimFailed':
      return (
        <>
          <p className="mb-result mb-result--error" role="alert">
            {_(errorMessages.claimFailed)}
          </p>
          <button type="button" className="tk-button tk-button--ghost mb-action" onClick={onClaim}>
            {_(m.tryAgain)}
          </button>
        </>
      );
    case 'claimedToday':
      return <p className="mb-result">{_(m.claimedToday)}</p>;
    case 'claimedThisMonth':
      return <p className="mb-result">{_(m.claimedThisMonth)}</p>;
    case 'openAppToClaim':
      return (
        <div className="mb-prompt" role="group" aria-label={_(m.openAppToClaim)}>
          <Note>{_(m.openAppToClaim)}</Note>
          <OpenAppButton label={_(m.openTalkie)} entrance={`claim_${type}`} testId={`${type}-claim-open-app`} />
          <button type="button" className="tk-button tk-button--ghost mb-action" onClick={onClosePrompt}>
            {_(m.notNow)}
          </button>
        </div>
      );
  }
}
