import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import type { ContractLocale } from '@/api/contract/endpoint';
import type { HelpCategoryData } from '@/api/contract/help';
import { isNotFound, useRemote, type Remote, ReadFailure } from '@/kernel/data';
import type { PageName } from '@/platform/route-catalog';
import { EmptyState } from '@/ui/blocks';
import { Loading } from '@/ui/loading';
import { PageWrapper } from '@/ui/page-wrapper';
import { contentLocaleOf, helpCategoriesCall } from './help-calls';
import { centerMessages as m } from './messages';
import './help.css';

/** What the help center's three pages share: the page frame, the read states, not found, the way to support. */
/** The visitor's language when the help content has it, else English (the server falls back the same way). */
export function useContentLocale(): ContractLocale {
  const { i18n } = useLingui();
  return contentLocaleOf(i18n.locale);
}

/**
 * The help center is the same for everyone: it shows without waiting for a login (the server renders
 * it). Only the visitor's own answer to "Did this help?" waits for the login (Vote).
 */
export function Shell({ page, title, children }: { page: PageName; title?: string; children: ReactNode }) {
  return (
    <PageWrapper page={page} {...(title ? { title } : {})}>
      <div className="hp-page">{children}</div>
    </PageWrapper>
  );
}

export function States<T>({
  remote,
  retry,
  children,
}: {
  remote: Remote<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'failed')
    return isNotFound(remote.error) ? <NotFound /> : <ReadFailure error={remote.error} onRetry={retry} />;
  return <>{children(remote.data)}</>;
}

export function NotFound() {
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

export function ContactLink() {
  const { _ } = useLingui();
  return (
    <Link to="/feedback" className="tk-button tk-button--ghost" data-testid="contact-us">
      {_(m.contact)}
    </Link>
  );
}

export function useCategories() {
  const locale = useContentLocale();
  return useRemote(helpCategoriesCall(locale));
}

export function QuestionLinks({ questions }: { questions: HelpCategoryData['questions'] }) {
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
