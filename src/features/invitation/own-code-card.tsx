import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { InvitationInfo } from '@machines/invitation/types';
import { NO_EARLY_TAP_ATTRIBUTE } from '@/platform/early-taps';
import { Card, Note } from '@/ui/blocks';
import { invitationMessages as m } from './messages';

export interface OwnCodeCardProps {
  readonly info: InvitationInfo;
  /** A short notice after copying or sharing (null: none). */
  readonly notice: MessageDescriptor | null;
  readonly onCopy: () => void;
  readonly onShare: () => void;
}

/** The user's own invitation code, with copy and share. */
export function OwnCodeCard({ info, notice, onCopy, onShare }: OwnCodeCardProps) {
  const { _ } = useLingui();
  return (
    <Card className="iv-own" aria-labelledby="iv-own-title" data-testid="own-code">
      <h2 id="iv-own-title" className="iv-card__title">
        {_(m.yourCode)}
      </h2>
      <p className="iv-code" data-testid="own-code-value">
        {info.inviteCode}
      </p>
      {info.gemsPerInvite ? <Note>{_({ ...m.perInvite, values: { gems: info.gemsPerInvite } })}</Note> : null}
      {info.invitedCount !== undefined ? (
        <Note>{_({ ...m.invitedFriends, values: { count: info.invitedCount } })}</Note>
      ) : null}
      {/* Copying and the system share sheet need the visitor's own tap: one made before the app took over is not replayed. */}
      <div className="iv-row" {...{ [NO_EARLY_TAP_ATTRIBUTE]: '' }}>
        <button type="button" className="tk-button tk-button--ghost iv-action" onClick={onCopy} data-testid="copy-code">
          {_(m.copyCode)}
        </button>
        <button type="button" className="tk-button iv-action" onClick={onShare} data-testid="share-invitation">
          {_(m.shareInvitation)}
        </button>
      </div>
      <p className="iv-notice" role="status" aria-live="polite" data-testid="share-notice">
        {notice ? _(notice) : ''}
      </p>
    </Card>
  );
}
