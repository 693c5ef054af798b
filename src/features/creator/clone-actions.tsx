import { useLingui } from '@lingui/react';
import { failureText } from '@/kernel/data';
import { OpenAppButton } from '@/kernel/open-app';
import { useServices } from '@/kernel/session/app-context';
import type { PageName } from '@/platform/route-catalog';
import { FieldError, Note } from '@/ui/blocks';
import { uiMessages } from '@/ui/messages';
import { useActorSnapshot, type CloneActor } from './clone-actor';
import type { ClonePhase } from './clone-view';
import { CreatorEvent } from './creator-events';
import { cloneNoticeMessages, creatorMessages as m } from './messages';

/**
 * `requestId`: the create's idempotency key, kept with the draft: the same clone sent again (Retry, a
 * reload of the summary, Edit and back without a change) carries the same key and is one clone.
 */
export function CloneActions({
  phase,
  actor,
  webNotice,
  page,
  requestId,
}: {
  phase: ClonePhase;
  actor: CloneActor;
  webNotice: boolean;
  page: PageName;
  requestId: () => string;
}) {
  const { _ } = useLingui();
  const services = useServices();
  const context = useActorSnapshot(actor).context;
  const track = (action: string) =>
    services.analytics.trackClick(CreatorEvent.cloneAction, { from_page: page, action });
  if (phase === 'reviewing' || phase === 'creating') {
    const busy = phase === 'creating';
    return (
      <div className="cr-actions">
        <button
          type="button"
          className="tk-button tk-button--ghost"
          disabled={busy}
          onClick={() => actor.send({ type: 'EDIT' })}
          data-testid="clone-edit"
        >
          {_(m.edit)}
        </button>
        <button
          type="button"
          className="tk-button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => actor.send({ type: 'CONFIRM', requestId: requestId() })}
          data-testid="clone-create"
        >
          {_(busy ? m.creating : m.create)}
        </button>
      </div>
    );
  }
  if (phase === 'createFailed') {
    return (
      <div className="tk-card" role="alert">
        <FieldError>{_(failureText(context.failure))}</FieldError>
        <FieldError>{_(m.createFailed)}</FieldError>
        <div className="cr-actions">
          <button type="button" className="tk-button tk-button--ghost" onClick={() => actor.send({ type: 'EDIT' })}>
            {_(m.edit)}
          </button>
          <button
            type="button"
            className="tk-button"
            onClick={() => actor.send({ type: 'RETRY' })}
            data-testid="clone-retry"
          >
            {_(uiMessages.retry)}
          </button>
        </div>
      </div>
    );
  }
  const clone = context.clone;
  const notice = context.notice ? cloneNoticeMessages[context.notice] : webNotice ? m.linkCopied : null;
  return (
    <div className="tk-card" data-testid="clone-created">
      {clone ? (
        <img className="cr-cover" src={clone.cardUrl} alt={_({ ...m.created, values: { name: clone.name } })} />
      ) : null}
      <div className="cr-actions">
        <button
          type="button"
          className="tk-button"
          disabled={phase === 'sharing'}
          onClick={() => {
            track('share');
            actor.send({ type: 'SHARE' });
          }}
          data-testid="clone-share"
        >
          {_(m.share)}
        </button>
        <button
          type="button"
          className="tk-button tk-button--ghost"
          disabled={phase === 'savingCard'}
          onClick={() => {
            track('save_card');
            actor.send({ type: 'SAVE_CARD' });
          }}
          data-testid="clone-save-card"
        >
          {_(m.saveCard)}
        </button>
      </div>
      {clone ? (
        <OpenAppButton
          label={_(m.chatWithClone)}
          target={{ target: 'chat', params: { npc_id: clone.npcId } }}
          fromPage={page}
          entrance="clone_created"
          variant="compact"
          testId="clone-chat"
        />
      ) : null}
      <div aria-live="polite" data-testid="clone-notice">
        {notice ? <Note>{_(notice)}</Note> : null}
      </div>
      {phase === 'updatePrompt' ? (
        <div className="tk-card" role="alertdialog" aria-labelledby="cr-update" data-testid="clone-update-prompt">
          <p id="cr-update" className="cr-text">
            {_(m.updateApp)}
          </p>
          <div className="cr-actions">
            <button
              type="button"
              className="tk-button tk-button--ghost"
              onClick={() => actor.send({ type: 'DISMISS' })}
            >
              {_(m.noticeClose)}
            </button>
            <button
              type="button"
              className="tk-button"
              onClick={() => actor.send({ type: 'UPDATE_APP' })}
              data-testid="clone-update"
            >
              {_(m.updateNow)}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
