import { Link } from '@tanstack/react-router';
import { ErrorPanel } from '@/ui/error-panel';

/** Campaign pages a visitor can be sent on to from an empty state. */
export type NextPage = '/summer' | '/spin_wheel';

/** An empty state that says what it means and offers the next step, never a bare "nothing here". */
export function EmptyNext({
  title,
  detail,
  to,
  action,
}: {
  title: string;
  detail: string;
  to: NextPage;
  action: string;
}) {
  return (
    <div className="cp-page" data-testid="empty-next">
      <ErrorPanel kind="empty" message={title}>
        <p className="cp-muted">{detail}</p>
        <Link to={to} className="tk-button tk-button--yellow">
          {action}
        </Link>
      </ErrorPanel>
    </div>
  );
}
