import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { ContractLocale } from '@/api/contract/endpoint';
import { voteHelpQuestion } from '@/api/contract/help';
import { HelpStatusCode } from '@/api/contract/help-codes';
import { ReadFailure, useRemote } from '@/kernel/data';
import { useServices, useSession } from '@/kernel/session/app-context';
import { isApiError } from '@/services/api/api-error';
import { callEndpoint } from '@/services/api/call-endpoint';
import { helpVoteCall } from './help-calls';
import { centerMessages as m } from './messages';

/** The visitor's own earlier answer, read once their login is ready; until it is in, the buttons wait. */
export function OwnVote({ locale, questionId }: { locale: ContractLocale; questionId: string }) {
  const { userId } = useSession();
  const { remote } = useRemote(userId ? helpVoteCall(locale, questionId, userId) : null);
  if (remote.status === 'loading') return <VoteButtons questionId={questionId} disabled />;
  // Without the earlier answer the visitor may still answer: a repeat is taken as the answer it repeats.
  return <Vote questionId={questionId} initial={remote.status === 'ready' ? remote.data : null} />;
}

function Vote({ questionId, initial }: { questionId: string; initial: 'yes' | 'no' | null }) {
  const { _ } = useLingui();
  const { client, analytics } = useServices();
  const [vote, setVote] = useState(initial);
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  // Why the vote was not taken: no answer, or an answer the page cannot use (SPEC §2).
  const [failure, setFailure] = useState<unknown>(null);
  if (vote) {
    return (
      <p className="hp-ok" role="status" data-testid="vote-done" data-vote={vote}>
        {_(m.thanks)}
      </p>
    );
  }
  const send = (helpful: boolean) => {
    if (state === 'sending') return;
    setState('sending');
    analytics.trackClick('help_vote', { question_id: questionId, helpful });
    callEndpoint(client, voteHelpQuestion, { question_id: questionId, helpful }).then(
      (d) => setVote(d.vote),
      (e: unknown) => {
        if (isApiError(e) && e.status_code === HelpStatusCode.HelpVoteRepeated) {
          setVote(helpful ? 'yes' : 'no');
          return;
        }
        setFailure(e);
        setState('failed');
      },
    );
  };
  return (
    <VoteButtons questionId={questionId} disabled={state === 'sending'} onVote={send}>
      {state === 'failed' ? <ReadFailure error={failure} onRetry={() => setState('idle')} /> : null}
    </VoteButtons>
  );
}

/** "Did this help?" with its two buttons (disabled while the visitor's login or earlier answer is not in). */
export function VoteButtons({
  questionId,
  disabled,
  onVote,
  children,
}: {
  questionId: string;
  disabled: boolean;
  onVote?: (helpful: boolean) => void;
  children?: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <div className="hp-field" role="group" aria-labelledby={`vote-${questionId}`} data-testid="vote">
      <span className="hp-label" id={`vote-${questionId}`}>
        {_(m.didHelp)}
      </span>
      <div className="hp-row">
        <button type="button" className="tk-button tk-button--ghost" disabled={disabled} onClick={() => onVote?.(true)}>
          {_(m.yes)}
        </button>
        <button
          type="button"
          className="tk-button tk-button--ghost"
          disabled={disabled}
          onClick={() => onVote?.(false)}
        >
          {_(m.no)}
        </button>
      </div>
      {children}
    </div>
  );
}
