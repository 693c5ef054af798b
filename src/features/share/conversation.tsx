import { useLingui } from '@lingui/react';
import type { Author, ChatMessage, Npc } from '@/api/contract/share';
import { MessageKind, MessageSender } from '@/platform/constants';
import { errorMessages } from '@/ui/messages';
import { Avatar } from './media';
import { VoicePlayer } from './voice-player';

/**
 * A shared conversation: the character's messages on the left, the user's on the right, asides
 * (narration) centred. Voice messages play in place; an expired voice says so and keeps its transcript.
 * Screen readers hear who speaks before each message.
 */
export function Conversation({
  messages,
  npc,
  author,
}: {
  messages: readonly ChatMessage[];
  npc: Npc;
  author: Author;
}) {
  return (
    <ol className="sh-conv" data-testid="conversation">
      {messages.map((message) => (
        <MessageItem key={message.message_id} message={message} npc={npc} author={author} />
      ))}
    </ol>
  );
}

function MessageItem({ message, npc, author }: { message: ChatMessage; npc: Npc; author: Author }) {
  const { _ } = useLingui();
  if (message.kind === MessageKind.Aside) {
    return (
      <li className="sh-msg sh-msg--aside" data-kind="aside">
        <p className="sh-aside">{message.text}</p>
      </li>
    );
  }
  const fromAi = message.sender === MessageSender.AI;
  const voice = message.kind === MessageKind.Voice ? message.voice : null;
  const voiceExpired = message.kind === MessageKind.Voice && (!voice || voice.expired || !voice.audio_url);
  return (
    <li className={`sh-msg sh-msg--${fromAi ? 'ai' : 'user'}`} data-kind={message.kind} data-sender={message.sender}>
      {fromAi ? <Avatar src={npc.avatar_url} size={32} /> : null}
      <div className="sh-bubble">
        <span className="tk-visually-hidden">{fromAi ? npc.name : author.nickname}: </span>
        {voice?.audio_url && !voiceExpired ? (
          <VoicePlayer src={voice.audio_url} durationMs={voice.duration_ms} />
        ) : null}
        {voiceExpired ? (
          <p className="sh-expired" data-testid="voice-expired">
            {_(errorMessages.voiceExpired)}
          </p>
        ) : null}
        <p className="sh-bubble__text">{message.text}</p>
      </div>
    </li>
  );
}
