import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Link, useParams } from '@tanstack/react-router';
import type { ContractLocale } from '@/api/contract/endpoint';
import { voteHelpQuestion, type HelpBlock, type HelpCategoryData } from '@/api/contract/help';
import { HelpStatusCode } from '@/api/contract/help-codes';
import { isNotFound, useRemote, type Remote, ReadFailure } from '@/kernel/data';
import { SessionGate } from '@/kernel/session/session-gate';
import { useServices, useSession } from '@/kernel/session/app-context';
import type { PageName } from '@/platform/route-catalog';
import { isApiError } from '@/services/api/api-error';
import { callEndpoint } from '@/services/api/call-endpoint';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { useHydrated } from '@/ui/local-time';
import { PageWrapper } from '@/ui/page-wrapper';
import { Card, EmptyState, Note } from '@/ui/blocks';
import { contentLocaleOf, helpCategoriesCall, helpQuestionCall, helpVoteCall } from './help-calls';
import { centerMessages as m } from './messages';
import './help.css';

/** The visitor's language when the help content has it, else English (the server falls back the same way). */
function useContentLocale(): ContractLocale {
  const { i18n } = useLingui();
  return contentLocaleOf(i18n.locale);
}

/**
 * The help center is the same for everyone: it shows without waiting for a login (the server renders
 * it). Only the visitor's own answer to "Did this help?" waits for the login (Vote).
 */
function Shell({ page, title, children }: { page: PageName; title?: string; children: ReactNode }) {
  return (
    <PageWrapper page={page} {...(title ? { title } : {})}>
      <div className="hp-page">{children}</div>
    </PageWrapper>
  );
}

function States<T>({ remote, retry, children }: { remote: Remote<T>; retry: () => void; children: (data: T) => ReactNode }) {
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'error') return isNotFound(remote.error) ? <NotFound /> : <ReadFailure error={remote.error} onRetry={retry} />;
  return <>{children(remote.data)}</>;
}

function NotFound() {
  const { _ } = useLingui();
  return (
    <div data-testid="help-not-found">
      <EmptyState message={_(m.notFound)} />
      <Link to="/feedback_help">{_(m.back)}</Link>
    </div>
  );
}

/** A topic or question id the help center does not have (the route's not-found state, a 404 on the server). */
export function HelpCategoryNotFound() {
  return (
    <Shell page="feedback_category">
      <NotFound />
      <ContactLink />
    </Shell>
  );
}

export function HelpQuestionNotFound() {
  return (
    <Shell page="feedback_question">
      <NotFound />
      <ContactLink />
    </Shell>
  );
}

function ContactLink() {
  const { _ } = useLingui();
  return (
    <Link to="/feedback" className="tk-button tk-button--ghost" data-testid="contact-us">
      {_(m.contact)}
    </Link>
  );
}

function useCategories() {
  const locale = useContentLocale();
  return useRemote(helpCategoriesCall(locale));
}

function QuestionLinks({ questions }: { questions: HelpCategoryData['questions'] }) {
  return (
    <ul className="hp-list">
      {questions.map((q) => (
        <li key={q.question_id}>
          <Link to="/feedback_help/question/$questionID" params={{ questionID: q.question_id }}>
            {q.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /feedback_help: topics, a filter over question titles, and the way to the feedback form. */
export function HelpHomePage() {
  return (
    <Shell page="feedback_help">
      <HelpHome />
    </Shell>
  );
}

function HelpHome() {
  const { _ } = useLingui();
  const { remote, retry } = useCategories();
  const [filter, setFilter] = useState('');
  const hydrated = useHydrated();
  const needle = filter.trim().toLowerCase();
  return (
    <>
      {/* Enabled once the page is hydrated: typed into the server's markup before that, the text would be lost. */}
      <input
        className="hp-input"
        type="search"
        aria-label={_(m.search)}
        placeholder={_(m.search)}
        value={filter}
        disabled={!hydrated}
        onChange={(e) => setFilter(e.target.value)}
        data-testid="help-search"
      />
      <States remote={remote} retry={retry}>
        {({ categories }) => {
          if (categories.length === 0) return <EmptyState message={_(m.empty)} />;
          if (needle) {
            const hits = categories.flatMap((c) => c.questions).filter((q) => q.title.toLowerCase().includes(needle));
            return hits.length ? <QuestionLinks questions={hits} /> : <Note data-testid="help-no-match">{_(m.noMatch)}</Note>;
          }
          return (
            <Card aria-labelledby="hp-topics">
              <h2 className="hp-title" id="hp-topics">
                {_(m.topics)}
              </h2>
              <ul className="hp-list" data-testid="help-categories">
                {categories.map((c) => (
                  <li key={c.category_id}>
                    <Link to="/feedback_help/category/$categoryID" params={{ categoryID: c.category_id }}>
                      {c.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          );
        }}
      </States>
      <ContactLink />
    </>
  );
}

/** /feedback_help/category/{id}: the questions of one topic. */
export function HelpCategoryPage() {
  const { categoryID: categoryId = '' } = useParams({ strict: false });
  return (
    <Shell page="feedback_category">
      <HelpCategory categoryId={categoryId} />
    </Shell>
  );
}

function HelpCategory({ categoryId }: { categoryId: string }) {
  const { remote, retry } = useCategories();
  return (
    <>
      <States remote={remote} retry={retry}>
        {({ categories }) => {
          const category = categories.find((c) => c.category_id === categoryId);
          if (!category) return <NotFound />;
          return (
            <Card data-testid="help-category">
              <h2 className="hp-title">{category.title}</h2>
              <QuestionLinks questions={category.questions} />
            </Card>
          );
        }}
      </States>
      <ContactLink />
    </>
  );
}

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

/** The visitor's own earlier answer, read once their login is ready; until it is in, the buttons wait. */
function OwnVote({ locale, questionId }: { locale: ContractLocale; questionId: string }) {
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
      (e: unknown) => (isApiError(e) && e.status_code === HelpStatusCode.HelpVoteRepeated ? setVote(helpful ? 'yes' : 'no') : setState('failed')),
    );
  };
  return (
    <VoteButtons questionId={questionId} disabled={state === 'sending'} onVote={send}>
      {state === 'failed' ? <ErrorPanel kind="network" onRetry={() => setState('idle')} /> : null}
    </VoteButtons>
  );
}

/** "Did this help?" with its two buttons (disabled while the visitor's login or earlier answer is not in). */
function VoteButtons({ questionId, disabled, onVote, children }: { questionId: string; disabled: boolean; onVote?: (helpful: boolean) => void; children?: ReactNode }) {
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
        <button type="button" className="tk-button tk-button--ghost" disabled={disabled} onClick={() => onVote?.(false)}>
          {_(m.no)}
        </button>
      </div>
      {children}
    </div>
  );
}
