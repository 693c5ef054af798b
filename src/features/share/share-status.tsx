import { useLingui } from '@lingui/react';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { isRetryable, PROBLEM_TEXT, type ShareProblem } from './share-problem';
import type { ShareContent } from './use-share-content';

/** An unhappy state with its translated text; Retry where another attempt may help. */
export function ProblemView({ problem, onRetry }: { problem: ShareProblem; onRetry: () => void }) {
  const { _ } = useLingui();
  const kind = problem === 'network' ? 'network' : problem === 'failed' ? 'unknown' : 'empty';
  return (
    <div className="sh-problem" data-testid="share-problem" data-problem={problem}>
      <ErrorPanel kind={kind} message={_(PROBLEM_TEXT[problem])} {...(isRetryable(problem) ? { onRetry } : {})} />
    </div>
  );
}

/** Loading and unhappy states of a share page; nothing once the content is ready. */
export function ShareStatus<T>({ content, retry }: { content: ShareContent<T>; retry: () => void }) {
  if (content.status === 'loading') return <Loading />;
  if (content.status === 'problem') return <ProblemView problem={content.problem} onRetry={retry} />;
  return null;
}
