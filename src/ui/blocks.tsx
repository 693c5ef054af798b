import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

/** Shared blocks (styles in ui.css): each area adds only its own class beside the shared one. */
const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** A raised box on the page that holds one part of it (a form, a list, a summary). */
export function Card({ className, ...props }: ComponentPropsWithoutRef<'section'>) {
  return <section className={withClass('tk-card', className)} {...props} />;
}

/** The muted note under or beside a control; a `span` where it sits inside a line of other text. */
export function Note({
  as: Tag = 'p',
  className,
  ...props
}: ComponentPropsWithoutRef<'p'> & { readonly as?: 'p' | 'span' }) {
  return <Tag className={withClass('tk-note', className)} {...props} />;
}

/** What went wrong with a field or a form, in the danger colour; it takes no room while empty. */
export function FieldError({ className, ...props }: ComponentPropsWithoutRef<'p'>) {
  return <p className={withClass('tk-field-error', className)} {...props} />;
}

/** A page or list with nothing to show: what that means and, as children, where to go from here. */
export function EmptyState({ message, children }: { readonly message?: string; readonly children?: ReactNode }) {
  return (
    <ErrorPanel kind="empty" message={message}>
      {children}
    </ErrorPanel>
  );
}
