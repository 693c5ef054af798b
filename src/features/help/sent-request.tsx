import { useLingui } from '@lingui/react';
import { FEEDBACK_TOPICS, type TicketData } from '@/api/contract/help';
import { Note } from '@/ui/blocks';
import { feedbackMessages as m, feedbackTopicLabels, formMessages as f } from './messages';

/** The topic the request was sent under, in the reader's words (a topic this page does not know, as stored). */
export function TicketTopic({ ticket }: { ticket: TicketData }) {
  const { _ } = useLingui();
  if (!ticket.topic) return null;
  const known = FEEDBACK_TOPICS.find((t) => t === ticket.topic);
  const label = known ? _(feedbackTopicLabels[known]) : ticket.topic;
  return <Note data-testid="ticket-topic">{_({ ...m.topicIs, values: { topic: label } })}</Note>;
}

/** The request as sent, the conversation's first message: labelled as the user's others are, with its images. */
export function SentRequest({ ticket }: { ticket: TicketData }) {
  const { _ } = useLingui();
  return (
    <li data-sender="user" data-testid="sent-request">
      <strong>{_(m.you)}: </strong>
      {ticket.description}
      {ticket.images.length > 0 ? (
        <ul className="hp-images hp-sent-images" data-testid="sent-images">
          {ticket.images.map((url, i) => (
            <li key={url} className="hp-thumb">
              <img src={url} alt={_({ ...f.imageAlt, values: { n: i + 1 } })} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
