import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { pageTitle } from './page-titles';
import type { PageName } from '@/platform/route-catalog';
import { Header, type HeaderProps } from './header';
import { useShell } from './shell-context';

export interface PageWrapperProps extends Omit<HeaderProps, 'title'> {
  page: PageName;
  /** Overrides the page's default title (e.g. with the content's name). */
  title?: string;
  /** Pages with their own full-bleed top can drop the header. */
  noHeader?: boolean;
  /** The area's own class on the page, for the few rules an area keeps for everything in it. */
  className?: string;
  children?: ReactNode;
}

/**
 * Page wrapper of SPEC §2: sets the document title, remembers share_trace_id and the page name as
 * refer_page_name for the next page, and draws the header.
 */
export function PageWrapper({ page, title, noHeader, className, children, ...header }: PageWrapperProps) {
  const { _ } = useLingui();
  const shell = useShell();
  const text = title ?? _(pageTitle(page));
  useEffect(() => {
    document.title = text;
  }, [text]);
  useEffect(() => {
    shell.enterPage(page);
  }, [shell, page]);
  return (
    <div className={className ? `tk-page ${className}` : 'tk-page'} data-page={page}>
      {noHeader ? null : <Header title={text} {...header} />}
      <main className="tk-page__body">{children}</main>
    </div>
  );
}
