import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { StatusCode } from '@/api/contract/codes';
import { getInviter } from '@/api/contract/invitation';
import { endpointCall, refusalCodeOf, useRemote } from '@/kernel/data';
import { NO_EARLY_TAP_ATTRIBUTE } from '@/platform/early-taps';
import { Card, FieldError, Note } from '@/ui/blocks';
import { codeErrorMessages, invitationMessages as m } from './messages';

export interface InvitedByCardProps {
  /** The code of the invitation link the friend opened. */
  readonly code: string;
  readonly onCopy: (code: string) => Promise<boolean>;
}

/**
 * What an invitation link says to the friend it was sent to, before they can log in here: who invited
 * them and what both get (the server's public read of the code), and the code itself with Copy, so it
 * survives the trip through the app or its install.
 */
export function InvitedByCard({ code, onCopy }: InvitedByCardProps) {
  const { _ } = useLingui();
  const { remote } = useRemote(endpointCall(getInviter, { invite_code: code }));
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  const inviter = remote.status === 'ready' ? remote.data : null;
  const refusal = remote.status === 'failed' ? refusalCodeOf(remote.error) : null;
  // A network failure says nothing: the code is still there to copy and to take into the app.
  const problem =
    refusal === StatusCode.InviteCodeInvalid
      ? codeErrorMessages.invalid
      : refusal === StatusCode.RiskControl
        ? codeErrorMessages['too-many-attempts']
        : null;
  return (
    <Card className="iv-invited" aria-labelledby="iv-invited-title" data-testid="invited-by" data-state={remote.status}>
      <h2 id="iv-invited-title" className="iv-card__title">
        {inviter ? _({ ...m.invitedBy, values: { name: inviter.inviter_nickname } }) : _(m.enterCodeLabel)}
      </h2>
      {inviter ? (
        <Note data-testid="invited-rewards">
          {_({
            ...m.invitedRewards,
            values: { name: inviter.inviter_nickname, welcome: inviter.welcome_gems, invite: inviter.invite_gems },
          })}
        </Note>
      ) : null}
      {problem ? <FieldError>{_(problem)}</FieldError> : null}
      <p className="iv-code iv-code--selectable" data-testid="invited-code">
        {code}
      </p>
      {/* Copying needs the visitor's own tap: one made before the page took over is not replayed. */}
      <div className="iv-row" {...{ [NO_EARLY_TAP_ATTRIBUTE]: '' }}>
        <button
          type="button"
          className="tk-button tk-button--ghost iv-action"
          onClick={() => void onCopy(code).then((ok) => setNotice(ok ? m.copied : m.copyFailed))}
          data-testid="copy-invited-code"
        >
          {_(m.copyCode)}
        </button>
      </div>
      <p className="iv-notice" role="status" aria-live="polite" data-testid="copy-notice">
        {notice ? _(notice) : ''}
      </p>
    </Card>
  );
}
