import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { listTickets, MAX_REPLY_TEXT, replyTicket, type TicketData } from '@/api/contract/help';
import { HelpStatusCode } from '@/api/contract/help-codes';
import { countLength } from '@/api/contract/text-length';
import { endpointCall, ReadFailure, useRemote } from '@/kernel/data';
import { draftStore, type DraftStore } from '@/kernel/drafts';
import { useServices, useSession } from '@/kernel/session/app-context';
import { isApiError } from '@/services/api/api-error';
import { callEndpoint } from '@/services/api/call-endpoint';
import { Loading } from '@/ui/loading';
import { Card, FieldError, Note } from '@/ui/blocks';
import { serverFieldErrors } from './form-rules';
import { sendFailureText } from './form-ui';
import { feedbackMessages as m, formMessages as f } from './messages';
import { SentRequest, TicketTopic } from './sent-request';

export function FeedbackHistory() {
  const { _ } = useLingui();
  const { remote: history, retry, replace } = useRemote(endpointCall(listTickets, { kind: 'feedback' }));
  const update = (ticket: TicketData) =>
    history.status === 'ready' &&
    replace({
      ...history.data,
      tickets: history.data.tickets.map((t) => (t.ticket_id === ticket.ticket_id ? ticket : t)),
    });
  return (
    <Card aria-labelledby="hp-history" data-testid="feedback-history">
      <h2 className="hp-title" id="hp-history">
        {_(m.history)}
      </h2>
      {history.status === 'loading' ? <Loading /> : null}
      {history.status === 'failed' ? <ReadFailure error={history.error} onRetry={retry} /> : null}
      {history.status === 'ready' && history.data.tickets.length === 0 ? <Note>{_(m.noHistory)}</Note> : null}
      {history.status === 'ready'
        ? history.data.tickets.map((t) => <TicketThread key={t.ticket_id} ticket={t} onChange={update} />)
        : null}
    </Card>
  );
}

const STATUS = { open: m.open, replied: m.replied, closed: m.closed } as const;

/**
 * The reply typed to one request, kept as it changes (a failed send or a reload loses no word) with
 * the idempotency key of sending it: the same text sent again after a lost answer is one message.
 */
function replyDrafts(userId: string | null, ticketId: string): DraftStore<string> {
  return draftStore({
    form: 'ticket_reply',
    user: userId ?? 'visitor',
    scope: ticketId,
    parse: (stored) => (typeof stored === 'string' ? stored : null),
    isEmpty: (text) => text.trim() === '',
  });
}

function TicketThread({ ticket, onChange }: { ticket: TicketData; onChange: (t: TicketData) => void }) {
  const { _, i18n } = useLingui();
  const { client } = useServices();
  const session = useSession();
  const id = useId();
  const [drafts] = useState(() => replyDrafts(session.userId, ticket.ticket_id));
  const [text, setTextState] = useState(() => drafts.load() ?? '');
  const setText = (next: string) => {
    setTextState(next);
    drafts.save(next);
  };
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = () => {
    if (sending) return;
    if (text.trim() === '') {
      setError(_(m.emptyMessage));
      return;
    }
    if (countLength(text) > MAX_REPLY_TEXT) {
      setError(_({ ...f.tooLong, values: { max: MAX_REPLY_TEXT } }));
      return;
    }
    setSending(true);
    setError(null);
    const idempotencyKey = drafts.attemptKey({ ticket_id: ticket.ticket_id, content: text });
    callEndpoint(client, replyTicket, {
      ticket_id: ticket.ticket_id,
      content: text,
      idempotency_key: idempotencyKey,
    }).then(
      (d) => {
        setSending(false);
        setTextState('');
        drafts.clear();
        onChange(d.ticket);
      },
      (e: unknown) => {
        setSending(false);
        // Too many messages within the hour: the text stays in the box for later.
        if (isApiError(e) && e.status_code === HelpStatusCode.TicketMessageQuotaExceeded) {
          setError(_(m.messageQuota));
          return;
        }
        const refused = serverFieldErrors(e)?.content;
        setError(
          refused === 'tooLong'
            ? _({ ...f.tooLong, values: { max: MAX_REPLY_TEXT } })
            : _(refused ? f.violation : sendFailureText(e)),
        );
      },
    );
  };
  return (
    <article
      className="tk-card"
      data-testid="ticket"
      data-status={ticket.status}
      style={{ background: 'rgba(255,255,255,0.03)' }}
    >
      <span className="hp-status">{_(STATUS[ticket.status])}</span>
      <Note>{i18n.date(new Date(ticket.created_at_ms), { dateStyle: 'medium' })}</Note>
      <TicketTopic ticket={ticket} />
      <ul className="hp-chat">
        <SentRequest ticket={ticket} />
        {ticket.messages.map((msg, i) => (
          <li key={i} data-sender={msg.sender}>
            <strong>{_(msg.sender === 'user' ? m.you : m.support)}: </strong>
            {msg.content}
          </li>
        ))}
      </ul>
      <form
        className="hp-row"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <label
          htmlFor={id}
          className="tk-visually-hidden"
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {_(m.message)}
        </label>
        <input
          id={id}
          className="hp-input"
          value={text}
          placeholder={_(m.message)}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={Boolean(error)}
        />
        <button type="submit" className="tk-button" style={{ flex: '0 0 auto' }} disabled={sending}>
          {_(m.sendMessage)}
        </button>
      </form>
      {error ? (
        <FieldError role="alert" data-testid="reply-error">
          {error}
        </FieldError>
      ) : null}
    </article>
  );
}
