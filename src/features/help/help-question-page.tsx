import { Link, useParams } from '@tanstack/react-router';
import type { HelpBlock } from '@/api/contract/help';
import { useRemote } from '@/kernel/data';
import { SessionGate } from '@/kernel/session/session-gate';
import { helpQuestionCall } from './help-calls';
import { ContactLink, Shell, States, useContentLocale } from './help-shell';
import { OwnVote, VoteButtons } from './help-vote';

/** /feedback_help/question/{id}: the answer as rich text and "Did this help?". */
export function HelpQuestionPage() {
  const { questionID: questionId = '' } = useParams({ strict: false });
  return (
    <Shell page="feedback_question">
      <HelpQuestion questionId={questionId} />
    </Shell>
  );
}

function HelpQuestion({ questionId }: { questionId: string }) {
  const locale = useContentLocale();
  const { remote, retry } = useRemote(helpQuestionCall(locale, questionId));
  return (
    <>
      <States remote={remote} retry={retry}>
        {(q) => (
          <article className="tk-card" data-testid="help-question">
            <h2 className="hp-title">{q.title}</h2>
            <div className="hp-rich">
              {q.blocks.map((b, i) => (
                <Block key={i} block={b} />
              ))}
            </div>
            <SessionGate fallback={<VoteButtons questionId={q.question_id} disabled />} quiet>
              <OwnVote locale={locale} questionId={q.question_id} />
            </SessionGate>
          </article>
        )}
      </States>
      <ContactLink />
    </>
  );
}

function Block({ block: b }: { block: HelpBlock }) {
  const block = { text: '', items: [] as string[], href: '', src: '', alt: '', ...b };
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>;
    case 'ul':
      return (
        <ul>
          {block.items.map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol>
          {block.items.map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ol>
      );
    case 'img':
      return <img src={block.src} alt={block.alt} loading="lazy" />;
    case 'link':
      return (
        <p>
          {block.href.startsWith('/') ? (
            <Link to={block.href as never}>{block.text}</Link>
          ) : (
            <a href={block.href} rel="noopener noreferrer" target="_blank">
              {block.text}
            </a>
          )}
        </p>
      );
  }
}
